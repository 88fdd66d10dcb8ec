import { formatPostalAddress, site, type SiteConfig } from "~/config/site";
import { format } from "~/i18n/format";
import { localeTags, type Lang } from "~/i18n/locales";
import { formatDate } from "~/lib/dates";
import { privacyContent, privacyNoticeDate } from ".";

interface PrivacyNoticeSection {
  id: string;
  heading: string;
  paragraphs: string[];
  /** The section's bullet list: its own items, then the facts it lists from the configuration. */
  items: string[];
  after: string[];
}

/** The privacy notice as a visitor reads it: every placeholder filled, every fact in the language. */
export interface PrivacyNotice {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  updated: string;
  contents: string;
  sections: PrivacyNoticeSection[];
}

/**
 * The notice in `lang`, with the facts the firm states once in `config.privacy` (controller, data
 * protection officer, processors, transfers and their basis) written in that language's terms.
 */
export function privacyNotice(lang: Lang, config: SiteConfig = site): PrivacyNotice {
  const { terms, sections, ...content } = privacyContent[lang];
  const { controller, dataProtectionOfficer, processors, transfers } = config.privacy;
  const locale = localeTags[lang].bcp47;
  const countries = new Intl.DisplayNames([locale], { type: "region" });
  const country = (code: string) => countries.of(code) ?? code;
  // The configuration's schema guarantees exactly one (`site-schema.server.ts`).
  const host = processors.find((processor) => processor.service === "hosting")!;

  const facts = {
    firm: config.name,
    firmEmail: config.email,
    legalName: controller.legalName,
    address: formatPostalAddress(controller.address, lang),
    offices: new Intl.ListFormat(locale, { type: "conjunction" }).format(
      config.offices.map((office) => `${office.city} (${country(office.country)})`),
    ),
    dpo: dataProtectionOfficer.name,
    dpoEmail: dataProtectionOfficer.email,
    host: host.name,
    hostCountry: country(host.country),
  };
  const fill = (text: string) => format(text, facts);

  const lists = {
    processors: processors.map((processor) =>
      format(terms.processor, {
        service: terms.services[processor.service],
        name: processor.name,
        country: country(processor.country),
      }),
    ),
    transfers: transfers.flatMap((transfer) =>
      terms.lawOrder.flatMap((law) => {
        const basis = transfer.basis[law];
        if (!basis) return [];
        const values = {
          country: country(transfer.country),
          from: terms.from[law],
          basis: terms.bases[law][basis],
        };
        return [format(terms.transfer, values)];
      }),
    ),
  };

  return {
    meta: { title: fill(content.meta.title), description: fill(content.meta.description) },
    title: fill(content.title),
    intro: fill(content.intro),
    updated: format(content.updated, { date: formatDate(privacyNoticeDate, lang) }),
    contents: content.contents,
    sections: sections.map((section) => ({
      id: section.id,
      heading: section.heading,
      paragraphs: section.paragraphs.map(fill),
      items: [...(section.items ?? []).map(fill), ...(section.facts ? lists[section.facts] : [])],
      after: (section.after ?? []).map(fill),
    })),
  };
}
