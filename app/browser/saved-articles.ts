import { savedArticlesKey } from "./contract";
import { local, read, write } from "./storage";

/**
 * The saved articles: the ids of the articles a visitor saved, oldest first, kept in this browser
 * (`localStorage`), never sent anywhere. Share and Save (`share-and-save.ts`) add and remove; the
 * reading list island (`islands/reading-list.tsx`) shows and removes. Both follow changes made in
 * another tab (the `storage` event) and in this one (`changed`).
 */
const changed = "reading-list-changed";

/** An article id: the file stem of its Markdown (`1`, `remote-teams`). */
export type ArticleId = string;

/** The list as stored: the same text is the same list (a snapshot for React's `useSyncExternalStore`). */
export const storedSavedArticles = () => read(local, savedArticlesKey) ?? "";

/** The ids in the stored text; anything unreadable is an empty list. */
export function parseSavedArticles(stored: string): ArticleId[] {
  try {
    const list: unknown = JSON.parse(stored || "[]");
    // Saved by an earlier version as numbers: the same ids.
    return Array.isArray(list)
      ? list.filter((id) => typeof id === "string" || typeof id === "number").map(String)
      : [];
  } catch {
    return [];
  }
}

export const savedArticles = (): ArticleId[] => parseSavedArticles(storedSavedArticles());

export function isSaved(id: ArticleId) {
  return savedArticles().includes(id);
}

/** Saves or removes an article; resolves to whether it is saved now. */
export function setSaved(id: ArticleId, saved: boolean) {
  const list = savedArticles().filter((other) => other !== id);
  if (saved) list.push(id);
  write(local, savedArticlesKey, JSON.stringify(list));
  dispatchEvent(new Event(changed));
  return saved;
}

/** Calls `listener` when the list changes, here or in another tab; returns the unsubscribe. */
export function onSavedArticlesChange(listener: () => void) {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key === savedArticlesKey) listener();
  };
  addEventListener("storage", fromOtherTab);
  addEventListener(changed, listener);
  return () => {
    removeEventListener("storage", fromOtherTab);
    removeEventListener(changed, listener);
  };
}
