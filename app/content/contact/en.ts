import type { ContactText } from "./neutral";

const en: ContactText = {
  meta: {
    title: "Contact us",
    description:
      "Contact Innova Consulting in Orlando, Vancouver, or São Paulo. Tell us about your challenges and get a reply within 24 hours and a free initial consultation.",
  },
  hero: {
    eyebrow: "Get in touch",
    title: "Let’s innovate together",
    highlight: "innovate",
    subtitle:
      "Tell us about the challenges your business is facing, and one of our consultants will get back to you within 24 hours.",
  },
  form: {
    title: "Send us a message",
    intro:
      "Share a few details about your company and what you want to achieve. The more specific you are, the more useful our first conversation will be.",
  },
  answers: {
    title: "Who reads your message",
    text: "Every message is read by one of our partners, who brings in the consultant best placed to help, in your language.",
  },
  info: {
    title: "Contact information",
    emailLabel: "Email",
    phoneLabel: "Phone",
    officesLabel: "Our offices",
  },
  expect: {
    title: "What to expect",
    items: [
      {
        title: "Reply within 24 hours",
        text: "A consultant reads every message and will answer yours within 24 hours.",
      },
      {
        title: "Free initial consultation",
        text: "A conversation with a senior consultant to understand your goals, constraints, and priorities, at no cost.",
      },
      {
        title: "Customized solution proposal",
        text: "A proposal built around your situation, with a clear scope, timeline, team, and expected results.",
      },
      {
        title: "No-obligation assessment",
        text: "Our initial assessment comes with no commitment. You decide whether and when to move forward.",
      },
    ],
  },
};

export default en;
