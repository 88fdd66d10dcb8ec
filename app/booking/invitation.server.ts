import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { site } from "~/config/site";

export interface Person {
  name: string;
  email: string;
}

/** One booked call, as the invitations and the consultant's calendar describe it. */
export interface BookedCall {
  /** Stable across the REQUEST, the CANCEL and the calendar's copy: `bookingUid(...)`. */
  uid: string;
  /** The slot, in UTC. */
  start: Date;
  end: Date;
  /** The sequence of the last REQUEST sent (0 for the first); a CANCEL goes out with the next one. */
  sequence: number;
  visitor: Person;
  consultant: Person;
  /** The call's video link: the event's location and URL. */
  videoUrl: string;
  /** When the booking was made (DTSTAMP); now if not given. */
  stamp?: Date;
}

/** The event's words in the recipient's language, from the dictionaries. */
export interface InvitationWords {
  summary: string;
  description: string;
}

/** What nodemailer's `icalEvent` takes (`{ method, filename, content }`), with the MIME type it gets. */
export interface Invitation {
  method: "REQUEST" | "CANCEL";
  filename: string;
  content: string;
  contentType: string;
}

/** The firm as the invitations' organizer: replies to an invitation go to the firm's address. */
export const firmOrganizer: Person = { name: site.name, email: site.email };

/** `<booking-id>@<site host>`: unique across the firm's sites and stable for the booking's life. */
export function bookingUid(bookingId: string, siteUrl: string) {
  return `${bookingId}@${new URL(siteUrl).hostname}`;
}

const prodId = { company: site.name, product: "Booking", language: "EN" };

/**
 * The iCalendar invitation (iTIP over email, RFC 6047) for the visitor or the consultant: one VEVENT
 * with the slot in UTC, the firm as organizer, both as attendees. REQUEST asks the visitor to accept
 * (RSVP, NEEDS-ACTION); the consultant's time is already booked, so they are ACCEPTED. CANCEL keeps
 * the UID, raises the SEQUENCE and says CANCELLED, which calendars apply to the event they hold.
 */
export function invitation(
  call: BookedCall,
  method: Invitation["method"],
  words: InvitationWords,
  organizer: Person = firmOrganizer,
): Invitation {
  const calendar = ical({
    prodId,
    method: method === "REQUEST" ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    ...eventData(call, words),
    sequence: method === "REQUEST" ? call.sequence : call.sequence + 1,
    status: method === "REQUEST" ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer,
    attendees: [
      {
        ...call.visitor,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: true,
      },
      { ...call.consultant, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED },
    ],
  });
  return {
    method,
    filename: method === "REQUEST" ? "invite.ics" : "cancel.ics",
    content: calendar.toString(),
    contentType: `text/calendar; method=${method}; charset=UTF-8`,
  };
}

/**
 * The event as it is written to the consultant's calendar over CalDAV: no METHOD (RFC 4791 4.1), and
 * no organizer or attendees, which would make a scheduling server (Google, iCloud, Nextcloud) send
 * invitations of its own beside ours. The same UID, so the invitation the consultant receives by
 * email is recognised as this event.
 */
export function calendarEvent(call: BookedCall, words: InvitationWords): string {
  const calendar = ical({ prodId });
  calendar.createEvent({
    ...eventData(call, words),
    sequence: call.sequence,
    status: ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

function eventData(call: BookedCall, words: InvitationWords) {
  return {
    id: call.uid,
    start: call.start,
    end: call.end,
    stamp: call.stamp ?? new Date(),
    summary: words.summary,
    description: words.description,
    location: call.videoUrl,
    url: call.videoUrl,
  };
}
