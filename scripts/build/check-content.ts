import { checkContent, ContentMistakes } from "./content";

/**
 * `npm run build`'s first step: the content editors write, checked before anything is built; a
 * line for each mistake, naming the file and the field (all of them, not the first only), and exit
 * 1.
 */
try {
  const content = await checkContent();
  console.log(
    `content: ${content.articles.length} articles and ${content.issues.length} newsletter issue(s) checked.`,
  );
} catch (error) {
  const lines = error instanceof ContentMistakes ? error.lines : [(error as Error).message];
  for (const line of lines) console.error(`content: ${line}`);
  process.exit(1);
}
