import type { PrivacyContent } from "~/content/types";

const en: PrivacyContent = {
  meta: {
    title: "Privacy notice",
    description:
      "What {firm} collects through its website, why, for how long, who processes it, and how to access, correct or erase your data.",
  },
  title: "Privacy notice",
  intro:
    "This notice explains what we collect when you write to us or subscribe to our newsletter, why, how long we keep it and how you can exercise your rights. It applies to this website only.",
  updated: "Last updated {date}",
  contents: "On this page",
  sections: [
    {
      id: "controller",
      heading: "Who is responsible for your data",
      paragraphs: [
        "{firm} is the controller of the personal data collected through this website. We have offices in Orlando, Florida (USA), Vancouver, British Columbia (Canada) and São Paulo (Brazil).",
        "For any question about this notice or your data, write to {firmEmail}. The same address reaches the person who handles privacy requests.",
      ],
    },
    {
      id: "contact-form",
      heading: "The contact form",
      paragraphs: [
        "When you send the contact form, we store what you typed and the context needed to answer you:",
      ],
      items: [
        "your name, email address and message, and your company if you give it;",
        "the page and language you wrote from, and the time.",
      ],
    },
    {
      id: "contact-purpose",
      heading: "Why we use your message",
      paragraphs: [
        "We use these details only to answer your request: a consultant is notified by email and replies to you, and you receive an acknowledgement that your message arrived. We do not add you to the newsletter or any other list.",
        "The legal basis is the steps you asked us to take before a possible engagement, and our legitimate interest in answering the people who contact us (GDPR article 6(1)(b) and (f); LGPD article 7, items V and IX).",
      ],
    },
    {
      id: "newsletter",
      heading: "The newsletter",
      paragraphs: [
        "Our newsletter is one email a month with our latest articles. To subscribe, you give your email address and, if you wish, your first and last name and the topics that interest you. We also record the page and language you subscribed from, the time, and the version of the consent text the form showed you.",
        "Nothing is sent to you except a confirmation email until you confirm from that email. When you confirm, we record when, from which page and in which language, so that we can prove your consent, as Canada's anti-spam law (CASL) requires. The legal basis is your consent (GDPR article 6(1)(a); LGPD article 7, item I).",
        "Every email we send has a link to unsubscribe in one click. You can withdraw your consent at any time, as easily as you gave it.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      paragraphs: [],
      items: [
        "Contact messages are deleted automatically two years after they arrive.",
        "Subscriptions that are never confirmed are deleted automatically after 30 days.",
        "A confirmed subscriber's details are kept while the subscription lasts.",
        "When you unsubscribe, we keep your address marked as unsubscribed, with the date, only so that we never write to it again and can show when you withdrew your consent. You may ask us to erase it completely.",
      ],
    },
    {
      id: "processors",
      heading: "Who processes it for us",
      paragraphs: [
        "Your data is stored on our website's server and handled by the people at {firm} who answer requests. Two kinds of providers process it on our behalf and under our instructions: the company that hosts the server, and the email delivery service that sends our notifications, acknowledgements and newsletter. If we use a customer relationship tool, it receives each contact message so that we can follow it up.",
        "We do not sell your data or use it for advertising. It may be processed in the United States, Canada and Brazil, where we work; where the law requires it, our providers are bound by contractual safeguards.",
      ],
    },
    {
      id: "cookies",
      heading: "No cookies, no tracking",
      paragraphs: [
        "This website sets no cookies and uses no analytics, advertising trackers or third-party scripts; its fonts are served from our own server. The only thing it stores in your browser is the language you chose, which never leaves your device.",
        "To protect the forms from abuse, the server keeps your IP address in memory for a few minutes. It is not stored with your message or subscription.",
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      paragraphs: ["Wherever you are, you can ask us at no cost to:"],
      items: [
        "tell you what we hold about you and give you a copy (access);",
        "correct anything inaccurate (rectification);",
        "erase your data (erasure);",
        "send you your data in a machine-readable format (portability);",
        "stop or limit a use of your data (objection and restriction);",
        "withdraw your consent to the newsletter at any time, with the link in every email or by writing to us.",
      ],
    },
    {
      id: "exercise",
      heading: "How to exercise them",
      paragraphs: [
        "Write to {firmEmail} from the address concerned, so that we can confirm the request is yours; if you write from another address, we will ask for a way to verify it. We answer within 15 days.",
        "These rights come from GDPR articles 15 to 21, LGPD article 18 and the access and correction principles of Canada's PIPEDA. If you are not satisfied with our answer, you may complain to your data protection authority: a supervisory authority in the European Union, Brazil's ANPD or the Office of the Privacy Commissioner of Canada.",
      ],
    },
    {
      id: "security",
      heading: "Security",
      paragraphs: [
        "Access to the stored data is limited to the people who answer requests. The website is served over an encrypted connection, and our emails are sent over encrypted connections whenever the receiving mail server supports them.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "This website is meant for businesses and is not aimed at children. We do not knowingly collect data from anyone under 16.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this notice",
      paragraphs: [
        "The date at the top of this page shows when the notice last changed. If we ever want to use newsletter subscribers' data in a new way, we will ask for their consent again by email.",
      ],
    },
  ],
};

export default en;
