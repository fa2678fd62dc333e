import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ApiClient } from './client';

export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside the account AuthProvider');
  return client;
}

/** Whether the API answers (false after a request got no answer, until one gets one). */
export function useApiReachable(): boolean {
  const api = useApi();
  return useSyncExternalStore(api.onReachable, api.reachable, api.reachable);
}
