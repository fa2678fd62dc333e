import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { browserStorage } from '../lib/storage';
import { readSavedTheme, resolveTheme, saveTheme, type Theme } from './theme';

interface ThemeState {
  theme: Theme;
  /** The user's own choice, or null to follow the system. */
  saved: Theme | null;
  setSaved(theme: Theme | null): void;
}

const ThemeContext = createContext<ThemeState | null>(null);

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeSystem(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(darkQuery).matches;
}

export function ThemeProvider({
  theme: hostTheme,
  children,
}: {
  theme?: Theme;
  children: ReactNode;
}) {
  const systemDark = useSyncExternalStore(subscribeSystem, systemPrefersDark, () => false);
  const [saved, setSavedState] = useState(() => readSavedTheme(browserStorage()));
  const setSaved = useCallback((next: Theme | null) => {
    saveTheme(browserStorage(), next);
    setSavedState(next);
  }, []);
  const value = useMemo(
    () => ({ theme: resolveTheme(hostTheme, saved, systemDark), saved, setSaved }),
    [hostTheme, saved, systemDark, setSaved],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside the account AuthProvider');
  return state;
}
