import type { SiteConfig } from "../../app/config/site";

/**
 * The tests' firm after it has supplied everything: `site` with the firm's own numbers, offices'
 * streets, controller, officer, representatives and processors (invented here, none a 555 number).
 */
export function filledIn(site: SiteConfig): SiteConfig {
  const streets: Record<string, [string, string]> = {
    orlando: ["200 South Orange Avenue, Suite 2300", "32801"],
    vancouver: ["1055 West Georgia Street, Suite 1500", "V6E 3P3"],
    "sao-paulo": ["Avenida Paulista, 1842, 12º andar", "01310-200"],
  };
  return {
    ...site,
    phone: "+1 (407) 842-3100",
    offices: site.offices.map((office, index) => ({
      ...office,
      phone: `+1 (407) 842-31${String(index + 1).padStart(2, "0")}`,
      street: streets[office.id]?.[0] ?? `${index + 1} Main Street`,
      postalCode: streets[office.id]?.[1] ?? "10001",
    })),
    privacy: {
      ...site.privacy,
      controller: {
        legalName: "Innova Consulting Group LLC",
        address: {
          street: "200 South Orange Avenue, Suite 2300",
          city: "Orlando",
          region: "FL",
          postalCode: "32801",
          country: "US",
        },
      },
      dataProtectionOfficer: { name: "Ana Ribeiro", email: "dpo@innova-consulting.com" },
      representatives: { eea: { kind: "exempt" }, uk: { kind: "exempt" } },
      tollFreePhone: "+1 (888) 412-7730",
      processors: site.privacy.processors.map((processor) => ({ ...processor, country: "US" })),
    },
  };
}
