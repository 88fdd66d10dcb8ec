import { Bookmark, BookmarkCheck, Share2 } from "lucide-react";
import { useTranslation } from "~/i18n/translation";
import { articleActions } from "~/browser/contract";

/**
 * "Share" (the system share sheet, else the link copied) and "Save" (the reading list in this browser,
 * shown on the blog page). The page script does both (`browser/share-and-save.ts`), from the first
 * paint: an article ships no other script. Its messages are here, in the page's language. Where no script runs at all, the buttons
 * keep their place but are not shown (`data-page-script` on `<html>`), so that no visitor presses a
 * button that does nothing.
 */
export function ArticleActions({ id, title }: { id: string; title: string }) {
  const { t, href } = useTranslation();
  const button =
    "inline-flex min-h-11 items-center gap-2 rounded-lg border border-navy-400 px-4 text-sm font-semibold text-navy-800 hover:border-navy-600 hover:bg-navy-50";
  return (
    <div
      {...{
        [articleActions.root]: id,
        [articleActions.title]: title,
        [articleActions.notices.copied]: t.blog.linkCopied,
        [articleActions.notices.shareFailed]: t.blog.shareFailed,
        [articleActions.notices.saved]: t.blog.savedNotice,
        [articleActions.notices.removed]: t.blog.removedNotice,
      }}
      className="group/actions invisible flex flex-wrap items-center gap-3 in-data-page-script:visible"
    >
      <button type="button" {...{ [articleActions.share]: "" }} className={button}>
        <Share2 aria-hidden="true" className="size-4" />
        {t.blog.share}
      </button>
      <button
        type="button"
        {...{ [articleActions.save]: "" }}
        aria-pressed="false"
        className={`group/save ${button} aria-pressed:border-accent-600 aria-pressed:bg-accent-50`}
      >
        <Bookmark aria-hidden="true" className="size-4 group-aria-pressed/save:hidden" />
        <BookmarkCheck aria-hidden="true" className="hidden size-4 group-aria-pressed/save:block" />
        <span className="group-aria-pressed/save:hidden">{t.blog.save}</span>
        <span className="hidden group-aria-pressed/save:inline">{t.blog.saved}</span>
      </button>
      {/* Where the saved articles are: shown once this one is saved. */}
      <a
        href={`${href("/blog")}#reading-list`}
        className="hidden min-h-11 items-center text-sm font-semibold text-accent-700 underline-offset-4 group-has-[[aria-pressed=true]]/actions:inline-flex hover:underline"
      >
        {t.blog.readingList.link}
      </a>
      <p role="status" className="text-sm text-navy-600" />
    </div>
  );
}
