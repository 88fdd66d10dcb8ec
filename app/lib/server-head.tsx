import { createContext, useContext } from "react";

/**
 * What the server writes into every page's `<head>`: the page script (`page-script.ts`) and the
 * site's whole stylesheet, last. `entry.server.tsx` provides them: they are `*.server` modules, which
 * React Router keeps out of the route modules it also builds for the browser.
 */
interface ServerHead {
  script: string;
  stylesheet: string;
}

export const ServerHeadContext = createContext<ServerHead | null>(null);

export function ServerHeadScript() {
  const head = useContext(ServerHeadContext);
  return head ? <script dangerouslySetInnerHTML={{ __html: head.script }} /> : null;
}

/** The last element of the head. */
export function ServerHeadStylesheet() {
  const head = useContext(ServerHeadContext);
  return head ? <style dangerouslySetInnerHTML={{ __html: head.stylesheet }} /> : null;
}
