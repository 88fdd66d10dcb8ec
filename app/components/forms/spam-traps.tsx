import { useEffect, useRef } from "react";
import { honeypotField, startedAtField } from "~/forms/definitions";

/**
 * A field people never see (bots fill it in) and the time the form was shown (bots post instantly).
 * The server treats a filled trap or a too-fast post as spam and answers as if it had succeeded.
 * The time is set by the page's script: the prerendered HTML cannot know when it was loaded.
 */
export function SpamTraps({ label }: { label: string }) {
  const startedAt = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // From the start of the page's load, not from hydration: a person who autofills quickly
    // is still well over the minimum, a bot that posts on load is not.
    if (startedAt.current) startedAt.current.value = String(Math.round(performance.timeOrigin));
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
