import { readPage } from "~/content/page-copy";
import { servicesCopy } from "./copy";
import en from "./en.yml?raw";
import es from "./es.yml?raw";
import fr from "./fr.yml?raw";
import pt from "./pt.yml?raw";

export const servicesContent = readPage(servicesCopy, { en, pt, es, fr });
