/**
 * The booking page's slot picker, a React island in its form (`routes/book-form.tsx`). Without a
 * script the form lists every day's free times, as the server wrote them (`SlotTimes`); this
 * island takes that list's place once it has arrived. It names the visitor's own zone ("Your time:
 * São Paulo (GMT−3)") and shows the times there, unless the visitor chose a zone (`?tz=`), then
 * offers theirs; the days become a strip of buttons, one day's times at a time. Only those are
 * React's: the server draws none of them in the island, so hydrating costs the zone's line, not
 * three weeks of radios. A slot's value never changes, only its label: the labels are worked out
 * here, from `Intl`, with no request. A time chosen in the list before the island arrived is kept,
 * and its day is the one shown.
 */
import { startTransition, useEffect, useLayoutEffect, useMemo, useState } from "react";
import { formatDay, formatShortDay, formatTime, groupByDay, zoneLabel } from "~/booking/display";
import type { PickerSlot } from "~/booking/picker-labels";
import { SlotDay } from "~/components/booking/slot-times";
import { isTimeZone } from "~/config/time-zone";
import { format } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";

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
  /** The id of the server's list of every day's times, which the picker replaces. */
  list: string;
  /** Whether the slot field was refused. */
  invalid: boolean;
  /** When the server rendered the page (ISO): the zones' offsets are those of that moment. */
  now: string;
  labels: {
    /** Fills `{zone}`. */
    intro: string;
    /** Fills `{zone}`. */
    yourTime: string;
    /** Fills `{zone}`. */
    useMine: string;
    days: string;
  };
}

/**
 * The visitor's own zone, as their browser has it ("" if the runtime does not know it): asked once,
 * after hydrating (below).
 */
function browserZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : "";
}

/** The time checked in the server's list, if any: in the browser, as the island first renders. */
function checkedIn(list: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.getElementById(list)?.querySelector<HTMLInputElement>("input[name=slot]:checked")?.value;
}

export default function SlotPicker({
  slots,
  dayNames,
  zoneName,
  zone,
  zoneChosen,
  lang,
  list,
  invalid,
  now,
  labels,
}: SlotPickerProps) {
  // Null until hydrated: the first render in the browser is the server's (it knows no browser).
  const [browser, setBrowser] = useState<string | null>(null);
  const enhanced = browser !== null;
  const own = browser || undefined;
  const [mine, setMine] = useState(false);
  // What the list has checked when the island arrives: the visitor's choice, or the page's answer's.
  const [picked, setPicked] = useState(() => checkedIn(list));
  // Then the picker takes the list's place. On a phone each step is long work of its own (asking the
  // zone loads the browser's zone data; drawing the days groups three weeks of times): the first is
  // a task after hydrating, the second a transition, which React renders in slices.
  useEffect(() => {
    const later = setTimeout(() => {
      const zone = browserZone();
      // A time chosen in the list meanwhile is the visitor's choice too.
      const chosen = checkedIn(list);
      startTransition(() => {
        setBrowser(zone);
        setPicked((before) => chosen ?? before);
      });
    });
    return () => clearTimeout(later);
  }, [list]);
  const [day, setDay] = useState<string>();
  // Once this island shows the times, the server's list of them goes (no radio is there twice).
  useLayoutEffect(() => {
    if (enhanced) document.getElementById(list)?.remove();
  }, [enhanced, list]);
  // The visitor's zone, unless they chose another on the page (then theirs is a button away).
  const shown = own && (!zoneChosen || mine) ? own : zone;
  // In the page's zone, the server's words; in another, the browser's.
  const inPageZone = shown === zone;

  const at = new Date(now);
  const days = useMemo(() => (enhanced ? groupByDay(slots, shown) : []), [enhanced, slots, shown]);
  const pickedDay = days.find((group) => group.slots.some((slot) => slot.start === picked))?.date;
  const active = days.find((group) => group.date === (day ?? pickedDay)) ?? days[0];
  // A time chosen on another day than the one shown is still the one booked: it is posted from here.
  const pickedElsewhere = picked !== undefined && pickedDay !== active?.date;

  return (
    <div>
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
      {days.length > 1 ? (
        <div
          role="group"
          aria-label={labels.days}
          className="-mx-1 mt-4 flex gap-2 overflow-x-auto px-1 pb-2"
        >
          {days.map((group) => (
            <button
              key={group.date}
              type="button"
              aria-pressed={group === active}
              onClick={() => setDay(group.date)}
              className="flex min-h-11 shrink-0 items-center justify-center rounded-lg border border-navy-200 px-3 py-1.5 text-sm text-navy-800 hover:border-accent-600 aria-pressed:border-accent-700 aria-pressed:bg-accent-700 aria-pressed:text-white"
            >
              {formatShortDay(group.date, lang)}
            </button>
          ))}
        </div>
      ) : null}
      {active ? (
        <div className="mt-4">
          <SlotDay
            legend={(inPageZone && dayNames[active.date]) || formatDay(active.date, lang)}
            slots={
              inPageZone
                ? active.slots
                : active.slots.map((slot) => ({ ...slot, time: formatTime(slot.start, shown, lang) }))
            }
            invalid={invalid}
            chosen={picked}
            onPick={setPicked}
            required={!pickedElsewhere}
          />
          {pickedElsewhere ? <input type="hidden" name="slot" value={picked} /> : null}
        </div>
      ) : null}
    </div>
  );
}
