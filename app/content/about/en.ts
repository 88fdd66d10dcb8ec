import type { AboutContent } from "~/content/types";

const en: AboutContent = {
  meta: {
    title: "About us",
    description:
      "Meet Innova Consulting: more than 150 consultants in Orlando, Vancouver, and São Paulo, working with mid-size companies across the Americas since 2010.",
  },
  intro: {
    eyebrow: "About Innova",
    title: "Consultants who stay until the results show up",
    subtitle:
      "For more than 15 years we have helped mid-size companies across the Americas cut costs, modernize their operations, and grow with confidence, from offices in Orlando, Vancouver, and São Paulo.",
  },
  mission: {
    title: "Our mission",
    text: "To help organizations work better and grow faster by combining sound operational practice, modern technology, and practical AI, and to leave every client with measurable results and a team able to sustain them.",
  },
  vision: {
    title: "Our vision",
    text: "To be the partner mid-size companies trust for their most important change, known less for the reports we write than for the improvements that are still paying off years after we leave.",
  },
  leadership: {
    title: "Leadership",
    intro: "The partners who lead our engagements, from the first assessment to the results.",
    colleagues: "Also leading our programs",
  },
  offices: { title: "Where we work" },
  values: {
    title: "Our values",
    intro: "Four principles shape how we choose projects, build teams, and work with clients.",
    items: [
      {
        title: "Innovation",
        text: "We look for the simplest approach that works, whether that is a redesigned process, a cloud platform, or a machine learning model, and we test ideas on real data before scaling them.",
      },
      {
        title: "Collaboration",
        text: "We work side by side with your people, not around them. Your team shares the decisions and the credit, and keeps the know-how when the engagement ends.",
      },
      {
        title: "Excellence",
        text: "Senior consultants lead every project, and every recommendation is backed by evidence. We hold our own work to the same standards we help clients set.",
      },
      {
        title: "Impact",
        text: "We agree on measurable goals at the start and report against them throughout. If a piece of work does not move a number that matters to you, we do not recommend it.",
      },
    ],
  },
  expertise: {
    title: "Our expertise",
    intro: "Six practice areas, staffed by specialists who work together as one team on each engagement.",
    items: [
      {
        title: "Process optimization & operational excellence",
        text: "We map how work really flows, remove waste and bottlenecks with Lean Six Sigma methods, and set up the indicators that keep the gains in place long after we leave.",
      },
      {
        title: "Digital transformation & cloud",
        text: "We modernize legacy systems, move workloads to AWS, Azure, or Google Cloud, and automate manual workflows, on platforms that scale with the business.",
      },
      {
        title: "AI & machine learning",
        text: "From demand forecasting to document processing, we build models that solve a defined business problem and integrate them into daily operations, with governance from day one.",
      },
      {
        title: "Data & analytics",
        text: "We build reliable data foundations, clear KPIs, and dashboards in tools such as Power BI, so managers make decisions on current, trusted figures instead of spreadsheets.",
      },
      {
        title: "Strategy & growth",
        text: "We help leadership teams choose where to compete, test new markets and offers, and turn strategy into OKRs and budgets that the organization can execute.",
      },
      {
        title: "Change management & organizational design",
        text: "We align structures, roles, and incentives with the new way of working, and support managers through training and communication so that changes are adopted, not just announced.",
      },
    ],
  },
  cta: {
    title: "Let’s talk about your next step",
    text: "Tell us what you want to improve. We will reply within 24 hours and offer a free initial consultation to explore where we can help.",
    primary: "Book a consultation",
    secondary: "Explore our services",
  },
};

export default en;
