import type { CaseStudiesText } from "./neutral";

const en: CaseStudiesText = {
  meta: {
    title: "Case studies",
    description:
      "How Innova helped a manufacturer, a regional bank, and a clinic network cut costs, speed up processes, and serve people better, with measured results.",
  },
  intro: {
    eyebrow: "Case studies",
    title: "Results our clients can measure",
    subtitle:
      "Three recent engagements, each with the problem we found, what we changed, and the figures a year later. Clients are not named, at their request; we quote them by role, with their permission.",
  },
  stories: [
    {
      size: "1,200 employees",
      duration: "14 months",
      industry: "Manufacturing",
      title: "Leaner operations across three plants",
      description:
        "In a 14-month program, a regional manufacturer of industrial components with 1,200 employees cut the yearly cost of unplanned downtime, scrap, and overtime in its three plants by 30%, from $14M to $9.8M, without reducing headcount.",
      challenge:
        "Material and energy costs had risen faster than prices for three years, squeezing margins to 4%. Each plant ran its own scheduling and maintenance routines, and unplanned downtime averaged 11% of production time. Downtime, scrap, and overtime together cost $14M a year, yet management had no shared view of where the money was lost.",
      solution:
        "We mapped the value stream in each plant and ran Lean Six Sigma projects on the 10 largest sources of waste. We standardized production planning on the company’s SAP system, introduced sensor-based predictive maintenance on critical lines, and gave plant managers a daily Power BI performance dashboard.",
      change: {
        title: "Yearly cost of unplanned downtime, scrap, and overtime",
        before: { label: "The 12 months before", value: "$14M" },
        after: { label: "The 12 months after", value: "$9.8M" },
      },
      results: [
        { value: "30%", label: "lower cost of downtime, scrap, and overtime" },
        { value: "$4.2M", label: "saved a year" },
        { value: "45%", label: "less unplanned downtime" },
      ],
      basis:
        "Measured by the client’s finance team over the 12 months after the last plant went live, against the 12 months before the program.",
      quote: {
        text: "Innova’s team spent more time on our shop floors than in our meeting rooms. The savings are real, and a year later our supervisors are still running the routines on their own.",
        attribution: "Chief Operating Officer, a 1,200-person industrial components manufacturer",
      },
    },
    {
      size: "45 branches",
      duration: "10 months",
      industry: "Financial services",
      title: "Loan decisions in days, not weeks",
      description:
        "A regional bank with 45 branches digitized its lending process and used AI to read documents, cutting loan approval time by 60%.",
      challenge:
        "A small-business loan took an average of 12 working days to approve, and staff re-keyed data from scanned documents into four separate systems. Applicants were turning to digital competitors, and the back office was working overtime to keep up with demand.",
      solution:
        "We redesigned the lending journey end to end and replaced paper forms with an online application connected to the core banking system through APIs. An AI document-processing model now extracts and checks data from financial statements, and analysts review only the cases the system flags as exceptions.",
      change: {
        title: "Average working days to approve a small-business loan",
        before: { label: "The 12 months before", value: "12 days" },
        after: { label: "The 12 months after launch", value: "4.8 days" },
      },
      results: [
        { value: "60%", label: "less time to approve a loan" },
        { value: "35%", label: "lower processing cost per application" },
        { value: "3×", label: "as many applications handled per analyst" },
      ],
      basis: "From the bank’s loan system: the 12 months after launch, against the 12 months before.",
      quote: {
        text: "We expected a technology project. What we got was a new way of working, and our analysts now spend their time on credit judgment instead of data entry.",
        attribution: "Head of Retail Banking, a regional bank with 45 branches",
      },
    },
    {
      size: "14 outpatient clinics",
      duration: "12 months",
      industry: "Healthcare",
      title: "Fewer missed appointments, shorter waits",
      description:
        "A network of 14 outpatient clinics used predictive analytics and smarter scheduling to recover lost capacity and give patients faster access to care.",
      challenge:
        "Nearly one appointment in five was missed without notice, while patients waited up to six weeks for a specialist. Scheduling was done by phone at each clinic, and denied insurance claims were costing the network close to $2M a year.",
      solution:
        "We built a machine learning model that predicts the risk of a no-show and triggers targeted reminders and overbooking rules. We centralized scheduling on a cloud platform with online booking and set up claims analytics that catch coding errors, the cause of most denials, before submission.",
      change: {
        title: "Missed appointments, the year before as 100",
        before: { label: "The year before", value: "100" },
        after: { label: "The first full year after launch", value: "60" },
      },
      results: [
        { value: "40%", label: "fewer missed appointments" },
        { value: "25%", label: "shorter waiting times for patients" },
        { value: "$1.6M", label: "a year no longer lost to denied claims" },
      ],
      basis:
        "From the network’s scheduling and billing systems: the first full year after launch, against the year before.",
      quote: {
        text: "The model was the easy part to explain. What impressed me was how Innova involved our front-desk teams, so the new scheduling rules were trusted from the first week.",
        attribution: "Executive Director, a network of 14 outpatient clinics",
      },
    },
  ],
  insights: {
    title: "What we have learned",
    intro: "Patterns we see again and again across more than 500 projects.",
    items: [
      {
        tag: "Operations",
        title: "Fix the process before you automate it",
        text: "Automating a broken process only produces errors faster. The biggest savings we measure come from simplifying the work first, then automating what remains.",
      },
      {
        tag: "AI",
        title: "Start with a decision, not a model",
        text: "The AI projects that pay off focus on one business decision with a clear owner. Data quality, not the choice of algorithm, usually sets the timeline.",
      },
      {
        tag: "Change",
        title: "Adoption is the real finish line",
        text: "Go-live is a milestone, not the goal. When frontline managers help design the solution, targets are typically reached months sooner.",
      },
    ],
  },
  cta: {
    title: "Could your company be the next story?",
    text: "Tell us about your challenge. We will reply within 24 hours and offer a free, no-obligation assessment of where the biggest gains are.",
    primary: "Book a consultation",
    secondary: "Explore our services",
  },
};

export default en;
