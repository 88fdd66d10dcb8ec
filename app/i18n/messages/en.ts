/**
 * The interface strings in English: the source dictionary. `Messages` is its type, and the other
 * languages are checked against it (`satisfies Messages`), so a missing or extra key fails the build.
 * Placeholders in braces (`{year}`) are filled with `format()`.
 */
const en = {
  skipToContent: "Skip to main content",
  nav: {
    label: "Main",
    home: "Home",
    about: "About",
    services: "Services",
    caseStudies: "Case studies",
    blog: "Blog",
    contact: "Contact",
    bookConsultation: "Book a consultation",
    homeLink: "{firm}, home page",
    menu: "Menu",
  },
  language: {
    button: "Language: {name}",
    menu: "Choose a language",
  },
  /** Offered, in its own language, to a visitor whose browser prefers it (never a redirect). */
  languageSuggestion: {
    label: "Language suggestion",
    text: "This page is also available in English.",
    link: "Read in English",
    dismiss: "Close",
  },
  footer: {
    tagline:
      "We help mid-size companies run leaner, modernize their operations, put AI to work, and grow, with measurable results.",
    quickLinks: "Quick links",
    services: "Services",
    connect: "Connect",
    linkedin: "{firm} on LinkedIn",
    x: "{firm} on X",
    email: "Email {firm}",
    copyright: "© {year} {firm}. All rights reserved.",
    privacy: "Privacy notice",
  },
  blog: {
    categories: {
      "ai-trends": "AI Trends",
      "digital-strategy": "Digital Strategy",
      automation: "Automation",
      "business-intelligence": "Business Intelligence",
      "cloud-technology": "Cloud Technology",
      "change-management": "Change Management",
    },
    featured: "Featured",
    readArticle: "Read article",
    // A non-breaking space keeps the figure with its unit ("8 min") at the end of a line.
    minRead: "{minutes}\u00a0min read",
    by: "By {author}",
    backToBlog: "Back to Blog",
    share: "Share",
    save: "Save",
    saved: "Saved",
    linkCopied: "Link copied to the clipboard.",
    shareFailed: "Could not share this page. Copy the address from your browser instead.",
    savedNotice: "Saved to your reading list on the blog page.",
    removedNotice: "Removed from your reading list.",
    writtenBy: "Written by",
    readingList: {
      title: "Your reading list",
      intro: "The articles you saved, kept in this browser only: nothing is sent to us.",
      remove: "Remove “{title}” from your reading list",
      link: "See your reading list",
    },
    keepReading: "Keep reading",
    closingTitle: "Ready to Transform Your Business?",
    closingText:
      "Our experts can help you implement the strategies discussed in this article. Let’s discuss how we can drive efficiency and innovation in your organization.",
    getInTouch: "Get in Touch",
    exploreServices: "Explore Services",
    notFoundTitle: "Article Not Found",
    notFoundText: "The article you’re looking for doesn’t exist.",
    returnToBlog: "Return to Blog",
  },
  breadcrumb: "Breadcrumb",
  serviceCard: {
    features: "What’s included",
    result: "Typical result",
  },
  story: {
    challenge: "Challenge",
    solution: "Solution",
    results: "Key results",
    /** Names the facts beside a story (sector, size, duration, services). */
    facts: "About the engagement",
    sector: "Sector",
    size: "Company size",
    duration: "Duration",
    services: "Services",
    /** The home page's panel: one story's headline result. */
    featured: "Featured result",
    readStory: "Read the story",
    moreResults: "More results",
    allStories: "All case studies",
    /** Names the list of the stories at the top of the case studies page. */
    index: "The stories on this page",
  },
  contactForm: {
    name: "Full name",
    namePlaceholder: "John Smith",
    email: "Email address",
    emailPlaceholder: "john@company.com",
    company: "Company",
    companyPlaceholder: "Your Company",
    message: "Message",
    messagePlaceholder: "Tell us about your business challenges and goals...",
    referral: "How did you hear about us?",
    referralPlaceholder: "A search, a colleague, LinkedIn, an event…",
    submit: "Send message",
    sending: "Sending...",
    successTitle: "Message sent!",
    successText: "Thank you for reaching out. We will reply within 24 hours.",
  },
  notFound: {
    metaTitle: "Page not found",
    heading: "404",
    message: "Oops! Page not found",
    detail: "The page you are looking for does not exist or has moved.",
    returnHome: "Return to Home",
    /** Names the links under the 404's button: the pages a lost visitor most often wants. */
    elsewhere: "Or go straight to",
  },
  errors: {
    unexpected: "Unexpected Application Error!",
  },
  newsletter: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email address",
    emailPlaceholder: "you@company.com",
    /** Opens the home form's optional part: the names and the topics. */
    moreDetails: "Add your name and topics (optional)",
    interests: "Topics you care about",
    interestOptions: {
      "ai-machine-learning": "AI & machine learning",
      "digital-transformation": "Digital transformation",
      "business-strategy": "Business strategy",
      "technology-trends": "Technology trends",
      innovation: "Innovation",
      "process-optimization": "Process optimization",
    },
    submit: "Subscribe",
    submitting: "Subscribing...",
    successTitle: "Successfully subscribed!",
    successText: "Thank you for subscribing to our newsletter.",
    confirmHint:
      "To start receiving it, confirm your address with the link in the email we’ve just sent you.",
    privacy: "About one email a month. No spam; unsubscribe at any time.",
  },
  booking: {
    metaTitle: "Book a consultation",
    metaDescription:
      "Book a free 30-minute call with one of our consultants who speaks your language, by video or by phone, at a time shown in your own time zone.",
    eyebrow: "Free first call",
    title: "Book a 30-minute call",
    highlight: "30-minute call",
    subtitle:
      "A free first conversation with a senior consultant who speaks your language: tell them where time or money is lost, and leave with a clear view of what could change and what it would take.",
    call: {
      title: "About the call",
      items: [
        {
          title: "Free, 30 minutes",
          text: "No cost and no commitment: a first conversation about your business.",
        },
        {
          title: "By video or phone",
          text: "The invitation carries a video link; give a phone number if you prefer that we call you.",
        },
        {
          title: "In your language",
          text: "A consultant of the service you choose who speaks your language, from the office whose hours best suit your day.",
        },
      ],
    },
    zone: {
      legend: "Your time zone and topic",
      label: "Time zone",
      service: "Topic",
      anyService: "Not sure yet",
      show: "Show times",
      unknown: "We did not recognise the time zone “{zone}”, so times are shown for {label}.",
    },
    times: {
      legend: "Choose a time",
      intro: "Times in {zone}. Beside each, who takes the call and the time at their office.",
      office: "{name}: {time} in {city}",
      yourTime: "Your time: {zone}",
      useMine: "Show them in your time: {zone}",
      days: "Days with free times",
      nearest: "The nearest free times",
      all: "See every free time",
      none: {
        title: "No free times in the coming weeks",
        text: "Our consultants’ calendars are full for now. Write to us and we will suggest a time that suits you.",
      },
      unavailable: {
        title: "Booking is not available right now",
        text: "We cannot show free times at the moment. Write to us and we will suggest a time that suits you.",
      },
    },
    details: {
      legend: "Your details",
      message: "What would you like to discuss?",
      messagePlaceholder:
        "A sentence or two about your business and your question helps the consultant prepare.",
      phone: "Phone, for a phone call instead of video",
      phonePlaceholder: "+1 407 555 0123",
    },
    submit: "Book this call",
    sending: "Booking...",
    spamAnswer: {
      title: "Thank you",
      text: "Your request has been received. The invitation is on its way to your email address.",
    },
    elsewhere: { text: "None of these times suits you?", link: "Write to us" },
    fromContact: { text: "Prefer to talk?", link: "Book a 30-minute call" },
    reschedule: {
      title: "Moving your call",
      text: "Choose a new time: your current booking stands until the new one is booked.",
    },
    problems: {
      taken: "Someone has just booked this time. Here are the nearest free times; what you typed is kept.",
      "not-offered":
        "This time is no longer offered. Here are the nearest free times; what you typed is kept.",
      past: "This time has already passed. Please choose one of the times below.",
      "too-soon":
        "This time is too soon: calls are booked at least 12 hours ahead. Please choose one of the times below.",
      "beyond-horizon": "We book calls up to three weeks ahead. Please choose one of the times below.",
      "off-grid": "Calls start on the hour or the half hour. Please choose one of the times below.",
      malformed: "Please choose one of the times shown.",
      "too-many":
        "This email address already has two upcoming calls booked. Cancel one with the link in its email, or write to us.",
      "unknown-booking":
        "The booking you wanted to move is no longer active. Choose a time below to book a new call.",
    },
    manage: {
      metaTitle: "Your booking",
      title: "Your call with {firm}",
      bookedTitle: "Your call is booked",
      bookedText:
        "We have sent an invitation to your email address: accept it to add the call to your calendar. Its link brings you back to this page.",
      when: "When",
      whenText: "{day}, {time} ({zone})",
      officeTime: "{time} at {name}’s office ({zone})",
      with: "With",
      how: "How",
      video: "By video, at this link:",
      phone: "By phone: {name} will call you on {phone}.",
      cancel: "Cancel this call",
      pickAnother: "Pick another time",
      cancelledTitle: "Your call is cancelled",
      cancelledText:
        "The time is free again, and we have sent the cancellation to your calendar. You can book another time whenever you like.",
      pastTitle: "This call has taken place",
      pastText: "Thank you for talking with us. To talk again, book another call.",
      unknownTitle: "We could not find this booking",
      unknownText:
        "The link may be incomplete or mistyped. Check the link in your invitation’s email, or book a new call.",
      bookAnother: "Book a call",
    },
  },
  form: {
    privacy: {
      contact:
        "We use these details to answer you and follow up, and to count which pages bring inquiries; we delete them after two years. See our {link}.",
      newsletter:
        "We use your address to send the newsletter, record your consent when you confirm, and count which pages bring subscribers. See our {link}.",
      booking:
        "We use these details to arrange and hold the call and follow it up, and to count which pages bring bookings; we delete them two years after the call. See our {link}.",
      link: "privacy notice",
      /** The newsletter's sender, with the postal address Canada's anti-spam law asks for. */
      sender: "The newsletter is sent by {legalName}, {address}.",
      /**
       * The notice Argentina's AAIP requires on the forms that collect personal data (Disposición
       * DNPDP 10/2008); shown under the forms of the Spanish pages when the firm covers Argentina.
       */
      legend:
        "The owner of the personal data has the right to access it free of charge at intervals of no less than six months, unless a legitimate interest in doing so is shown, as provided in Article 14(3) of Law 25,326. The Agencia de Acceso a la Información Pública, as the supervisory authority of Law 25,326, has the power to hear the complaints and claims of anyone whose rights are affected by a breach of the rules in force on the protection of personal data.",
    },
    required: "required",
    requiredFields: "Fields marked with * are required.",
    honeypot: "Leave this field empty",
    errors: {
      required: "Please fill in this field.",
      email: "Please enter a valid email address, such as name@company.com.",
      tooLong: "This is too long. Please shorten it.",
      invalid: "Please choose from the options shown.",
      rateLimited: "You have sent several forms in a short time. Please wait a few minutes and try again.",
      server:
        "We could not save your submission because of a problem on our side. Please try again in a moment.",
      network:
        "We could not reach our server. Check your connection and try again; what you typed is still here.",
      forbidden: "This form can only be sent from our own pages. Please reload the page and send it again.",
      unreadable:
        "Your browser sent this form in a way we could not read. Please reload the page and send it again.",
      tooLarge: "This form is longer than we can accept. Please shorten your message and send it again.",
      mailHeld:
        "We cannot send the confirmation email right now: too many were requested in the past hour. Nothing was saved; please try again in an hour.",
    },
  },
};

export default en;

export type Messages = typeof en;
