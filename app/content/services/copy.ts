import { servicesText, type ServicesContent, type ServicesText } from "~/content/types";
import { zip } from "~/content/localize";
import { pageCopy } from "~/content/page-copy";
import { servicesNeutral as neutral } from "./neutral";

function compose(text: ServicesText): ServicesContent {
  const { offerings } = text;
  const items = zip(neutral.offerings.items, offerings.items).map(([given, item]) => ({ ...given, ...item }));
  return { ...text, offerings: { ...offerings, items } };
}

/** The services page: its words in `<lang>.yml`, each offering's page in `neutral.ts`. */
export const servicesCopy = pageCopy({ dir: "app/content/services", schema: servicesText, compose });
