/** The UTC day of a time: `2026-11-24`. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The UTC day `days` after (or before) `day`. */
export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 24 * 60 * 60 * 1000));
}
