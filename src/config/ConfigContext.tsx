import { createContext, useContext } from 'react';
import type { AccountConfig } from './config';

export const ConfigContext = createContext<AccountConfig | null>(null);

export function useConfig(): AccountConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside the account AuthProvider');
  return config;
}
