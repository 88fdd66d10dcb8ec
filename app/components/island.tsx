import type { ComponentType } from "react";
import islands from "virtual:island-urls";
import { island } from "~/browser/contract";
import type { WhenNeeded } from "~/browser/islands";

/**
 * What an island's module (`app/islands/<name>.tsx`) exports: the component it renders, as its
 * default export, and when a visitor needs it (`needed`, `onChange`; left out, once the page has
 * painted). The build finds every module of `app/islands/` and makes the rest: its browser module,
 * which hydrates the container (`browser/hydrate-island.ts`), and the page script's table of when.
 */
export interface IslandModule<Props extends object> extends WhenNeeded {
  default: ComponentType<Props>;
}

/**
 * A React island, named by its module, imported whole (`<Island of={readingList}>`, `routes/blog.tsx`):
 * its component rendered with `props` by the server like the rest of the page, inside a container
 * that names it, where the browser renders it again with the same props once its code has arrived
 * (`browser/islands.ts`, after the first paint and only when needed). The props are the component's,
 * checked by the compiler, and travel as JSON: data and words, never functions.
 */
export function Island<Props extends object>({
  of,
  props,
  id,
}: {
  of: IslandModule<Props>;
  props: NoInfer<Props>;
  /** The container's id, for a link to it. */
  id?: string;
}) {
  const Component = of.default;
  const built = islands.find((entry) => entry.component === Component);
  if (!built)
    throw new Error("<Island of>: not a module of app/islands/ (a page imports one whole: `import * as`)");
  return (
    <div
      id={id}
      {...{ [island.name]: built.name, [island.source]: built.source, [island.props]: JSON.stringify(props) }}
    >
      <Component {...props} />
    </div>
  );
}
