import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { site } from "../app/config/site";
import { splitLangPath } from "../app/i18n/paths";
import { socialCard } from "../app/lib/seo";

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

const colors = { navy: "#0e1f3d", navyLight: "#9aaecd", accent: "#0d6b61", accentLight: "#5fdcc6" };

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
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

function card(title: string, section: string | undefined, host: string): Node {
  const size = title.length <= 40 ? 72 : title.length <= 70 ? 60 : 50;
  return box(
    {
      width: "100%",
      height: "100%",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "64px 72px",
      backgroundColor: colors.navy,
      backgroundImage: `linear-gradient(135deg, ${colors.navy} 60%, #13315f 100%)`,
      color: "white",
      fontFamily: "Inter",
    },
    [
      box({ alignItems: "center", gap: 20 }, [
        box(
          {
            width: 64,
            height: 64,
            borderRadius: 14,
            backgroundColor: colors.accent,
            alignItems: "center",
            justifyContent: "center",
            fontSize: 36,
            fontWeight: 700,
          },
          site.shortName.charAt(0),
        ),
        box({ fontSize: 34, fontWeight: 700 }, site.name),
      ]),
      box({ flexDirection: "column", gap: 20 }, [
        ...(section
          ? [box({ fontSize: 28, fontWeight: 700, color: colors.accentLight, letterSpacing: 1 }, section)]
          : []),
        box({ fontSize: size, fontWeight: 700, lineHeight: 1.15, maxWidth: 1040 }, title),
      ]),
      box({ alignItems: "center", justifyContent: "space-between", fontSize: 26, color: colors.navyLight }, [
        box({}, host),
        box({ width: 160, height: 8, borderRadius: 4, backgroundColor: colors.accentLight }),
      ]),
    ],
  );
}

/** Renders every page's card into `clientDir`; returns how many were written. */
export async function writeSocialCards(
  pages: CardPage[],
  clientDir: string,
  origin: string,
): Promise<number> {
  const fonts = [
    { name: "Inter", data: font(400), weight: 400 as const, style: "normal" as const },
    { name: "Inter", data: font(700), weight: 700 as const, style: "normal" as const },
  ];
  const host = new URL(origin).host;
  for (const page of pages) {
    const { lang, path: pagePath } = splitLangPath(page.path);
    const { title, section } = cardText(page.html);
    const svg = await satori(card(title, section, host) as Parameters<typeof satori>[0], {
      width: socialCard.width,
      height: socialCard.height,
      fonts,
    });
    const png = new Resvg(svg, { fitTo: { mode: "width", value: socialCard.width } }).render().asPng();
    const file = path.join(clientDir, socialCard.path(lang, pagePath));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, png);
  }
  return pages.length;
}
