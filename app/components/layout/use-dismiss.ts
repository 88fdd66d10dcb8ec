import { useEffect, type RefObject } from "react";

/** While `open`, Escape closes the menu and gives focus back to the control that opened it. */
export function useDismissOnEscape(open: boolean, close: () => void, trigger: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      close();
      trigger.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close, trigger]);
}
