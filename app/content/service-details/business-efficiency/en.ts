import type { Text } from "./neutral";

const en: Text = {
  meta: {
    title: "Business efficiency",
    description:
      "Lean Six Sigma, process mining, and continuous improvement that cut the operational costs of the processes in scope by a median of 30%.",
  },
  intro: {
    eyebrow: "Our services",
    title: "Business efficiency",
    subtitle:
      "We find where time and money leak out of your operations, redesign the processes that matter most, and measure the savings in your own financial results.",
  },
  sections: [
    {
      title: "Why it pays off",
      intro: "Efficiency work only counts when it lasts. Every program we run is built around four outcomes.",
      items: [
        {
          title: "Lower operational costs",
          text: "We remove rework, duplicated steps, and idle time, so the same teams deliver more without adding headcount.",
        },
        {
          title: "Faster turnaround",
          text: "Shorter cycle times from order to cash, from request to approval, and from ticket to resolution, measured before and after.",
        },
        {
          title: "Fewer errors, stronger compliance",
          text: "Standard work, built-in controls, and the automation of manual handoffs reduce defects, write-offs, and audit findings.",
        },
        {
          title: "Teams that own the gains",
          text: "We train your people in the methods and leave them with the routines and indicators they need to keep improving on their own.",
        },
      ],
    },
    {
      title: "Our methodologies",
      intro: "Proven methods, chosen for the problem at hand rather than applied by the book.",
      items: [
        {
          title: "Lean Six Sigma projects",
          text: "Structured DMAIC projects, led by certified Black Belts, that reduce variation and defects in your critical processes.",
        },
        {
          title: "Process mining",
          text: "We read the event logs of your ERP and CRM systems to see how processes really run, including every deviation and bottleneck.",
        },
        {
          title: "Value stream mapping",
          text: "End-to-end maps of how work and information flow, separating the steps that add value from those that only add time.",
        },
        {
          title: "Kaizen workshops",
          text: "Short, focused improvement events with frontline teams that turn ideas into tested changes within days.",
        },
      ],
    },
    {
      title: "Industries we serve",
      intro:
        "Our consultants have led efficiency programs in production, distribution, and service businesses.",
      groups: [
        {
          label: "Production and supply chain",
          items: ["Manufacturing", "Logistics and distribution", "Retail"],
        },
        {
          label: "Services and regulated sectors",
          items: ["Financial services", "Healthcare", "Professional services"],
        },
      ],
    },
    {
      title: "Typical results",
      intro: "What changes in the processes we redesign, one year after go-live.",
      items: [
        { value: "30%", label: "reduction in operational costs" },
        { value: "50%", label: "faster process completion" },
        { value: "40%", label: "fewer errors and rework cases" },
        { value: "95%", label: "of improvements still in place one year later" },
      ],
      basis:
        "Medians across 120 efficiency engagements completed 2019–2025, measured 12 months after go-live against each client’s own baseline, for the processes in scope.",
    },
    {
      title: "How we work",
      intro:
        "Our four phases, as they apply to efficiency work: they start with facts and end with new habits.",
      items: [
        {
          title: "Discover: process assessment",
          duration: "2–3 weeks",
          text: "Interviews, site visits, and data extraction establish a baseline of costs and cycle times and a ranked list of improvement opportunities.",
        },
        {
          title: "Design: analysis and future state",
          duration: "3–4 weeks",
          text: "Root-cause analysis, future-state process design, and a business case for each initiative, agreed with the process owners.",
        },
        {
          title: "Develop: pilots and adjustments",
          duration: "8–12 weeks",
          text: "We pilot the changes with your teams, adjust them, and prepare the standard work, training, and automation wherever it pays off.",
        },
        {
          title: "Deploy: rollout and continuous improvement",
          duration: "Ongoing",
          text: "We roll the changes out across the operation. Performance dashboards, regular reviews, and trained internal champions keep the gains in place and find the next ones.",
        },
      ],
    },
  ],
  story: {
    title: "Success story",
    story: {
      industry: "Manufacturing",
      title: "Lead times halved at a packaging manufacturer",
      description:
        "A mid-size manufacturer of packaging materials, with three plants and 900 employees, was losing margin to delays, overtime, and rework. Ten months later, the same plants deliver twice as fast and spend 28% less on overtime and rework.",
      challenge:
        "Order lead times had grown to 20 days, overtime accounted for 18% of paid hours, and one order in eight needed rework or a credit note. Each plant followed its own procedures, and nobody had a complete view of where orders stalled.",
      solution:
        "We applied process mining to the ERP order data to map the real order-to-delivery flow, ran value stream mapping and Kaizen workshops in each plant, and led four Lean Six Sigma projects on scheduling, changeovers, and quality checks. A shared performance dashboard and trained internal champions now run a monthly improvement cycle.",
      change: {
        title: "Lead time from order to delivery",
        before: { label: "The three months before", value: "20 days" },
        after: { label: "The tenth month", value: "10 days" },
      },
      results: [
        { value: "50%", label: "shorter order lead time, from 20 to 10 days" },
        { value: "28%", label: "lower overtime and rework costs across the three plants" },
        { value: "65%", label: "fewer orders requiring rework" },
      ],
      basis:
        "Measured from the client’s ERP and payroll in the tenth month of the program, against the three months before it started.",
    },
  },
  cta: {
    title: "Find the capacity you are already paying for",
    text: "Book a free initial consultation. We reply within 24 hours and can start with a no-obligation assessment of one of your key processes.",
    primary: "Book a consultation",
    secondary: "View case studies",
  },
};

export default en;
