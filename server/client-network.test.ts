import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network";

describe("clientNetwork", () => {
  it("keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as IPv4", () => {
    expect(clientNetwork("192.0.2.7")).toBe("192.0.2.7");
    expect(clientNetwork("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(clientNetwork("::FFFF:192.0.2.7")).toBe("192.0.2.7");
  });

  it("counts every address of an IPv6 /64 as one network, however it is written", () => {
    const network = "2001:db8:12:34::/64";
    expect(clientNetwork("2001:db8:12:34::1")).toBe(network);
    expect(clientNetwork("2001:0db8:0012:0034:ffff:eeee:dddd:cccc")).toBe(network);
    expect(clientNetwork("2001:DB8:12:34:0:0:0:9")).toBe(network);
    expect(clientNetwork("2001:db8:12:35::1")).not.toBe(network);
  });

  it("expands the short forms: a leading ::, an embedded IPv4 tail, a zone index", () => {
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("names an unknown address 'unknown' and passes anything else through", () => {
    expect(clientNetwork(undefined)).toBe("unknown");
    expect(clientNetwork("")).toBe("unknown");
    expect(clientNetwork("not-an-address")).toBe("not-an-address");
  });
});
