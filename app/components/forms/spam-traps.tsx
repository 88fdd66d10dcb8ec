import { honeypotField, startedAtField } from "~/forms/definitions";

/**
 * A field people never see (bots fill it in) and the time the form's page was loaded (bots post
 * instantly). The server treats a filled trap or a too-fast post as spam and answers as if it had
 * succeeded. The page script fills the time in as the form is sent (`browser/forms.ts`): the
 * prerendered HTML cannot know when it was loaded; without a script only the honeypot applies.
 */
export function SpamTraps({ label }: { label: string }) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {label}
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={startedAtField} defaultValue="" />
    </>
  );
}
