import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { bookingUid, calendarEvent, invitation, type BookedCall } from "./invitation.server";

const call: BookedCall = {
  uid: bookingUid("bk_7f3a9c", "https://www.innova-consulting.com"),
  start: new Date("2027-03-29T14:00:00Z"),
  end: new Date("2027-03-29T14:30:00Z"),
  sequence: 0,
  visitor: { name: "Inês Carvalho", email: "ines@example.pt" },
  consultant: { name: "Rafael Souza", email: "rafael@innova-consulting.com" },
  videoUrl: "https://meet.example.com/innova-bk7f3a9c",
};
const words = {
  summary: "Consulta com Rafael Souza (Innova Consulting)",
  description: "Primeira conversa de 30 minutos, por vídeo: https://meet.example.com/innova-bk7f3a9c",
};

/** The calendar as a mail client's calendar parser reads it. */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents("vevent");
  return { calendar, events, event: events[0]! };
}

const utc = (event: ICAL.Component, name: string) => {
  const property = event.getFirstProperty(name)!;
  const time = property.getFirstValue() as ICAL.Time;
  expect(time.zone?.tzid).toBe("UTC");
  return time.toJSDate().toISOString();
};

/** A calendar address: the scheme is case-insensitive (ical-generator writes MAILTO:). */
const mailto = (address: unknown) => String(address).replace(/^mailto:/i, "mailto:");

const attendees = (event: ICAL.Component) =>
  event.getAllProperties("attendee").map((attendee) => ({
    address: mailto(attendee.getFirstValue()),
    name: attendee.getParameter("cn"),
    partstat: attendee.getParameter("partstat"),
    rsvp: attendee.getParameter("rsvp") ?? "FALSE",
  }));

describe("booking invitations", () => {
  it("invites with one VEVENT at the slot in UTC, the firm organizing and both people attending", () => {
    const request = invitation(call, "REQUEST", words);
    expect(request.contentType).toBe("text/calendar; method=REQUEST; charset=UTF-8");
    const { calendar, events, event } = parsed(request.content);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(events).toHaveLength(1);
    expect(event.getFirstPropertyValue("uid")).toBe("bk_7f3a9c@www.innova-consulting.com");
    expect(utc(event, "dtstart")).toBe("2027-03-29T14:00:00.000Z");
    expect(utc(event, "dtend")).toBe("2027-03-29T14:30:00.000Z");
    expect(event.getFirstPropertyValue("sequence")).toBe(0);
    expect(event.getFirstPropertyValue("summary")).toBe(words.summary);
    expect(event.getFirstPropertyValue("description")).toBe(words.description);
    expect(event.getFirstPropertyValue("location")).toBe(call.videoUrl);
    const organizer = event.getFirstProperty("organizer")!;
    expect(mailto(organizer.getFirstValue())).toBe("mailto:contact@innova-consulting.com");
    expect(organizer.getParameter("cn")).toBe("Innova Consulting");
    expect(attendees(event)).toEqual([
      { address: "mailto:ines@example.pt", name: "Inês Carvalho", partstat: "NEEDS-ACTION", rsvp: "TRUE" },
      {
        address: "mailto:rafael@innova-consulting.com",
        name: "Rafael Souza",
        partstat: "ACCEPTED",
        rsvp: "FALSE",
      },
    ]);
  });

  it("cancels the same event: same UID and slot, the next SEQUENCE, STATUS:CANCELLED", () => {
    const request = parsed(invitation(call, "REQUEST", words).content).event;
    const cancel = invitation(call, "CANCEL", words);
    expect(cancel.contentType).toBe("text/calendar; method=CANCEL; charset=UTF-8");
    const { calendar, events, event } = parsed(cancel.content);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(events).toHaveLength(1);
    expect(event.getFirstPropertyValue("uid")).toBe(request.getFirstPropertyValue("uid"));
    expect(utc(event, "dtstart")).toBe("2027-03-29T14:00:00.000Z");
    expect(event.getFirstPropertyValue("sequence")).toBe(1);
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(attendees(event).map(({ address }) => address)).toEqual([
      "mailto:ines@example.pt",
      "mailto:rafael@innova-consulting.com",
    ]);
  });

  it("writes the consultant's calendar copy without METHOD, organizer or attendees, under the same UID", () => {
    const { calendar, events, event } = parsed(calendarEvent(call, words));
    expect(calendar.getFirstPropertyValue("method")).toBeNull();
    expect(events).toHaveLength(1);
    expect(event.getFirstPropertyValue("uid")).toBe(call.uid);
    expect(utc(event, "dtstart")).toBe("2027-03-29T14:00:00.000Z");
    expect(event.getAllProperties("organizer")).toEqual([]);
    expect(event.getAllProperties("attendee")).toEqual([]);
  });
});
