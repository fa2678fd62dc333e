// localStorage can be missing or throw (private modes, storage blocked for an embedded origin).
// These helpers make a storage failure mean "not remembered", never a crash.

export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * This tab's sessionStorage, or undefined where the browser blocks it (reading
 * `window.sessionStorage` then throws a SecurityError instead of answering).
 */
export function tabStorage(): Storage | undefined {
  try {
    const storage = window.sessionStorage;
    const probe = 'account.storage-probe';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

export function readItem(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Holds for this page only.
  }
}
