import type { FieldName } from "~/forms/definitions";

/**
 * The copy of the emails the site sends. The acknowledgement goes to whatever address a visitor
 * typed, so it holds only our own words: never a value from the form (not even the name).
 */
export interface EmailCopy {
  /** Between a label and its value in the plain-text part: ": ", or "\u00a0: " in French. */
  colon: string;
  acknowledgement: {
    subject: string;
    /** The line an inbox shows after the subject (hidden in the message itself). */
    preheader: string;
    greeting: string;
    /** Paragraphs: thanks, and a consultant's personal reply within 24 hours. */
    body: string[];
    nextStepsTitle: string;
    nextSteps: string[];
    contactsTitle: string;
    signOff: string;
    /** Why the reader got this email, for someone who did not write to us. */
    notYou: string;
  };
  /**
   * The newsletter's double opt-in email. Like the acknowledgement it goes to a typed address, so it
   * holds only our own words; it carries the confirm link and a one-click unsubscribe link.
   */
  confirmation: {
    subject: string;
    /** The line an inbox shows after the subject (hidden in the message itself). */
    preheader: string;
    greeting: string;
    /** Why this email came, and what confirming does. */
    body: string[];
    button: string;
    /** Before the link written out, for mail readers that do not show buttons. */
    linkHint: string;
    /** The link's validity, and that doing nothing subscribes no one. */
    validity: string;
    signOff: string;
    /** The unsubscribe link's words, in the footer. */
    unsubscribe: string;
    /** Why the reader got this email. */
    notYou: string;
  };
  /**
   * The monthly newsletter's fixed words around each issue's own (`content/newsletter/<issue>/`):
   * the article list, why the reader gets it, the unsubscribe link.
   */
  newsletter: {
    /** The `List-Id` header's description of the list. */
    listName: string;
    /** A proof copy's subject: `{subject}` is the issue's. */
    testSubject: string;
    /** At the top of a proof copy. */
    testNote: string;
    /** The heading above the articles. */
    articlesTitle: string;
    /** The heading of the older articles an issue names (its `archive`). */
    archiveTitle: string;
    /**
     * The firm's proof of a scheduled issue: its subject, and its note; fills `{sendAt}` and
     * `{count}`. The proof is in the language of its note (English, or the first version written),
     * so the note names its own language.
     */
    proofSubject: string;
    proofNote: string;
    readArticle: string;
    /** When none of the articles is on the reader's topics. */
    noArticles: string;
    /** The link to the blog, after the articles. */
    allArticles: string;
    /**
     * How the new articles were chosen for the reader (`{topics}`: their topics, as a list of
     * `topic`), or `topicsAll`. Only in an issue with new articles: its archive goes to every reader.
     */
    topicsChosen: string;
    /** One topic's label in running text, quoted as the language quotes: `{topic}`. */
    topic: string;
    topicsAll: string;
    /** Why the reader gets this email. */
    why: string;
    unsubscribe: string;
  };
  /** The firm's notification of a new contact message. */
  notification: {
    /** `{name}` and `{company}` are replaced (the company part is left out when there is none). */
    subject: string;
    subjectCompany: string;
    intro: string;
    replyHint: string;
    /** One per field of the contact form (`forms/definitions.ts`), then the message's origin. */
    labels: Record<FieldName<"contact">, string> & {
      page: string;
      language: string;
      received: string;
    };
    none: string;
  };
  /**
   * A booked first call (`/book`). The visitor's emails (invitation, cancellation, reminder) go to
   * whatever address was typed: they hold the time, the consultant, how the call happens and the
   * manage link, never a value the visitor typed. `{when}` is the call's date and time in the
   * visitor's zone, `{consultant}` the consultant's name, `{name}` the visitor's (firm's mail only).
   */
  booking: {
    invitationSubject: string;
    invitationPreheader: string;
    invitationIntro: string;
    cancellationSubject: string;
    cancellationIntro: string;
    /** The link to book another time, after a cancellation. */
    bookAgain: string;
    reminderSubject: string;
    reminderIntro: string;
    labels: { when: string; consultant: string; how: string; duration: string };
    /** `{minutes}`: the call's length. */
    duration: string;
    video: string;
    /** The visitor gave a phone number: the consultant calls it (the number is not repeated). */
    phone: string;
    /** The attached invitation adds the call to the reader's calendar. */
    calendarHint: string;
    manageButton: string;
    manageHint: string;
    signOff: string;
    /** Why the reader got this email, for someone who booked nothing. */
    notYou: string;
    /** The consultant's notice of a booking, and of its cancellation (Cc the firm's inbox). */
    consultantSubject: string;
    consultantCancelledSubject: string;
    consultantIntro: string;
    consultantCancelledIntro: string;
    consultantLabels: {
      name: string;
      email: string;
      company: string;
      phone: string;
      service: string;
      message: string;
      visitorZone: string;
      page: string;
      language: string;
    };
    none: string;
    /** The calendar event's title and description (the invitation, the consultant's calendar). */
    eventSummary: string;
    eventDescription: string;
  };
  /**
   * The firm's weekly analytics digest (`app/analytics/`): last week against the week before. Its
   * subject fills `{week}` (the ISO week's number), `{year}`, `{views}`, `{contacts}` (contact
   * messages) and `{subscriptions}` (confirmed newsletter subscriptions: not leads); `period` fills
   * `{since}` and `{until}`, the week's two ends with what they share written once (`dateRangeEnds`:
   * "November 23" and "29, 2026"; "23" and "29 novembre 2026").
   */
  digest: {
    subject: string;
    intro: string;
    period: string;
    /** The headings of the sections, in order. */
    totals: string;
    pages: string;
    sources: string;
    conversions: string;
    notFound: string;
    labels: {
      views: string;
      visitors: string;
      contacts: string;
      /** Calls booked on `/book`. */
      bookings: string;
      subscriptions: string;
      lastWeek: string;
      weekBefore: string;
      change: string;
      page: string;
      source: string;
      path: string;
      /** The row of the sources under the digest's threshold, or past the day's cap; fills `{n}`. */
      otherSources: string;
      /** The row of the 404 paths past the day's cap. */
      otherPaths: string;
    };
    none: string;
    /**
     * The consultants whose calendar could not be read at the last try (as `/healthz` lists them):
     * they offer no times on `/book` until it can. Shown first, only when there are some.
     */
    calendars: {
      title: string;
      text: string;
      consultant: string;
      /** The column of the last try's date and time, in UTC. */
      lastTry: string;
      reason: string;
    };
    /** What "daily visitors" means (summed day by day), and where the full figures are. */
    footer: string;
  };
}
