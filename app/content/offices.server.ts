import { regionName, site } from "~/config/site";
import { localeTags, type Lang } from "~/i18n/locales";

/**
 * The offices as a page in `lang` names them: the region and the country in that language. Made once
 * per language: the contact page's loader runs again for every message posted to it.
 */
export function officePlaces(lang: Lang) {
  return (places[lang] ??= placesIn(lang));
}
const places: Partial<Record<Lang, ReturnType<typeof placesIn>>> = {};

function placesIn(lang: Lang) {
  const countries = new Intl.DisplayNames([localeTags[lang].bcp47], { type: "region" });
  return site.offices.map((office) => {
    const region = regionName(office, lang);
    const country = countries.of(office.country) ?? office.country;
    return { ...office, region, country, place: `${region}, ${country}` };
  });
}
