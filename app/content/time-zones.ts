import type { Lang } from "~/i18n/locales";

/**
 * The time zones a visitor picks from on the booking page: the firm's markets in the Americas and
 * Europe, west to east, each named by its city as a reader of each language writes it (one name
 * where they all agree). A visitor elsewhere still gets their own zone from `?tz=` or their browser.
 */
export interface TimeZoneChoice {
  /** Its IANA id (`America/Mexico_City`). */
  id: string;
  region: "americas" | "europe";
  city: string | Record<Lang, string>;
}

export const timeZoneChoices: TimeZoneChoice[] = [
  { id: "America/Vancouver", region: "americas", city: "Vancouver" },
  { id: "America/Los_Angeles", region: "americas", city: "Los Angeles" },
  { id: "America/Phoenix", region: "americas", city: "Phoenix" },
  { id: "America/Denver", region: "americas", city: "Denver" },
  {
    id: "America/Mexico_City",
    region: "americas",
    city: { en: "Mexico City", pt: "Cidade do México", es: "Ciudad de México", fr: "Mexico" },
  },
  { id: "America/Chicago", region: "americas", city: "Chicago" },
  {
    id: "America/Bogota",
    region: "americas",
    city: { en: "Bogotá", pt: "Bogotá", es: "Bogotá", fr: "Bogota" },
  },
  { id: "America/Lima", region: "americas", city: "Lima" },
  {
    id: "America/New_York",
    region: "americas",
    city: { en: "New York", pt: "Nova York", es: "Nueva York", fr: "New York" },
  },
  { id: "America/Toronto", region: "americas", city: "Toronto" },
  { id: "America/Halifax", region: "americas", city: "Halifax" },
  { id: "America/Santiago", region: "americas", city: "Santiago" },
  { id: "America/Argentina/Buenos_Aires", region: "americas", city: "Buenos Aires" },
  {
    id: "America/Montevideo",
    region: "americas",
    city: { en: "Montevideo", pt: "Montevidéu", es: "Montevideo", fr: "Montevideo" },
  },
  { id: "America/Sao_Paulo", region: "americas", city: "São Paulo" },
  {
    id: "Europe/Lisbon",
    region: "europe",
    city: { en: "Lisbon", pt: "Lisboa", es: "Lisboa", fr: "Lisbonne" },
  },
  {
    id: "Europe/London",
    region: "europe",
    city: { en: "London", pt: "Londres", es: "Londres", fr: "Londres" },
  },
  { id: "Europe/Dublin", region: "europe", city: { en: "Dublin", pt: "Dublin", es: "Dublín", fr: "Dublin" } },
  { id: "Europe/Madrid", region: "europe", city: "Madrid" },
  { id: "Europe/Paris", region: "europe", city: { en: "Paris", pt: "Paris", es: "París", fr: "Paris" } },
  {
    id: "Europe/Brussels",
    region: "europe",
    city: { en: "Brussels", pt: "Bruxelas", es: "Bruselas", fr: "Bruxelles" },
  },
  {
    id: "Europe/Amsterdam",
    region: "europe",
    city: { en: "Amsterdam", pt: "Amsterdã", es: "Ámsterdam", fr: "Amsterdam" },
  },
  {
    id: "Europe/Zurich",
    region: "europe",
    city: { en: "Zurich", pt: "Zurique", es: "Zúrich", fr: "Zurich" },
  },
  { id: "Europe/Berlin", region: "europe", city: { en: "Berlin", pt: "Berlim", es: "Berlín", fr: "Berlin" } },
  { id: "Europe/Rome", region: "europe", city: { en: "Rome", pt: "Roma", es: "Roma", fr: "Rome" } },
];
