import { QUERY_RETURN_TO } from '../config/constants';
import { sameOriginPath } from '../lib/safe-path';

/** The path the user was going to, from `?returnTo=`, made safe; `fallback` when absent. */
export function readReturnTo(search: string): string | undefined;
export function readReturnTo(search: string, fallback: string): string;
export function readReturnTo(search: string, fallback?: string): string | undefined {
  const value = new URLSearchParams(search).get(QUERY_RETURN_TO);
  return value ? sameOriginPath(value) : fallback;
}

/** `?returnTo=` carrying the current location (path, query and hash). */
export function returnToQuery(location: {
  pathname: string;
  search: string;
  hash: string;
}): string {
  return `?${new URLSearchParams({ [QUERY_RETURN_TO]: location.pathname + location.search + location.hash })}`;
}
