import { hydrateRoot } from "react-dom/client";
import { island } from "~/browser/contract";
import { ReadingList, type ReadingListProps } from "~/components/blog/reading-list";

/** The reading list island (`components/blog/reading-list.tsx`), on the blog page. */
export function mount(container: HTMLElement) {
  const props = JSON.parse(container.getAttribute(island.props) ?? "{}") as ReadingListProps;
  hydrateRoot(container, <ReadingList {...props} />);
}
