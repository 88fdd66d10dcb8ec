import type { Text } from "./neutral";

const en: Text = {
  meta: {
    title: "Digital transformation",
    description:
      "Cloud migration, data platforms, and process digitization delivered in stages, so that each step of your digital transformation pays for itself.",
  },
  intro: {
    eyebrow: "Our services",
    title: "Digital transformation",
    subtitle:
      "We modernize your systems, data, and ways of working in stages you can fund, measure, and absorb, without putting day-to-day operations at risk.",
  },
  sections: [
    {
      title: "Where we help",
      intro: "Six areas where most of the value of a digital transformation is created.",
      items: [
        {
          title: "Cloud migration",
          text: "Readiness assessment, landing-zone design, and phased migration of your workloads to AWS, Azure, or Google Cloud, with cost controls from day one.",
        },
        {
          title: "Process digitization",
          text: "Paper forms, spreadsheets, and email approvals replaced by digital workflows that are faster, tracked, and auditable.",
        },
        {
          title: "Customer experience",
          text: "Self-service portals, mobile journeys, and a single view of each customer that make doing business with you simpler.",
        },
        {
          title: "Data platforms",
          text: "A governed, central data platform and reporting layer, so that every decision rests on the same version of the figures.",
        },
        {
          title: "Legacy modernization",
          text: "Step-by-step replacement or re-engineering of aging core systems, with the business running normally throughout.",
        },
        {
          title: "Digital workplace",
          text: "Collaboration tools, intranet, and device management that let office, field, and remote teams work as one.",
        },
      ],
    },
    {
      title: "Technology stack",
      intro:
        "We are vendor-neutral and build on the platforms you already own. These are the ones we deploy most often.",
      groups: [
        { label: "Cloud" },
        { label: "Data and analytics" },
        { label: "Integration" },
        { label: "Collaboration and CRM" },
      ],
    },
    {
      title: "The digital maturity journey",
      intro:
        "Most organizations move through four stages of maturity. We assess where you stand today and plan the next stage rather than a five-year big bang, and we run each stage with the same four phases, from Discover to Deploy.",
      items: [
        {
          title: "Foundation",
          duration: "3–6 months",
          text: "A secure cloud landing zone, identity management, and the first workloads migrated, with quick wins that build confidence.",
        },
        {
          title: "Integration",
          duration: "6–9 months",
          text: "Core systems connected through APIs and events, a central data platform in place, and key processes digitized from end to end.",
        },
        {
          title: "Optimization",
          duration: "9–12 months",
          text: "High-volume workflows automated, self-service analytics for managers, and the cloud estate tuned for cost and performance.",
        },
        {
          title: "Innovation at scale",
          duration: "12+ months",
          text: "New digital products, AI use cases, and data-driven services, built on a platform that is now ready for them.",
        },
      ],
    },
  ],
  story: {
    title: "Success story",
    story: {
      industry: "Retail",
      title: "From nightly spreadsheets to one platform at a specialty retailer",
      description:
        "A specialty retail chain with 85 stores and 2,000 employees moved its operations to the cloud and connected its stores, online shop, and suppliers on a single data platform in 14 months.",
      challenge:
        "Stores, the online shop, and the warehouse ran on separate systems that were reconciled by hand every night. Stock figures were often wrong, promotions took three weeks to set up, and the on-premises data center was reaching the end of its life.",
      solution:
        "We migrated the core applications to Azure in three waves, connected the ERP, point-of-sale, and e-commerce systems through MuleSoft, and built a Databricks data platform with Power BI dashboards for store and category managers. Store procedures were digitized on Microsoft 365, and staff were trained region by region.",
      change: {
        title: "Inventory records that did not match the stock",
        before: { label: "The year before", value: "9%" },
        after: { label: "12 months after the last migration", value: "0.5%" },
      },
      results: [
        { value: "99.5%", label: "inventory accuracy, up from 91%" },
        { value: "35%", label: "lower infrastructure costs" },
        { value: "4 days", label: "to launch a promotion, instead of three weeks" },
      ],
      basis:
        "Measured by the client 12 months after the last migration wave, against the year before the program.",
      quote: {
        text: "Innova didn’t sell us a grand vision. They sequenced the work so that every quarter delivered something our store managers could actually use, and that is why the change stuck.",
        attribution: "Chief Operating Officer, a specialty retail chain with 85 stores",
      },
    },
  },
  cta: {
    title: "Plan your next digital step",
    text: "Tell us where you stand today. We reply within 24 hours, offer a free initial consultation and, if useful, a no-obligation maturity assessment.",
    primary: "Book a consultation",
    secondary: "View case studies",
  },
};

export default en;
