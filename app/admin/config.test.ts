import { describe, expect, it } from "vitest";
import { cmsConfig, signInNotice } from "./config";
import { cmsSettings } from "./settings";

const backendOf = (env: Record<string, string>) =>
  cmsConfig(cmsSettings(env)).backend as Record<string, unknown>;

describe("the admin page's sign-in", () => {
  it("without CMS_AUTH_URL, offers GitHub's token sign-in only, through no relay, and says how to set it up", () => {
    const backend = backendOf({});
    expect(backend.auth_methods).toEqual(["token"]);
    expect(backend).not.toHaveProperty("base_url");
    expect(signInNotice(cmsSettings({}))).toMatch(/CMS_AUTH_URL/);
  });

  it("with CMS_AUTH_URL, signs in through the firm's helper only", () => {
    const settings = { CMS_AUTH_URL: "https://auth.innova.test" };
    const backend = backendOf(settings);
    expect(backend.base_url).toBe("https://auth.innova.test");
    expect(backend).not.toHaveProperty("auth_methods");
    expect(signInNotice(cmsSettings(settings))).toBeUndefined();
  });

  it("signs in to GitLab and Gitea/Forgejo from the browser (PKCE), at the forge itself", () => {
    const settings = { CMS_BACKEND: "gitea", CMS_FORGE_URL: "https://git.example.com", CMS_APP_ID: "id" };
    expect(backendOf(settings)).toMatchObject({ auth_type: "pkce", base_url: "https://git.example.com" });
    expect(signInNotice(cmsSettings(settings))).toBeUndefined();
  });
});

describe("the page copy collections", () => {
  const collections = cmsConfig(cmsSettings({})).collections as unknown as {
    name: string;
    files?: { file: string; i18n: boolean; fields: Record<string, unknown>[] }[];
  }[];
  const page = (name: string) => collections.find((one) => one.name === name)!.files![0]!;
  const at = (fields: Record<string, unknown>[], name: string) => fields.find((one) => one.name === name)!;

  it("edit each page's file per language, every field translated", () => {
    expect(page("home").file).toBe("app/content/home/{{locale}}.yml");
    expect(page("service-ai-solutions").file).toBe("app/content/service-details/ai-solutions/{{locale}}.yml");
    for (const name of ["home", "services", "service-strategy-growth"])
      expect(page(name).fields.every((field) => field.i18n === true)).toBe(true);
  });

  it("take the schema's shape: its limits, lists of fixed length, the sections' layouts", () => {
    const hero = at(page("home").fields, "hero") as { fields: Record<string, unknown>[] };
    expect(at(hero.fields, "title")).toMatchObject({ widget: "string", maxlength: 110, i18n: true });
    expect(at(hero.fields, "subtitle")).toMatchObject({ widget: "text", maxlength: 230 });
    const impact = at(page("home").fields, "impact") as { fields: Record<string, unknown>[] };
    expect(at(impact.fields, "stats")).toMatchObject({ widget: "list", min: 4, max: 4 });
    const sections = at(page("service-ai-solutions").fields, "sections") as { types: { name: string }[] };
    expect(sections).toMatchObject({ widget: "list", typeKey: "kind" });
    expect(sections.types.map((type) => type.name)).toEqual([
      "cards",
      "checklist",
      "tags",
      "metrics",
      "phases",
    ]);
  });
});

describe("what the editor is stopped from saving", () => {
  const config = cmsConfig(
    cmsSettings({}),
    { articles: [{ date: "2024-12-20" }, { date: "2023-05-02" }] },
    new Date("2027-03-10T12:00:00Z"),
  );
  const collection = (name: string) =>
    config.collections!.find((one) => "name" in one && one.name === name) as {
      delete: boolean;
      fields: Record<string, unknown>[];
    };
  const field = (collectionName: string, name: string) =>
    collection(collectionName).fields.find((one) => one.name === name)!;

  it("lets articles, issues and people be deleted, and each language of an article or an issue be a draft", () => {
    for (const name of ["articles", "newsletter", "people"]) expect(collection(name).delete).toBe(true);
    for (const name of ["articles", "newsletter"])
      expect(field(name, "draft")).toMatchObject({ widget: "boolean", i18n: true, default: false });
    expect(field("people", "draft")).toMatchObject({ widget: "boolean", default: false });
  });

  it("questions a date more than a year ahead, or before the blog's first article", () => {
    expect(field("articles", "date")).toMatchObject({ min: "2023-05-02", max: "2028-03-10" });
  });

  it("bounds the excerpt and the search engines' description, and names uploads safely, 15 MB at most", () => {
    expect(field("articles", "excerpt")).toMatchObject({ minlength: 50, maxlength: 300 });
    expect(field("articles", "coverAlt")).toMatchObject({ i18n: true, maxlength: 200 });
    expect(field("articles", "coverAlt")).toMatchObject({ i18n: true, maxlength: 200 });
    expect(field("articles", "description")).toMatchObject({
      required: false,
      minlength: 50,
      maxlength: 160,
    });
    expect(config.media_libraries).toMatchObject({
      default: { config: { slugify_filename: true, max_file_size: 15 * 1024 * 1024 } },
    });
    expect(config.slug).toMatchObject({ encoding: "ascii", clean_accents: true });
  });
});
