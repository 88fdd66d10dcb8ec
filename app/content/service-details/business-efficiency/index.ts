import { readPage } from "~/content/page-copy";
import { serviceDetailCopy } from "../compose";
import en from "./en.yml?raw";
import es from "./es.yml?raw";
import fr from "./fr.yml?raw";
import { neutral } from "./neutral";
import pt from "./pt.yml?raw";

export default readPage(serviceDetailCopy(neutral), { en, pt, es, fr });
