import { Bookmark, BookmarkCheck, Share2 } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/translation";

const readingListKey = "reading-list";
const listeners = new Set<() => void>();

function readList(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(readingListKey) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === "number") : [];
  } catch {
    return [];
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** "Share" (the system share sheet, else the link copied) and "Save" (a reading list in this browser). */
export function ArticleActions({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation();
  const saved = useSyncExternalStore(
    subscribe,
    () => readList().includes(id),
    () => false,
  );
  const [notice, setNotice] = useState("");

  async function share() {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNotice(t.blog.linkCopied);
    } catch {
      setNotice(t.blog.shareFailed);
    }
  }

  function toggleSaved() {
    const list = readList().filter((other) => other !== id);
    if (!saved) list.push(id);
    localStorage.setItem(readingListKey, JSON.stringify(list));
    listeners.forEach((listener) => listener());
    setNotice(saved ? t.blog.removedNotice : t.blog.savedNotice);
  }

  const button =
    "inline-flex min-h-11 items-center gap-2 rounded-lg border border-navy-200 px-4 text-sm font-semibold text-navy-800 hover:bg-navy-50";
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={share} className={button}>
        <Share2 aria-hidden="true" className="size-4" />
        {t.blog.share}
      </button>
      <button
        type="button"
        onClick={toggleSaved}
        aria-pressed={saved}
        className={`${button} aria-pressed:border-accent-600 aria-pressed:bg-accent-50`}
      >
        {saved ? (
          <BookmarkCheck aria-hidden="true" className="size-4" />
        ) : (
          <Bookmark aria-hidden="true" className="size-4" />
        )}
        {saved ? t.blog.saved : t.blog.save}
      </button>
      <p role="status" className="text-sm text-navy-600">
        {notice}
      </p>
    </div>
  );
}
