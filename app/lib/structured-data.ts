import { regionName, site } from "~/config/site";
import type { Lang } from "~/i18n/locales";

/** The firm's own share image, written with the pages' cards (`scripts/build/social-cards.ts`). */
export const organizationCard = { path: "/images/og/innova.png" };

/** JSON-LD for the firm, with its offices: on the home and contact pages. */
export function organizationData(origin: string, lang: Lang) {
  return {
    "@type": "ProfessionalService",
    "@id": `${origin}/#organization`,
    name: site.name,
    alternateName: site.shortName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}${organizationCard.path}`,
    email: site.email,
    telephone: site.phone,
    sameAs: [site.social.linkedin, site.social.x],
    department: site.offices.map((office) => ({
      "@type": "ProfessionalService",
      name: `${site.name} ${office.city}`,
      telephone: office.phone,
      email: site.email,
      address: {
        "@type": "PostalAddress",
        ...(office.street && { streetAddress: office.street }),
        ...(office.postalCode && { postalCode: office.postalCode }),
        addressLocality: office.city,
        addressRegion: regionName(office, lang),
        addressCountry: office.country,
      },
      geo: { "@type": "GeoCoordinates", ...office.coordinates },
    })),
  };
}

/** JSON-LD for the site itself: on the home page. */
export function websiteData(origin: string, lang: string) {
  return {
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: site.name,
    url: `${origin}/`,
    inLanguage: lang,
    publisher: { "@id": `${origin}/#organization` },
  };
}

/** JSON-LD breadcrumbs (inside every page's `WebPage`, see `seo.ts`): each step's name and absolute URL, the page itself last. */
export function breadcrumbData(origin: string, steps: { name: string; path: string }[]) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: `${origin}${step.path === "/" ? "/" : step.path}`,
    })),
  };
}
