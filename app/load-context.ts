import type { FormError } from "./forms/definitions";
import type { FormRuntime } from "./forms/runtime.server";

/** What the production server passes to every loader and action (see `server/app.ts`). */
declare module "react-router" {
  interface AppLoadContext {
    /** The visitor's address, from `X-Forwarded-For` only when `TRUST_PROXY` is on. */
    clientAddress?: string;
    forms?: FormRuntime;
    /** Set when the server's guards refused the post (see `server/form-guards.ts`). */
    formRefusal?: { status: number; error: FormError; bodyReadable: boolean };
  }
}

export {};
