import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/locales";
import { serviceSlugs } from "../service-slugs";
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
  it("are read, every file of the folder but those marked draft, partners first by their order", () => {
    const dir = "app/content/people";
    const files = fs.readdirSync(dir).filter((name) => name.endsWith(".yaml"));
    // An editor may mark someone as a draft (not on the site yet): that file is read, and left out.
    const onFile = parsePeople(
      new Map(files.map((name) => [name, fs.readFileSync(path.join(dir, name), "utf8")])),
    );
    const onSite = onFile.filter((one) => !one.draft).map((one) => `${one.id}.yaml`);
    expect(people.map((one) => `${one.id}.yaml`).sort()).toEqual(onSite.sort());
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

  it("let a visitor book a call about every service in every language", () => {
    for (const lang of languages)
      for (const service of serviceSlugs)
        expect(
          people.some(
            (one) => one.booking?.languages.includes(lang) && one.booking.services.includes(service),
          ),
          `${service} in ${lang}`,
        ).toBe(true);
  });

  it("read a bookable person's weekly hours, and fail on hours that cannot be read", () => {
    const bookable = `${valid}office: orlando\nbooking:\n  email: ana.souza@innova-consulting.com\n  video: https://meet.innova-consulting.com/ana-souza\n  languages: [en]\n  services: [ai-solutions]\n  hours:\n`;
    const [ana] = parsePeople(
      new Map([["ana-souza.yaml", `${bookable}    mon: ["09:00-12:00", "14:00-24:00"]\n`]]),
    );
    expect(ana!.booking!.hours).toEqual({ mon: ["09:00-12:00", "14:00-24:00"] });
    for (const [hours, field] of [
      ['mon: ["9-12"]', "booking.hours.mon.0"],
      ['mon: ["12:00-09:00"]', "booking.hours.mon.0"],
      ['mon: ["09:00-12:00", "11:00-13:00"]', "booking.hours.mon"],
      ['monday: ["09:00-12:00"]', "booking.hours"],
    ])
      expect(() => parsePeople(new Map([["ana-souza.yaml", `${bookable}    ${hours}\n`]])), hours).toThrow(
        `invalid "${field}"`,
      );
    expect(() =>
      parsePeople(
        new Map([
          ["ana-souza.yaml", bookable.replace("office: orlando\n", "") + '    mon: ["09:00-12:00"]\n'],
        ]),
      ),
    ).toThrow('invalid "office": someone who takes calls needs an office');
    expect(() =>
      parsePeople(
        new Map([
          ["ana-souza.yaml", bookable.replace("ai-solutions", "tax-advice") + '    mon: ["09:00-12:00"]\n'],
        ]),
      ),
    ).toThrow('invalid "booking.services.0"');
  });

  it("write initials from the first and last names", () => {
    expect(initials("Elena Márquez")).toBe("EM");
    expect(initials("Ana Maria de Souza")).toBe("AS");
    expect(initials("Cher")).toBe("C");
  });
});
