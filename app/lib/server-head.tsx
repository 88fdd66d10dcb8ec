import { createContext, useContext } from "react";

/**
 * What the server writes into every page's `<head>` and the browser bundle never carries: the page
 * script (`page-script.ts`), first, and the site's whole stylesheet, last. `entry.server.tsx`
 * provides them; in the browser there is no provider, and React's hydration passes over head
 * elements that it does not render.
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

export function ServerHeadStylesheet() {
  const head = useContext(ServerHeadContext);
  return head ? <style dangerouslySetInnerHTML={{ __html: head.stylesheet }} /> : null;
}
