import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { site } from "../../app/config/site";
import { splitLangPath } from "../../app/i18n/paths";
import { wordmark } from "../../app/config/wordmark";
import { homeContent } from "../../app/content/home";
import { socialCard } from "../../app/lib/seo";
import { organizationCard } from "../../app/lib/structured-data";
import { buildCache } from "./build-cache";

/**
 * The share image of every page in every language: 1200x630, the page's own title in its language,
 * the section it belongs to, and the brand, set in the site's font (Inter, from @fontsource). Written
 * to `build/client` at the path `socialCard()` gives the page's `og:image`.
 */
interface CardPage {
  path: string;
  html: string;
}

const require = createRequire(import.meta.url);
/** The site's font, Inter, as WOFF (satori reads WOFF, not WOFF2). */
const fontFiles = {
  400: require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"),
  700: require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"),
};
const font = (weight: 400 | 700) => fs.readFileSync(fontFiles[weight]);

const colors = { navy: "#0e1f3d", navyLight: "#9aaecd", accentLight: "#5fdcc6" };

type Node = {
  type: string;
  props: { style?: Record<string, unknown>; children?: unknown; [attribute: string]: unknown };
};
const box = (style: Record<string, unknown>, children?: unknown): Node => ({
  type: "div",
  props: { style: { display: "flex", ...style }, children },
});

/** The page's title (without the firm's name) and the section its breadcrumbs put it in. */
function cardText(html: string): { title: string; section?: string } {
  const decode = (text: string) =>
    text
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">");
  const fullTitle = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? site.name);
  const title = fullTitle.replace(new RegExp(` \\| ${site.name}$`), "");
  let section: string | undefined;
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(json!) as { breadcrumb?: { itemListElement: { name: string }[] } };
    const steps = data.breadcrumb?.itemListElement;
    if (steps && steps.length > 2) section = steps[1]!.name;
  }
  return { title, section };
}

/** The wordmark (`app/config/wordmark.ts`) as an image: white letters and the teal square, on navy. */
function wordmarkImage(height: number): Node {
  const { width, height: viewHeight, letters, stop } = wordmark;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${viewHeight}"><path fill="#fff" d="${letters}"/><rect x="${stop.x}" y="${stop.y}" width="${stop.size}" height="${stop.size}" fill="${colors.accentLight}"/></svg>`;
  return {
    type: "img",
    props: {
      src: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
      width: Math.round((height * width) / viewHeight),
      height,
      style: {},
    },
  };
}

/** A title, its lines balanced so that no word is left alone on the last one. */
function titleNode(title: string, size: number): Node {
  return box(
    {
      fontSize: size,
      fontWeight: 700,
      lineHeight: 1.12,
      letterSpacing: "-0.02em",
      maxWidth: 1000,
      textWrap: "balance",
    },
    title,
  );
}

function card(title: string, section: string | undefined, footer: string): Node {
  const size = title.length <= 40 ? 76 : title.length <= 70 ? 64 : 54;
  return box(
    {
      width: "100%",
      height: "100%",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 80px 64px",
      backgroundColor: colors.navy,
      backgroundImage: `linear-gradient(135deg, ${colors.navy} 55%, #123a5c 100%)`,
      color: "white",
      fontFamily: "Inter",
    },
    [
      box({ alignItems: "center", justifyContent: "space-between" }, [
        wordmarkImage(44),
        ...(section
          ? [box({ fontSize: 26, fontWeight: 700, color: colors.accentLight, letterSpacing: 0.5 }, section)]
          : []),
      ]),
      titleNode(title, size),
      box({ alignItems: "center", gap: 24, fontSize: 26, color: colors.navyLight }, [
        box({ width: 48, height: 4, backgroundColor: colors.accentLight }),
        box({}, footer),
      ]),
    ],
  );
}

/** Cards already drawn, by all that draws them: the fonts, satori's and resvg's versions, the tree. */
const drawn = buildCache("social-cards");
const renderer = [
  font(400),
  font(700),
  ...["satori", "@resvg/resvg-js"].map(
    (name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`,
  ),
];

async function render(node: Node, file: string) {
  const png = await drawn([...renderer, JSON.stringify(node)], async () => {
    const fonts = [
      { name: "Inter", data: font(400), weight: 400 as const, style: "normal" as const },
      { name: "Inter", data: font(700), weight: 700 as const, style: "normal" as const },
    ];
    const svg = await satori(node as Parameters<typeof satori>[0], {
      width: socialCard.width,
      height: socialCard.height,
      fonts,
    });
    return new Resvg(svg, { fitTo: { mode: "width", value: socialCard.width } }).render().asPng();
  });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, png);
}

/**
 * Renders every page's card into `clientDir`, and the firm's own (`organizationCard.path`, in its
 * structured data): the home page's headline and the offices. Returns how many were written.
 */
export async function writeSocialCards(
  pages: CardPage[],
  clientDir: string,
  origin: string,
): Promise<number> {
  const host = new URL(origin).host;
  for (const page of pages) {
    const { lang, path: pagePath } = splitLangPath(page.path);
    const { title, section } = cardText(page.html);
    await render(card(title, section, host), path.join(clientDir, socialCard.path(lang, pagePath)));
  }
  const { hero } = homeContent.en;
  const offices = site.offices.map((office) => office.city).join(" · ");
  await render(card(hero.title, undefined, offices), path.join(clientDir, organizationCard.path));
  return pages.length + 1;
}
