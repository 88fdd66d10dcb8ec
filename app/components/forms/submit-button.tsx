import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";

/**
 * A form's submit button, idle or sending: while the page script sends the form (`browser/forms.ts`),
 * the form (the `group/form` it sits in) is `aria-busy` and the button disabled, with a spinner and
 * the sending label.
 */
export function SubmitButton({
  label,
  sendingLabel,
  icon,
  className,
}: {
  label: string;
  sendingLabel: string;
  icon?: ReactNode;
  className: string;
}) {
  return (
    <button type="submit" className={buttonClass("primary", `${className} group-aria-busy/form:cursor-wait`)}>
      <LoaderCircle aria-hidden="true" className="hidden size-4 animate-spin group-aria-busy/form:block" />
      {icon}
      <span className="group-aria-busy/form:hidden">{label}</span>
      <span className="hidden group-aria-busy/form:inline">{sendingLabel}</span>
    </button>
  );
}
