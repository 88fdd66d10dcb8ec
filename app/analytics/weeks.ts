import { addDays, dayOf } from "./days";

/**
 * ISO weeks (Monday to Sunday, UTC), for the weekly digest: `2026-W48`, its first and last day.
 */
export interface Week {
  id: string;
  since: string;
  until: string;
}

/** The ISO week a day belongs to. */
export function weekOf(at: Date): Week {
  const day = dayOf(at);
  const weekday = (new Date(`${day}T00:00:00.000Z`).getUTCDay() + 6) % 7;
  const since = addDays(day, -weekday);
  // The ISO week-numbering year is the year of the week's Thursday.
  const thursday = new Date(`${addDays(since, 3)}T00:00:00.000Z`);
  const year = thursday.getUTCFullYear();
  const firstThursday = Date.UTC(year, 0, 1 + ((4 - new Date(Date.UTC(year, 0, 1)).getUTCDay() + 7) % 7));
  const number = 1 + Math.round((thursday.getTime() - firstThursday) / (7 * 24 * 60 * 60 * 1000));
  return { id: `${year}-W${String(number).padStart(2, "0")}`, since, until: addDays(since, 6) };
}

/** The week before `week`. */
export const weekBefore = (week: Week) => weekOf(new Date(`${addDays(week.since, -7)}T00:00:00.000Z`));
