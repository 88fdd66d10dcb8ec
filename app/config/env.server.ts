import path from "node:path";
import { z } from "zod";
import { deliveryEnv, refineDeliveryEnv } from "~/delivery/config.server";

/**
 * The server's settings, from environment variables, read once. A bad value stops the server at
 * start-up with one line that names the setting (see `server/app.ts`).
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .default("http://localhost:3000")
      .transform((url) => url.replace(/\/+$/, "")),
    DATA_DIR: z.string().min(1).default("./data"),
    TRUST_PROXY: z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((value) => value === "true" || value === "1"),
    FORM_RATE_LIMIT: z.coerce.number().int().min(0).default(5),
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(2000),
    /** Contact messages older than this many days are deleted by the daily retention job. */
    RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
    // Lead delivery (issue 11): mail, webhook and outbox timings.
    ...deliveryEnv,
  })
  .superRefine(refineDeliveryEnv);

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** The public origin, for absolute links in pages, feed and sitemap (read when they are rendered). */
export function siteUrl(): string {
  return parseEnv(process.env).SITE_URL;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? "configuration");
    throw new ConfigError(`Invalid setting ${name}=${JSON.stringify(source[name] ?? "")}: ${issue?.message}`);
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}
