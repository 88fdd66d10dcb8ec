import { z } from "zod";
import { processorUrlProblem } from "./processor-url";
import { site } from "./site";
import { languages } from "~/i18n/locales";

/**
 * The lead delivery settings (mail, webhook, outbox timings), merged into the server's environment
 * schema (`env.server.ts`): the configuration owns every environment variable.
 * An empty variable counts as unset, as `SMTP_URL=` in a `.env` file means "no mail".
 */
const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());

const whsec = /^whsec_[A-Za-z0-9+/]+={0,2}$/;

export const deliveryEnv = {
  SMTP_URL: optional(
    z.url({ protocol: /^smtps?$/, message: "expected smtp://user:pass@host:587 or smtps://…:465" }),
  ),
  MAIL_FROM: optional(
    z
      .string()
      .trim()
      .min(3)
      .regex(
        /^[^\r\n]*[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/,
        "expected Name <address@domain> or address@domain",
      ),
  ),
  LEADS_TO: z.preprocess(unsetIfEmpty, z.email().default(site.email)),
  /** The language of the firm's notification email. */
  LEADS_LANG: z.preprocess(unsetIfEmpty, z.enum(languages).default("en")),
  LEAD_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })),
  LEAD_WEBHOOK_SECRET: optional(
    z.string().regex(whsec, "expected a Standard Webhooks secret: whsec_ + base64"),
  ),
  /** The first retry's delay; each next one doubles, up to OUTBOX_RETRY_MAX_MS. */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).default(15_000),
  OUTBOX_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60 * 1000),
  /** After this long since it was queued, a delivery that still fails is `failed`. */
  OUTBOX_GIVE_UP_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(48 * 60 * 60 * 1000),
  /** How often the worker looks for due retries (new deliveries start at once). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(1000),
  /** How long a worker holds a claimed delivery: one held by a killed server is sent again after this. */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(100).default(60_000),
  /**
   * Newsletter emails started per minute, across instances (a small relay's limit; the firm's own
   * mail is never counted or delayed); 0: no limit.
   */
  NEWSLETTER_RATE: z.coerce.number().int().min(0).default(60),
  /**
   * Emails to addresses visitors typed (acknowledgements, confirmations) queued per hour, all
   * instances together; past it, none is queued and the log says so once an hour. 0: no cap.
   */
  VISITOR_MAIL_PER_HOUR: z.coerce.number().int().min(0).default(100),
  /**
   * The newsletter's issues and articles as the build wrote them (`build/newsletter.json`, which the
   * server finds by itself); another file for a test's issues.
   */
  NEWSLETTER_CONTENT: optional(z.string().min(1)),
};

interface DeliveryValues {
  SMTP_URL?: string;
  MAIL_FROM?: string;
  LEAD_WEBHOOK_URL?: string;
  LEAD_WEBHOOK_SECRET?: string;
}

/** The settings that go in pairs: the issue's path names the missing one in the start-up error. */
export function refineDeliveryEnv(env: DeliveryValues, context: z.RefinementCtx) {
  if (env.SMTP_URL && !env.MAIL_FROM) {
    context.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "required with SMTP_URL" });
  }
  if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
    context.addIssue({
      code: "custom",
      path: ["LEAD_WEBHOOK_SECRET"],
      message: "required with LEAD_WEBHOOK_URL",
    });
  }
  const crm = env.LEAD_WEBHOOK_URL
    ? processorUrlProblem(env.LEAD_WEBHOOK_URL, site.privacy.processors, "crm", "the CRM it reaches")
    : undefined;
  if (crm) context.addIssue({ code: "custom", path: ["LEAD_WEBHOOK_URL"], message: crm });
}
