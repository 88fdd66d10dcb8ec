/**
 * The mailbox an address delivers to, as its owner reads it: `Ana.Souza+news@GoogleMail.com` and
 * `anasouza@gmail.com` are one mailbox. Lower case; a `+tag` dropped (sub-addressing, which Gmail,
 * Outlook, Fastmail, iCloud and most servers deliver to the same mailbox); Gmail's dots dropped and
 * googlemail.com read as gmail.com. Used to cap the emails a stranger can make the site send to one
 * person (`delivery/visitor-mail.server.ts`), never as the address mail goes to.
 */
export function canonicalMailbox(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return address.trim().toLowerCase();
  let local = address.slice(0, at).trim().toLowerCase().split("+")[0]!;
  let domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}
