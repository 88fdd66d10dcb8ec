/** The build's products the server renders with (`scripts/build/browser-code.ts`). */
declare module "virtual:page-script" {
  /** The page script's text, bundled from `app/browser/page-script.ts`. */
  const script: string;
  export default script;
}

declare module "virtual:island-urls" {
  /** Each island's URL (`app/islands/<name>.tsx` → `/islands/<name>-<hash>.js`). */
  const urls: Record<string, string>;
  export default urls;
}
