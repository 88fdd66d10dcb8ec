import { readPage } from "~/content/page-copy";
import { homeCopy } from "./copy";
import en from "./en.yml?raw";
import es from "./es.yml?raw";
import fr from "./fr.yml?raw";
import pt from "./pt.yml?raw";

export const homeContent = readPage(homeCopy, { en, pt, es, fr });
