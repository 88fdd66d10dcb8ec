import { z } from "zod";

/**
 * The firm. A business adopting this site changes this file (and the copy in `content/` and
 * `i18n/messages/`) and nothing else. It is validated when the server starts and when the site is built.
 */
const phone = z.string().regex(/^\+[\d ()-]{7,}$/, "must be an international number such as +1 (407) 555-0100");

const siteSchema = z.object({
  shortName: z.string().min(1),
  name: z.string().min(1),
  email: z.email(),
  phone,
  offices: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z-]+$/),
        city: z.string().min(1),
        region: z.string().min(1),
        /** ISO 3166 country code; its name is localized with `Intl.DisplayNames`. */
        country: z.string().length(2),
        phone,
      }),
    )
    .min(1),
  social: z.object({ linkedin: z.url(), x: z.url() }),
});

export type SiteConfig = z.infer<typeof siteSchema>;

export const site: SiteConfig = siteSchema.parse({
  shortName: "Innova",
  name: "Innova Consulting",
  email: "contact@innova-consulting.com",
  phone: "+1 (407) 555-0100",
  offices: [
    { id: "orlando", city: "Orlando", region: "Florida", country: "US", phone: "+1 (407) 555-0100" },
    { id: "vancouver", city: "Vancouver", region: "BC", country: "CA", phone: "+1 (604) 555-0100" },
    { id: "sao-paulo", city: "São Paulo", region: "SP", country: "BR", phone: "+55 (11) 5555-0100" },
  ],
  social: {
    linkedin: "https://www.linkedin.com/company/innova-consulting",
    x: "https://x.com/innovaconsult",
  },
});

/** `+1 (407) 555-0100` → `tel:+14075550100` */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}
