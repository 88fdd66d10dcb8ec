import type { ServicesText } from "./neutral";

const en: ServicesText = {
  meta: {
    title: "Our services",
    description:
      "Business efficiency, digital transformation, AI solutions, and strategy and growth: four services to cut costs, speed up processes, and grow your business.",
  },
  intro: {
    eyebrow: "Services",
    title: "Four ways we help you perform better",
    subtitle:
      "Each service can stand alone or be combined into a single program. Every engagement starts with a clear baseline and ends with measurable results your team can sustain.",
  },
  offerings: {
    title: "What we offer",
    detailsTitle: "What each service includes",
    intro: "Practical services built around the problems mid-size companies bring to us most often.",
    learnMore: "Learn more",
    items: [
      {
        title: "Business efficiency",
        description:
          "We analyze your end-to-end operations, remove waste, and redesign processes so your teams spend their time on work that creates value.",
        features: [
          "Process mapping and bottleneck analysis",
          "Lean Six Sigma improvement programs",
          "Cost structure and spend review",
          "KPI frameworks and performance dashboards",
          "Workflow automation of repetitive tasks",
        ],
        results: [
          "30% reduction in operational costs",
          "Shorter lead times and fewer errors",
          "Clear ownership of every core process",
        ],
      },
      {
        title: "Digital transformation",
        description:
          "We modernize legacy systems, move to the cloud, and digitize manual workflows, with a roadmap sized to your budget and your team’s capacity.",
        features: [
          "Digital maturity assessment and roadmap",
          "Cloud migration to AWS, Azure, or Google Cloud",
          "ERP and CRM implementation, including SAP and Salesforce",
          "System integration and API strategy",
          "Cybersecurity and data protection by design",
        ],
        results: [
          "50% faster process completion",
          "Lower IT maintenance costs",
          "Real-time visibility across the business",
        ],
      },
      {
        title: "AI solutions",
        description:
          "We identify where AI can pay off in your business, build the models, and put them into production, with governance and measurable returns.",
        features: [
          "AI opportunity assessment and business case",
          "Predictive analytics and demand forecasting",
          "Intelligent document processing",
          "Virtual assistants for customer service",
          "Responsible AI governance and model monitoring",
        ],
        results: [
          "25–35% cost reduction through intelligent automation",
          "More accurate forecasts and planning",
          "Faster response to customers, around the clock",
        ],
      },
      {
        title: "Strategy & growth",
        description:
          "We help leadership teams decide where to grow, test the options quickly, and turn the chosen strategy into plans, budgets, and targets.",
        features: [
          "Market and competitor analysis",
          "New market entry and expansion planning",
          "Pricing and portfolio strategy",
          "OKR design and strategy execution",
          "Mergers and acquisitions support",
        ],
        results: [
          "New markets entered in half the time clients had planned",
          "A focused portfolio with higher margins",
          "Leadership aligned on a few measurable priorities",
        ],
      },
    ],
    basis:
      "Headline results are medians across our engagements completed 2019–2025, measured 12 months after go-live against each client’s own baseline (120 in business efficiency, 80 in digital transformation); for AI, the middle half of results across 45 solutions in production; for strategy, the median across 30+ market entries since 2019, against each client’s own plan.",
  },
  process: {
    title: "How we work",
    intro:
      "One method in four phases, on every engagement. Each service page shows what happens in each phase for that kind of work.",
    steps: [
      {
        title: "Discover",
        text: "Assessment and strategy. We study your operations, systems, and data, interview key people, and set a baseline. Together we agree on goals, priorities, and how success will be measured.",
      },
      {
        title: "Design",
        text: "Design and planning. We design the target processes and solutions and build a phased plan with clear milestones, owners, budget, and risks.",
      },
      {
        title: "Develop",
        text: "Implementation. We build and pilot in short iterations alongside your team, training people as we go and reporting progress against the agreed metrics.",
      },
      {
        title: "Deploy",
        text: "Optimization and support. We take the solution live, monitor results, fine-tune what needs it, and hand over fully to your team, with ongoing support if you want it.",
      },
    ],
  },
  timeline: {
    title: "Project timeline",
    text: "Typical projects take 3–12 months, depending on scope. We split the work into phases with milestones you can review, so you see results early instead of waiting for a single final delivery.",
  },
  cta: {
    title: "Not sure where to start?",
    text: "Book a free initial consultation. We will look at your situation and recommend the service, or combination of services, with the greatest impact.",
    primary: "Book a consultation",
    secondary: "See our case studies",
  },
};

export default en;
