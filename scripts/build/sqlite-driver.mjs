/**
 * Makes sure the SQLite driver (better-sqlite3, a native module) is compiled for this Node (`npm run
 * sqlite`; the unit and server tests' `pre` scripts run it too). After a plain `npm ci`, which
 * compiles the driver, it only loads it (about 0.1 s).
 *
 * CI installs with `npm ci --ignore-scripts` (.ci/run): compiling SQLite takes over a minute on one
 * core, and the type check, lint, format check, knip and the build need no database, so `npm test`
 * compiles it in its first stage, beside them, instead of before them (docs/decisions/013).
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

function driverLoads() {
  try {
    const Database = require("better-sqlite3");
    new Database(":memory:").close();
    return true;
  } catch {
    return false;
  }
}

if (!driverLoads()) {
  console.log("Compiling the SQLite driver (better-sqlite3) for this Node…");
  const rebuilt = spawnSync("npm", ["rebuild", "better-sqlite3"], { stdio: "inherit" });
  if (rebuilt.status !== 0 || !driverLoads()) {
    console.error(
      "The SQLite driver could not be built: see npm's output above (a C++ compiler and Python are needed).",
    );
    process.exit(1);
  }
}
