import type { CmsConfig } from "@sveltia/cms";
import { articleIdPattern } from "~/content/blog/article-ids";
import { categoryIds } from "~/content/blog/categories";
import { weekdays, type Weekday } from "~/content/people/booking";
import { servicesContent } from "~/content/services";
import { dictionaries } from "~/content/dictionaries.server";
import { site } from "~/config/site";
import { defaultLang, languageNames, languages } from "~/i18n/locales";
import { pageCollections } from "./page-collections";
import { descriptionLength } from "~/content/blog/articles.server";
import { latestDate } from "~/content/blog/publication";
import { forgeOrigins, type CmsSettings } from "./settings";

/**
 * What `/admin` edits, and how: Sveltia CMS's configuration, written here (typed) rather than in
 * the YAML file Sveltia reads by default, from the site's own lists (languages, categories), so that
 * the editor and the build never disagree. It writes exactly the files a developer would:
 * - articles: `app/content/blog/posts/<id>.<lang>.md`, the English file with the shared facts;
 * - newsletter issues: `app/content/newsletter/<id>.<lang>.md`, the English file with `sendAt`;
 * - covers: `public/images/blog/`;
 * - people: `app/content/people/<id>.yaml` (one file, every language in it), portraits in
 *   `public/images/people/`.
 * The build checks all of it (`scripts/build/content.ts`): a mistake never reaches the site.
 */
const english = dictionaries.en;

const backendOf = (settings: CmsSettings): CmsConfig["backend"] => {
  const common = { repo: settings.CMS_REPO, branch: settings.CMS_BRANCH };
  // Without the firm's own helper, Sveltia would send GitHub's sign-in through Netlify's relay and
  // trust the token it posts back: a third party the firm did not choose. Token sign-in only, then.
  if (settings.CMS_BACKEND === "github")
    return {
      name: "github",
      ...common,
      ...(settings.CMS_AUTH_URL ? { base_url: settings.CMS_AUTH_URL } : { auth_methods: ["token"] }),
    };
  const { web } = forgeOrigins(settings);
  return {
    name: settings.CMS_BACKEND,
    ...common,
    auth_type: "pkce",
    app_id: settings.CMS_APP_ID,
    base_url: web,
    api_root: settings.CMS_BACKEND === "gitlab" ? `${web}/api/v4` : `${web}/api/v1`,
  } as CmsConfig["backend"];
};

/**
 * What `/admin` tells the editor when the build was given no sign-in for its forge (GitHub without
 * `CMS_AUTH_URL`): how to set it up. English, as the editor's own labels are.
 */
export function signInNotice(settings: CmsSettings): string | undefined {
  if (settings.CMS_BACKEND !== "github" || settings.CMS_AUTH_URL) return undefined;
  return (
    "Sign-in with GitHub is not set up for this site: a developer deploys the sign-in helper and builds " +
    "the site with CMS_AUTH_URL set to its address (docs/content-editing.md, “For developers: setting up the backend”). " +
    "Until then, sign in with a personal access token that can read and write the repository's contents."
  );
}

/** A text in each of the site's languages, as a person's file holds it (`content/people/schema.ts`). */
const inEveryLanguage = (name: string, label: string, widget: "string" | "text", hint: string) => ({
  name,
  label,
  hint,
  widget: "object",
  collapsed: false,
  fields: languages.map((lang) => ({ name: lang, label: languageNames[lang], widget })),
});

/** `draft:` in each language's file: the article or issue stays off the site while one is ticked. */
const draftField = (what: string) => ({
  name: "draft",
  label: "Draft",
  hint: `Ticked, this language is not ready: the ${what} stays off the site until no language is ticked. Untick it to publish; tick it again to unpublish.`,
  widget: "boolean",
  i18n: true,
  required: false,
  default: false,
});

/** The largest upload: a camera's photo, before the build makes it small. */
export const maxUploadBytes = 15 * 1024 * 1024;

/** What the editor may know of the site when `/admin` starts: the dates of the published articles. */
export interface Published {
  articles: readonly { date: string }[];
}

