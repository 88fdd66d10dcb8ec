import type { Plugin } from "vite";
import { makeCovers } from "./covers";
import { makePortraits } from "./portraits";

/**
 * The Vite plugin that makes the editors' photos into the page's sizes once the client build has
 * copied `public/`: the articles' covers (`covers.ts`) and the people's portraits (`portraits.ts`).
 */
export function images(): Plugin {
  return {
    name: "innova:images",
    async writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      await makeCovers(process.cwd(), options.dir);
      await makePortraits(process.cwd(), options.dir);
    },
  };
}
