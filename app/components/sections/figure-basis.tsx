/**
 * The short line under a block of figures that says what they measure: across how many engagements,
 * over what period, against which baseline. Every block of figures has one; set to a footnote's
 * measure (about 70 characters a line), however wide the figures above it.
 */
export function FigureBasis({ text, tone = "light" }: { text: string; tone?: "light" | "navy" }) {
  return (
    <p
      className={`mt-6 max-w-lg text-sm leading-relaxed ${tone === "navy" ? "text-navy-200" : "text-navy-600"}`}
    >
      {text}
    </p>
  );
}
