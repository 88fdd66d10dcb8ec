import type { EmailCopy } from "./types";

export const en: EmailCopy = {
  colon: ": ",
  acknowledgement: {
    subject: "We received your message",
    preheader: "A consultant will reply within 24 hours.",
    greeting: "Hello,",
    body: [
      "Thank you for contacting Innova Consulting. One of our partners will read your message, and a consultant will reply to you personally within 24 hours.",
    ],
    nextStepsTitle: "What happens next",
    nextSteps: [
      "If useful, we will offer you a free initial consultation, with no obligation.",
      "Together, we will agree on the next steps for your project.",
    ],
    contactsTitle: "You can also reach us directly",
    signOff: "Kind regards,\nThe Innova Consulting team",
    notYou:
      "You are receiving this email because this address was entered in the contact form on our website. If you did not write to us, please ignore this email. You will not hear from us again.",
  },
  confirmation: {
    subject: "Please confirm your subscription",
    preheader: "One click to confirm. Nothing is sent until you do.",
    greeting: "Hello,",
    body: [
      "We received a request to send the Innova Consulting newsletter to this address. It comes once a month, with our latest articles on AI, operations, and digital transformation.",
      "Nothing will be sent until you confirm. Please use the button below.",
    ],
    button: "Confirm my subscription",
    linkHint: "If the button does not work, copy this link into your browser:",
    validity:
      "The link is valid for seven days. If you did not ask for this, ignore this email, and you will not be subscribed.",
    signOff: "Kind regards,\nThe Innova Consulting team",
    unsubscribe: "Cancel this request",
    notYou:
      "You are receiving this email because this address was entered in the newsletter form on our website.",
  },
  newsletter: {
    listName: "Innova Consulting newsletter",
    testSubject: "[Test] {subject}",
    testNote: "Test copy for proofreading. Subscribers receive this issue with their own unsubscribe link.",
    articlesTitle: "New on our blog",
    archiveTitle: "From our archive",
    proofSubject: "[Proof] {subject}",
    proofNote:
      "Proof for the firm, in English: this issue is sent automatically on {sendAt} (UTC), to the subscribers confirmed then ({count} today), each in their language and topics. To change it, edit its files before then; to stop it, remove its send time.",
    readArticle: "Read the article",
    noArticles:
      "None of this month’s articles is on the topics you chose. You can read all our articles on the blog.",
    allArticles: "All our articles on the blog",
    topicsChosen: "New articles are selected for the topics you chose: {topics}.",
    topic: "“{topic}”",
    topicsAll: "New articles on every topic are included, because you did not choose specific topics.",
    why: "You are receiving this email because you subscribed to the Innova Consulting newsletter and confirmed your address. About one email a month.",
    unsubscribe: "Unsubscribe in one click",
  },
  notification: {
    subject: "New contact message from {name}",
    subjectCompany: " ({company})",
    intro: "A visitor sent a message through the website’s contact form.",
    replyHint: "Reply to this email to answer the visitor directly.",
    labels: {
      name: "Name",
      email: "Email",
      company: "Company",
      message: "Message",
      referral: "Heard of us through",
      page: "Page",
      language: "Language",
      received: "Received (UTC)",
    },
    none: "—",
  },
  booking: {
    invitationSubject: "Your free initial consultation with Innova Consulting: {when}",
    invitationPreheader: "Your call is booked. Add it to your calendar with the invitation attached.",
    invitationIntro:
      "Your free initial consultation is booked. {consultant} looks forward to talking with you.",
    cancellationSubject: "Cancelled: your call with Innova Consulting on {when}",
    cancellationIntro:
      "Your call with {consultant} is cancelled, and the time is free again. The cancellation attached removes it from your calendar.",
    bookAgain: "Book another time",
    reminderSubject: "Tomorrow: your call with Innova Consulting, {when}",
    reminderIntro: "A reminder: your free initial consultation with {consultant} is in 24 hours.",
    labels: { when: "When", consultant: "Consultant", how: "How", duration: "Length" },
    duration: "{minutes} minutes",
    video: "Video call: join with this link at the time of the call",
    phone: "Phone call: {consultant} calls you on the number you gave",
    calendarHint: "The invitation attached adds the call to your calendar (Outlook, Gmail, Apple Calendar).",
    manageButton: "Change or cancel",
    manageHint: "Pick another time or cancel the call here",
    signOff: "Kind regards,\nThe Innova Consulting team",
    notYou:
      "You received this email because this address was used to book a call on our website. If you did not book it, cancel it with the link above; we will send nothing else.",
    consultantSubject: "Booked: {name}, {when}",
    consultantCancelledSubject: "Cancelled: {name}, {when}",
    consultantIntro:
      "A visitor booked a free initial consultation with you on the website. The invitation attached is already accepted in your name.",
    consultantCancelledIntro: "The visitor cancelled this call; the time is free again.",
    consultantLabels: {
      name: "Name",
      email: "Email",
      company: "Company",
      phone: "Phone",
      service: "Service",
      message: "Message",
      visitorZone: "Visitor’s time zone",
      page: "Page",
      language: "Language",
    },
    none: "—",
    eventSummary: "Free initial consultation: Innova Consulting",
    eventDescription:
      "A 30-minute first call with {consultant} of Innova Consulting. Join with the video link at the time of the call.",
  },
  digest: {
    subject:
      "Website, week {week} of {year}: page views {views} · contact messages {contacts} · new subscribers {subscriptions}",
    intro:
      "Last week’s website figures, compared with the week before. No cookies and no script: page views are counted on our server.",
    period: "{since}–{until} (UTC)",
    totals: "The week in figures",
    pages: "Most viewed pages",
    sources: "Where visitors came from",
    conversions: "Contact messages and subscriptions by page",
    notFound: "Pages not found (404)",
    labels: {
      views: "Page views",
      visitors: "Daily visitors (summed)",
      contacts: "Contact messages",
      bookings: "Booked calls",
      subscriptions: "Confirmed subscriptions",
      lastWeek: "Last week",
      weekBefore: "Week before",
      change: "Change",
      page: "Page",
      source: "Source",
      path: "Address",
      otherSources: "Other sources (under {n} daily visitors, no message or subscription)",
      otherPaths: "Other addresses",
    },
    none: "None this week.",
    calendars: {
      title: "Calendars that cannot be read",
      text: "These consultants offer no times on the booking page until their calendar can be read again. Check the calendar’s address and password (BOOKING_CALDAV_*).",
      consultant: "Consultant",
      lastTry: "Last try (UTC)",
      reason: "Reason",
    },
    footer:
      "Daily visitors are summed day by day: someone who visits on three different days counts three times. Full figures for any period: npm run stats.",
  },
};
