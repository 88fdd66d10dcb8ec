/**
 * A number of the North American Numbering Plan (+1) in the range it sets aside for fiction and
 * examples, 555-0100 to 555-0199 under any area code (`+1 (407) 555-0100`): no one answers it.
 */
export function isFictionalNumber(number: string): boolean {
  const digits = number.replace(/\D/g, "");
  const match = /^1\d{3}555(\d{4})$/.exec(digits);
  return match !== null && Number(match[1]) >= 100 && Number(match[1]) <= 199;
}
