// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { homeContent } from "~/content/home";
import { servicesContent } from "~/content/services";
import { Stats } from "./stats";
import { Steps } from "./steps";

afterEach(cleanup);

describe("page sections", () => {
  it("Stats pairs each figure with its label, as a description list reads them, then states their basis", () => {
    const { stats: items, basis } = homeContent.pt.impact;
    render(<Stats items={items} basis={basis} />);
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    const values = screen.getAllByRole("definition").map((value) => value.textContent);
    expect(terms).toEqual(items.map((item) => item.label));
    expect(values).toEqual(["500+", "50+", "150+", "15+"]);
    expect(screen.getByText(basis)).toBeTruthy();
  });

  it("Steps numbers each step in order, with its duration where it has one", () => {
    const steps = [
      { title: "Discover", duration: "2-3 weeks", text: "Interviews and data." },
      { title: "Design" },
    ];
    render(<Steps items={steps} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Discover",
      "Design",
    ]);
    expect(items[0]!.textContent).toContain("1");
    expect(items[0]!.textContent).toContain("2-3 weeks");
    expect(items[1]!.textContent).toBe("2Design");
  });

  it("Steps shows the services page's four phases in the page's language", () => {
    const { steps } = servicesContent.es.process;
    render(<Steps items={steps} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(
      steps.map((step) => step.title),
    );
    expect(steps).toHaveLength(4);
  });
});
