/**
 * Whether a set of changed files is only what editors write, which the content-only publish may put
 * live after the content's own checks (`docs/publishing.md`): the articles, people, newsletter issues
 * and page copy as data files (`app/content/**` in Markdown, YAML or JSON) and the images they use
 * (`public/images/**`). Code anywhere, the content's TypeScript included (its schemas, its loaders,
 * page copy still typed as code), waits for the whole suite. Nothing changed (the day's rebuild that
 * publishes the articles scheduled for it) is the live code built again: content only too.
 */
const editorFile = /^(?:app\/content\/.+\.(?:md|ya?ml|json)|public\/images\/.+)$/;

export interface Decision {
  contentOnly: boolean;
  /** One line for the job's log: why. */
  reason: string;
}

export function decide(changed: readonly string[]): Decision {
  if (changed.length === 0)
    return { contentOnly: true, reason: "nothing changed since the live release: built again for the day" };
  const code = changed.filter((file) => !editorFile.test(file));
  if (code.length === 0)
    return { contentOnly: true, reason: `${changed.length} content file(s) changed, no code` };
  const named = code.slice(0, 5).join(", ") + (code.length > 5 ? `, and ${code.length - 5} more` : "");
  return { contentOnly: false, reason: `not content: ${named}` };
}
