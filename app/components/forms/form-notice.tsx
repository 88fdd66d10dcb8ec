import { CircleAlert, CircleCheck } from "lucide-react";

/**
 * The result of a form, announced to screen readers. The live region is always in the page so that
 * assistive technology notices when text appears in it.
 */
export function FormNotice({
  success,
  error,
}: {
  success?: { title: string; text: string; note?: string };
  error?: string;
}) {
  return (
    <>
      <div role="status" aria-live="polite">
        {success ? (
          <div className="flex gap-3 rounded-xl border border-accent-200 bg-accent-50 p-4 text-accent-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
            <div>
              <p className="font-semibold">{success.title}</p>
              <p className="mt-1 text-sm">{success.text}</p>
              {success.note ? <p className="mt-1 text-sm">{success.note}</p> : null}
            </div>
          </div>
        ) : null}
      </div>
      <div role="alert">
        {error ? (
          <div className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
            <p className="text-sm font-medium">{error}</p>
          </div>
        ) : null}
      </div>
    </>
  );
}
