import type { PrivacyContent } from "~/content/types";
import type { Neutral, Translation } from "~/content/localize";

/**
 * The sections' anchors and the facts they list from the configuration, and each place's authority
 * website: the same in every language.
 */
export const privacyNeutral = {
  sections: [
    { id: "controller" },
    { id: "data-protection-officer" },
    { id: "representatives", facts: "representatives" },
    { id: "contact-form" },
    { id: "contact-purpose" },
    { id: "newsletter" },
    { id: "booking" },
    { id: "retention" },
    { id: "processors", facts: "processors" },
    { id: "transfers", facts: "transfers" },
    { id: "cookies" },
    { id: "server-logs" },
    { id: "visits" },
    { id: "rights" },
    { id: "objection" },
    { id: "exercise" },
    { id: "your-law", parts: "jurisdictions" },
    { id: "security" },
    { id: "governance" },
    { id: "children" },
    { id: "changes" },
  ],
  jurisdictions: {
    // The European Data Protection Board lists every supervisory authority of the EEA.
    eea: { website: "https://www.edpb.europa.eu/about-edpb/about-edpb/members_en" },
    uk: { website: "https://ico.org.uk" },
    br: { website: "https://www.gov.br/anpd" },
    ca: { website: "https://www.priv.gc.ca" },
    "ca-bc": { website: "https://www.oipc.bc.ca" },
    "ca-qc": { website: "https://www.cai.gouv.qc.ca" },
    "us-ca": { website: "https://cppa.ca.gov" },
    mx: { website: "https://www.gob.mx/buengobierno" },
    co: { website: "https://www.sic.gov.co" },
    ar: { website: "https://www.argentina.gob.ar/aaip" },
  },
} as const satisfies Neutral<PrivacyContent>;

/** What each language writes of the page: the rest. */
export type PrivacyText = Translation<PrivacyContent, typeof privacyNeutral>;
