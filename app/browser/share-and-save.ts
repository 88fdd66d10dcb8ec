import { articleActions } from "./contract";
import { whenParsed } from "./dom";
import { isSaved, onSavedArticlesChange, setSaved } from "./saved-articles";

/**
 * An article's Share (the system share sheet where the browser has one, else the link copied) and
 * Save (the saved articles, `saved-articles.ts`), with what happened said in the actions' live region.
 */
export function enableShareAndSave() {
  const containers = () => [...document.querySelectorAll<HTMLElement>(`[${articleActions.root}]`)];
  const say = (actions: HTMLElement, notice: string) => {
    const status = actions.querySelector("[role=status]");
    if (status) status.textContent = actions.getAttribute(notice);
  };
  const idOf = (actions: HTMLElement) => actions.getAttribute(articleActions.root) ?? "";
  const showSaved = (actions: HTMLElement) =>
    actions
      .querySelector(`[${articleActions.save}]`)
      ?.setAttribute("aria-pressed", String(isSaved(idOf(actions))));

  const toggleSaved = (actions: HTMLElement) => {
    const saved = setSaved(idOf(actions), !isSaved(idOf(actions)));
    say(actions, saved ? articleActions.notices.saved : articleActions.notices.removed);
  };
  const share = async (actions: HTMLElement) => {
    const url = location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title: actions.getAttribute(articleActions.title) ?? document.title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      say(actions, articleActions.notices.copied);
    } catch {
      say(actions, articleActions.notices.shareFailed);
    }
  };

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const actions = target?.closest<HTMLElement>(`[${articleActions.root}]`);
    if (!actions) return;
    if (target?.closest(`[${articleActions.share}]`)) void share(actions);
    if (target?.closest(`[${articleActions.save}]`)) toggleSaved(actions);
  });
  onSavedArticlesChange(() => containers().forEach(showSaved));
  whenParsed(() => containers().forEach(showSaved));
}
