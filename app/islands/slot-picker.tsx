/**
 * The booking page's free times, a React island in its form (`routes/book.tsx`). The server renders
 * them as the page works without a script: radios `name="slot"` whose value is the start in UTC,
 * grouped by day in the page's zone, each labelled with its time there and the consultant's office
 * time beside it. In the browser it names the visitor's own zone ("Your time: São Paulo (GMT−3)")
 * and shows the times there, unless the visitor chose a zone (`?tz=`), then offers theirs; the days
 * become a strip of buttons, one day's times at a time. A slot's value never changes, only its
 * label: the labels are worked out here, from `Intl`, with no request. A time chosen before the
 * island arrived is kept (the islands' seam replays it), and its day is the one shown.
 */
import { useState, useSyncExternalStore } from "react";
import { formatDay, formatTime, groupByDay, zoneLabel } from "~/booking/display";
import type { PickerSlot } from "~/booking/picker-labels";
import { isTimeZone } from "~/config/time-zone";
import { format } from "~/i18n/format";
import { localeTags, type Lang } from "~/i18n/locales";

interface SlotPickerProps {
  /** The free times, their labels in the page's zone written by the server (`pickerLabels`). */
  slots: PickerSlot[];
  /** Each day's name in the page's zone, by date, as the server wrote it. */
  dayNames: Record<string, string>;
  /** The page's zone named, as the server wrote it: "São Paulo (GMT−3)". */
  zoneName: string;
  /** The zone the page was rendered in (`?tz=`, or the page language's). */
  zone: string;
  /** Whether the visitor chose that zone (`?tz=`): kept, with theirs offered, instead of replaced. */
  zoneChosen: boolean;
  lang: Lang;
  /** The slot chosen before the page was answered (a post refused for another field). */
  chosen?: string;
  /** The slot field's error, translated. */
  error?: string;
  /** When the server rendered the page (ISO): the zones' offsets are those of that moment. */
  now: string;
  /** What the picker says when there is no time to offer, and where to write instead. */
  empty: { title: string; text: string; link: string; href: string };
  labels: {
    legend: string;
    /** Fills `{zone}`. */
    intro: string;
    /** Fills `{zone}`. */
    yourTime: string;
    /** Fills `{zone}`. */
    useMine: string;
    days: string;
    requiredLabel: string;
  };
}

/** The visitor's own zone, as their browser has it ("" if the runtime does not know it). */
function browserZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : "";
}
/** The browser's zone does not change while the page is open. */
const unchanging = () => () => {};
/** The server knows no browser: it renders the times as the page works without a script. */
const onServer = () => null;

export default function SlotPicker({
  slots,
  dayNames,
  zoneName,
  zone,
  zoneChosen,
  lang,
  chosen,
  error,
  now,
  empty,
  labels,
}: SlotPickerProps) {
  // Null until hydrated: the first render in the browser is the server's.
  const browser = useSyncExternalStore(unchanging, browserZone, onServer);
  const enhanced = browser !== null;
  const own = browser || undefined;
  const [mine, setMine] = useState(false);
  const [picked, setPicked] = useState(chosen);
  const [day, setDay] = useState<string>();
  // The visitor's zone, unless they chose another on the page (then theirs is a button away).
  const shown = own && (!zoneChosen || mine) ? own : zone;
  // In the page's zone, the server's words; in another, the browser's.
  const inPageZone = shown === zone;

  const at = new Date(now);
  const days = groupByDay(slots, shown);
  const pickedDay = days.find((group) => group.slots.some((slot) => slot.start === picked))?.date;
  const active = enhanced ? (day ?? pickedDay ?? days[0]?.date) : undefined;
  const errorId = "slot-error";
  const stripDay = new Intl.DateTimeFormat(localeTags[lang].bcp47, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="text-lg font-semibold text-navy-900">
        {labels.legend}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
        <span className="sr-only"> ({labels.requiredLabel})</span>
      </legend>
      {/* The zone the booking is made in: the one the times are shown in. */}
      <input type="hidden" name="tz" value={shown} />
      <p className="mt-1 text-sm text-navy-600">
        {format(labels.intro, { zone: inPageZone ? zoneName : zoneLabel(shown, lang, at) })}
      </p>
      {enhanced && own ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-navy-800">
          {own === shown ? (
            format(labels.yourTime, { zone: zoneLabel(own, lang, at) })
          ) : (
            <button
              type="button"
              onClick={() => setMine(true)}
              className="min-h-11 rounded-lg text-left text-accent-800 underline underline-offset-4 hover:text-accent-700"
            >
              {format(labels.useMine, { zone: zoneLabel(own, lang, at) })}
            </button>
          )}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {enhanced && days.length > 1 ? (
        <div
          role="group"
          aria-label={labels.days}
          className="-mx-1 mt-4 flex gap-2 overflow-x-auto px-1 pb-2"
        >
          {days.map((group) => (
            <button
              key={group.date}
              type="button"
              aria-pressed={group.date === active}
              onClick={() => setDay(group.date)}
              className="flex min-h-11 shrink-0 items-center justify-center rounded-lg border border-navy-200 px-3 py-1.5 text-sm text-navy-800 hover:border-accent-600 aria-pressed:border-accent-700 aria-pressed:bg-accent-700 aria-pressed:text-white"
            >
              {stripDay.format(new Date(`${group.date}T12:00:00Z`))}
            </button>
          ))}
        </div>
      ) : null}
      {slots.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-navy-100 p-6">
          <p className="text-lg font-semibold text-navy-900">{empty.title}</p>
          <p className="mt-2 text-navy-600">{empty.text}</p>
          <a
            href={empty.href}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent-800 underline underline-offset-4"
          >
            {empty.link}
          </a>
        </div>
      ) : null}
      <div className="mt-4 space-y-6">
        {days.map((group) => (
          <fieldset key={group.date} hidden={active !== undefined && group.date !== active}>
            <legend className="text-sm font-semibold text-navy-800">
              {(inPageZone && dayNames[group.date]) || formatDay(group.date, lang)}
            </legend>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {group.slots.map((slot) => (
                <li key={slot.start}>
                  <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-navy-200 px-3 py-2 hover:border-accent-600 has-checked:border-accent-700 has-checked:bg-accent-50">
                    <input
                      type="radio"
                      name="slot"
                      value={slot.start}
                      required
                      aria-invalid={error ? true : undefined}
                      checked={picked === slot.start}
                      onChange={() => setPicked(slot.start)}
                      className="mt-1 size-4 accent-accent-700"
                    />
                    <span className="min-w-0">
                      <span className="block font-semibold text-navy-900">
                        {inPageZone ? slot.time : formatTime(slot.start, shown, lang)}
                      </span>
                      <span className="block text-sm text-navy-600">{slot.office}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
