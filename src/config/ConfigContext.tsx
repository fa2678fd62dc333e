import { createContext, useContext, useMemo } from 'react';
import type { AccountConfig } from './config';
import { pathsFor, type Paths } from './paths';

export const ConfigContext = createContext<AccountConfig | null>(null);

export function useConfig(): AccountConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside the account AuthProvider');
  return config;
}

/** Every route's absolute path under the configured base path (`paths.signUp`, …). */
export function usePaths(): Paths {
  const { basePath } = useConfig();
  return useMemo(() => pathsFor(basePath), [basePath]);
}
