import type { Text } from "./neutral";

const en: Text = {
  meta: {
    title: "AI solutions",
    description:
      "Predictive analytics, language processing, computer vision, and intelligent automation, built on your data and run reliably in production.",
  },
  intro: {
    eyebrow: "Our services",
    title: "AI solutions",
    subtitle:
      "We put AI into your operations where it pays: use cases chosen for their value, models trained on your own data, and systems that run reliably in production.",
  },
  sections: [
    {
      title: "Our capabilities",
      intro: "Six capabilities that cover most of the AI use cases we see in mid-size companies.",
      items: [
        {
          title: "Predictive analytics",
          text: "Demand, churn, and maintenance forecasts that let you plan stock, staffing, and budgets weeks ahead.",
        },
        {
          title: "Natural language processing",
          text: "Classification, extraction, and summarization of emails, contracts, and support requests, including assistants built on large language models.",
        },
        {
          title: "Computer vision",
          text: "Visual quality inspection, document reading, and safety monitoring from cameras and scanned images.",
        },
        {
          title: "Intelligent automation",
          text: "Machine learning combined with workflow automation to handle routine decisions, with people reviewing the exceptions.",
        },
        {
          title: "Recommendation engines",
          text: "Personalized product, content, and next-best-action recommendations that raise conversion rates and average order value.",
        },
        {
          title: "Fraud and anomaly detection",
          text: "Real-time scoring of transactions, claims, and sensor data to catch fraud and faults before they turn into losses.",
        },
      ],
    },
    {
      title: "Technology stack",
      intro: "Open-source and cloud tools, chosen to fit your environment and your team’s skills.",
      groups: [
        { label: "Languages and frameworks" },
        { label: "Cloud AI platforms" },
        { label: "Data and MLOps" },
      ],
    },
    {
      title: "From idea to production",
      intro:
        "Our four phases, as they apply to AI: you can stop or change course after each one, before larger budgets are committed.",
      items: [
        {
          title: "Discover: data and use-case assessment",
          duration: "2–3 weeks",
          text: "We rank candidate use cases by value and feasibility, audit the data behind them, and agree on the success metrics.",
        },
        {
          title: "Design: proof of concept",
          duration: "4–6 weeks",
          text: "We design a working model on your own data and test it against the agreed metrics, with a clear recommendation to proceed or stop.",
        },
        {
          title: "Develop: production models and integration",
          duration: "8–16 weeks",
          text: "Production-grade models integrated into your applications and workflows, with security, privacy, and explainability built in.",
        },
        {
          title: "Deploy: go-live and MLOps",
          duration: "4–8 weeks",
          text: "Automated deployment, monitoring of accuracy and drift, retraining pipelines, and a structured handover to your team.",
        },
      ],
    },
    {
      title: "Results our clients see",
      intro: "What our AI solutions deliver once they are in production.",
      items: [
        { value: "25–35%", label: "cost reduction in the processes we automate" },
        { value: "60%", label: "less time spent handling documents manually" },
        { value: "20%", label: "lower error in demand forecasts" },
        { value: "4×", label: "faster first response to customer inquiries" },
      ],
      basis:
        "Across 45 AI solutions put into production 2019–2025, measured 12 months after go-live against each client’s own baseline: the middle half of results for cost, medians for the other figures.",
    },
  ],
  story: {
    title: "Success story",
    story: {
      industry: "Financial services",
      title: "Real-time fraud detection for a payments and consumer credit provider",
      description:
        "A financial services firm processing four million card transactions a month replaced its rules-based fraud checks with machine learning models that score every transaction in real time.",
      challenge:
        "Fraud losses had doubled in two years, while the rules engine flagged so many legitimate payments that a team of 30 analysts could not review them in time. Wrongly blocked cards had become the leading cause of customer complaints.",
      solution:
        "We combined transaction, device, and behavioral data in a Databricks feature store, trained classification and anomaly-detection models, and deployed them on Amazon SageMaker within the card authorization flow. Analysts received a review screen that explains each alert. Drift monitoring triggers retraining when fraud patterns shift, and every model version is tracked in MLflow.",
      change: {
        title: "Fraud losses, the year before as 100",
        before: { label: "The year before", value: "100" },
        after: { label: "The first full year in production", value: "58" },
      },
      results: [
        { value: "42%", label: "lower fraud losses in the first year" },
        { value: "60%", label: "fewer false positives" },
        { value: "<50 ms", label: "to score each transaction in real time" },
      ],
      basis:
        "From the client’s fraud, alert, and complaint records: the first full year in production, against the year before.",
    },
  },
  cta: {
    title: "Find out where AI will pay off for you",
    text: "Book a free initial consultation. We reply within 24 hours and can follow up with a no-obligation assessment of your data and use cases.",
    primary: "Book a consultation",
    secondary: "View case studies",
  },
};

export default en;
