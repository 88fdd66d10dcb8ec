import { CircleAlert, CircleCheck } from "lucide-react";
import { formAttributes } from "~/browser/contract";

/**
 * The result of a form, announced to screen readers. The live regions are always in the page so that
 * assistive technology notices when text appears in them. `failures` are the errors of a send that
 * got no answer: kept in templates until the page script shows one (`browser/forms.ts`).
 */
export function FormNotice({
  success,
  error,
  failures,
}: {
  success?: { title: string; text: string; note?: string };
  error?: string;
  failures: Record<"network" | "server", string>;
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
      <div role="alert">{error ? <ErrorNotice text={error} /> : null}</div>
      {Object.entries(failures).map(([failure, text]) => (
        <template key={failure} {...{ [formAttributes.failure]: failure }}>
          <ErrorNotice text={text} />
        </template>
      ))}
    </>
  );
}

function ErrorNotice({ text }: { text: string }) {
  return (
    <div className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <p className="text-sm font-medium">{text}</p>
    </div>
  );
}
