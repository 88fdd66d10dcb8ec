import net from "node:net";

/**
 * The network a client's address stands for, as limits count it: an IPv4 address as it is, an IPv6
 * address as its /64 (`2001:db8:1:2::/64`). A home or an office is routinely given a whole /64, so
 * counting IPv6 addresses one by one would give one client an unlimited supply. An IPv4-mapped IPv6
 * address (`::ffff:192.0.2.1`, what a dual-stack socket reports) is the IPv4 address.
 */
export function clientNetwork(address: string | undefined): string {
  if (!address) return "unknown";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (net.isIPv4(address)) return address;
  // A zone index (`fe80::1%eth0`) names an interface, not a network.
  const bare = address.split("%")[0]!;
  if (!net.isIPv6(bare)) return address;
  return `${expandIPv6(bare).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros (`2001:db8::1` → 2001, db8, 0, … 1). */
function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  // An embedded IPv4 tail (`::1.2.3.4`) is two groups.
  const withIPv4 = (parts: string[]) =>
    parts.flatMap((part) => {
      if (!part.includes(".")) return [part];
      const [a, b, c, d] = part.split(".").map(Number) as [number, number, number, number];
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const start = withIPv4(groups(head));
  const end = withIPv4(groups(tail ?? ""));
  const middle = tail === undefined ? [] : Array<string>(8 - start.length - end.length).fill("0");
  return [...start, ...middle, ...end].map((group) => parseInt(group, 16).toString(16));
}
