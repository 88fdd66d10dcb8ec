import { BoundedMap } from "~/lib/bounded-map";
import { bounds } from "./bounds";

/** A client network's day so far, on this process. */
export interface NetworkTally {
  visitors: number;
  views: number;
}

/**
 * Today's visitors and views per client network (an IPv4 address, an IPv6 /64), for the caps of
 * `bounds.ts`: at most `bounds.networks` remembered; a new day starts afresh.
 */
export function createNetworkTallies() {
  let networks = new BoundedMap<string, NetworkTally>(bounds.networks);
  let tallyDay = "";
  return {
    /** The tally of `network` on `day`. */
    of(day: string, network: string) {
      if (day !== tallyDay) {
        networks = new BoundedMap(bounds.networks);
        tallyDay = day;
      }
      let tally = networks.get(network);
      if (!tally) networks.set(network, (tally = { visitors: 0, views: 0 }));
      return tally;
    },
    get size() {
      return networks.size;
    },
  };
}
