import { useEffect, useRef } from 'react';

/**
 * Runs `run` once for each new `key` (none while the key is null). StrictMode runs effects twice,
 * and a single-use token must be posted once; a retry is a new key (e.g. `token#attempt`).
 */
export function useOncePerKey(key: string | null, run: () => void): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (key === null || done.current === key) return;
    done.current = key;
    run();
  });
}
