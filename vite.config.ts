import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { browserCode } from "./scripts/build/browser-code";
import { images } from "./scripts/build/images";

export default defineConfig({
  // The `~/` alias is declared once, in tsconfig.json. The browser's code (the page script, the
  // islands) is bundled apart from React Router's, which no page loads (`browserCode`); the articles'
  // photos and the people's portraits are made into sized images (`images`).
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), browserCode(), images()],
  // Kysely ships as some 280 small modules that Node would read one by one at every start (about
  // 90 ms of CPU); bundled into the server build it is one file. The other packages stay in
  // node_modules, as React Router expects (one React, one router for the server and the pages).
  ssr: { noExternal: ["kysely"] },
});
