import type { Lang } from "~/i18n/locales";
import type { ServiceDetailContent, ServiceSlug } from "~/content/types";
import aiEn from "./ai-solutions/en";
import aiEs from "./ai-solutions/es";
import aiFr from "./ai-solutions/fr";
import aiPt from "./ai-solutions/pt";
import beEn from "./business-efficiency/en";
import beEs from "./business-efficiency/es";
import beFr from "./business-efficiency/fr";
import bePt from "./business-efficiency/pt";
import dtEn from "./digital-transformation/en";
import dtEs from "./digital-transformation/es";
import dtFr from "./digital-transformation/fr";
import dtPt from "./digital-transformation/pt";
import sgEn from "./strategy-growth/en";
import sgEs from "./strategy-growth/es";
import sgFr from "./strategy-growth/fr";
import sgPt from "./strategy-growth/pt";

export const serviceDetailContent: Record<ServiceSlug, Record<Lang, ServiceDetailContent>> = {
  "business-efficiency": { en: beEn, pt: bePt, es: beEs, fr: beFr },
  "digital-transformation": { en: dtEn, pt: dtPt, es: dtEs, fr: dtFr },
  "ai-solutions": { en: aiEn, pt: aiPt, es: aiEs, fr: aiFr },
  "strategy-growth": { en: sgEn, pt: sgPt, es: sgEs, fr: sgFr },
};
