import { regionName, site } from "~/config/site";
import { localeTags, type Lang } from "~/i18n/locales";

/** The offices as a page in `lang` names them: the region and the country in that language. */
export function officePlaces(lang: Lang) {
  const countries = new Intl.DisplayNames([localeTags[lang].bcp47], { type: "region" });
  return site.offices.map((office) => {
    const region = regionName(office, lang);
    const country = countries.of(office.country) ?? office.country;
    return { ...office, region, country, place: `${region}, ${country}` };
  });
}
