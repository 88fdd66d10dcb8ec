import type { NewsletterPagesContent } from "~/content/types";

const en: NewsletterPagesContent = {
  confirm: {
    meta: {
      title: "Confirm your subscription",
      description:
        "Confirm your subscription to the Innova Consulting newsletter: about one email a month with our latest articles on AI, operations, and digital transformation.",
    },
    ask: {
      title: "Confirm your subscription",
      text: "You asked to receive our newsletter, about one email a month with our latest articles. Click the button below to confirm. You can unsubscribe at any time from any of our emails.",
      button: "Confirm my subscription",
    },
    done: {
      title: "Subscription confirmed",
      text: "Thank you. You will receive our next newsletter at this address. Every email has a link to unsubscribe in one click.",
    },
    expired: {
      title: "This link has expired",
      text: "Confirmation links are valid for seven days. Subscribe again from our website and we will send you a new one.",
    },
    invalid: {
      title: "This link is not valid",
      text: "It may have been used already or copied incompletely. If you still want our newsletter, subscribe again from our website.",
    },
  },
  unsubscribe: {
    meta: {
      title: "Unsubscribe",
      description: "Unsubscribe from the Innova Consulting newsletter in one click.",
    },
    ask: {
      title: "Unsubscribe from our newsletter",
      text: "Click the button below, and we will stop sending you the newsletter immediately.",
      button: "Unsubscribe",
    },
    done: {
      title: "You are unsubscribed",
      text: "We will not send you the newsletter anymore. If this was a mistake, you can subscribe again at any time.",
    },
    invalid: {
      title: "This link is not valid",
      text: "It may have been copied incompletely. To unsubscribe, use the link at the bottom of any of our emails, or write to us.",
    },
    resubscribe: "Subscribe again",
  },
  backHome: "Return to Home",
};

export default en;
