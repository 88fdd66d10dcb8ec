/** Whether the runtime knows `zone` as an IANA time zone (`Europe/Lisbon`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][\w+-]*(\/[\w+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
