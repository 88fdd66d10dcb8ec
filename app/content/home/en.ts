import type { HomeText } from "./neutral";

const en: HomeText = {
  meta: {
    title: "Consulting for efficiency, digital transformation, AI, and growth",
    description:
      "Innova Consulting helps mid-size companies lower operational costs, modernize their systems, adopt AI, and grow, from first assessment to measurable results.",
  },
  hero: {
    eyebrow: "Consulting for efficiency, technology, and growth",
    title: "Transform your business with smarter operations and practical AI",
    highlight: "practical AI",
    subtitle:
      "We help leadership teams find where time and money are lost, redesign the work, and deliver the technology that makes the gains last.",
    primary: "Explore our services",
    secondary: "Book a consultation",
  },
  whatWeDo: {
    title: "What we do",
    intro: "Where most clients start with us, each tied to a number you can track.",
    linkLabel: "See all four services",
    items: [
      {
        title: "Business efficiency",
        text: "We map how work really flows, remove the waste, and automate the repetitive steps. In the processes in scope, operational costs fall by a median of 30%.",
      },
      {
        title: "Digital transformation",
        text: "We modernize legacy systems and connect your data, so that teams work from one version of the truth and the processes we digitize complete a median 50% faster.",
      },
      {
        title: "AI solutions",
        text: "We build AI that earns its place: forecasting, document processing, and fraud detection, integrated with the systems your people already use. The processes it automates cost 25–35% less.",
      },
    ],
    basis:
      "Measured 12 months after go-live against each client’s own baseline: medians across our engagements completed 2019–2025 (120 in business efficiency, 80 in digital transformation); for AI, the middle half of results across 45 solutions in production.",
  },
  impact: {
    title: "Our impact in numbers",
    intro: "More than 15 years of work for mid-size companies across the Americas.",
    stats: [
      { label: "Successful projects" },
      { label: "Active clients" },
      { label: "Expert consultants" },
      { label: "Years of experience" },
    ],
    basis:
      "Projects completed since our founding in 2010 that met the goals agreed with the client at the start; clients we worked for in the past 12 months; consultants on our staff.",
  },
  whyChoose: {
    title: "Why companies choose Innova",
    intro: "We measure our work by what changes in your numbers, not by what goes into a slide deck.",
    reasons: [
      {
        title: "A proven four-phase method",
        text: "Every engagement moves through the same four phases, adapted to each service, with clear deliverables and a go/no-go decision at the end of each one.",
      },
      {
        title: "An expert team",
        text: "Senior consultants, engineers, and data scientists who have done this work before, in industries like yours, and who stay on your project.",
      },
      {
        title: "Future-ready solutions",
        text: "Open, well-documented technology your team can own and extend, so that today’s improvement is not tomorrow’s legacy.",
      },
    ],
    phases: [
      { title: "Discover", text: "We measure where time and money go today, and agree on the target." },
      { title: "Design", text: "The target process and a phased plan, with owners and a budget." },
      { title: "Develop", text: "Built and piloted in short iterations beside your team." },
      { title: "Deploy", text: "Live, measured against the baseline, and handed over to your team." },
    ],
    linkLabel: "More about our approach",
  },
  newsletter: {
    title: "Insights for decision makers",
    text: "A monthly letter on operations, technology, and AI: what works, what it costs, and what to avoid.",
  },
  cta: {
    title: "Find out where your costs can fall",
    text: "Book a free initial consultation. We reply within 24 hours, and the initial assessment carries no obligation.",
    primary: "Book a consultation",
    secondary: "Read our case studies",
  },
};

export default en;
