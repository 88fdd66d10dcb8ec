import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { browserCode } from "./scripts/build/browser-code";
import { covers } from "./scripts/build/covers";
import { portraits } from "./scripts/build/portraits";

export default defineConfig({
  // The `~/` alias is declared once, in tsconfig.json. The browser's code (the page script, the
  // islands) is bundled apart from React Router's, which no page loads (`browserCode`); the articles'
  // photos and the people's portraits are made into sized images (`covers`, `portraits`).
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), browserCode(), covers(), portraits()],
});
