import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";

/**
 * A form's submit button, idle or sending. Which one shows follows the form's `data-sending`
 * attribute (the `group/form` it sits in), which React sets while a fetcher sends it and the page
 * script sets when the browser posts it before hydration (`page-script.ts`): one look for both.
 */
export function SubmitButton({
  label,
  sendingLabel,
  icon,
  disabled,
  className,
}: {
  label: string;
  sendingLabel: string;
  icon?: ReactNode;
  disabled: boolean;
  className: string;
}) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className={buttonClass("primary", `${className} group-data-sending/form:cursor-wait`)}
    >
      <LoaderCircle aria-hidden="true" className="hidden size-4 animate-spin group-data-sending/form:block" />
      {icon}
      <span className="group-data-sending/form:hidden">{label}</span>
      <span className="hidden group-data-sending/form:inline">{sendingLabel}</span>
    </button>
  );
}
