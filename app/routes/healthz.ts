import { formRuntime } from "~/forms/runtime.server";
import type { Route } from "./+types/healthz";

/**
 * For load balancers and uptime checks: the server is up and answering. `outbox` is the lead
 * delivery backlog: alert when `oldestPendingSeconds` grows (mail or webhook stuck) or `failed` > 0.
 */
export function loader({ context }: Route.LoaderArgs) {
  const outbox = formRuntime(context).delivery.outbox.backlog(new Date());
  return Response.json({ status: "ok", outbox }, { headers: { "Cache-Control": "no-store" } });
}
