import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";

/**
 * A form's submit button, idle or sending. Which one shows follows the form's `data-sending`
 * attribute (the `group/form` it sits in), which the page script sets while the form is sent
 * (`lib/page-script.ts`).
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
    <button
      type="submit"
      className={buttonClass("primary", `${className} group-data-sending/form:cursor-wait`)}
    >
      <LoaderCircle aria-hidden="true" className="hidden size-4 animate-spin group-data-sending/form:block" />
      {icon}
      <span className="group-data-sending/form:hidden">{label}</span>
      <span className="hidden group-data-sending/form:inline">{sendingLabel}</span>
    </button>
  );
}
