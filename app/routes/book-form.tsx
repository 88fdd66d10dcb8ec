import { Form, Link } from "react-router";
import { CalendarCheck } from "lucide-react";
import { pickerLabels } from "~/booking/picker-labels";
import type { OfferedSlot } from "~/booking/service";
import { SlotChoice, SlotTimes } from "~/components/booking/slot-times";
import { Island } from "~/components/island";
import type { FieldName } from "~/forms/definitions";
import type { BookingResult } from "./book-action.server";
import { useTranslation } from "~/i18n/translation";
import * as slotPicker from "~/islands/slot-picker";
import { FormNotice } from "~/components/forms/form-notice";
import { PrivacyLine } from "~/components/forms/privacy-line";
import { SpamTraps } from "~/components/forms/spam-traps";
import { SubmitButton } from "~/components/forms/submit-button";
import { TypedFields, type FieldLook } from "~/components/forms/typed-fields";
import { useFormResult } from "~/components/forms/use-form-result";

/** The id of the server's list of every free time, which the slot picker island replaces. */
const slotList = "slot-times";

/** The fields of `forms.booking` drawn elsewhere: the times (the slot picker) and the hidden ones. */
type DrawnElsewhere = "slot" | "tz" | "service" | "reschedule";
/** The fields a visitor types, drawn from `looks`. */
type TypedField = Exclude<FieldName<"booking">, DrawnElsewhere>;

/**
 * How each typed field of `forms.booking` is shown, in the declaration's order: a field declared
 * and neither drawn elsewhere nor given its look here is a type error.
 */
const looks: Record<TypedField, FieldLook> = {
  name: {
    words: (t) => ({ label: t.contactForm.name, placeholder: t.contactForm.namePlaceholder }),
    autoComplete: "name",
    half: true,
  },
  email: {
    words: (t) => ({ label: t.contactForm.email, placeholder: t.contactForm.emailPlaceholder }),
    autoComplete: "email",
    half: true,
  },
  company: {
    words: (t) => ({ label: t.contactForm.company, placeholder: t.contactForm.companyPlaceholder }),
    autoComplete: "organization",
  },
  message: {
    words: (t) => ({ label: t.booking.details.message, placeholder: t.booking.details.messagePlaceholder }),
    rows: 4,
  },
  phone: {
    words: (t) => ({ label: t.booking.details.phone, placeholder: t.booking.details.phonePlaceholder }),
    autoComplete: "tel",
    type: "tel",
  },
};

/**
 * The booking form (`/book`): the free times (the slot picker, an island that is radios without a
 * script), then who is booking, the spam fields, and the page's zone, service and booking being
 * moved. It posts to the booking page's action, which answers with the call's manage page, or this
 * form again with why the time was not booked and the nearest free ones, everything typed kept.
 */
export function BookingForm({
  slots,
  unavailable,
  zone,
  zoneChosen,
  service,
  reschedule,
  now,
}: {
  /** The free times; none when there are none (or no booking service: `unavailable`). */
  slots: OfferedSlot[];
  unavailable: boolean;
  zone: string;
  zoneChosen: boolean;
  service?: string;
  reschedule?: string;
  /** When the page was rendered (ISO): the zones' offsets are named as of then. */
  now: string;
}) {
  const { t, lang, href } = useTranslation();
  const { formProps, result, field, formError, failures } = useFormResult("booking");
  const copy = t.booking;
  const answer = result as BookingResult | undefined;
  const problem = answer && !answer.ok && "problem" in answer ? answer : undefined;
  const kept = answer && !answer.ok ? answer.values : undefined;
  const offered = problem ? problem.nearest : slots;
  const slotError = answer && !answer.ok ? answer.fieldErrors?.slot : undefined;
  const keptValue = (name: "reschedule" | "service") => {
    const value = kept?.[name];
    return typeof value === "string" ? value : undefined;
  };
  const moving = kept ? keptValue("reschedule") : reschedule;
  const empty = unavailable ? copy.times.unavailable : copy.times.none;
  // Who is booking is asked only when there is a time to book (or kept when one was just refused).
  const asking = offered.length > 0 || problem !== undefined;
  const labelled = pickerLabels(offered, zone, lang, copy.times.office, new Date(now));

  return (
    <Form {...formProps} className="group/form relative space-y-8">
      <SpamTraps label={t.form.honeypot} />
      <SlotChoice
        legend={copy.times.legend}
        requiredLabel={t.form.required}
        // Why the time was not booked, where the nearest free times are offered instead.
        error={problem ? copy.problems[problem.problem] : slotError ? t.form.errors[slotError] : undefined}
        empty={
          offered.length === 0 ? { ...empty, link: copy.elsewhere.link, href: href("/contact") } : undefined
        }
        picker={
          <Island
            of={slotPicker}
            props={{
              ...labelled,
              zone,
              zoneChosen,
              lang,
              list: slotList,
              invalid: problem !== undefined || slotError !== undefined,
              now,
              labels: {
                intro: copy.times.intro,
                yourTime: copy.times.yourTime,
                useMine: copy.times.useMine,
                days: copy.times.days,
              },
            }}
          />
        }
        list={
          <SlotTimes
            id={slotList}
            slots={labelled.slots}
            dayNames={labelled.dayNames}
            zone={zone}
            chosen={typeof kept?.slot === "string" ? kept.slot : undefined}
            invalid={problem !== undefined || slotError !== undefined}
          />
        }
      />
      {problem ? (
        <p className="-mt-4 text-sm">
          <Link
            to={`${href("/book")}?${new URLSearchParams({ tz: zone, ...(service ? { service } : {}) })}`}
            className="font-medium text-navy-800 underline underline-offset-4"
          >
            {copy.times.all}
          </Link>
        </p>
      ) : null}
      {asking ? (
        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold text-navy-900">{copy.details.legend}</legend>
          <p className="text-sm text-navy-500">{t.form.requiredFields}</p>
          <TypedFields form="booking" looks={looks} field={field} />
        </fieldset>
      ) : null}
      {service ? <input type="hidden" name="service" value={keptValue("service") ?? service} /> : null}
      {moving ? <input type="hidden" name="reschedule" value={moving} /> : null}
      {asking ? (
        <>
          <SubmitButton
            label={copy.submit}
            sendingLabel={copy.sending}
            icon={<CalendarCheck aria-hidden="true" className="size-4 group-aria-busy/form:hidden" />}
            className="w-full sm:w-auto"
          />
          <PrivacyLine form="booking" />
        </>
      ) : null}
      <FormNotice success={answer?.ok ? copy.spamAnswer : undefined} error={formError} failures={failures} />
      <p className="text-sm text-navy-600">
        {copy.elsewhere.text}{" "}
        <Link to={href("/contact")} className="font-medium text-navy-800 underline underline-offset-4">
          {copy.elsewhere.link}
        </Link>
      </p>
    </Form>
  );
}
