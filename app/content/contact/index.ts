import { readPage } from "~/content/page-copy";
import { contactCopy } from "./copy";
import en from "./en.yml?raw";
import es from "./es.yml?raw";
import fr from "./fr.yml?raw";
import pt from "./pt.yml?raw";

export const contactContent = readPage(contactCopy, { en, pt, es, fr });
