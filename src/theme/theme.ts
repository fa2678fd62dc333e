import { THEME_STORAGE_KEY } from '../config/constants';
import { readItem, writeItem } from '../lib/storage';

export type Theme = 'light' | 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

export function readSavedTheme(storage: Storage | undefined): Theme | null {
  const value = readItem(storage, THEME_STORAGE_KEY);
  return isTheme(value) ? value : null;
}

export function saveTheme(storage: Storage | undefined, theme: Theme | null): void {
  writeItem(storage, THEME_STORAGE_KEY, theme);
}

/** Host prop first, then the user's saved choice, then the system preference. */
export function resolveTheme(
  hostTheme: Theme | undefined,
  saved: Theme | null,
  systemDark: boolean,
): Theme {
  return hostTheme ?? saved ?? (systemDark ? 'dark' : 'light');
}
