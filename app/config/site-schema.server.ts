import { z } from "zod";
import { languages, type Lang } from "~/i18n/locales";
import { ConfigError } from "./env.server";
import type { SiteConfig } from "./site";

const phone = z
  .string()
  .regex(/^\+[\d ()-]{7,}$/, "must be an international number such as +1 (407) 555-0100");

const siteSchema = z.object({
  shortName: z.string().min(1),
  name: z.string().min(1),
  email: z.email(),
  phone,
  offices: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z-]+$/, "must be lowercase letters and dashes"),
        city: z.string().min(1),
        region: z.union([
          z.string().min(1),
          z.strictObject(
            Object.fromEntries(languages.map((lang) => [lang, z.string().min(1)])) as Record<
              Lang,
              z.ZodString
            >,
          ),
        ]),
        country: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter ISO country code"),
        phone,
      }),
    )
    .min(1),
  social: z.object({ linkedin: z.url(), x: z.url() }),
}) satisfies z.ZodType<SiteConfig>;

/** Checks `config/site.ts`; a bad value is reported in one line that names it. */
export function validateSite(config: SiteConfig): SiteConfig {
  const result = siteSchema.safeParse(config);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(
      `Invalid site configuration (app/config/site.ts) at ${issue.path.join(".")}: ${issue.message}`,
    );
  }
  return config;
}
