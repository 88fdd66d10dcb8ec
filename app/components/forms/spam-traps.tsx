import { honeypotField, startedAtField } from "~/forms/submission";

/**
 * A field people never see (bots fill it in) and the time the form was shown (bots post instantly).
 * The server treats a filled trap or a too-fast post as spam and answers as if it had succeeded.
 */
export function SpamTraps({ startedAt, label }: { startedAt: string; label: string }) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {label}
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={startedAtField} value={startedAt} />
    </>
  );
}
