import type { EmailCopy } from "./types";

export const en: EmailCopy = {
  colon: ": ",
  acknowledgement: {
    subject: "We received your message – Innova Consulting",
    greeting: "Hello,",
    body: [
      "Thank you for contacting Innova Consulting. Your message has reached our team.",
      "A consultant will reply within 24 hours.",
    ],
    nextStepsTitle: "What happens next",
    nextSteps: [
      "A consultant reads your message and replies personally.",
      "If it helps, we suggest a free initial consultation, with no obligation.",
      "Together we agree on the next steps for your project.",
    ],
    contactsTitle: "You can also reach us directly",
    signOff: "Kind regards,\nThe Innova Consulting team",
    notYou:
      "You received this email because this address was entered in the contact form of our website. If you did not write to us, you can ignore it: you will not hear from us again.",
  },
  confirmation: {
    subject: "Please confirm your subscription – Innova Consulting",
    greeting: "Hello,",
    body: [
      "Someone, hopefully you, asked to receive the Innova Consulting newsletter at this address: one email a month with our latest articles on AI, operations and digital transformation.",
      "We only send it once you confirm. Use the button or the link below to confirm your subscription.",
    ],
    button: "Confirm my subscription",
    linkHint: "If the button does not work, open this link:",
    validity:
      "The link is valid for 7 days. If you did not ask for this, ignore this email: you will not be subscribed.",
    signOff: "Kind regards,\nThe Innova Consulting team",
    unsubscribe: "I do not want the newsletter",
    notYou: "You received this email because this address was entered in the newsletter form of our website.",
  },
  newsletter: {
    listName: "Innova Consulting newsletter",
    testSubject: "[Test] {subject}",
    testNote: "Test copy for proofreading. Subscribers receive this issue with their own unsubscribe link.",
    articlesTitle: "New on our blog",
    readArticle: "Read the article",
    noArticles: "None of this month’s articles is on the topics you chose. The blog has all of them.",
    allArticles: "All our articles on the blog",
    topicsChosen: "You receive the articles on the topics you chose: {topics}.",
    topicsAll: "You receive all our articles, as you chose no topic when you subscribed.",
    why: "You receive this email because you subscribed to the Innova Consulting newsletter and confirmed your address. One email a month.",
    unsubscribe: "Unsubscribe in one click",
  },
  notification: {
    subject: "New contact message from {name}",
    subjectCompany: " ({company})",
    intro: "A visitor sent a message through the website's contact form.",
    replyHint: "Reply to this email to answer the visitor directly.",
    labels: {
      name: "Name",
      email: "Email",
      company: "Company",
      message: "Message",
      page: "Page",
      language: "Language",
      received: "Received (UTC)",
    },
    none: "—",
  },
  digest: {
    subject: "Website, week {week}: {views} views, {leads} leads",
    intro:
      "What the website counted last week, against the week before. No cookie and no script: views are counted on our server.",
    period: "{since} to {until} (UTC)",
    totals: "The week in figures",
    pages: "Most viewed pages",
    sources: "Where visitors came from",
    conversions: "Contact messages and subscriptions by page",
    notFound: "Addresses that answered “not found”",
    labels: {
      views: "Views",
      visitors: "Visitors",
      contacts: "Contact messages",
      subscriptions: "Confirmed subscriptions",
      lastWeek: "Last week",
      weekBefore: "Week before",
      change: "Change",
      page: "Page",
      source: "Source",
      path: "Address",
    },
    none: "None this week.",
    footer:
      "Visitors are summed day by day: someone who came on three days counts three times. Full figures for any period: npm run leads -- --stats.",
  },
};
