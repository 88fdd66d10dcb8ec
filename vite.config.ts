import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { browserCode } from "./scripts/build/browser-code";
import { images } from "./scripts/build/images";
import { dayOf, publicationNow } from "./app/content/blog/publication";

// The server build carries the packages only it uses, so that a start reads one file instead of
// some 500 small modules one by one (Kysely alone is about 280; a start's CPU, 770 -> 470 ms with
// the articles parsed on first use). React, React Router and the native drivers stay in
// node_modules: the request handler and the pages must share one router, and Node loads an addon
// from its own folder. `npm run dev` loads them from node_modules, where they run as published
// (some are CommonJS, which Vite's development server does not run). docs/decisions/013 has the figures.
const bundledOnServer = [
  "kysely",
  "yaml",
  "zod",
  "nodemailer",
  "marked",
  "entities",
  "standardwebhooks",
  "lucide-react",
];

export default defineConfig(({ command }) => ({
  // The `~/` alias is declared once, in tsconfig.json. The browser's code (the page script, the
  // islands) is bundled apart from React Router's, which no page loads (`browserCode`); the articles'
  // photos and the people's portraits are made into sized images (`images`).
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), browserCode(), images()],
  ssr: command === "build" ? { noExternal: bundledOnServer } : {},
  // The day the build publishes by: an article dated later waits for the build of its day.
  define:
    command === "build" ? { "import.meta.env.PUBLICATION_DAY": JSON.stringify(dayOf(publicationNow())) } : {},
}));
