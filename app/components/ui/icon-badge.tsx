import type { IconName } from "~/content/icon-names";
import { Icon } from "./icon";

const sizes = {
  md: "size-12 rounded-xl [&_svg]:size-6",
  sm: "size-10 rounded-lg [&_svg]:size-5",
} as const;

/** An icon on a soft accent tile, as cards and lists show it. */
export function IconBadge({ name, size = "md" }: { name: IconName; size?: keyof typeof sizes }) {
  return (
    <span className={`grid shrink-0 place-items-center bg-accent-50 text-accent-700 ${sizes[size]}`}>
      <Icon name={name} />
    </span>
  );
}
