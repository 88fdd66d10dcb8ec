import { readPage } from "~/content/page-copy";
import { caseStudiesCopy } from "./copy";
import en from "./en.yml?raw";
import es from "./es.yml?raw";
import fr from "./fr.yml?raw";
import pt from "./pt.yml?raw";

export const caseStudiesContent = readPage(caseStudiesCopy, { en, pt, es, fr });
