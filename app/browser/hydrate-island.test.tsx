// @vitest-environment happy-dom
import { useEffect, useRef, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateIsland } from "./hydrate-island";

/**
 * An island with every kind of field, as the booking's slot picker will have (a time chosen among
 * radios, a text typed) and a calculator (a number): what it says is worked out from its state.
 */
function Estimate({ rate }: { rate: number }) {
  const [days, setDays] = useState("5");
  const [slot, setSlot] = useState("morning");
  const [urgent, setUrgent] = useState(false);
  const [office, setOffice] = useState("orlando");
  const [note, setNote] = useState("");
  // Marked once its effects have run: hydrated, and the effects of what wraps it run in the same
  // pass, after its own (the island's replay of the visitor's changes).
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.setAttribute("data-hydrated", ""), []);
  const total = Number(days) * rate * (urgent ? 2 : 1);
  return (
    <form ref={form}>
      <label>
        Days <input type="number" value={days} onChange={(event) => setDays(event.target.value)} />
      </label>
      {["morning", "afternoon"].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="slot"
            value={value}
            checked={slot === value}
            onChange={() => setSlot(value)}
          />
          {value}
        </label>
      ))}
      <label>
        <input type="checkbox" checked={urgent} onChange={(event) => setUrgent(event.target.checked)} />
        Urgent
      </label>
      <select value={office} onChange={(event) => setOffice(event.target.value)}>
        <option value="orlando">Orlando</option>
        <option value="vancouver">Vancouver</option>
      </select>
      <textarea value={note} onChange={(event) => setNote(event.target.value)} />
      <output>{`${total} for ${slot} in ${office}${note ? `: ${note}` : ""}`}</output>
    </form>
  );
}

/** The island's container as the server drew it, in a page. */
function serverDrawn(props: { rate: number }) {
  document.body.innerHTML = `<div data-island="estimate" data-island-props='${JSON.stringify(props)}'>${renderToString(<Estimate {...props} />)}</div>`;
  return document.querySelector<HTMLElement>("[data-island]")!;
}

const field = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
const said = () => field("output").textContent;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("an island hydrated after the visitor used it", () => {
  it("keeps what was typed, chosen and ticked before its code arrived, and works it out", async () => {
    const container = serverDrawn({ rate: 48 });
    expect(said()).toBe("240 for morning in orlando");
    // The visitor, before the island's code arrives: the fields change, nothing is worked out.
    field<HTMLInputElement>("input[type=number]").value = "10";
    field<HTMLInputElement>("input[value=afternoon]").checked = true;
    field<HTMLInputElement>("input[type=checkbox]").checked = true;
    field<HTMLSelectElement>("select").value = "vancouver";
    field<HTMLTextAreaElement>("textarea").value = "Board meeting first";

    hydrateIsland(container, Estimate);

    await vi.waitFor(() => expect(said()).toBe("960 for afternoon in vancouver: Board meeting first"));
    expect(field<HTMLInputElement>("input[type=number]").value).toBe("10");
    expect(field<HTMLInputElement>("input[value=afternoon]").checked).toBe(true);
    expect(field<HTMLInputElement>("input[value=morning]").checked).toBe(false);
    expect(field<HTMLInputElement>("input[type=checkbox]").checked).toBe(true);
    expect(field<HTMLSelectElement>("select").value).toBe("vancouver");
    expect(field<HTMLTextAreaElement>("textarea").value).toBe("Board meeting first");

    // And it is React's from then on: the next keystroke is worked out from the kept state.
    const days = field<HTMLInputElement>("input[type=number]");
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(days, "3");
    days.dispatchEvent(new Event("input", { bubbles: true }));
    await vi.waitFor(() => expect(said()).toBe("288 for afternoon in vancouver: Board meeting first"));
  });

  it("hydrates with the server's props, and changes nothing the visitor left alone", async () => {
    const container = serverDrawn({ rate: 50 });
    const changes = vi.fn();
    container.addEventListener("input", changes);
    container.addEventListener("change", changes);
    container.addEventListener("click", changes);

    hydrateIsland(container, Estimate);

    await vi.waitFor(() => expect(field("form").hasAttribute("data-hydrated")).toBe(true));
    expect(changes).not.toHaveBeenCalled();
    expect(said()).toBe("250 for morning in orlando");
    // Hydrated: React answers the visitor's first tick.
    field<HTMLInputElement>("input[type=checkbox]").click();
    await vi.waitFor(() => expect(said()).toBe("500 for morning in orlando"));
  });
});
