// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { island } from "~/browser/contract";
import { hydrateIsland } from "~/browser/hydrate-island";
import { pickerLabels } from "~/booking/picker-labels";
import SlotPicker from "./slot-picker";
import { SlotChoice, SlotTimes } from "~/components/booking/slot-times";
import { formatTime } from "~/booking/display";

// Two days of times in January 2027: Brazil is at GMT−3 (no daylight saving), New York at GMT−5,
// Paris at GMT+1.
const offered = [
  { start: "2027-01-12T15:00:00Z", consultantName: "Sarah Chen", consultantZone: "America/New_York" },
  { start: "2027-01-12T17:30:00Z", consultantName: "Sarah Chen", consultantZone: "America/New_York" },
  { start: "2027-01-13T13:00:00Z", consultantName: "Marcus Oliveira", consultantZone: "America/Sao_Paulo" },
];
const office = "{name}: {time} em {city}";
/** The props the page gives the island for `zone`: its words there written by the server. */
const inZone = (zone: string) => ({
  ...pickerLabels(offered, zone, "pt", office, new Date("2027-01-10T12:00:00Z")),
  zone,
});
const props = {
  ...inZone("America/Sao_Paulo"),
  zoneChosen: false,
  lang: "pt" as const,
  list: "slot-times",
  invalid: false,
  now: "2027-01-10T12:00:00Z",
  labels: {
    intro: "Horários em {zone}.",
    yourTime: "Seu horário: {zone}",
    useMine: "Mostrar no seu horário: {zone}",
    days: "Dias com horários livres",
  },
};
type Props = Parameters<typeof SlotPicker>[0];

/**
 * The times as the server drew them in a form, as `routes/book-form.tsx` does: the island, then
 * the list of every day's times it replaces. What a visitor without a script uses.
 */
function serverDrawn(given: Partial<Props> & { chosen?: string; error?: string } = {}) {
  const { chosen, error, ...rest } = given;
  const all = { ...props, ...rest, invalid: error !== undefined };
  document.body.innerHTML = `<form>${renderToString(
    <SlotChoice
      legend="Escolha um horário"
      requiredLabel="obrigatório"
      error={error}
      empty={
        all.slots.length === 0
          ? {
              title: "Não há horários livres",
              text: "Escreva para nós.",
              link: "Escreva para nós",
              href: "/pt/contact",
            }
          : undefined
      }
      picker={
        <div {...{ [island.props]: JSON.stringify(all) }}>
          <SlotPicker {...all} />
        </div>
      }
      list={
        <SlotTimes
          id={all.list}
          slots={all.slots}
          dayNames={all.dayNames}
          zone={all.zone}
          chosen={chosen}
          invalid={all.invalid}
        />
      }
    />,
  )}</form>`;
  return document.querySelector<HTMLElement>(`[${island.props}]`)!;
}

/** The browser's own zone, as `Intl` reports it. */
function browserIn(zone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: zone };
  });
}

const radio = (start: string) => document.querySelector<HTMLInputElement>(`input[value="${start}"]`)!;
const label = (start: string) => radio(start).closest("label")!.textContent;
const posted = () => new FormData(document.querySelector("form")!);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("the slot picker as the server draws it", () => {
  it("is radios named slot, valued in UTC, grouped by day, labelled in the page's zone beside the office time", () => {
    serverDrawn();
    const days = [...document.querySelectorAll("fieldset fieldset legend")].map((day) => day.textContent);
    expect(days).toEqual(["terça-feira, 12 de janeiro", "quarta-feira, 13 de janeiro"]);
    expect([...document.querySelectorAll<HTMLInputElement>("input[type=radio]")].map((r) => r.name)).toEqual([
      "slot",
      "slot",
      "slot",
    ]);
    expect(label("2027-01-12T15:00:00Z")).toBe("12:00Sarah Chen: 10:00 em Nova York");
    expect(label("2027-01-13T13:00:00Z")).toBe("10:00Marcus Oliveira: 10:00 em São Paulo");
    expect(document.body.textContent).toContain("Horários em São Paulo (GMT−3).");
    expect(posted().get("tz")).toBe("America/Sao_Paulo");
    // No day strip, nothing hidden: every time is there to choose.
    expect(document.querySelector("[aria-pressed]")).toBeNull();
    expect(document.querySelector("fieldset[hidden]")).toBeNull();
  });

  it("writes the page's zone with the server's words, which hydrating finds again", () => {
    // As Node writes an English time ("9:00\u202fAM"); Chromium's Intl would write a plain space.
    serverDrawn({
      ...pickerLabels(offered, "America/New_York", "en", office, new Date()),
      zone: "America/New_York",
      lang: "en",
    });
    expect(label("2027-01-12T15:00:00Z")).toBe(
      `${formatTime("2027-01-12T15:00:00Z", "America/New_York", "en")}Sarah Chen: ${formatTime("2027-01-12T15:00:00Z", "America/New_York", "en")} em New York`,
    );
    const given = { ...props, slots: props.slots.map((slot) => ({ ...slot, time: `[${slot.time}]` })) };
    serverDrawn(given);
    expect(label("2027-01-12T15:00:00Z")).toBe("[12:00]Sarah Chen: 10:00 em Nova York");
  });

  it("with no time to offer, says so and where to write instead", () => {
    serverDrawn({ slots: [], dayNames: {} });
    expect(document.querySelector("[aria-pressed]")).toBeNull();
    expect(document.querySelector("input[type=radio]")).toBeNull();
    expect(document.body.textContent).toContain("Não há horários livres");
    expect(screen.getByRole("link", { name: "Escreva para nós" }).getAttribute("href")).toBe("/pt/contact");
  });

  it("ties the slot's error to the times", () => {
    serverDrawn({ error: "Escolha um dos horários mostrados." });
    const group = document.querySelector("fieldset")!;
    expect(document.getElementById(group.getAttribute("aria-describedby")!)!.textContent).toBe(
      "Escolha um dos horários mostrados.",
    );
    expect(radio("2027-01-12T15:00:00Z").getAttribute("aria-invalid")).toBe("true");
  });
});

