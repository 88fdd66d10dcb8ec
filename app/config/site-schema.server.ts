import { z } from "zod";
import { languages, type Lang } from "~/i18n/locales";
import { ConfigError } from "./env.server";
import { isTimeZone } from "./time-zone";
import {
  coreJurisdictions,
  jurisdictionRegion,
  jurisdictions,
  processorServices,
  representedJurisdictions,
  servedPlaces,
  transferBases,
  transferLawJurisdiction,
  transferLaws,
  type PlaceIn,
  type ServiceRegion,
  type SiteConfig,
  type TransferLaw,
} from "./site";

const phone = z
  .string()
  .regex(/^\+[\d ()-]{7,}$/, "must be an international number such as +1 (407) 555-0100");

const country = z.string().regex(/^[A-Z]{2}$/, "must be a two-letter ISO country code");
const text = z.string().trim().min(1, "must not be empty");

/** Where each law's own rules hold, so that sending data there is no transfer under it. */
const lawArea: Record<TransferLaw, { name: string; countries: string[] }> = {
  // The European Economic Area: the 27 EU states, Iceland, Liechtenstein and Norway.
  gdpr: {
    name: "the European Economic Area",
    countries:
      "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO".split(" "),
  },
  "uk-gdpr": { name: "the United Kingdom", countries: ["GB"] },
  lgpd: { name: "Brazil", countries: ["BR"] },
  "ley-25326": { name: "Argentina", countries: ["AR"] },
};

const address = z.object({
  street: text,
  city: text,
  region: text.optional(),
  postalCode: text,
  country,
});

const representative = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("appointed"), name: text, address, email: z.email() }),
  z.strictObject({ kind: z.literal("exempt") }),
]);

const privacySchema = z.object({
  controller: z.object({ legalName: text, address }),
  dataProtectionOfficer: z.object({ name: text, email: z.email() }),
  representatives: z.strictObject({
    eea: representative.optional(),
    uk: representative.optional(),
  }),
  tollFreePhone: phone.optional(),
  processors: z
    .array(
      z.object({
        name: text,
        service: z.enum(processorServices),
        country,
        retentionDays: z.number().int().min(1).optional(),
      }),
    )
    .min(1),
  transfers: z.array(
    z.object({
      country,
      basis: z.strictObject({
        gdpr: z.enum(transferBases.gdpr).optional(),
        "uk-gdpr": z.enum(transferBases["uk-gdpr"]).optional(),
        lgpd: z.enum(transferBases.lgpd).optional(),
        "ley-25326": z.enum(transferBases["ley-25326"]).optional(),
      }),
    }),
  ),
  mailboxRetentionYears: z.number().int().min(1),
  minimumAge: z.number().int().min(13).max(21),
});

/** The places of `region` the firm serves: only those that lie in it, each once. */
const placesOf = <R extends ServiceRegion>(region: R) =>
  z
    .array(z.enum(jurisdictions.filter((place): place is PlaceIn<R> => jurisdictionRegion[place] === region)))
    .refine((given) => new Set(given).size === given.length, "lists a place twice")
    .optional();

const serviceArea = z.strictObject({ americas: placesOf("americas"), europe: placesOf("europe") });

/** What the notice states for the places the firm serves must be there, and only for them. */
function checkCoverage(config: SiteConfig, context: z.RefinementCtx) {
  const { privacy } = config;
  const covered = new Set(servedPlaces(config.serviceArea));
  for (const core of coreJurisdictions) {
    if (!covered.has(core)) {
      context.addIssue({
        code: "custom",
        path: ["serviceArea", jurisdictionRegion[core]],
        message: `must include "${core}": the notice's common text cites its law throughout`,
      });
    }
  }
  for (const place of representedJurisdictions) {
    const given = privacy.representatives[place] !== undefined;
    if (covered.has(place) !== given) {
      context.addIssue({
        code: "custom",
        path: ["privacy", "representatives", place],
        message: given
          ? `must be left out: "${place}" is not in serviceArea`
          : `required: "${place}" is covered (a representative, or { kind: "exempt" } under art. 27(2)(a))`,
      });
    }
  }
  if (covered.has("us-ca") && !privacy.tollFreePhone) {
    context.addIssue({
      code: "custom",
      path: ["privacy", "tollFreePhone"],
      message: "required: California is covered, and the CCPA asks for a toll-free number for requests",
    });
  }
  const hosts = privacy.processors.filter((processor) => processor.service === "hosting");
  if (hosts.length !== 1) {
    context.addIssue({
      code: "custom",
      path: ["privacy", "processors"],
      message: `must name exactly one processor with service "hosting" (found ${hosts.length})`,
    });
  }
  privacy.processors.forEach((processor, index) => {
    if (processor.service === "crm" && !processor.retentionDays) {
      context.addIssue({
        code: "custom",
        path: ["privacy", "processors", index, "retentionDays"],
        message: "required: the notice states how long the CRM keeps what it receives",
      });
    }
  });
  const destinations = new Set(privacy.processors.map((processor) => processor.country));
  privacy.processors.forEach((processor, index) => {
    if (!privacy.transfers.some((transfer) => transfer.country === processor.country)) {
      context.addIssue({
        code: "custom",
        path: ["privacy", "processors", index, "country"],
        message: `${processor.country} needs an entry in privacy.transfers with its basis`,
      });
    }
  });
  privacy.transfers.forEach((transfer, index) => {
    if (!destinations.has(transfer.country)) {
      context.addIssue({
        code: "custom",
        path: ["privacy", "transfers", index, "country"],
        message: `no processor is in ${transfer.country}: the notice would state a transfer that does not happen`,
      });
    }
    for (const law of transferLaws) {
      const inside = lawArea[law].countries.includes(transfer.country);
      if (!covered.has(transferLawJurisdiction[law])) {
        if (transfer.basis[law]) {
          context.addIssue({
            code: "custom",
            path: ["privacy", "transfers", index, "basis", law],
            message: `must be left out: "${transferLawJurisdiction[law]}" is not in serviceArea`,
          });
        }
        continue;
      }
      if (!inside && !transfer.basis[law]) {
        context.addIssue({
          code: "custom",
          path: ["privacy", "transfers", index, "basis", law],
          message: `required: ${transfer.country} is outside ${lawArea[law].name} (${transferBases[law].join(" or ")})`,
        });
      }
      if (inside && transfer.basis[law]) {
        context.addIssue({
          code: "custom",
          path: ["privacy", "transfers", index, "basis", law],
          message: `must be left out: ${transfer.country} is inside ${lawArea[law].name}`,
        });
      }
    }
  });
}

const siteSchema = z
  .object({
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
          country,
          phone,
          street: text.optional(),
          postalCode: text.optional(),
          timeZone: z.string().refine(isTimeZone, "must be an IANA time zone, such as America/New_York"),
          coordinates: z.object({
            latitude: z.number().min(-90).max(90),
            longitude: z.number().min(-180).max(180),
          }),
        }),
      )
      .min(1),
    serviceArea,
    social: z.object({ linkedin: z.url(), x: z.url() }),
    privacy: privacySchema,
  })
  .superRefine(checkCoverage) satisfies z.ZodType<SiteConfig>;

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
