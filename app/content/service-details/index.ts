import type { Lang } from "~/i18n/locales";
import type { ServiceDetailContent, ServiceSlug } from "~/content/types";
import aiSolutions from "./ai-solutions";
import businessEfficiency from "./business-efficiency";
import digitalTransformation from "./digital-transformation";
import strategyGrowth from "./strategy-growth";

export const serviceDetailContent: Record<ServiceSlug, Record<Lang, ServiceDetailContent>> = {
  "business-efficiency": businessEfficiency,
  "digital-transformation": digitalTransformation,
  "ai-solutions": aiSolutions,
  "strategy-growth": strategyGrowth,
};
