import { createContext, useContext } from "react";

/**
 * What the server writes into every page's `<head>`: the page script (`app/browser/`) and the site's
 * whole stylesheet, last; in development, Vite's client too (`devClient`), for the reload after an
 * edit. `entry.server.tsx` provides them: they are `*.server` modules, which React Router keeps out of
 * the route modules it also builds for the browser.
 */
interface ServerHead {
  script: string;
  stylesheet: string;
  devClient: boolean;
}

export const ServerHeadContext = createContext<ServerHead | null>(null);

export function ServerHeadScript() {
  const head = useContext(ServerHeadContext);
  if (!head) return null;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: head.script }} />
      {head.devClient ? <script type="module" src="/@vite/client" /> : null}
    </>
  );
}

/** The last element of the head. */
export function ServerHeadStylesheet() {
  const head = useContext(ServerHeadContext);
  return head ? <style dangerouslySetInnerHTML={{ __html: head.stylesheet }} /> : null;
}
