import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: [{ find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) }],
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    // Tests of the built server run after the build: `npm run test:server` (vitest.server.config.ts).
    exclude: [...configDefaults.exclude, "server/**/*.server.test.ts"],
    environment: "node",
  },
});
