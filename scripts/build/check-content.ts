import { checkContent } from "./content";

/**
 * `npm run build`'s first step: the content editors write, checked before anything is built; one
 * line naming the file and the field, and exit 1, on a mistake.
 */
try {
  const content = await checkContent();
  console.log(
    `content: ${content.articles.length} articles and ${content.issues.length} newsletter issue(s) checked.`,
  );
} catch (error) {
  console.error(`content: ${(error as Error).message}`);
  process.exit(1);
}
