/** A value for a header (subject, display name): line breaks and controls become spaces. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
}

/**
 * Text a visitor chose (a campaign tag, a referring host, a path), made inert for a mail client: a
 * zero-width space after every `.`, `:` and `@`, so that no client turns `evil.example/pay` or
 * `https:` into a link in a message that comes from the firm's own system. It reads the same.
 */
export function inert(value: string): string {
  return value.replace(/[.:@]/g, "$&\u200b");
}
