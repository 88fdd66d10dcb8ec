import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The `~/` alias is declared once, in tsconfig.json.
  plugins: [tsconfigPaths()],
  test: {
    // Unit tests sit beside the code. What needs a build (tests/server, tests/build) runs after
    // the build: `npm run test:server` (vitest.server.config.ts).
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // No unit test measures time: a limit only stops one that hangs. `npm test` runs them beside the
    // type check, lint, knip and the build, where a test that renders every email at its largest may
    // take several seconds.
    testTimeout: 60_000,
  },
});
