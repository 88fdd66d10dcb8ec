import { createContext, useContext } from "react";

/**
 * A page's opening is drawn on one of two grounds: `navy`, for the two pages that lead with proof
 * (home, case studies), and `paper`, for the pages a buyer reads to judge the firm (about, the
 * services and each service, the blog and its articles, contact, privacy). What sits on it takes its
 * colours from here.
 */
export type HeroTone = "navy" | "paper";

export const HeroToneContext = createContext<HeroTone>("navy");

const palettes = {
  navy: {
    /** Names, and a headline figure. */
    strong: "text-white",
    figure: "text-white",
    /** Running text, a figure's label. */
    soft: "text-navy-100",
    /** A role, a breadcrumb's way back. */
    muted: "text-navy-200",
    /** A fact's name, a figure's basis. */
    faint: "text-navy-300",
    link: "text-accent-300 hover:text-white",
    hover: "hover:text-white",
    border: "border-white/10",
    rule: "divide-white/10",
  },
  paper: {
    strong: "text-navy-900",
    figure: "text-accent-700",
    soft: "text-navy-700",
    muted: "text-navy-600",
    faint: "text-navy-500",
    link: "text-accent-700 hover:text-accent-800",
    hover: "hover:text-navy-900",
    border: "border-navy-200",
    rule: "divide-navy-200",
  },
} as const;

/** The ground the hero is drawn on, and the text colours that read on it. */
export function useHeroTone() {
  const tone = useContext(HeroToneContext);
  return { tone, ...palettes[tone] };
}
