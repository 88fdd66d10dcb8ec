import { createElement, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { island } from "./contract";

/**
 * The browser half of an island, which the page script never carries: each island's built module
 * (`scripts/build/browser-code.ts` makes one per `app/islands/<name>.tsx`) is this call with the
 * island's component. It hydrates the container the server drew (`components/island.tsx`) with the
 * props the server rendered it with.
 *
 * What a visitor typed, chose or checked in the island before its code arrived is kept
 * (`../shared/DECISIONS.md` §6): React hydrates with the state the server rendered (a field's first
 * value), and leaves the field showing what the visitor typed while its state says otherwise. So
 * the fields a visitor changed are read before hydrating, and once React has hydrated, each change
 * is made again as the visitor's own input, which the component's `onChange` receives: its state
 * and what it shows from it agree with the fields.
 */
export function hydrateIsland<Props extends object>(container: HTMLElement, Component: ComponentType<Props>) {
  const props = JSON.parse(container.getAttribute(island.props) ?? "{}") as Props;
  const changes = visitorChanges(container);
  hydrateRoot(container, createElement(ReplayChanges, { changes }, createElement(Component, props)));
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Change =
  | { field: HTMLInputElement; checked: boolean }
  | { field: HTMLSelectElement; selected: boolean[] }
  | { field: HTMLInputElement | HTMLTextAreaElement; value: string };

const notTyped = new Set(["hidden", "submit", "button", "reset", "image", "file"]);

/** The fields whose state is not the one the server rendered (its `default*`): the visitor's doing. */
function visitorChanges(container: HTMLElement): Change[] {
  const changes: Change[] = [];
  for (const field of container.querySelectorAll<Field>("input, textarea, select")) {
    if (field instanceof HTMLSelectElement) {
      const selected = [...field.options].map((option) => option.selected);
      const initially = serverSelected(field);
      if (selected.some((chosen, index) => chosen !== initially[index])) changes.push({ field, selected });
    } else if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      // A radio the visitor left is not replayed: choosing the other one leaves it.
      if (field.checked !== field.defaultChecked && (field.type === "checkbox" || field.checked))
        changes.push({ field, checked: field.checked });
    } else if (!(field instanceof HTMLInputElement && notTyped.has(field.type))) {
      if (field.value !== field.defaultValue) changes.push({ field, value: field.value });
    }
  }
  return changes;
}

/**
 * The options a list shows selected as the server drew it: those marked `selected` (one list: the
 * last marked, else its first option that can be chosen).
 */
function serverSelected(select: HTMLSelectElement): boolean[] {
  const options = [...select.options];
  const marked = options.map((option) => option.hasAttribute("selected"));
  if (select.multiple) return marked;
  const last = marked.lastIndexOf(true);
  const first = select.size > 1 ? -1 : options.findIndex((option) => !option.disabled);
  return options.map((_, index) => index === (last >= 0 ? last : first));
}

/**
 * Makes each change again as a visitor's input: a click on a box or a radio, the value and an
 * `input` event for a text, a `change` for a list. React tells a visitor's input from a script's by
 * the value it last saw (its own property on the field): the field is first set as the script it is
 * (React sees the state it rendered), then given the visitor's value through the element's own
 * setter, as typing does, unseen by React until the event.
 */
function replay(changes: readonly Change[]) {
  for (const change of changes) {
    if (!change.field.isConnected) continue;
    if ("checked" in change) {
      change.field.checked = !change.checked;
      change.field.click();
    } else if ("selected" in change) {
      const options = [...change.field.options];
      options.forEach((option, index) => (option.selected = change.selected[index]!));
      change.field.dispatchEvent(new Event("change", { bubbles: true }));
    } else {
      const { field, value } = change;
      field.value = field.defaultValue;
      const typing = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")!;
      typing.set!.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
}

/** Renders the island, and replays the visitor's changes once it has hydrated (its effects run). */
function ReplayChanges({ changes, children }: { changes: readonly Change[]; children?: ReactNode }) {
  useEffect(() => replay(changes), [changes]);
  return children;
}
