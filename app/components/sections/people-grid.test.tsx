// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PersonSummary } from "~/content/people/schema";
import { PeopleGrid } from "./people-grid";

afterEach(cleanup);

const partner = (id: string, name: string, initials: string, portrait?: string): PersonSummary => ({
  id,
  name,
  initials,
  role: "Partner",
  bio: "Leads the practice.",
  ...(portrait ? { portrait } : {}),
});

/** The photographs the grid shows, each with the width it is drawn for. */
const photographs = (container: HTMLElement) =>
  [...container.querySelectorAll("img")].map((img) => [img.getAttribute("src"), img.getAttribute("width")]);

describe("the leadership grid", () => {
  it("shows every partner's photograph as wide as the column once each has one", () => {
    const { container } = render(
      <PeopleGrid
        people={[
          partner("elena", "Elena Márquez", "EM", "/images/people/elena-320.webp"),
          partner("thomas", "Thomas Brennan", "TB", "/images/people/thomas-320.webp"),
        ]}
      />,
    );
    expect(photographs(container)).toEqual([
      ["/images/people/elena-320.webp", "320"],
      ["/images/people/thomas-320.webp", "320"],
    ]);
  });

  it("until then, a small mark for everyone: the photographs there are and the others' initials", () => {
    const { container } = render(
      <PeopleGrid
        people={[
          partner("elena", "Elena Márquez", "EM", "/images/people/elena-320.webp"),
          partner("thomas", "Thomas Brennan", "TB"),
        ]}
      />,
    );
    expect(photographs(container)).toEqual([["/images/people/elena-320.webp", "56"]]);
    expect(screen.getByText("TB")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Thomas Brennan" })).toBeTruthy();
  });
});
