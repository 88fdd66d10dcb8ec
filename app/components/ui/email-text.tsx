/**
 * An email address as text: it may break after its @ on a narrow screen, never at a hyphen or a dot
 * inside it ("innova-/consulting.com" reads as two addresses). One span, so that inside a flex link
 * it stays one item, read without spaces.
 */
export function EmailText({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 0) return <>{address}</>;
  return (
    <span>
      <span className="whitespace-nowrap">{address.slice(0, at + 1)}</span>
      <wbr />
      <span className="whitespace-nowrap">{address.slice(at + 1)}</span>
    </span>
  );
}
