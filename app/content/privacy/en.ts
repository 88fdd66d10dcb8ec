import type { PrivacyText } from "./neutral";

const en: PrivacyText = {
  meta: {
    title: "Privacy notice",
    description:
      "What {firm} collects through its website, why, for how long, who processes it, and how to access, correct or erase your data.",
  },
  title: "Privacy notice",
  intro:
    "This notice explains what we collect when you write to us or subscribe to our newsletter, why, how long we keep it, who processes it and where, and how you can exercise your rights. It applies to this website only.",
  updated: "Last updated {date}",
  contents: "On this page",
  sections: [
    {
      heading: "Who is responsible for your data",
      paragraphs: [
        "The controller of the personal data collected through this website is {legalName}, {address}. {firm} has offices in {offices}.",
        "For any question about this notice or your data, write to {dpoEmail}. For anything else, our general address is {firmEmail}.",
      ],
    },
    {
      heading: "Data protection officer",
      paragraphs: [
        "Our data protection officer is {dpo}, whom you can reach at {dpoEmail}. {dpo} answers your questions, requests and complaints about your data and is our point of contact for the data protection authorities (under Brazil's LGPD, our encarregado). You can also write by post to the address above, for the attention of the data protection officer.",
      ],
    },
    {
      heading: "The contact form",
      paragraphs: [
        "When you send the contact form, we store what you typed and the context needed to answer you:",
      ],
      items: [
        "your name, email address and message, and your company if you give it;",
        "the page you wrote from, the language you used and the time you sent it.",
      ],
    },
    {
      heading: "Why we use your message",
      paragraphs: [
        "We use these details only to answer your request: a consultant is notified by email and replies to you, and you receive an acknowledgement that your message arrived. We do not add you to the newsletter or any other list.",
        "Your name, email address and message are required, because without them we cannot answer you; your company is optional.",
        "We rely on two legal bases: steps taken at your request before a possible engagement, and our legitimate interest in answering the people who contact us (GDPR article 6(1)(b) and (f); LGPD article 7, items V and IX).",
      ],
    },
    {
      heading: "The newsletter",
      paragraphs: [
        "Our newsletter is one email a month with our latest articles. To subscribe, you give your email address and, if you wish, your first and last name and the topics that interest you. We also record the page you subscribed from, the language you used, the time, and the version of the consent text the form showed you.",
        "Until you click the link in the confirmation email, we send you nothing else. When you confirm, we record the date and time, the page and the language of your confirmation, so that we can prove your consent, as Canada's anti-spam legislation (CASL) requires. The legal basis is your consent (GDPR article 6(1)(a); LGPD article 7, item I).",
        "Subscribing is optional: if you do not consent, you simply do not receive the newsletter, and the rest of this website works the same. Every newsletter email, the confirmation included, has a link to unsubscribe in one click, and you can withdraw your consent at any time, as easily as you gave it.",
        "We keep a record of each issue we send you and when it left. If your mail server refuses our emails permanently, we record the date and send you no further issues, unless you confirm a subscription again.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [],
      items: [
        "Contact messages are deleted automatically two years after they arrive.",
        "Subscriptions that are never confirmed are deleted automatically after 30 days.",
        "A confirmed subscriber's details are kept while the subscription lasts.",
        "When you unsubscribe, we keep your address, marked as unsubscribed and with the date, only so that we never write to it again and can show when you withdrew your consent. This rests on our legitimate interest (GDPR article 6(1)(f); LGPD article 7, item IX). You may ask us to erase it completely.",
        "Visit statistics are daily totals, deleted after 13 months; the daily key used to count visitors is deleted 48 hours after its day begins.",
      ],
    },
    {
      heading: "Who processes it for us",
      paragraphs: [
        "Your data is stored on our website's server and read only by the people at {firm} who answer requests. We do not sell it, use it for advertising or share it with anyone but the companies below, unless the law requires us to. These companies are our processors: they process your data on our behalf, under a contract and on our instructions.",
      ],
    },
    {
      heading: "International transfers",
      paragraphs: [
        "Your data is stored on the server hosted by {host} ({hostCountry}) and passes through the processors listed above, each in the country shown. The people who answer requests may read it from any of our offices. Data processed in another country is subject to that country's laws, and its courts and authorities may be able to obtain it.",
        "When the GDPR or the LGPD treats this as an international transfer (GDPR article 44; LGPD article 33), it rests on:",
      ],
    },
    {
      heading: "No cookies, no tracking",
      paragraphs: [
        "This website sets no cookies and uses no analytics scripts, advertising trackers or third-party scripts (visits are counted on our own server, as described below); its fonts are loaded from our own server. It keeps a few things in your browser, and they never leave your device: the language you chose, whether you closed the suggestion to read the site in your language, the articles you saved to your reading list and, until you close the tab, a note that the font has already been downloaded.",
        "To protect the forms from abuse, the server counts how many times each IP address sends them within ten minutes, on the basis of our legitimate interest in keeping the website secure (GDPR article 6(1)(f); LGPD article 7, item IX). The address is kept apart from your message and subscription and is used for nothing else.",
      ],
    },
    {
      heading: "Visit statistics",
      paragraphs: [
        "To know which pages and languages are useful, our server counts visits from the requests your browser already makes to read a page. No script, cookie or identifier is placed on your device, and nothing is read from it.",
        "For each day we keep only totals: views per page and language, the number of different visitors, where visits began (a campaign tag in the link such as utm_source, the name of the website or search engine that linked to us, or a direct visit), the language your browser prefers, and addresses on our site that do not exist. We do not keep your IP address, the full address of the page you came from, or the rest of the link.",
        "To count a visitor once a day, the server computes a one-way code (HMAC-SHA256) from your IP address and your browser's user agent with a random key drawn for that day. The key is deleted 48 hours after its day begins, together with that day's codes; after that, no one, not even we, can link the figures to a device or a person.",
        "If your browser sends the Global Privacy Control signal (Sec-GPC), your page views are counted but no code is computed for you and you are never counted as a visitor.",
        "When you send a message or subscribe to the newsletter, we record with it where your visit began that day (for example “linkedin” or “google”), so that we can tell which pages and campaigns lead to conversations.",
        "The daily totals are deleted automatically after 13 months (395 days). This counting rests on our legitimate interest in understanding how the website is used (GDPR article 6(1)(f); LGPD article 7, item IX); you can object to it at any time by turning on Global Privacy Control in your browser or by writing to us.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: ["Wherever you are, you can ask us at no cost to:"],
      items: [
        "confirm whether we process your data, tell you what we hold and give you a copy (access);",
        "correct anything incomplete, inaccurate or out of date (rectification);",
        "erase your data (erasure) or, under the LGPD, anonymize or block data that is unnecessary, excessive or processed unlawfully;",
        "send your data to you or to another provider in a machine-readable format (portability);",
        "restrict a use of your data while a question about it is settled (restriction), or stop a use based on our legitimate interest (objection);",
        "tell you whom we share your data with (only the processors listed above) and what follows if you refuse consent (you do not receive the newsletter).",
      ],
      after: [
        "You can also withdraw your consent to the newsletter at any time, with the link in every newsletter email or by writing to us. We make no decisions about you based solely on automated processing.",
      ],
    },
    {
      heading: "How to exercise them",
      paragraphs: [
        "Write to {dpoEmail} from the address concerned, so that we can confirm the request is yours; if you write from another address, we will ask for a way to verify it. We answer within 15 days.",
        "These rights come from GDPR articles 15 to 22, LGPD article 18 and the access and correction principles of Canada's PIPEDA. If you are not satisfied with our answer, you may complain to a data protection authority: a supervisory authority in the European Union, Brazil's ANPD or the Office of the Privacy Commissioner of Canada.",
      ],
    },
    {
      heading: "Security",
      paragraphs: [
        "Access to the stored data is limited to the people who answer requests. The website uses an encrypted connection (HTTPS), and our emails are sent over encrypted connections whenever the receiving mail server supports them.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "This website is meant for businesses and is not aimed at children. We do not knowingly collect data from anyone under 16.",
      ],
    },
    {
      heading: "Changes to this notice",
      paragraphs: [
        "The date at the top of this page shows when the notice last changed. If we ever want to use newsletter subscribers' data in a new way, we will ask for their consent again by email.",
      ],
    },
  ],
  terms: {
    processor: "{service}: {name} ({country}).",
    services: {
      hosting: "Hosting of the website's server and its database",
      email: "Sending our emails (notifications to our consultants, acknowledgements and the newsletter)",
      crm: "Our customer relationship management (CRM) tool, which receives each contact message so that we can follow it up",
    },
    transfer: "{country}, for data collected {from}: {basis}.",
    from: { gdpr: "in the European Economic Area", lgpd: "in Brazil" },
    bases: {
      gdpr: {
        adequacy: "an adequacy decision of the European Commission (GDPR article 45)",
        "standard-clauses":
          "the standard contractual clauses adopted by the European Commission (GDPR article 46(2)(c))",
      },
      lgpd: {
        adequacy: "an adequacy decision of Brazil's ANPD (LGPD article 33, item I)",
        "standard-clauses":
          "the standard contractual clauses approved by Brazil's ANPD (LGPD article 33, item II(b); Resolution CD/ANPD No. 19/2024)",
      },
    },
    lawOrder: ["gdpr", "lgpd"],
  },
};

export default en;
