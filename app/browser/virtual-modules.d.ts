/** The build's products the server renders with (`scripts/build/browser-code.ts`). */
declare module "virtual:page-script" {
  /** The page script's text, bundled from `app/browser/page-script.ts`. */
  const script: string;
  export default script;
}

declare module "virtual:island-urls" {
  import type { ComponentType } from "react";
  /**
   * Each island (`app/islands/<name>.tsx`): its component (what `<Island of>` is matched by), its
   * name and the URL of its built module (`/islands/<name>-<hash>.js`).
   */
  const islands: readonly { component: ComponentType<never>; name: string; source: string }[];
  export default islands;
}

declare module "virtual:islands-when-needed" {
  import type { WhenNeeded } from "~/browser/islands";
  /** Each island's `needed` and `onChange`, by name, for the page script (`islands.ts`). */
  const islands: Readonly<Record<string, WhenNeeded>>;
  export default islands;
}
