import type { Text } from "./neutral";

const en: Text = {
  meta: {
    title: "Strategy & growth",
    description:
      "Growth strategy, market entry, pricing, and M&A due diligence for mid-size companies, from the first market analysis to hands-on execution support.",
  },
  intro: {
    eyebrow: "Our services",
    title: "Strategy & growth",
    subtitle:
      "We help leadership teams decide where to grow and how to win there, then stay on to turn the plan into quarterly results.",
  },
  sections: [
    {
      title: "Focus areas",
      intro: "Four areas that shape most of the strategy work we do with mid-size companies.",
      items: [
        {
          title: "Growth strategy",
          text: "Where to play and how to win: choosing the markets, segments, and offers that deserve your next investment.",
        },
        {
          title: "Market expansion",
          text: "New countries and channels, with entry models matched to your appetite for risk, from partnerships to local subsidiaries.",
        },
        {
          title: "Mergers and acquisitions",
          text: "Target screening, commercial and operational due diligence, and integration planning that protects the value of the deal.",
        },
        {
          title: "Performance management",
          text: "OKRs, indicators, and a governance rhythm that link the strategy to what teams do every week.",
        },
      ],
    },
    {
      title: "From analysis to execution",
      intro:
        "Our four phases, as they apply to strategy: from a clear view of your position to measurable execution.",
      items: [
        {
          title: "Discover: market and position analysis",
          duration: "4–6 weeks",
          text: "Market sizing, customer research, competitor benchmarking, and a frank review of your capabilities and unit economics.",
        },
        {
          title: "Design: strategic options and choices",
          duration: "6–8 weeks",
          text: "Strategic options developed and tested with the leadership team, leading to clear choices on markets, offers, and priorities.",
        },
        {
          title: "Develop: roadmap and business case",
          duration: "4–6 weeks",
          text: "A sequenced roadmap, a financial model, and an investment case ready for review by your board and lenders.",
        },
        {
          title: "Deploy: execution support",
          duration: "12+ months",
          text: "Program management, OKR cycles, and quarterly strategy reviews that adjust the plan as results come in.",
        },
      ],
    },
    {
      title: "What we deliver",
      intro: "Specific assignments that can be commissioned on their own or as part of a wider program.",
      items: [
        "Market entry strategies and go-to-market plans for new countries and segments",
        "Commercial and operational due diligence for mergers and acquisitions",
        "Pricing strategy, packaging, and discount governance",
        "OKR design and rollout, from the leadership team to frontline teams",
        "Growth modeling and scenario planning for boards and investors",
        "Post-merger integration planning and the first 100 days",
      ],
    },
    {
      title: "Our impact",
      intro: "What our strategy clients achieved within two years.",
      items: [
        { value: "20%", label: "revenue growth within 18 months" },
        { value: "3–5 points", label: "higher EBITDA margin within 24 months" },
        { value: "85%", label: "of planned strategic initiatives delivered on time and on budget" },
        { value: "30+", label: "market entries supported across the Americas since 2019" },
      ],
      basis:
        "Across 40 strategy engagements completed 2019–2024, against each client’s last full year before the engagement: the median for revenue growth, the middle half of results for margin, and the share of all planned initiatives. Market entries: every one we supported since 2019.",
    },
  ],
  story: {
    title: "Success story",
    story: {
      industry: "Software as a service",
      title: "From Series A to two new markets in 12 months",
      description:
        "A B2B software-as-a-service startup with 60 employees used its Series A funding to expand from Brazil into Mexico and Canada, with a pricing model and growth plan built together with Innova.",
      challenge:
        "After its Series A, the company had the funds to grow but no agreement on where to spend them. Sales teams chased every lead, prices varied from deal to deal, and the board wanted a clear plan before releasing the next tranche of funding.",
      solution:
        "We sized six candidate markets, interviewed 40 prospective customers, and recommended Mexico and Canada as the first two. We then redesigned pricing into three tiers, built the growth model for the board, and set up quarterly OKRs. Our team supported the launch in both markets for the first 12 months.",
      change: {
        title: "Annual recurring revenue, as a multiple of the day the Series A closed",
        before: { label: "When the Series A closed", value: "1×" },
        after: { label: "24 months later", value: "3×" },
      },
      results: [
        { value: "3×", label: "annual recurring revenue within 24 months" },
        { value: "2", label: "new markets launched within 12 months" },
        { value: "22%", label: "higher average contract value after the pricing redesign" },
      ],
      basis:
        "From the company’s board reporting: annual recurring revenue 24 months after the Series A closed, against the day it closed; contract value in the first year of the new pricing, against the year before.",
    },
  },
  cta: {
    title: "Let’s shape your next stage of growth",
    text: "Start with a free initial consultation. We reply within 24 hours and will follow up with a customized proposal, with no obligation.",
    primary: "Book a consultation",
    secondary: "View case studies",
  },
};

export default en;
