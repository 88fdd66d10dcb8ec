/**
 * The browser's storage, where it may be disabled (a private window, a policy): reading gives
 * nothing and writing does nothing then, and the visitor still gets what they asked for on the page.
 */
export function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    // As above: nothing is remembered.
  }
}

export const local = () => localStorage;
export const session = () => sessionStorage;
