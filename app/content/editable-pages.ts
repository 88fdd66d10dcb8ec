import type { z } from "zod";
import { aboutCopy } from "./about/copy";
import { caseStudiesCopy } from "./case-studies/copy";
import { contactCopy } from "./contact/copy";
import { homeCopy } from "./home/copy";
import type { PageCopy } from "./page-copy";
import { serviceDetailCopy } from "./service-details/compose";
import { neutral as aiSolutions } from "./service-details/ai-solutions/neutral";
import { neutral as businessEfficiency } from "./service-details/business-efficiency/neutral";
import { neutral as digitalTransformation } from "./service-details/digital-transformation/neutral";
import { neutral as strategyGrowth } from "./service-details/strategy-growth/neutral";
import { servicesCopy } from "./services/copy";

/** A page editors change in `/admin`: its collection's name and label, and its copy. */
export interface EditablePage {
  name: string;
  label: string;
  copy: PageCopy<z.ZodType, unknown>;
}

const servicePage = (label: string, base: Parameters<typeof serviceDetailCopy>[0]): EditablePage => ({
  name: `service-${base.slug}`,
  label: `Service: ${label}`,
  copy: serviceDetailCopy(base),
});

/**
 * The pages whose words live in YAML (`page-copy.ts`): the build checks each language's file
 * (`scripts/build/content.ts`), and `/admin` has one collection per page (`admin/page-collections.ts`).
 */
export const editablePages: EditablePage[] = [
  { name: "home", label: "Home page", copy: homeCopy },
  { name: "services", label: "Services page", copy: servicesCopy },
  servicePage("Business efficiency", businessEfficiency),
  servicePage("Digital transformation", digitalTransformation),
  servicePage("AI solutions", aiSolutions),
  servicePage("Strategy and growth", strategyGrowth),
  { name: "about", label: "About page", copy: aboutCopy },
  { name: "case-studies", label: "Case studies page", copy: caseStudiesCopy },
  { name: "contact", label: "Contact page", copy: contactCopy },
];
