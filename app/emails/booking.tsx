import { formatDay, formatTime, zoneLabel } from "~/booking/display";
import type { StoredVisitor } from "~/booking/store.server";
import { wallClock } from "~/booking/zoned";
import { emailCopy } from "~/content/emails";
import { servicesContent } from "~/content/services";
import { languageNames, type Lang } from "~/i18n/locales";
import { EmailLayout } from "./layout";
import { renderEmail } from "./render";
import { ActionLink, Button, Link } from "./parts/links";
import { Fields } from "./parts/tables";
import { Lines, Paragraph, Quote } from "./parts/text";
import { oneLine } from "./values";

/** A booked call as its emails describe it: all of it ours (the time, the consultant, the room). */
export interface CallDetails {
  start: string;
  end: string;
  consultantName: string;
  videoUrl: string;
  /** The visitor gave a phone number: the consultant calls it instead. */
  byPhone: boolean;
}

/** "Tuesday, January 12, 3:00 PM (São Paulo (GMT−3))": the call's start on `zone`'s clocks. */
export function callTime(start: string, zone: string, lang: Lang) {
  const { date } = wallClock(Date.parse(start), zone);
  return `${formatDay(date, lang)}, ${formatTime(start, zone, lang)} (${zoneLabel(zone, lang, new Date(start))})`;
}

const minutesOf = (call: CallDetails) => Math.round((Date.parse(call.end) - Date.parse(call.start)) / 60_000);

/** The visitor's three emails about one call. */
export type VisitorBookingMail = "invitation" | "cancellation" | "reminder";

interface VisitorProps {
  mail: VisitorBookingMail;
  lang: Lang;
  call: CallDetails;
  /** The visitor's zone: the time is written on their clocks. */
  timeZone: string;
  manageUrl: string;
  bookUrl: string;
}

/**
 * The visitor's invitation, cancellation or reminder. It goes to whatever address was typed, so it
 * holds only our words and the booking's facts (time, consultant, how, the manage link): never the
 * name, company, message or phone the visitor typed.
 */
export function VisitorBooking({ mail, lang, call, timeZone, manageUrl, bookUrl }: VisitorProps) {
  const copy = emailCopy[lang].booking;
  const fill = (words: string) => words.replace("{consultant}", call.consultantName);
  const intro = {
    invitation: copy.invitationIntro,
    cancellation: copy.cancellationIntro,
    reminder: copy.reminderIntro,
  };
  return (
    <EmailLayout lang={lang} preheader={copy.invitationPreheader} footer={[copy.notYou]}>
      <Paragraph>{fill(intro[mail])}</Paragraph>
      <Fields
        rows={[
          [copy.labels.when, callTime(call.start, timeZone, lang)],
          [copy.labels.duration, copy.duration.replace("{minutes}", String(minutesOf(call)))],
          [copy.labels.consultant, call.consultantName],
          [
            copy.labels.how,
            call.byPhone ? fill(copy.phone) : <Link href={call.videoUrl}>{call.videoUrl}</Link>,
          ],
        ]}
      />
      {mail === "cancellation" ? (
        <ActionLink href={bookUrl} arrow>
          {copy.bookAgain}
        </ActionLink>
      ) : (
        <>
          {call.byPhone ? null : <Paragraph>{copy.video}</Paragraph>}
          <Paragraph muted>{copy.calendarHint}</Paragraph>
          <Button href={manageUrl} hint={copy.manageHint}>
            {copy.manageButton}
          </Button>
        </>
      )}
      <Lines lines={copy.signOff.split("\n")} />
    </EmailLayout>
  );
}

export function renderVisitorBooking(props: VisitorProps) {
  const copy = emailCopy[props.lang].booking;
  const subject = {
    invitation: copy.invitationSubject,
    cancellation: copy.cancellationSubject,
    reminder: copy.reminderSubject,
  }[props.mail].replace("{when}", callTime(props.call.start, props.timeZone, props.lang));
  return renderEmail(props.lang, subject, <VisitorBooking {...props} />);
}

/** What the consultant is told of the visitor (`visitorOf` the stored booking): everything they typed, shown as text. */
export type BookingVisitor = Omit<StoredVisitor, "lang"> & { lang: Lang };

interface ConsultantProps {
  cancelled: boolean;
  /** The firm's language (`LEADS_LANG`). */
  lang: Lang;
  call: CallDetails;
  /** The consultant's office zone: the time on their clocks. */
  zone: string;
  visitor: BookingVisitor;
  siteUrl: string;
}

/** A service as the services page names it in `lang` (the booking stores its slug). */
const serviceName = (slug: string | null, lang: Lang) =>
  servicesContent[lang].offerings.items.find((item) => item.slug === slug)?.title ?? slug;

/** The consultant's notice of a booking or of its cancellation; the firm's inbox has a copy. */
export function ConsultantBooking({ cancelled, lang, call, zone, visitor, siteUrl }: ConsultantProps) {
  const copy = emailCopy[lang].booking;
  const labels = copy.consultantLabels;
  const page = siteUrl + visitor.page;
  return (
    <EmailLayout lang={lang} footer={[]}>
      <Paragraph>{cancelled ? copy.consultantCancelledIntro : copy.consultantIntro}</Paragraph>
      <Fields
        rows={[
          [copy.labels.when, callTime(call.start, zone, lang)],
          [labels.name, visitor.name],
          [labels.email, <Link href={`mailto:${visitor.email}`}>{visitor.email}</Link>],
          [labels.company, visitor.company ?? copy.none],
          [labels.phone, visitor.phone ?? copy.none],
          [labels.service, serviceName(visitor.service, lang) ?? copy.none],
          [labels.visitorZone, callTime(call.start, visitor.timeZone, lang)],
          [labels.language, `${languageNames[visitor.lang]} (${visitor.lang})`],
          [labels.page, <Link href={page}>{page}</Link>],
          [
            copy.labels.how,
            visitor.phone ? visitor.phone : <Link href={call.videoUrl}>{call.videoUrl}</Link>,
          ],
        ]}
      />
      {visitor.message ? <Quote label={labels.message}>{visitor.message}</Quote> : null}
    </EmailLayout>
  );
}

export function renderConsultantBooking(props: ConsultantProps) {
  const copy = emailCopy[props.lang].booking;
  const subject = (props.cancelled ? copy.consultantCancelledSubject : copy.consultantSubject)
    .replace("{name}", oneLine(props.visitor.name))
    .replace("{when}", callTime(props.call.start, props.zone, props.lang));
  return renderEmail(props.lang, subject, <ConsultantBooking {...props} />);
}

/** The calendar event's words in `lang` (the invitation's and the consultant's calendar's). */
export function eventWords(lang: Lang, consultantName: string) {
  const copy = emailCopy[lang].booking;
  return {
    summary: copy.eventSummary,
    description: copy.eventDescription.replace("{consultant}", consultantName),
  };
}
