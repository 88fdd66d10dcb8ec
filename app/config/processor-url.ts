import type { Processor, ProcessorService } from "./site";

const loopbackHosts = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * What is wrong with sending visitors' data to `url`, or nothing: over TLS (plain HTTP only to this
 * machine: a local relay, a test), and, off this machine, only to a company the privacy notice names,
 * since it then holds that data for the firm (a processor of `service` in `site.ts`). `what` names it
 * in the start-up error ("the CRM", "the calendar server").
 */
export function processorUrlProblem(
  url: string,
  processors: readonly Processor[],
  service: ProcessorService,
  what: string,
): string | undefined {
  // Not a URL at all: its own check says so.
  if (!URL.canParse(url)) return undefined;
  const { protocol, hostname } = new URL(url);
  if (loopbackHosts.test(hostname)) return undefined;
  if (protocol !== "https:")
    return `visitors' data goes over https: only a server on this machine may use http://`;
  if (!processors.some((processor) => processor.service === service)) {
    return `${what} holds visitors' data: name it in app/config/site.ts's privacy.processors (service "${service}", its country), so that the privacy notice lists it`;
  }
  return undefined;
}
