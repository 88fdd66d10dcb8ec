import type { ComponentType } from "react";
import islandUrls from "virtual:island-urls";
import { island } from "~/browser/contract";

/**
 * A React island: `component` rendered with `props` by the server like the rest of the page, inside
 * a container that names it, where the browser renders it again with the same props once its code
 * has arrived (`browser/islands.ts`, after the first paint and only when needed;
 * `islands/<name>.tsx` mounts it). The props travel as JSON: data and words, never functions.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
  id,
}: {
  name: string;
  component: ComponentType<Props>;
  props: Props;
  /** The container's id, for a link to it. */
  id?: string;
}) {
  const source = islandUrls[name];
  if (!source) throw new Error(`No island named ${name} in app/islands/`);
  return (
    <div id={id} {...{ [island.name]: name, [island.source]: source, [island.props]: JSON.stringify(props) }}>
      <Component {...props} />
    </div>
  );
}
