import { describe, expect, it } from "vitest";
import { clientNetwork } from "../../server/client-network";
import { budgetNetwork } from "./visitor-mail.server";

describe("budgetNetwork", () => {
  it("counts an IPv6 client by its /48, so every /56 and /64 in it is one network", () => {
    const network = "2001:db8:0::/48";
    for (const address of ["2001:db8::1", "2001:db8:0:1000::5", "2001:db8:0:10ff::1", "2001:db8:0:2000::1"])
      expect(budgetNetwork(clientNetwork(address)), address).toBe(network);
    expect(budgetNetwork(clientNetwork("2001:db8:1::1"))).not.toBe(network);
  });

  it("counts an IPv4 client by its /24, a dual-stack socket's mapped address too", () => {
    expect(budgetNetwork(clientNetwork("203.0.113.7"))).toBe("203.0.113.0/24");
    expect(budgetNetwork(clientNetwork("::ffff:203.0.113.200"))).toBe("203.0.113.0/24");
    expect(budgetNetwork(clientNetwork("203.0.114.7"))).toBe("203.0.114.0/24");
  });

  it("keeps an unknown client as one network", () => {
    expect(budgetNetwork(undefined)).toBe("unknown");
    expect(budgetNetwork("unknown")).toBe("unknown");
  });
});
