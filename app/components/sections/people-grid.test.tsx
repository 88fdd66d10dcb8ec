// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { portraitOf } from "~/content/people/portraits";
import type { PersonSummary } from "~/content/people/schema";
import { PeopleGrid } from "./people-grid";

afterEach(cleanup);

const partner = (id: string, name: string, initials: string, portrait?: string): PersonSummary => ({
  id,
  name,
  initials,
  role: "Partner",
  bio: "Leads the practice.",
  // The upload, as the build offers it: its squares.
  ...(portrait ? { portrait: portraitOf(portrait, true) } : {}),
});

/** The photographs the grid shows, each with the width it is drawn for. */
const photographs = (container: HTMLElement) =>
  [...container.querySelectorAll("img")].map((img) => [img.getAttribute("src"), img.getAttribute("width")]);
/** What the browser chooses among, for each photograph: the files and how wide it is drawn. */
const choices = (container: HTMLElement) =>
  [...container.querySelectorAll("img")].map((img) => [
    img.getAttribute("srcset"),
    img.getAttribute("sizes"),
  ]);

describe("the leadership grid", () => {
  it("shows every partner's photograph as wide as the column once each has one", () => {
    const { container } = render(
      <PeopleGrid
        people={[
          partner("elena", "Elena Márquez", "EM", "/images/people/elena.jpg"),
          partner("thomas", "Thomas Brennan", "TB", "/images/people/thomas.png"),
        ]}
      />,
    );
    expect(photographs(container)).toEqual([
      ["/images/people/elena-320.webp", "320"],
      ["/images/people/thomas-320.webp", "320"],
    ]);
    // Twice as large for a screen of twice the density: a phone's 6 rem, the column's 20 rem.
    expect(choices(container)[0]).toEqual([
      "/images/people/elena-320.webp 320w, /images/people/elena-640.webp 640w",
      "(min-width: 40rem) 20rem, 6rem",
    ]);
  });

  it("until then, a small mark for everyone: the photographs there are and the others' initials", () => {
    const { container } = render(
      <PeopleGrid
        people={[
          partner("elena", "Elena Márquez", "EM", "/images/people/elena.jpg"),
          partner("thomas", "Thomas Brennan", "TB"),
        ]}
      />,
    );
    expect(photographs(container)).toEqual([["/images/people/elena-320.webp", "56"]]);
    expect(choices(container)[0]![1]).toBe("56px");
    expect(screen.getByText("TB")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Thomas Brennan" })).toBeTruthy();
  });
});
