import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { analyticsEnv } from "./analytics-env.server";
import { bookingEnv, refineBookingEnv } from "./booking-env.server";
import { deliveryEnv, refineDeliveryEnv } from "./delivery-env.server";
import { retention } from "./retention";

const siteUrlSetting = z
  .url({ protocol: /^https?$/ })
  .default("http://localhost:3000")
  .transform((url) => url.replace(/\/+$/, ""));

/**
 * The server's settings, from environment variables, read once. A bad value stops the server at
 * start-up with one line that names the setting (see `server/app.ts`).
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    SITE_URL: siteUrlSetting,
    DATA_DIR: z.string().min(1).default("./data"),
    /** PostgreSQL, for several instances; without it, SQLite under DATA_DIR. Empty counts as unset. */
    DATABASE_URL: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .url({
          protocol: /^postgres(ql)?$/,
          message: "expected postgres://user:password@host:5432/database",
        })
        .optional(),
    ),
    TRUST_PROXY: z
      .string()
      .default("false")
      .refine(isTrustProxy, "use false, a number of proxies (1), or loopback, addresses and subnets")
      .transform(trustProxySetting),
    /**
     * Lets a request from elsewhere than the machine itself read `/healthz`'s figures
     * (`Authorization: Bearer <token>`); unset: only the machine itself. Empty counts as unset.
     */
    HEALTHZ_TOKEN: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.string().min(24, "at least 24 characters (openssl rand -hex 24)").optional(),
    ),
    FORM_RATE_LIMIT: z.coerce.number().int().min(0).default(5),
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(2000),
    /** Contact messages older than this many days are deleted by the daily retention job. */
    RETENTION_DAYS: z.coerce.number().int().min(1).default(retention.contactMessagesDays),
    // Lead delivery (issue 11): mail, webhook and outbox timings.
    ...deliveryEnv,
    // Analytics (issue 28): counting, flush interval, retention, the weekly digest.
    ...analyticsEnv,
    // Booking (issue 51): the consultants' calendars over CalDAV.
    ...bookingEnv,
  })
  .superRefine(refineDeliveryEnv)
  .superRefine(refineBookingEnv);

export type Env = z.infer<typeof envSchema>;

const proxyNames = ["loopback", "linklocal", "uniquelocal"];

/** `10.0.0.0/8`, `::1`, `loopback`: what Express's `trust proxy` accepts in a list. */
function isProxyAddress(entry: string) {
  if (proxyNames.includes(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

function isTrustProxy(value: string) {
  return (
    ["true", "false"].includes(value) ||
    /^\d{1,2}$/.test(value) ||
    value.split(",").every((entry) => isProxyAddress(entry.trim()))
  );
}

/**
 * Which proxies may say who the client is (`X-Forwarded-For`, `-Proto`): none (`false`), the
 * nearest N (`1` for one proxy in front; `true` means 1), or the listed addresses and subnets. Never
 * every hop: a client would then choose its own address by sending the header itself.
 */
function trustProxySetting(value: string): false | number | string {
  if (value === "false" || value === "0") return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((entry) => entry.trim())
    .join(", ");
}

export class ConfigError extends Error {}

let publicOrigin: string | undefined;

/**
 * The public origin, for absolute links in pages, feed and sitemap, read when they are rendered: at
 * build time for the prerendered pages. Only `SITE_URL` is read, once: building the pages needs no
 * other setting (a mail setting the build does not use cannot fail it). The server checks them all
 * when it starts (`parseEnv`).
 */
export function siteUrl(): string {
  publicOrigin ??= parseSetting("SITE_URL", siteUrlSetting, process.env);
  return publicOrigin;
}

function parseSetting<T>(name: string, schema: z.ZodType<T>, source: Record<string, string | undefined>): T {
  const result = schema.safeParse(source[name]);
  if (!result.success) throw configError(name, source, result.error.issues[0]?.message);
  return result.data;
}

function configError(name: string, source: Record<string, string | undefined>, message?: string) {
  return new ConfigError(`Invalid setting ${name}=${JSON.stringify(source[name] ?? "")}: ${message}`);
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw configError(String(issue?.path[0] ?? "configuration"), source, issue?.message);
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}
