import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scratchCopy, type ScratchCopy } from "../support/scratch-copy";

/**
 * A field of a form is declared once (issue 50). On a copy of the repository, a `phone` added to
 * the contact form's declaration alone does not type-check, and the errors name each place left to
 * complete: its column (the row, the CSV), its look on the page, its label in the firm's email. Completed as
 * `docs/recipes.md` ("Add a field to a form") says, the copy type-checks, and the phone is stored
 * and reaches the firm's email, the webhook's data and the CSV with no other change.
 */
let copy: ScratchCopy;
const languages = ["en", "pt", "es", "fr"] as const;

beforeAll(() => {
  copy = scratchCopy("form-fields");
});
afterAll(() => copy.remove());

function read(file: string) {
  return fs.readFileSync(path.join(copy.dir, file), "utf8");
}

/** Puts `added` into `file` after the first line that contains `after` (after `within`, if given). */
function insert(file: string, after: string, added: string, within = "") {
  const text = read(file);
  const start = text.indexOf(after, text.indexOf(within));
  expect(start, `${after} in ${file}`).toBeGreaterThanOrEqual(0);
  const end = text.indexOf("\n", start) + 1;
  copy.write({ [file]: text.slice(0, end) + added + text.slice(end) });
}

/** Runs an npm script in the copy: its exit code and what it printed. */
function run(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "-s", ...args], { cwd: copy.dir, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

/** The files tsc names in its errors. */
const filesWithErrors = (output: string) =>
  [...new Set([...output.matchAll(/^([\w./-]+)\(\d+,\d+\): error/gm)].map((match) => match[1]))].sort();

describe("a field added to the contact form", () => {
  it("is a type error, in each file left to complete, until it is stored, shown and labelled", async () => {
    insert(
      "app/forms/definitions.ts",
      "company: {",
      `    phone: { kind: "text", required: false, maxLength: 40 },\n`,
      "contact: {",
    );
    const declaredOnly = await run(["typecheck"]);
    expect(declaredOnly.code).not.toBe(0);
    expect(filesWithErrors(declaredOnly.output)).toEqual(
      [
        "app/components/forms/contact-form.tsx",
        ...languages.map((lang) => `app/content/emails/${lang}.ts`),
        "app/leads/contact-fields.ts",
        "scripts/commands/leads/export.ts",
      ].sort(),
    );
    // Each error says what is missing.
    expect(declaredOnly.output).toMatch(
      /Type '"phone"' is not assignable to type '\w+<ContactMessagesTable>/,
    );
    expect(declaredOnly.output).toMatch(/Property 'phone' is missing in type '\{ name: \{ words:/);
    expect(declaredOnly.output).toMatch(
      /Property 'phone' is missing in type '\{ name: string; email: string;/,
    );

    // Its column: a migration, and `tables.ts` as the schema test writes it again.
    insert(
      "app/store/migrations.server.ts",
      'if (engine === "sqlite") await contactMessageIndexes(db, engine);',
      `    },\n  },\n  {\n    name: "contact phone",\n    async up(db) {\n      await db.schema.alterTable("contact_messages").addColumn("phone", "text").execute();\n`,
    );
    insert(
      "app/store/tables.ts",
      "source: string | null;",
      "  phone: string | null;\n",
      "interface ContactMessagesTable",
    );
    // The unit test's contact row, which now lacks the column (its CSV's columns are pinned there).
    insert(
      "scripts/commands/leads/export.test.ts",
      "company: null,",
      "        phone: null,\n",
      "one column per field",
    );
    // Its words: on the page, and in the firm's email.
    const words = { en: "Phone", pt: "Telefone", es: "Teléfono", fr: "Téléphone" };
    for (const lang of languages) {
      insert(
        `app/i18n/messages/${lang}.ts`,
        "companyPlaceholder:",
        `    phone: "${words[lang]}",\n    phonePlaceholder: "+55 11 3000 0000",\n`,
      );
      insert(
        `app/content/emails/${lang}.ts`,
        "company:",
        `      phone: "${words[lang]}",\n`,
        "notification: {",
      );
    }
    // Its look on the page.
    insert(
      "app/components/forms/contact-form.tsx",
      'autoComplete: "organization",',
      `  },\n  phone: {\n    words: (t) => ({ label: t.contactForm.phone, placeholder: t.contactForm.phonePlaceholder }),\n    autoComplete: "tel",\n`,
    );
    const completed = await run(["typecheck"]);
    expect(completed.output).not.toMatch(/error/);
    expect(completed.code).toBe(0);
  }, 300_000);

  it("is then stored, and reaches the page, the firm's email, the webhook and the CSV", async () => {
    copy.write({
      "app/leads/phone.test.tsx": `// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { ContactForm } from "~/components/forms/contact-form";
import { dictionaries } from "~/content/dictionaries.server";
import { renderNotification } from "~/emails/notification";
import { TranslationProvider } from "~/i18n/translation";
import { contactFieldColumns, contactFieldValues } from "~/leads/contact-fields";
import { schemas } from "~/forms/schemas";
import { contactTable, toCsv } from "../../scripts/commands/leads/export";

const input = schemas.contact.parse({ name: "Ana", email: "ana@example.com", phone: "+55 11 91234 5678", message: "Hi" });
const lead = { ...input, contactId: 7, lang: "pt" as const, page: "/pt/contact", at: "2026-01-15T10:00:00.000Z" };

it("reaches everything", () => {
  expect(contactFieldColumns(input)).toMatchObject({ phone: "+55 11 91234 5678", company: null });
  const email = renderNotification(lead, "en", "https://example.com");
  expect(email.text).toContain("Phone: +55 11 91234 5678");
  expect(email.html).toContain("+55 11 91234 5678");
  expect(contactFieldValues(lead)).toMatchObject({ phone: "+55 11 91234 5678" });
  const row = { id: 7, created_at: lead.at, lang: "pt", page: lead.page, source: null, ...contactFieldColumns(input) };
  expect(toCsv(contactTable([row]))).toContain("phone");
  expect(toCsv(contactTable([row]))).toContain("+55 11 91234 5678");
  const Stub = createRoutesStub([{ path: "/contact", Component: () => (
    <TranslationProvider lang="en" messages={dictionaries.en}><ContactForm /></TranslationProvider>
  ) }]);
  const { getByLabelText } = render(<Stub initialEntries={["/contact"]} />);
  expect(getByLabelText("Phone")).toHaveProperty("name", "phone");
});
`,
    });
    const { code, output } = await run(["test:unit", "--", "app/leads/phone.test.tsx"]);
    expect(output).toMatch(/1 passed/);
    expect(code).toBe(0);
  }, 300_000);
});
