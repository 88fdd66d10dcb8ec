import type { FormRuntime } from "./forms/runtime.server";

/** What the production server passes to every loader and action (see `server/app.ts`). */
declare module "react-router" {
  interface AppLoadContext {
    /** The visitor's address, from `X-Forwarded-For` only when `TRUST_PROXY` is on. */
    clientAddress?: string;
    forms?: FormRuntime;
  }
}

export {};
