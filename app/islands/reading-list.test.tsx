// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { savedArticlesKey } from "~/browser/contract";
import ReadingList, { type SavedArticle } from "./reading-list";

const article = (id: string, title: string): SavedArticle => ({
  id,
  href: `/pt/blog/${id}`,
  title,
  category: "Automação",
  readTime: "7 min de leitura",
  image: `/images/blog/${id}.svg`,
});
const articles = [
  article("1", "O futuro da IA"),
  article("3", "Automação sem demissões"),
  article("5", "Nuvem"),
];
const labels = {
  title: "Sua lista de leitura",
  intro: "Salvos neste navegador.",
  remove: "Remover “{title}”",
};

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(articles)))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const titles = () =>
  screen.getAllByRole("listitem").map((item) => within(item).getByRole("link").textContent);

describe("ReadingList", () => {
  it("renders nothing, and fetches nothing, with nothing saved", () => {
    const { container } = render(<ReadingList articlesUrl="/pt/blog/articles.json" labels={labels} />);
    expect(container.innerHTML).toBe("");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("lists the saved articles, the last saved first, with their links in the page's language", async () => {
    localStorage.setItem(savedArticlesKey, JSON.stringify(["1", "3"]));
    render(<ReadingList articlesUrl="/pt/blog/articles.json" labels={labels} />);
    expect(await screen.findByRole("heading", { name: "Sua lista de leitura" })).toBeTruthy();
    expect(titles()).toEqual(["Automação sem demissões", "O futuro da IA"]);
    expect(screen.getByRole("link", { name: "O futuro da IA" }).getAttribute("href")).toBe("/pt/blog/1");
    expect(fetch).toHaveBeenCalledWith("/pt/blog/articles.json", expect.anything());
  });

  it("removes an article, and follows what another tab saves", async () => {
    localStorage.setItem(savedArticlesKey, JSON.stringify(["1", "3"]));
    render(<ReadingList articlesUrl="/pt/blog/articles.json" labels={labels} />);
    (await screen.findByRole("button", { name: "Remover “O futuro da IA”" })).click();
    await vi.waitFor(() => expect(titles()).toEqual(["Automação sem demissões"]));
    expect(JSON.parse(localStorage.getItem(savedArticlesKey)!)).toEqual(["3"]);
    act(() => {
      localStorage.setItem(savedArticlesKey, JSON.stringify(["3", "5"]));
      dispatchEvent(new StorageEvent("storage", { key: savedArticlesKey }));
    });
    await vi.waitFor(() => expect(titles()).toEqual(["Nuvem", "Automação sem demissões"]));
  });
});
