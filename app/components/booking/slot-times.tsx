import type { ReactNode } from "react";
import { groupByDay } from "~/booking/display";
import type { PickerSlot } from "~/booking/picker-labels";

/**
 * The booking form's free times (`routes/book-form.tsx`). The server lists every day's, as the
 * page works without a script: radios `name="slot"` valued in UTC, grouped by day in the page's
 * zone, each labelled with its time there and the consultant's office time beside it. The slot
 * picker island (`islands/slot-picker.tsx`) takes that list's place once it has arrived, showing
 * one day's times at a time: hydrating it costs one day's radios, not three weeks'.
 */
export function SlotChoice({
  legend,
  requiredLabel,
  error,
  picker,
  list,
  empty,
}: {
  legend: string;
  requiredLabel: string;
  /** The slot field's error, translated. */
  error?: string;
  /** The slot picker island. */
  picker: ReactNode;
  /** Every day's times (`SlotTimes`), which the picker replaces. */
  list: ReactNode;
  /** What is said when there is no time to offer; none when there are times. */
  empty?: { title: string; text: string; link: string; href: string };
}) {
  const errorId = "slot-error";
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="text-lg font-semibold text-navy-900">
        {legend}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
        <span className="sr-only"> ({requiredLabel})</span>
      </legend>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {picker}
      {empty ? (
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
      {list}
    </fieldset>
  );
}

/** Every day's free times in `zone`, as the server lists them (`id`: the picker finds them by it). */
export function SlotTimes({
  id,
  slots,
  dayNames,
  zone,
  chosen,
  invalid,
}: {
  id: string;
  slots: PickerSlot[];
  /** Each day's name in `zone`, by date. */
  dayNames: Record<string, string>;
  zone: string;
  chosen?: string;
  invalid: boolean;
}) {
  return (
    <div id={id} className="mt-4 space-y-6">
      {groupByDay(slots, zone).map((group) => (
        <SlotDay
          key={group.date}
          legend={dayNames[group.date] ?? group.date}
          slots={group.slots}
          invalid={invalid}
          chosen={chosen}
        />
      ))}
    </div>
  );
}

/**
 * The server's list is three weeks of times, most of them below the fold, and replaced by the picker
 * once it arrives: the browser styles and lays out only the times near the screen (each about the
 * height it is drawn, so the page keeps its length), the others as the visitor scrolls to them.
 */
const offscreenSkipped =
  "[content-visibility:auto] [contain-intrinsic-size:auto_5.125rem] sm:[contain-intrinsic-size:auto_3.875rem]";

/**
 * One day's times. Given `onPick`, the radios are the picker's (controlled by its state); without,
 * they are the server's list, `chosen` checked as the page was answered.
 */
export function SlotDay({
  legend,
  slots,
  invalid,
  chosen,
  onPick,
  required = true,
}: {
  legend: string;
  slots: readonly PickerSlot[];
  invalid: boolean;
  chosen?: string;
  onPick?: (start: string) => void;
  required?: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-navy-800">{legend}</legend>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {slots.map((slot) => (
          <li key={slot.start} className={onPick ? undefined : offscreenSkipped}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-navy-200 px-3 py-2 hover:border-accent-600 has-checked:border-accent-700 has-checked:bg-accent-50">
              <input
                type="radio"
                name="slot"
                value={slot.start}
                required={required}
                aria-invalid={invalid ? true : undefined}
                {...(onPick
                  ? { checked: chosen === slot.start, onChange: () => onPick(slot.start) }
                  : { defaultChecked: chosen === slot.start })}
                className="mt-1 size-4 accent-accent-700"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-navy-900">{slot.time}</span>
                <span className="block text-sm text-navy-600">{slot.office}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
