/**
 * A Map that holds at most `capacity` entries: setting one more forgets the least recently used
 * (read or written). For memory that a client's requests fill, so that no sequence of requests can
 * grow it past a known size: what it forgets must be safe to forget (recomputed, or looked up again).
 */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, V>();
  readonly capacity: number;

  constructor(capacity: number) {
    if (!(capacity >= 1)) throw new RangeError(`capacity must be at least 1, not ${capacity}`);
    this.capacity = capacity;
  }

  get size() {
    return this.#entries.size;
  }

  has(key: K) {
    return this.#entries.has(key);
  }

  /** The value, which becomes the most recently used. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V) {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) {
      // A Map iterates in insertion order: the first key is the least recently used.
      this.#entries.delete(this.#entries.keys().next().value as K);
    }
    return this;
  }

  delete(key: K) {
    return this.#entries.delete(key);
  }

  keys() {
    return this.#entries.keys();
  }
}
