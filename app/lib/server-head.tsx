import { createContext, useContext } from "react";

/**
 * What the server writes into every page's `<head>` and the browser bundle never carries: the page
 * script (`page-script.ts`) and the site's whole stylesheet, last. `entry.server.tsx` provides them;
 * in the browser there is no provider.
 */
interface ServerHead {
  script: string;
  stylesheet: string;
}

export const ServerHeadContext = createContext<ServerHead | null>(null);

/**
 * Rendered in the browser too, empty: hydration pairs the head's scripts in order, and without this
 * one React would take the page script for the first structured-data script. React keeps the
 * server's content of an element it hydrates (`suppressHydrationWarning` says it differs).
 */
export function ServerHeadScript() {
  const head = useContext(ServerHeadContext);
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: head?.script ?? "" }} />;
}

/** The last element of the head: hydration passes over what follows the elements React renders. */
export function ServerHeadStylesheet() {
  const head = useContext(ServerHeadContext);
  return head ? <style dangerouslySetInnerHTML={{ __html: head.stylesheet }} /> : null;
}
