// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { caseStudiesContent } from "~/content/case-studies";
import { homeContent } from "~/content/home";
import { serviceDetailContent } from "~/content/service-details";
import { servicesContent } from "~/content/services";
import { ChangeFigure } from "./change-figure";
import { Stats } from "./stats";
import { Steps } from "./steps";

afterEach(cleanup);

describe("page sections", () => {
  it("Stats pairs each figure with its label, the figure read first, then states their basis", () => {
    const { stats: items, basis } = homeContent.pt.impact;
    const { container } = render(<Stats items={items} basis={basis} />);
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    const labels = screen.getAllByRole("definition").map((label) => label.textContent);
    expect(terms).toEqual(["500+", "50+", "150+", "15+"]);
    expect(labels).toEqual(items.map((item) => item.label));
    // As a screen reader and a copy read it: "500+ Projetos bem-sucedidos", not the label first.
    expect(container.querySelector("dl div")!.textContent).toBe(`500+${items[0]!.label}`);
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

  it("ChangeFigure names what it measures, reads as text, and lights each row's dots to its figure's scale", () => {
    const { change } = caseStudiesContent.fr.stories[0]!;
    render(<ChangeFigure change={change} />);
    const figure = screen.getByRole("figure", { name: change.title });
    const points = within(figure).getAllByRole("listitem");
    expect(points.map((point) => point.textContent)).toEqual([
      `${change.before.label}${change.before.value}`,
      `${change.after.label}${change.after.value}`,
    ]);
    // The larger figure lights its whole row of 24 dots; the other to scale ($14M, then $9.8M: 70%,
    // 16.8 dots, drawn as 17).
    const lit = points.map((point) => point.querySelectorAll("circle:not(.fill-navy-100)").length);
    const all = points.map((point) => point.querySelectorAll("circle").length);
    expect(all).toEqual([24, 24]);
    expect(lit).toEqual([24, 17]);
    expect(figure.querySelector("svg")!.getAttribute("aria-hidden")).toBe("true");
  });

  it("every story's change is drawn from two positive figures written the same in every language", () => {
    const stories = [
      ...Object.values(caseStudiesContent).flatMap((content) => content.stories),
      ...Object.values(serviceDetailContent).flatMap((page) =>
        Object.values(page).map((one) => one.story.story),
      ),
    ];
    expect(stories).toHaveLength(28);
    for (const { change } of stories) {
      expect(change.before.amount).toBeGreaterThan(0);
      expect(change.after.amount).toBeGreaterThan(0);
      expect(change.before.amount).not.toBe(change.after.amount);
      for (const point of [change.before, change.after]) expect(point.value).toMatch(/\d/);
    }
  });
});
