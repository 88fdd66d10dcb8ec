import { runtimeFor } from "~/runtime/runtime.server";
import type { Route } from "./+types/healthz";

/**
 * For load balancers and uptime checks: the server is up and its database answers (503 if not, so
 * a load balancer sends the forms elsewhere). That is all a visitor learns. The machine itself, or a
 * request with `HEALTHZ_TOKEN` (`context.operator`, docs/deploy.md), also reads the figures:
 * `outbox` is the lead delivery backlog: alert when `oldestPendingSeconds` grows (mail or webhook
 * stuck) or `failed` > 0. `visitorMail` is the email to addresses visitors typed in the last hour and
 * its cap: alert when `queued` reaches `perHour`. `calendars` lists the consultants whose CalDAV
 * calendar could not be read at the last try (they offer no times until it can): alert when not empty.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "no-store" };
  const runtime = await runtimeFor(context);
  try {
    const now = new Date();
    const outbox = await runtime.delivery.outbox.backlog(now);
    if (!context.operator) return Response.json({ status: "ok" }, { headers });
    const visitorMail = await runtime.delivery.visitorMailLastHour(now);
    const calendars = { unreadable: runtime.booking.unreadable() };
    return Response.json(
      { status: "ok", database: runtime.database.engine, outbox, visitorMail, calendars },
      { headers },
    );
  } catch (error) {
    console.error("Health check: the database does not answer:", error);
    return Response.json(
      context.operator ? { status: "error", database: runtime.database.engine } : { status: "error" },
      { status: 503, headers },
    );
  }
}
