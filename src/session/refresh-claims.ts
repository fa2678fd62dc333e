// A tab opened from another (window.open, "Duplicate tab") starts with a copy of its
// sessionStorage, refresh token included. Reusing a refresh token another tab has already rotated
// makes the authority revoke the whole grant: every tab is signed out. Over the BroadcastChannel
// the copy learns of the rotation in time (tab-sync.ts); where the browser has no channel, or the
// other tab did not answer, this is what stops it: each tab claims a refresh token in localStorage
// just before using it, by a short digest (never the token), and a tab finding its token claimed
// by another renews without it (the silent-renew iframe).
import { readItem, writeItem } from '../lib/storage';

const KEY = 'account.refresh-claims';
/** Claims kept: a few per tab is plenty; older ones belong to tokens long rotated. */
const KEPT = 16;

async function digest(token: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return btoa(String.fromCharCode(...new Uint8Array(hash, 0, 12)));
}

function read(storage: Storage | undefined): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readItem(storage, KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Claims `refreshToken` for tab `tab`: false when another tab already claimed it (it must not be
 * used here). Without storage or Web Crypto there is nothing to coordinate with: true.
 */
export async function claimRefreshToken(
  storage: Storage | undefined,
  tab: string,
  refreshToken: string,
): Promise<boolean> {
  if (!storage || !globalThis.crypto?.subtle) return true;
  const id = await digest(refreshToken);
  const claims = read(storage);
  if (id in claims && claims[id] !== tab) return false;
  delete claims[id];
  claims[id] = tab;
  writeItem(storage, KEY, JSON.stringify(Object.fromEntries(Object.entries(claims).slice(-KEPT))));
  return true;
}
