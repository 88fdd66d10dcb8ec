/** The line icons that content may name. `icon.tsx` maps each to its lucide component. */
export const iconNames = [
  "activity", "award", "bar-chart", "bot", "brain", "building", "calendar", "check-circle", "clock",
  "cloud", "code", "compass", "cpu", "database", "dollar-sign", "factory", "file-text", "gauge", "globe",
  "graduation-cap", "handshake", "heart-pulse", "landmark", "layers", "lightbulb", "line-chart", "lock",
  "mail", "map", "map-pin", "message-square", "network", "percent", "phone", "piggy-bank", "puzzle",
  "refresh", "rocket", "search", "settings", "shield", "shield-check", "shopping-cart", "smartphone",
  "sparkles", "target", "trending-up", "truck", "users", "workflow", "zap",
] as const;

export type IconName = (typeof iconNames)[number];
