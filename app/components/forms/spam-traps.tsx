import { useEffect, useRef } from "react";
import { honeypotField, startedAtField } from "~/forms/submission";

/**
 * A field people never see (bots fill it in) and the time the form was shown (bots post instantly).
 * The server treats a filled trap or a too-fast post as spam and answers as if it had succeeded.
 * The time is set by the page's script: the prerendered HTML cannot know when it is shown.
 */
export function SpamTraps({ label }: { label: string }) {
  const startedAt = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (startedAt.current) startedAt.current.value = String(Date.now());
  }, []);

  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {label}
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input ref={startedAt} type="hidden" name={startedAtField} defaultValue="" />
    </>
  );
}