const weekdayLabels: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** `booking:` in a person's file (`content/people/booking.ts`): they take first calls booked on the site. */
const bookingField = {
  name: "booking",
  label: "Takes first calls",
  hint: "Visitors book a 30-minute call with them on the site. Their office's time zone reads their hours; the firm's holidays and notice apply.",
  widget: "object",
  required: false,
  collapsed: true,
  fields: [
    {
      name: "email",
      label: "Email for bookings",
      hint: "Their invitation to each call booked with them, and the notice of it, go to this address.",
      widget: "string",
      pattern: ["^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "An email address"],
    },
    {
      name: "video",
      label: "Meeting room link",
      hint: "Their personal video meeting link (Teams, Zoom, Meet…), https://: every invitation carries it.",
      widget: "string",
      pattern: ["^https://\\S+$", "An https:// link"],
    },
    {
      name: "languages",
      label: "Languages",
      hint: "They take calls in these: a visitor's page language picks among the people who do.",
      widget: "select",
      multiple: true,
      min: 1,
      options: languages.map((lang) => ({ value: lang, label: languageNames[lang] })),
    },
    {
      name: "services",
      label: "Services",
      hint: "The services they take first calls about.",
      widget: "select",
      multiple: true,
      min: 1,
      options: servicesContent.en.offerings.items.map(({ slug, title }) => ({ value: slug, label: title })),
    },
    {
      name: "hours",
      label: "Weekly hours",
      hint: "Spans such as 09:00-12:00, on their office's clocks, in the day's order. A day left empty is off.",
      widget: "object",
      collapsed: false,
      fields: weekdays.map((day) => ({
        name: day,
        label: weekdayLabels[day],
        widget: "list",
        required: false,
        field: {
          name: "span",
          label: "Span",
          widget: "string",
          pattern: ["^\\d\\d:\\d\\d-\\d\\d:\\d\\d$", "A span such as 09:00-12:00"],
        },
      })),
    },
    {
      name: "calendar",
      label: "Calendar",
      hint: "Their CalDAV calendar's path on the firm's calendar server, such as /calendars/elena/consultations/: its busy times are not offered. Leave empty without one.",
      widget: "string",
      required: false,
    },
  ],
};

/**
 * Sveltia's configuration. `published`: the articles on the site (their dates bound an article's:
 * not before the blog's first, not more than a year ahead of `now`, the editor's day).
 */
export function cmsConfig(
  settings: CmsSettings,
  published: Published = { articles: [] },
  now = new Date(),
): CmsConfig {
  const firstDate = published.articles.map((article) => article.date).sort()[0];
  return {
    load_config_file: false,
    app_title: `${site.name} · Content`,
    logo: { src: "/favicon.svg" },
    backend: backendOf(settings),
    media_folder: "public/images/blog",
    public_folder: "/images/blog",
    // The firm's own images only: no stock photo services (their licences, and their origins).
    // File names made safe on upload ("IMG 2034 Team Offsite.JPG" → img-2034-team-offsite.jpg), and
    // no camera file too large to commit.
    media_libraries: {
      stock_assets: false,
      default: { config: { max_file_size: maxUploadBytes, slugify_filename: true } },
    },
    // Front matter quoted as the repository's files are, so that an edit changes only what it says.
    // An optional field left empty (a send time, a portrait) is left out, as a developer would.
    output: { yaml: { quote: "double" }, omit_empty_optional_fields: true },
    // A new person's file is named after them: "Ana Souza" → ana-souza.yaml.
    slug: { encoding: "ascii", clean_accents: true },
    i18n: {
      structure: "multiple_files",
      locales: [...languages],
      default_locale: defaultLang,
      // A translation can be left out while it is written (the article or issue is then a draft).
      initial_locales: "all",
    },
    collections: [
      {
        name: "articles",
        label: "Articles",
        label_singular: "Article",
        description:
          "Each article in the four languages. The build typesets what you type (French spacing, quotes) and checks every field before publishing.",
        folder: "app/content/blog/posts",
        extension: "md",
        format: "frontmatter",
        create: true,
        delete: true,
        i18n: true,
        identifier_field: "title",
        slug: "{{fields.id}}",
        summary: "{{title}} · {{date}}",
        sortable_fields: { fields: ["date", "title"], default: { field: "date", direction: "descending" } },
        fields: [
          {
            name: "id",
            label: "Address",
            hint: "The end of the article's address, as in /blog/seven-lessons-from-erp-projects: lower-case letters, digits and hyphens. It cannot change once published.",
            widget: "string",
            pattern: [articleIdPattern.source, "Lower-case letters, digits and hyphens only"],
          },
          {
            name: "date",
            label: "Date",
            hint: "The day it is published. A day still to come schedules it: it appears on the site early that day (UTC). At most a year ahead.",
            widget: "datetime",
            type: "date",
            format: "YYYY-MM-DD",
            max: latestDate(now),
            ...(firstDate ? { min: firstDate } : {}),
          },
          {
            name: "category",
            label: "Category",
            widget: "select",
            options: categoryIds.map((id) => ({ value: id, label: english.blog.categories[id] })),
          },
          {
            name: "author",
            label: "Author",
            hint: "Someone of the People collection: their name, role and photo sign the article.",
            widget: "relation",
            collection: "people",
            value_field: "{{slug}}",
            search_fields: ["name"],
            display_fields: ["name"],
          },
          {
            name: "image",
            label: "Cover",
            hint: "An SVG, or a photo (JPEG, PNG or WebP, 15 MB at most) of at least 1200 × 630 pixels: the build makes its sizes. Upload each article's own photo: a photo already used as another article's cover is refused.",
            widget: "image",
            accept: "image/svg+xml,image/jpeg,image/png,image/webp",
          },
          {
            name: "coverAlt",
            label: "Cover description",
            hint: "Required with a photo, in each language: what it shows, for readers who cannot see it (“Our Orlando team at a whiteboard”). Leave it empty for a drawing.",
            widget: "string",
            i18n: true,
            required: false,
            maxlength: 200,
          },
          { name: "title", label: "Title", widget: "string", i18n: true },
          {
            name: "excerpt",
            label: "Excerpt",
            hint: "One or two sentences, shown on the blog.",
            widget: "text",
            i18n: true,
            minlength: 50,
            maxlength: 300,
          },
          {
            name: "description",
            label: "Description for search engines",
            hint: `What Google shows under the title, ${descriptionLength.min} to ${descriptionLength.max} characters. Leave it empty to use the excerpt.`,
            widget: "text",
            i18n: true,
            required: false,
            minlength: descriptionLength.min,
            maxlength: descriptionLength.max,
          },
          {
            name: "body",
            label: "Body",
            widget: "markdown",
            i18n: true,
            buttons: [
              "bold",
              "italic",
              "link",
              "heading-two",
              "heading-three",
              "quote",
              "bulleted-list",
              "numbered-list",
            ],
            editor_components: [],
            minimal: false,
          },
          draftField("article"),
        ],
      },
      {
        name: "newsletter",
        label: "Newsletter issues",
        label_singular: "Issue",
        description:
          "One issue a month, in the four languages. With a send time, the site emails the firm a proof when it is published, then sends it at that time.",
        folder: "app/content/newsletter",
        extension: "md",
        format: "frontmatter",
        create: true,
        delete: true,
        i18n: true,
        slug: "{{fields.id}}",
        identifier_field: "subject",
        summary: "{{id}} · {{subject}}",
        fields: [
          {
            name: "id",
            label: "Issue",
            hint: "The month it goes out, as YYYY-MM (2027-01).",
            widget: "string",
            pattern: ["^\\d{4}-(0[1-9]|1[0-2])(-[a-z0-9]+(?:-[a-z0-9]+)*)?$", "YYYY-MM, such as 2027-01"],
          },
          {
            name: "sendAt",
            label: "Send time",
            hint: "In your time zone (it is stored in UTC). The firm gets a proof when the issue is published, and subscribers get it at this time. Leave it empty to send it by hand. A time already more than a day past when published is never sent by itself.",
            widget: "datetime",
            required: false,
            output_utc: true,
          },
          { name: "subject", label: "Subject", widget: "string", i18n: true },
          {
            name: "preheader",
            label: "Preheader",
            hint: "The line mail clients show after the subject.",
            widget: "string",
            i18n: true,
          },
          {
            name: "archive",
            label: "Older articles",
            hint: "Articles from before the last issue to present again, under their own heading. The articles published since the last issue are added by themselves.",
            widget: "relation",
            collection: "articles",
            value_field: "id",
            search_fields: ["title"],
            display_fields: ["title"],
            multiple: true,
            required: false,
          },
          {
            name: "body",
            label: "Editorial",
            widget: "markdown",
            i18n: true,
            buttons: ["bold", "italic", "link", "heading-two"],
            editor_components: [],
          },
          draftField("issue (neither proofed nor sent)"),
        ],
      },
      {
        name: "people",
        label: "People",
        label_singular: "Person",
        description:
          "The firm's people: the partners on the About page, and the authors who sign articles. One file per person, every language in it.",
        folder: "app/content/people",
        extension: "yaml",
        format: "yaml",
        create: true,
        delete: true,
        identifier_field: "name",
        slug: "{{name}}",
        summary: "{{name}}",
        media_folder: "/public/images/people",
        public_folder: "/images/people",
        sortable_fields: { fields: ["order", "name"], default: { field: "order", direction: "ascending" } },
        fields: [
          { name: "name", label: "Name", hint: "As written in every language.", widget: "string" },
          {
            name: "portrait",
            label: "Portrait",
            hint: "A photo (JPEG, PNG or WebP, 15 MB at most) of at least 320 × 320 pixels: the build crops it square around the face. Without one, the site shows the initials.",
            widget: "image",
            accept: "image/jpeg,image/png,image/webp",
            required: false,
          },
          {
            name: "partner",
            label: "Partner",
            hint: "Partners are shown in the About page's leadership.",
            widget: "boolean",
            default: false,
          },
          {
            name: "order",
            label: "Order",
            hint: "Their place in the leadership: 1 first.",
            widget: "number",
            value_type: "int",
            min: 1,
            default: 10,
          },
          {
            name: "office",
            label: "Office",
            widget: "select",
            options: site.offices.map((office) => ({ value: office.id, label: office.city })),
            required: false,
          },
          inEveryLanguage(
            "role",
            "Role",
            "string",
            "Their title, as a reader in each language would write it.",
          ),
          inEveryLanguage(
            "bio",
            "Biography",
            "text",
            "Two lines (200 characters at most): what they lead, and what they have done.",
          ),
          bookingField,
          {
            name: "draft",
            label: "Not on the site",
            hint: "Ticked, they are not on About, take no calls and cannot sign a published article: for a newcomer not announced yet. Someone who left: delete them (their articles need another author first).",
            widget: "boolean",
            required: false,
            default: false,
          },
        ],
      },
      ...pageCollections,
    ],
  } as CmsConfig;
}
