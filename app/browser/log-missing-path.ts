import { notFoundAttribute } from "./contract";
import { whenParsed } from "./dom";

/** A not-found page logs the missing path to the console (the spec's 404 behaviour). */
export function logNotFound() {
  whenParsed(() => {
    if (document.querySelector(`[${notFoundAttribute}]`))
      console.error(`404: no page at ${location.pathname}`);
  });
}
