import type { Messages } from "~/i18n/messages/en";

/** The header's links, as language-neutral paths; the header puts them in the current language. */
export const navItems: { path: string; label: keyof Messages["nav"] }[] = [
  { path: "/", label: "home" },
  { path: "/about", label: "about" },
  { path: "/services", label: "services" },
  { path: "/case-studies", label: "caseStudies" },
  { path: "/blog", label: "blog" },
  { path: "/contact", label: "contact" },
];

/** The footer's quick links. */
export const quickLinks: typeof navItems = navItems.filter((item) =>
  ["/about", "/services", "/case-studies", "/contact"].includes(item.path),
);
