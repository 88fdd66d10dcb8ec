import { z } from "zod";

/**
 * Where `/admin` reads and writes the content: the firm's Git forge, set when the site is built
 * (`CMS_*` variables, README's configuration). The editor signs in with the forge; the site keeps no
 * account. These values are public (they are in the admin page's script): no secret belongs here.
 */
const forges = ["github", "gitlab", "gitea"] as const;

const schema = z.object({
  /** GitHub, GitLab (gitlab.com or the firm's), or Gitea/Forgejo (the firm's own). */
  CMS_BACKEND: z.enum(forges).default("github"),
  /** The repository, `owner/name`. */
  CMS_REPO: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, "expected owner/name")
    .default("innova-consulting/website"),
  CMS_BRANCH: z.string().min(1).default("main"),
  /** The forge's address: required for Gitea/Forgejo, a self-hosted GitLab's own. */
  CMS_FORGE_URL: z.string().transform(httpsOrigin).optional(),
  /** GitLab and Gitea/Forgejo: the OAuth application's client id (sign-in with PKCE, no server). */
  CMS_APP_ID: z.string().min(1).optional(),
  /** GitHub: the OAuth helper that holds the app's secret (Sveltia's `sveltia-cms-auth`, deployed by the firm). */
  CMS_AUTH_URL: z.url({ protocol: /^https$/ }).optional(),
});

/**
 * An `https://` origin and nothing else: the editor's sign-in code, token and content travel to it
 * (never in clear text), it becomes the admin page's `connect-src` (never a wildcard), and it is
 * written into the public admin script (never a user name or password).
 */
function httpsOrigin(value: string, context: z.RefinementCtx) {
  const refuse = (message: string) => {
    context.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (value.includes("*")) return refuse("a wildcard is not an address; expected https://host");
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse("not a URL; expected https://host");
  }
  if (url.protocol !== "https:")
    return refuse("expected https://host (sign-in must not travel in clear text)");
  if (url.username || url.password)
    return refuse("credentials in the address would be published in /admin's script; expected https://host");
  if (url.pathname !== "/" || url.search || url.hash || value.includes("?") || value.includes("#"))
    return refuse("a path is not an origin; expected https://host[:port]");
  return url.origin;
}

export type CmsSettings = z.infer<typeof schema>;

/** The settings from the build's environment; throws, naming the variable, on a bad one. */
export function cmsSettings(env: Record<string, string | undefined>): CmsSettings {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key.startsWith("CMS_") && value),
  );
  const result = schema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${String(issue.path[0])}: ${issue.message}`);
  }
  const settings = result.data;
  if (settings.CMS_BACKEND === "gitea" && !settings.CMS_FORGE_URL)
    throw new Error("CMS_FORGE_URL: required with CMS_BACKEND=gitea (the forge's address)");
  if (settings.CMS_BACKEND !== "github" && !settings.CMS_APP_ID)
    throw new Error(
      `CMS_APP_ID: required with CMS_BACKEND=${settings.CMS_BACKEND} (the OAuth application's id)`,
    );
  return settings;
}

/**
 * The forge's web origin, its API's, and where Sveltia reads whether the forge is up (it tells the
 * editor of an outage): GitHub's and gitlab.com's status pages.
 */
export function forgeOrigins(settings: CmsSettings) {
  if (settings.CMS_BACKEND === "github")
    return {
      web: "https://github.com",
      api: "https://api.github.com",
      status: ["https://www.githubstatus.com"],
    };
  const web = new URL(settings.CMS_FORGE_URL ?? "https://gitlab.com").origin;
  const status = web === "https://gitlab.com" ? ["https://status-api.hostedstatus.com"] : [];
  return { web, api: web, status };
}

/**
 * The admin page's Content-Security-Policy: scripts and styles from the site (Sveltia sets styles on
 * its elements: `'unsafe-inline'` for styles only, never for scripts, no `'unsafe-eval'`), the forge's
 * API for the content and its status, its avatars, and blobs for images the editor uploads and
 * previews (the preview is a frame made from a blob).
 */
export function adminPolicy(settings: CmsSettings) {
  const { web, api, status } = forgeOrigins(settings);
  const avatars =
    settings.CMS_BACKEND === "github"
      ? "https://avatars.githubusercontent.com"
      : `${web} https://secure.gravatar.com`;
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob: data: ${avatars}`,
    "font-src 'self'",
    `connect-src ${["'self'", "blob:", "data:", ...new Set([api, web, ...status])].join(" ")}`,
    "media-src 'self' blob:",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    // The preview's frame names the site as its base.
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
