import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's default client entry, with one change: hydration starts in a task of its own, after
 * the one that evaluated the modules. Both are long on a slow phone; run back to back they would be
 * one task blocking input twice as long (see "Lighthouse" in the README).
 */
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
