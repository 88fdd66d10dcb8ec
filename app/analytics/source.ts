/**
 * Where a visitor came from, read from their first request of the day (their entry): the campaign
 * tags (`utm_source`, `utm_medium`, `utm_campaign`) when the link had them, else the host of an
 * external `Referer` (search engines and social networks by name), else `direct`. Only these three
 * words are kept; the rest of the query string and of the referring address never is. What a visitor
 * can type is kept only as a plain tag (`tag`) or a host name, never as text a report would show
 * verbatim: a campaign tag that is a sentence, a URL or a formula is dropped.
 */
export interface Source {
  source: string;
  medium: string | null;
  campaign: string | null;
}

export const direct: Source = { source: "direct", medium: null, campaign: null };

/** Host suffix → the name a report shows, and its medium. */
const knownHosts: [RegExp, string, string][] = [
  [/(^|\.)google\.[a-z.]+$/, "google", "organic"],
  [/(^|\.)bing\.com$/, "bing", "organic"],
  [/(^|\.)duckduckgo\.com$/, "duckduckgo", "organic"],
  [/(^|\.)search\.yahoo\.com$|(^|\.)yahoo\.com$/, "yahoo", "organic"],
  [/(^|\.)yandex\.[a-z.]+$/, "yandex", "organic"],
  [/(^|\.)baidu\.com$/, "baidu", "organic"],
  [/(^|\.)ecosia\.org$/, "ecosia", "organic"],
  [/(^|\.)qwant\.com$/, "qwant", "organic"],
  [/(^|\.)search\.brave\.com$/, "brave", "organic"],
  [/(^|\.)startpage\.com$/, "startpage", "organic"],
  [/(^|\.)linkedin\.com$|^lnkd\.in$/, "linkedin", "social"],
  [/(^|\.)facebook\.com$|^fb\.me$/, "facebook", "social"],
  [/(^|\.)instagram\.com$/, "instagram", "social"],
  [/^t\.co$|(^|\.)twitter\.com$|(^|\.)x\.com$/, "x", "social"],
  [/(^|\.)youtube\.com$/, "youtube", "social"],
  [/(^|\.)reddit\.com$/, "reddit", "social"],
  [/(^|\.)chatgpt\.com$|(^|\.)openai\.com$/, "chatgpt", "referral"],
];

/**
 * A campaign tag as kept: lower case letters, digits, `.`, `_` and `-`, 1 to 50 of them
 * (`newsletter`, `2026-12`, `linkedin.com`). Anything else (spaces, a URL, a formula, control or
 * direction characters) is not a tag a campaign link would carry: it is dropped (none).
 */
function tag(value: string | null): string | null {
  const clean = value?.trim().toLowerCase() ?? "";
  return /^[a-z0-9._-]{1,50}$/.test(clean) ? clean : null;
}

/**
 * The source of an entry request. `search` is its query string; `referer` its `Referer` header;
 * `ownHosts` the site's own host names (a `Referer` from them is no source: the visitor was here).
 */
export function sourceOf(search: string, referer: string, ownHosts: string[]): Source {
  const query = new URLSearchParams(search);
  const utm = tag(query.get("utm_source"));
  if (utm)
    return { source: utm, medium: tag(query.get("utm_medium")), campaign: tag(query.get("utm_campaign")) };
  if (!referer) return direct;
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase();
  } catch {
    return direct;
  }
  if (!host || ownHosts.includes(host)) return direct;
  const known = knownHosts.find(([pattern]) => pattern.test(host));
  if (known) return { source: known[1], medium: known[2], campaign: null };
  // `URL` gives an ASCII host (an international name in its `xn--` form).
  return { source: host.replace(/^www\./, "").slice(0, 100), medium: "referral", campaign: null };
}

/** How a source is stored and grouped: one text key (`["linkedin","social",null]`). */
export const sourceKey = (source: Source) => JSON.stringify([source.source, source.medium, source.campaign]);

export function sourceFromKey(key: string | null): Source {
  if (!key) return { source: "unknown", medium: null, campaign: null };
  const [source, medium, campaign] = JSON.parse(key) as [string, string | null, string | null];
  return { source, medium, campaign };
}
