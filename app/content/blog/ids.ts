/**
 * The articles' ids, which are their URLs (`/blog/1`). A unit test checks that they match the
 * Markdown files in `posts/`; they are listed here so that the page set (`app/pages.ts`) can be read
 * without parsing Markdown: the build config and the route table import it at build time.
 */
export const articleIds = [1, 2, 3, 4, 5, 6] as const;
