import { inEveryLanguage } from "~/content/localize";
import { serviceDetail } from "../compose";
import en from "./en";
import es from "./es";
import fr from "./fr";
import { neutral, type Text } from "./neutral";
import pt from "./pt";

export default inEveryLanguage({ en, pt, es, fr }, (text: Text) => serviceDetail(neutral, text));
