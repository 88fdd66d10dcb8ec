import { site } from "~/config/site";
import { wordmark } from "~/config/wordmark";

/**
 * The wordmark: the firm's short name drawn as outlines, with its teal square full stop
 * (`npm run wordmark`). Drawn, not typed, so that it is the same before and after the web font
 * arrives. With a `label` (the header's home link), the label is what assistive technology reads;
 * it contains the visible name, so voice control users can say what they see (WCAG 2.5.3).
 * Without one, the mark is an image named by the short name. The header draws the outlines; the
 * footer (`inverse`) reuses them (`<use>`): the page carries them once.
 */
const lettersId = "wordmark-letters";

export function Logo({ inverse = false, label }: { inverse?: boolean; label?: string }) {
  const height = 20;
  const width = Math.round((height * wordmark.width) / wordmark.height);
  const { stop } = wordmark;
  return (
    <span className="flex items-center">
      <svg
        viewBox={`0 0 ${wordmark.width} ${wordmark.height}`}
        width={width}
        height={height}
        focusable="false"
        {...(label ? { "aria-hidden": true } : { role: "img", "aria-label": site.shortName })}
        className={`block shrink-0 ${inverse ? "text-white" : "text-navy-900"}`}
      >
        {inverse ? (
          <use href={`#${lettersId}`} fill="currentColor" />
        ) : (
          <path id={lettersId} fill="currentColor" d={wordmark.letters} />
        )}
        <rect
          x={stop.x}
          y={stop.y}
          width={stop.size}
          height={stop.size}
          className={inverse ? "fill-accent-400" : "fill-accent-500"}
        />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