const shownTimes = () =>
  [...document.querySelectorAll<HTMLInputElement>("input[type=radio]")].map((radio) => radio.value);

describe("the slot picker once hydrated", () => {
  it("shows one day's times in the browser's zone, names it, and keeps the values in UTC", async () => {
    browserIn("Europe/Paris");
    const container = serverDrawn();
    // The island as the server drew it holds no radio: hydrating it costs no time's markup.
    expect(container.querySelector("input[type=radio]")).toBeNull();
    await act(async () => hydrateIsland(container, SlotPicker));

    await vi.waitFor(() => expect(screen.getByText("Seu horário: Paris (GMT+1)")).toBeTruthy());
    expect(label("2027-01-12T15:00:00Z")).toBe("16:00Sarah Chen: 10:00 em Nova York");
    expect(posted().get("tz")).toBe("Europe/Paris");
    // A strip of days, the first pressed, its times alone there: the server's list has gone.
    const strip = screen.getByRole("group", { name: "Dias com horários livres" });
    const days = within(strip).getAllByRole("button");
    expect(days.map((day) => day.getAttribute("aria-pressed"))).toEqual(["true", "false"]);
    expect(shownTimes()).toEqual(["2027-01-12T15:00:00Z", "2027-01-12T17:30:00Z"]);
    expect(document.getElementById("slot-times")).toBeNull();
    fireEvent.click(days[1]!);
    expect(shownTimes()).toEqual(["2027-01-13T13:00:00Z"]);
    expect(label("2027-01-13T13:00:00Z")).toBe("14:00Marcus Oliveira: 10:00 em São Paulo");
    expect(document.querySelector("fieldset fieldset legend")!.textContent).toBe(
      "quarta-feira, 13 de janeiro",
    );
  });

  it("keeps a time chosen before it arrived, shows its day, and books it from another day", async () => {
    browserIn("America/Sao_Paulo");
    const container = serverDrawn();
    radio("2027-01-13T13:00:00Z").checked = true;
    await act(async () => hydrateIsland(container, SlotPicker));

    await vi.waitFor(() => expect(screen.getByText("Seu horário: São Paulo (GMT−3)")).toBeTruthy());
    expect(shownTimes()).toEqual(["2027-01-13T13:00:00Z"]);
    expect(radio("2027-01-13T13:00:00Z").checked).toBe(true);
    expect(posted().getAll("slot")).toEqual(["2027-01-13T13:00:00Z"]);
    // Looking at another day leaves the choice as it is.
    fireEvent.click(screen.getByRole("button", { name: /12/ }));
    expect(shownTimes()).toEqual(["2027-01-12T15:00:00Z", "2027-01-12T17:30:00Z"]);
    expect(posted().getAll("slot")).toEqual(["2027-01-13T13:00:00Z"]);
    fireEvent.click(radio("2027-01-12T17:30:00Z"));
    expect(posted().getAll("slot")).toEqual(["2027-01-12T17:30:00Z"]);
  });

  it("keeps the time the page was answered with, and its refusal", async () => {
    browserIn("America/Sao_Paulo");
    const container = serverDrawn({
      chosen: "2027-01-12T17:30:00Z",
      error: "Escolha um dos horários mostrados.",
    });
    await act(async () => hydrateIsland(container, SlotPicker));

    await vi.waitFor(() => expect(screen.getByText("Seu horário: São Paulo (GMT−3)")).toBeTruthy());
    expect(radio("2027-01-12T17:30:00Z").checked).toBe(true);
    expect(radio("2027-01-12T17:30:00Z").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Escolha um dos horários mostrados.")).toBeTruthy();
  });

  it("keeps a zone the visitor chose, and offers theirs", async () => {
    browserIn("Europe/Lisbon");
    const container = serverDrawn({ zoneChosen: true, ...inZone("America/New_York") });
    await act(async () => hydrateIsland(container, SlotPicker));

    const mine = await screen.findByRole("button", { name: "Mostrar no seu horário: Lisboa (GMT+0)" });
    expect(label("2027-01-12T15:00:00Z")).toBe("10:00Sarah Chen: 10:00 em Nova York");
    fireEvent.click(mine);
    expect(label("2027-01-12T15:00:00Z")).toBe("15:00Sarah Chen: 10:00 em Nova York");
    expect(posted().get("tz")).toBe("Europe/Lisbon");
  });
});
