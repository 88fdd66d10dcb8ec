import { startPostgres } from "./postgres";

/**
 * Global setup of the `postgres` project of vitest.server.config.ts: one throw-away cluster for the
 * run; each test's data directory gets its own database in it (`tests/support/engine.ts`).
 */
export default async function setup() {
  const cluster = await startPostgres();
  process.env.TEST_POSTGRES_URL = cluster.adminUrl;
  return () => cluster.stop();
}
