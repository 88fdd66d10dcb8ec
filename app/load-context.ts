import type { FormError } from "./forms/definitions";
import type { Runtime } from "./runtime/runtime.server";

/** What the production server passes to every loader and action (see `server/app.ts`). */
declare module "react-router" {
  interface AppLoadContext {
    /**
     * The visitor's network, as limits count it: the IPv4 address, or the IPv6 /64
     * (`server/client-network.ts`); from `X-Forwarded-For` only when `TRUST_PROXY` is on.
     */
    clientNetwork?: string;
    /**
     * The request may read the server's figures (`/healthz`): from the machine itself, or with
     * `HEALTHZ_TOKEN` (`server/app.ts`).
     */
    operator?: boolean;
    /** The server's services (`runtime/runtime.server.ts`); `react-router dev` opens its own. */
    runtime?: Runtime;
    /** The entry source of the day of the visitor who posts a form (`server/analytics.ts`), if known. */
    visitSource?: string;
    /** Set when the server's guards refused the post (see `server/request-guards.ts`). */
    formRefusal?: { status: number; error: FormError; bodyReadable: boolean };
  }
}

export {};
