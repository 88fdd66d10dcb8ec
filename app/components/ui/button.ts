/** Button looks, shared by `<Link>`s and `<button>`s so that both read as the same control. */
const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-center text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70";

const variants = {
  primary: "bg-accent-700 text-white hover:bg-accent-800",
  secondary: "border border-navy-400 bg-white text-navy-900 hover:border-navy-600 hover:bg-navy-50",
  /** On navy backgrounds. */
  inverse: "bg-white text-navy-900 hover:bg-accent-50",
  outlineInverse: "border border-white/40 text-white hover:bg-white/10",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
