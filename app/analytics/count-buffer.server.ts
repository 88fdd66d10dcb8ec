import { dailyKeyCaps } from "./bounds";
import type { CountKind } from "./kinds";
import type { Count } from "./store.server";

/**
 * The counts a process holds until its next flush, one per `(day, kind, key)`. A kind whose keys
 * come from what clients send (`dailyKeyCaps`) holds at most its cap of distinct keys a day; the
 * rest add to its "other" key, as the store does for the whole day.
 */
export function createCountBuffer() {
  let counts = new Map<string, Count>();
  /** Distinct keys of the capped kinds in `counts`, by `day \t kind`. */
  let distinct = new Map<string, number>();

  return {
    add(day: string, kind: CountKind, key: string, n = 1) {
      let id = `${day}\t${kind}\t${key}`;
      let count = counts.get(id);
      const capped = dailyKeyCaps[kind];
      if (!count && capped) {
        const distinctId = `${day}\t${kind}`;
        const known = distinct.get(distinctId) ?? 0;
        if (known >= capped.cap) {
          key = capped.other;
          id = `${day}\t${kind}\t${key}`;
          count = counts.get(id);
        } else distinct.set(distinctId, known + 1);
      }
      if (count) count.n += n;
      else counts.set(id, { day, kind, key, n });
    },
    /** Everything held, handed to a flush; the buffer starts again empty. */
    take(): Count[] {
      const taken = [...counts.values()];
      counts = new Map();
      distinct = new Map();
      return taken;
    },
    get size() {
      return counts.size;
    },
  };
}
