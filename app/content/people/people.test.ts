import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/locales";
import { people, partners } from "./index.server";
import { initials, parsePeople } from "./schema";

const valid = `name: Ana Souza
partner: false
order: 9
role: { en: Analyst, pt: Analista, es: Analista, fr: Analyste }
bio: { en: One line., pt: Uma linha., es: Una línea., fr: Une ligne. }
`;

describe("the people files", () => {
  // Colleagues join and leave: nothing here counts them.
  it("are read, every file of the folder, partners first by their order", () => {
    const files = fs.readdirSync("app/content/people").filter((name) => name.endsWith(".yaml"));
    expect(people.map((one) => `${one.id}.yaml`).sort()).toEqual(files.sort());
    const leadership = partners("en");
    expect(leadership.map((one) => one.id)).toEqual(people.filter((one) => one.partner).map((one) => one.id));
  });

  it("give everyone a role and a bio of two lines at most, in every language", () => {
    for (const one of people)
      for (const lang of languages) {
        expect(one.bio[lang].length, `${one.id} ${lang}`).toBeLessThanOrEqual(200);
        expect(one.role[lang].length, `${one.id} ${lang}`).toBeGreaterThan(2);
      }
  });

  it("name portraits that exist in public/images/people/", () => {
    for (const one of people.filter((person) => person.portrait))
      expect(fs.existsSync(path.join("public", one.portrait!)), one.portrait).toBe(true);
  });

  it("fail on a missing language, naming the file and the field", () => {
    expect(() => parsePeople(new Map([["ana-souza.yaml", valid.replace(", fr: Une ligne.", "")]]))).toThrow(
      'content/people/ana-souza.yaml: invalid "bio.fr"',
    );
  });

  it("fail on a portrait outside the people's folder, and on a badly named file", () => {
    expect(() =>
      parsePeople(new Map([["ana-souza.yaml", `${valid}portrait: /images/blog/1.svg\n`]])),
    ).toThrow('content/people/ana-souza.yaml: invalid "portrait"');
    expect(() => parsePeople(new Map([["Ana Souza.yaml", valid]]))).toThrow("Ana Souza.yaml: the name");
  });

  it("fail on an office the firm does not have", () => {
    expect(() => parsePeople(new Map([["ana-souza.yaml", `${valid}office: lisbon\n`]]))).toThrow(
      'invalid "office"',
    );
  });

  it("write initials from the first and last names", () => {
    expect(initials("Elena Márquez")).toBe("EM");
    expect(initials("Ana Maria de Souza")).toBe("AS");
    expect(initials("Cher")).toBe("C");
  });
});
