import type { PrivacyText } from "./neutral";

const en: PrivacyText = {
  meta: {
    title: "Privacy notice",
    description:
      "What {firm} collects through its website, why, for how long, who processes it, and how to access, correct, or erase your data, wherever you are.",
  },
  title: "Privacy notice",
  intro:
    "This notice explains what we collect when you visit this website, write to us, book a call, or subscribe to our newsletter: why, how long we keep it, who processes it and where, and how you can exercise your rights. A section near the end adds what local law provides where you are. It applies to this website only.",
  updated: "Last updated: {date}",
  contents: "On this page",
  sections: [
    {
      heading: "Who is responsible for your data",
      paragraphs: [
        "The controller of the personal data collected through this website is {legalName}, {address}, telephone {phone}. {firm} has offices in {offices}, and everyone who works in them works for {legalName}.",
        "Questions about this notice or your data go to our data protection officer, below. For anything else, write to {firmEmail}.",
      ],
    },
    {
      heading: "Data protection officer",
      paragraphs: [
        "Our data protection officer is {dpo}, whom you can reach at {dpoEmail}. The data protection officer answers your questions, requests, and complaints about your data and is our contact for data protection authorities: our encarregado under Brazil’s LGPD and, in Quebec, the person in charge of the protection of personal information. You can also write by post to the address above, for the attention of the data protection officer.",
      ],
    },
    {
      heading: "Our representatives in Europe",
      paragraphs: [
        "{legalName} has no establishment in the European Union or the United Kingdom. The GDPR and the UK GDPR (Article 27 of each) require a company in that position to appoint a representative there, whom you and the authorities can contact in addition to us or instead of us:",
      ],
    },
    {
      heading: "The contact form",
      paragraphs: [
        "When you send the contact form, we store what you typed and the context needed to answer you:",
      ],
      items: [
        "your name, email address and message, and your company if you give it;",
        "the page you wrote from, the language you used, and the time you sent it;",
        "how you heard about us, if you answer that optional question.",
      ],
      after: [
        "We do not record with your message where your visit came from. Apart from your message, the server also counts how many forms your IP address sends, to stop abuse (see No cookies, no third-party tracking).",
      ],
    },
    {
      heading: "Why we use your message",
      paragraphs: ["We use these details for three purposes, each on its own legal basis:"],
      items: [
        "To answer your request: a consultant is notified by email and replies to you, and you receive an acknowledgement that your message arrived. This rests on our legitimate interest in answering and following up inquiries about our services (Article 6(1)(f) GDPR; Article 7(IX) LGPD); if you write about an engagement for yourself (for example as a sole trader), on steps you asked for before a contract (Article 6(1)(b) GDPR; Article 7(V) LGPD).",
        "To follow up: we keep your message and our reply so that we can pick up the conversation and know what was said, for the period stated below. {crmFollowUp}This rests on our legitimate interest in following up the inquiries we receive (Article 6(1)(f) GDPR; Article 7(IX) LGPD).",
        "To learn which pages bring inquiries and how people find us: the page and language of your message are counted, with everyone else’s, in weekly totals that name no one, and your answer to “How did you hear about us?”, if you gave one, tells us which of our channels work. This rests on our legitimate interest in knowing what makes our website useful (Article 6(1)(f) GDPR; Article 7(IX) LGPD).",
      ],
      after: [
        "We do not add you to the newsletter or any other list, and we use your message for nothing else.",
        "Your name, email address, and message are required, because without them we cannot answer you; your company and how you heard about us are optional.",
      ],
    },
    {
      heading: "The newsletter",
      paragraphs: [
        "Our newsletter brings our latest articles, about one email a month. To subscribe, you give your email address and, if you wish, your first and last name and the topics that interest you. We also record the page you subscribed from, the language you used, the time, and the version of the consent text the form showed you.",
        "Until you click the link in the confirmation email, we send you nothing else. When you confirm, we record when you did, with the page, language, and consent text of your request. We keep this record to prove your consent, as the GDPR (Article 7(1)), the LGPD (Article 8(2)) and Canada’s anti-spam legislation (CASL) require of us.",
        "We use your address to send you the newsletter, on the basis of your consent (Article 6(1)(a) GDPR; Article 7(I) LGPD). The page and language of your subscription are counted, with everyone else’s, in weekly totals of the pages that bring subscriptions, on the basis of our legitimate interest (Article 6(1)(f) GDPR; Article 7(IX) LGPD).",
        "Subscribing is optional: if you do not consent, you simply do not receive the newsletter, and the rest of this website works the same. Every newsletter email, the confirmation included, has a link to unsubscribe in one click, and you can withdraw your consent at any time, as easily as you gave it.",
        "We keep a record of each issue we send you and the date it was sent. If your mail server permanently refuses our emails, we record the date and send you no further issues unless you confirm a new subscription.",
      ],
    },
    {
      heading: "Booking a call",
      paragraphs: [
        "When you book a call, we store your name, your email address and, if you give them, your company, your message, and your phone number; the time you chose, your time zone, the language, and the page you booked from; and the consultant you will speak with. We do not record with your booking where your visit came from.",
        "We use them to arrange and hold the call: the consultant and our team are notified by email, and you receive a calendar invitation by email, with a reminder the day before when you book further ahead. {calendarSync}The call is by video link or, if you give a phone number, by phone. If you cancel or choose another time, the invitations are updated the same way.",
        "This rests on our legitimate interest in answering and following up requests about our services (Article 6(1)(f) GDPR; Article 7(IX) LGPD); if you book a call about an engagement for yourself (for example as a sole trader), on steps you asked for before a contract (Article 6(1)(b) GDPR; Article 7(V) LGPD). Your name, your email address, and a time are required, because without them we cannot hold the call; the rest is optional.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [],
      items: [
        "Contact messages, with your answer to how you heard about us, are deleted automatically {contactRetention} after they arrive, together with our record of the emails about them.",
        "Bookings are deleted automatically {contactRetention} after the call.",
        "In our mailboxes, the notification of your message and our correspondence with you are deleted after {mailboxRetention}. If the conversation leads to an engagement, they become part of its records and are kept as long as the law requires for those.",
        "Subscription requests, with the page and language they record, and subscriptions never confirmed are deleted automatically after {requestRetention}.",
        "A confirmed subscriber’s details and the proof of consent are kept while the subscription lasts.",
        "Our record of each email we send you about your subscription (the confirmation, each issue of the newsletter) is deleted automatically {requestRetention} after it is sent.",
        "If your mail server permanently refused our emails, the date of that refusal is kept with your subscription until you confirm a new one or ask us to erase it.",
        "When you unsubscribe, we delete your name, your topics, and your requests to subscribe. We keep your address, the date you left, and the record of your consent (when you asked and confirmed, the page and language of your request and the version of the consent text) for {unsubscribedRetention} after you leave, so that we do not write to you again by mistake and can show that we had your consent and honored its withdrawal; then they are deleted automatically. This rests on our legitimate interest (Article 6(1)(f) GDPR; Article 7(IX) LGPD). You may ask us to erase them sooner.",
        "The IP address counted to protect the forms is deleted within {rateLimitKept}.",
        "Visit statistics are daily totals, deleted after {analyticsMonths}. Each day’s key and visitor codes, with the pages and languages viewed under each code and where each visit began, are deleted {analyticsKeyHours} after the day begins, whether or not visits are still being counted.",
        "The day’s tally of views and visitors per IP address, which stops one network from inflating the statistics, exists only in the server’s memory and is dropped when the next day’s counting begins.",
        "The server’s and the proxy’s logs (see Server logs) are deleted after {serverLogRetention}.",
        "Backups of our database are deleted after {backupRetention}, and leave out the visit statistics’ daily keys and visitor codes. A record deleted or erased today can remain in a backup until then, but is never restored into use: if we ever restore a backup, we first apply every erasure again.",
        "{crmRetention}",
      ],
    },
    {
      heading: "Who processes it for us",
      paragraphs: [
        "Your data is stored on our website’s server and read only by the people at {firm} who answer requests. We do not sell it, use it for advertising, or share it with anyone but the companies below, unless the law requires us to. These companies are our processors: they process your data on our behalf, under a contract, and on our instructions.",
      ],
      after: ["{representativesRecipients}"],
    },
    {
      heading: "International transfers",
      paragraphs: [
        "Your data is stored on a server hosted by {host} ({hostCountry}) and passes through the processors listed above, each in the country shown. The people who answer requests may read it from any of our offices. Data processed in another country is subject to that country’s laws, and its courts and authorities may be able to obtain it.",
        "Where the law that protects your data treats this as an international transfer, the transfer rests on:",
      ],
      after: [
        "In short: your data reaches these countries ({transferCountries}) through the processors listed above, for the service shown beside each; only for the purposes described in this notice; for as long as set out under How long we keep it; and protected by the safeguards above, the processors’ contracts, and the measures described under Security.",
        "You can ask for a copy of these clauses at {dpoEmail} (Article 13(1)(f) GDPR; for Brazil, Article 17 of the regulation approved by ANPD Resolution CD/ANPD No. 19/2024). We send them in full, with only commercially confidential terms removed.",
      ],
    },
    {
      heading: "No cookies, no third-party tracking",
      paragraphs: [
        "This website sets no cookies and uses no analytics scripts, advertising trackers, or third-party scripts (visits are counted on our own server, as described below); its fonts are loaded from our own server. It keeps a few things in your browser, and they never leave your device: the language you chose, whether you closed the suggestion to read the site in your language, the articles you saved to your reading list and, until you close the tab, a note that the font has already been downloaded. They are strictly necessary for features you use and for displaying the page, so they need no consent under the EU’s ePrivacy rules.",
        "To protect the forms from abuse, the server counts how many times each IP address (for IPv6, its /64 network) sends them within {rateLimitWindow}, on the basis of our legitimate interest in keeping the website secure (Article 6(1)(f) GDPR; Article 7(IX) LGPD). The address is kept apart from your message and subscription, used for nothing else, and deleted within {rateLimitKept}.",
      ],
    },
    {
      heading: "Server logs",
      paragraphs: [
        "To keep the website secure and to find and fix faults, our server writes a line for each form sent and each request that fails: the time, the method, the address of the page without its parameters, the answer’s status, and how long it took. These lines hold no IP address, no browser user agent, no address of the page you came from and nothing you typed. The proxy in front of our server keeps no log of visits; its error log, which names the IP address a failed request came from, records errors only.",
        "Both logs are deleted after {serverLogRetention}. This rests on our legitimate interest in keeping the website secure and working (Article 6(1)(f) GDPR; Article 7(IX) LGPD).",
      ],
    },
    {
      heading: "Visit statistics",
      paragraphs: [
        "To know which pages and languages are useful, our server counts visits from the requests your browser already makes to display a page. We place no script, cookie, or identifier on your device, and read nothing from it.",
        "For each day we keep totals: views per page and language; the number of different visitors; where visits began (a campaign tag in the link, such as utm_source; the name of the website or search engine that linked to us; or a direct visit); the language your browser prefers; and addresses on our site that do not exist. The statistics do not store your IP address, the full address of the page you came from or the link’s other parameters.",
        "To count a visitor once a day, the server computes a one-way code (HMAC-SHA256) from your IP address and your browser’s user agent with a random key drawn for that day. Until that key is deleted, the server keeps each code with the pages and languages viewed under it and where the visit began, so that each visitor is counted once across our servers. The key and the codes, with what was recorded under them, are deleted {analyticsKeyHours} after the day begins (UTC), whether or not visits are still being counted; after that only totals remain, and no one, not even we, can link the figures to a device or a person.",
        "So that no single network can inflate the figures, the server also counts, for the current day (UTC) and in its memory only, the views and new visitors from each IP address (for IPv6, its /64 network). It never writes this tally down, and drops it when the next day’s counting begins.",
        "If your browser sends the Global Privacy Control signal (Sec-GPC), your page views are counted but no code is computed for you and you are never counted as a visitor.",
        "Your messages, subscriptions, and bookings are counted in the statistics only by day, page, and language: we do not record with them where your visit began, so what you send us and the statistics stay apart.",
        "The daily totals are deleted automatically after {analyticsMonths} ({analyticsDays}). This counting rests on our legitimate interest in understanding how the website is used (Article 6(1)(f) GDPR; Article 7(IX) LGPD). You can object to it at any time by turning on Global Privacy Control in your browser: you are then never counted as a visitor. Once {analyticsKeyHours} have passed, nothing links the figures to you, so there is nothing left that we could single out (Article 11 GDPR).",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: ["Wherever you are, you can ask us at no cost to:"],
      items: [
        "confirm whether we process your data, tell you what we hold, and give you a copy (access);",
        "correct anything incomplete, inaccurate, or out of date (rectification);",
        "erase your data (erasure) or, under the LGPD, anonymize or block data that is unnecessary, excessive, or processed unlawfully;",
        "send your data to you or to another provider in a structured, commonly used, machine-readable format (portability);",
        "restrict a use of your data while a question about it is settled (restriction);",
        "tell you whom we share your data with (only the processors listed above) and what follows if you refuse consent (you do not receive the newsletter).",
      ],
      after: [
        "You can also withdraw your consent to the newsletter at any time, with the link in every newsletter email or by writing to us, without affecting what we did with your consent before you withdrew it. We make no decisions about you based solely on automated processing.",
      ],
    },
    {
      heading: "Your right to object",
      paragraphs: [
        "You may object at any time, on grounds relating to your situation, to what we do on the basis of our legitimate interest: answering and following up your message or booking, counting visits, keeping the server logs, and keeping the record of an address that unsubscribed. Write to {dpoEmail}; we then stop, unless we have compelling legitimate grounds that override your interests, rights, and freedoms, or need the data to establish, exercise, or defend legal claims (Article 21 GDPR; Article 18(2) LGPD). To stop being counted in the visit statistics, you can also turn on Global Privacy Control in your browser. You can stop the newsletter at any time, without giving a reason, with the link in each of its emails.",
      ],
    },
    {
      heading: "How to exercise them",
      paragraphs: [
        "Write to {dpoEmail} from the address concerned, so that we can confirm the request is yours; if you write from another address, we will ask for a way to verify it. Someone you authorize can make a request for you with your signed permission; we may still confirm it with you. We answer within 15 days, or sooner where the law where you are sets a shorter deadline (see the next section).",
        "When you ask us to correct your name or email address, we correct it everywhere we hold it. When you ask us to erase your data, we also look for your address written in other ways (with capital letters, a +tag or, for Gmail, dots).",
        "These rights come from Articles 15 to 22 GDPR, Article 18 LGPD, and the laws in the next section. You may also complain to a data protection authority: the next section names the authority for each place, with its website, and when you can turn to it.",
      ],
    },
    {
      heading: "What the law where you are adds",
      paragraphs: [
        "We offer our services in each of the places below. Where you are, its law gives you the following, on top of what this notice already says.",
      ],
    },
    {
      heading: "Security",
      paragraphs: [
        "Access to the stored data is limited to the people who answer requests. The website uses an encrypted connection (HTTPS), and our emails are sent over encrypted connections whenever the receiving mail server supports them.",
      ],
    },
    {
      heading: "How we govern personal information",
      paragraphs: ["These are the rules we follow for the personal information this notice describes:"],
      items: [
        "roles: our data protection officer, named above, is in charge of the protection of personal information and answers for it to our management; only the people who answer requests can read the stored data;",
        "retention and destruction: each record is kept for the period set out under How long we keep it and then deleted automatically, from backups within {backupRetention};",
        "complaints: write to our data protection officer at {dpoEmail} or by post; we look into every complaint and answer it in writing within 15 days;",
        "assessments: before we entrust your data to a new processor, send it outside the place where it was collected or start a project that involves it, we assess the risks to your privacy and the protection your data will receive;",
        "incidents: we keep a register of confidentiality incidents and tell the people concerned, and the authority, of any that risks serious harm.",
      ],
    },
    {
      heading: "Minors",
      paragraphs: [
        "This website is meant for businesses and is not aimed at anyone under {minimumAge}. We do not knowingly collect data from anyone under {minimumAge}; if you think we have, write to us and we will delete it.",
      ],
    },
    {
      heading: "Changes to this notice",
      paragraphs: [
        "The date at the top of this page shows when the notice last changed. If we ever want to use newsletter subscribers’ data in a new way, we will ask for their consent again by email.",
      ],
    },
  ],
  jurisdictions: {
    eea: {
      heading: "European Economic Area",
      authority: "European Data Protection Board",
      paragraphs: [
        "The GDPR protects you if you are in the European Union, Iceland, Liechtenstein, or Norway, and our representative there is named above. You may complain to the supervisory authority of the country where you live or work, or where you believe your rights were infringed (Article 77 GDPR); the {authority} lists them all at {website}.",
      ],
    },
    uk: {
      heading: "United Kingdom",
      authority: "Information Commissioner’s Office",
      paragraphs: [
        "If you are in the United Kingdom, the UK GDPR and the Data Protection Act 2018 protect your data: the legal bases and rights this notice describes under the GDPR apply to you under their equivalent provisions. Our UK representative is named above, and transfers of your data rest on the UK safeguards listed under International transfers.",
        "You can complain to us first, to our data protection officer at {dpoEmail} or by post to the address above: we acknowledge your complaint within 30 days, look into it, and tell you the outcome (section 164A of the Data Protection Act 2018). You may also complain at any time to the {authority} (ICO, {website}), which the Data (Use and Access) Act 2025 turns into the Information Commission.",
      ],
    },
    br: {
      heading: "Brazil",
      authority: "National Data Protection Authority",
      paragraphs: [
        "The LGPD (Law 13,709 of 2018) protects you if you are in Brazil or if your data was collected there. Our encarregado is the data protection officer named above; the rights listed above are those of Article 18 LGPD; and transfers of your data abroad rest on the safeguards listed under International transfers, whose full text you can ask for. You may petition the {authority} (ANPD, {website}) about how we handle your data (Article 18(1) LGPD).",
      ],
    },
    ca: {
      heading: "Canada",
      authority: "Office of the Privacy Commissioner of Canada",
      paragraphs: [
        "In Canada, the Personal Information Protection and Electronic Documents Act (PIPEDA) applies to the personal information we handle in the course of our business, except where a province’s own law applies instead (below), and whenever it crosses a provincial or national border. You can ask to see the information we hold about you and have it corrected; the law gives us 30 days to answer (section 8(3)), and we answer within 15. You may complain to the {authority} ({website}).",
      ],
    },
    "ca-bc": {
      heading: "British Columbia",
      authority: "Office of the Information and Privacy Commissioner for British Columbia",
      paragraphs: [
        "If you are in British Columbia, the Personal Information Protection Act (PIPA) applies. You can ask for your personal information, how it has been used, and to whom it has been disclosed, and ask us to correct it; the law gives us 30 days to answer (section 29), and we answer within 15. You may ask the {authority} ({website}) to review our answer or to investigate a complaint.",
      ],
    },
    "ca-qc": {
      heading: "Quebec",
      authority: "Commission d’accès à l’information du Québec",
      paragraphs: [
        "If you are in Quebec, the Act respecting the protection of personal information in the private sector applies. The person in charge of the protection of personal information is our data protection officer, named above. Your information is communicated outside Quebec, to the processors listed above, once we have assessed the protection it receives there (section 17). Our visit statistics do not identify, locate or profile you (section 8.1). Our rules for governing personal information are set out under How we govern personal information (section 3.2).",
        "You can ask to access or correct your information and withdraw your consent at any time; the law gives us 30 days to answer (section 32), and we answer within 15. If you disagree with our answer, you may apply to the {authority} ({website}).",
      ],
    },
    "us-ca": {
      heading: "California",
      authority: "California Privacy Protection Agency",
      paragraphs: [
        "If you live in California, the California Consumer Privacy Act, as amended by the California Privacy Rights Act (CCPA), gives you the rights below. In the past 12 months we have collected these categories of personal information, from you and from your browser’s requests, for the business purposes described in this notice:",
      ],
      items: [
        "identifiers: your name and your email address; online identifiers: your IP address, counted to protect the forms and named in the proxy’s error log when a request fails, and a one-day code computed from your IP address and your browser’s user agent, kept up to {analyticsKeyHours} (see Visit statistics);",
        "professional information: your company, if you give it;",
        "internet activity: the page you wrote, subscribed, or booked from and, under that day’s code, the pages and languages you viewed that day and where your visit began;",
        "what you tell us: your message, how you heard about us, the topics you chose and, for a call, its time, your time zone, and your phone number if you give it.",
      ],
      after: [
        "We disclose them only to the service providers listed under Who processes it for us, for those purposes. We do not sell or share personal information, in the CCPA’s sense (sharing means for cross-context behavioral advertising), and have not done so in the past 12 months; we have no actual knowledge of selling or sharing the personal information of consumers under 16. We collect no sensitive personal information. Each category is kept for the period set out under How long we keep it.",
        "You have the right to know what personal information we collect, use, and disclose, and to get a copy of it; to have it deleted; to have it corrected; and to opt out of its sale or sharing, which we do not do (your browser’s Global Privacy Control signal is honored all the same). We will not discriminate against you for exercising any of these rights.",
        "Global Privacy Control applies to the browser that sends it: for that browser we compute no visitor code and never count a visitor. Since we neither sell nor share personal information, it has nothing else to turn off, and we ask for nothing more to honor it.",
        "To make a request, email {dpoEmail} or call {tollFreePhone} (toll-free). We verify a request by matching it with the email address we hold. An authorized agent may act for you with your signed permission; we may ask you to confirm your identity and the permission directly. We confirm receipt within 10 business days and answer within 45 days, in practice within 15. You may also contact the {authority} ({website}).",
        "Do Not Track: we do not track visitors over time or across other websites, and no one else can do so on ours, so this website works the same whether or not your browser sends a Do Not Track signal. We do not disclose personal information to third parties for their direct marketing.",
      ],
    },
    mx: {
      heading: "Mexico",
      authority: "Secretaría Anticorrupción y Buen Gobierno",
      paragraphs: [
        "In Mexico, the Federal Law on the Protection of Personal Data Held by Private Parties of 2025 applies, and this notice is our comprehensive privacy notice (aviso de privacidad integral) under it. The purposes necessary for what you ask of us are answering your message, sending the newsletter you subscribed to, arranging the calls you book, keeping the proof of your consent and protecting the forms from abuse. Counting visits and learning which pages bring inquiries is not necessary for that: you can refuse them, without any effect on our answer, by writing to us, and stop being counted as a visitor by turning on Global Privacy Control.",
        "You have the rights of access, rectification, cancellation, and opposition (ARCO rights), and you can revoke your consent or limit the use or disclosure of your data, by writing to {dpoEmail} as described above. We send your data only to the processors listed above, who process it on our behalf; we transfer it to no one else.",
        "If our answer does not satisfy you, or you receive none in time, you may file a data protection request with the {authority} ({website}), the authority that replaced the INAI, within 15 days of our answer (Article 40).",
      ],
    },
    co: {
      heading: "Colombia",
      authority: "Superintendencia de Industria y Comercio",
      paragraphs: [
        "In Colombia, Law 1581 of 2012 and Decree 1377 of 2013 apply, and this notice is our policy for the processing of personal data under them, in force since {noticeDate}. You can reach us at {phone} or {dpoEmail}. By sending a form, you authorize us to process your data for the purposes it describes (Decree 1377 of 2013, Article 7).",
        "You have the right to know, update, and correct your data; to ask for proof of your authorization; to be told how your data is used; to revoke the authorization or ask for deletion; to access your data free of charge; and to complain to the {authority} (SIC, {website}) (Article 8 of Law 1581). We answer an inquiry (consulta) within 10 business days and a claim (reclamo) within 15 business days; if we need more time, we tell you why before the deadline, and take at most 5 more business days for an inquiry and 8 for a claim (Articles 14 and 15). The SIC hears a complaint once you have made your claim to us (Article 16).",
        "To make a claim, write to {dpoEmail} with your name and identification, a description of the facts, the address where you want our answer and any documents you wish to rely on. If your claim is incomplete, we ask you within 5 business days of receiving it to complete it; if you have not done so 2 months later, the claim is treated as withdrawn.",
        "Our processors abroad receive your data under contracts that bind them to process it only on our instructions (a transmission, Article 25 of Decree 1377 of 2013).",
      ],
    },
    ar: {
      heading: "Argentina",
      authority: "Agencia de Acceso a la Información Pública",
      paragraphs: [
        "In Argentina, the Personal Data Protection Law 25,326 applies. You have the right to access your data free of charge at intervals of no less than six months, unless you show a legitimate interest in doing so sooner (Article 14(3)). We answer an access request within 10 calendar days (Article 14(2)), and correct, update, or delete your data within 5 business days (Article 16(2)). Transfers of your data out of Argentina rest on the safeguards listed under International transfers.",
        "The {authority} (AAIP, {website}), as the supervisory authority of Law 25,326, hears the complaints and claims of anyone whose rights under the data protection rules have not been respected.",
      ],
    },
  },
  terms: {
    processor: "{service}: {name} ({country}).",
    services: {
      hosting: "Hosting of the website’s server and its database",
      email: "Sending our emails (notifications to our consultants, acknowledgements, and the newsletter)",
      mailbox: "Our mailboxes, where consultants receive the notification of each message and reply to you",
      crm: "Our customer relationship management (CRM) tool, which receives each contact message so that we can follow it up",
      calendar: "Our consultants’ calendars, where each booked call is written",
    },
    crmFollowUp: "We also record it in our customer relationship management (CRM) tool, listed below. ",
    crmRetention:
      "Our CRM keeps what it receives for at most {crmDays}; when we delete a message here, at the end of its period or because you asked, we tell the CRM to delete it too.",
    calendarSync:
      "The call is also written to the consultant’s calendar, kept by the provider listed under Who processes it for us. ",
    representativesRecipients:
      "Our representatives in Europe, named above, also receive your data when you write to them or when an authority contacts them about you, and pass it on to us.",
    transfer: "{country}, for the data of people {from}: {basis}.",
    from: {
      gdpr: "in the European Economic Area",
      "uk-gdpr": "in the United Kingdom",
      lgpd: "in Brazil",
      "ley-25326": "in Argentina",
    },
    bases: {
      gdpr: {
        adequacy: "an adequacy decision of the European Commission (Article 45 GDPR)",
        "standard-clauses":
          "the standard contractual clauses adopted by the European Commission (Article 46(2)(c) GDPR)",
      },
      "uk-gdpr": {
        adequacy: "UK adequacy regulations for that country",
        "uk-addendum":
          "the European Commission’s standard contractual clauses with the International Data Transfer Addendum issued by the UK Information Commissioner",
        idta: "the International Data Transfer Agreement issued by the UK Information Commissioner",
      },
      lgpd: {
        adequacy: "an adequacy decision of Brazil’s ANPD (Article 33(I) LGPD)",
        "standard-clauses":
          "the standard contractual clauses approved by Brazil’s ANPD (Article 33(II)(b) LGPD; Resolution CD/ANPD No. 19/2024)",
      },
      "ley-25326": {
        adequacy: "Argentina’s recognition of that country as adequate (Article 12 of Law 25,326)",
        "standard-clauses":
          "the model contractual clauses approved by Argentina’s AAIP (Resolution AAIP 198/2023)",
      },
    },
    lawOrder: ["gdpr", "uk-gdpr", "lgpd", "ley-25326"],
    representative: {
      appointed: "{area}: {name}, {address}, {email}.",
      exempt:
        "{area}: none, because our processing there is only occasional, involves no sensitive data, and is unlikely to put anyone’s rights at risk (Article 27(2)(a)).",
    },
    areas: {
      eea: "In the European Union and the rest of the European Economic Area",
      uk: "In the United Kingdom",
    },
  },
};

export default en;
