// The provider buttons the sign-in address names (docs/federation.md, "Before the page paints"):
// the authority puts the tenant's list into the address it sends the browser to, the page's own
// script shows it before the first paint (public/index.html, by the same rules as here), and the
// app's first render shows the same buttons until the API's list confirms or replaces them. The
// list's code is asked for as the app starts, so that first render has it. Kept out of
// ProviderButtons.tsx: the app's start imports this, not the buttons.
import type { FederationProvider } from '../../api/federation';
import { QUERY_PROVIDERS } from '../../config/constants';

type ListModule = typeof import('./ProviderList');

// The same rules as the authority's (dev-api/src/federation/providers.ts, signInProviders) and
// the page's script: anything else and the list is not shown before the API's.
const ID = /^[a-z0-9-]{1,32}$/;
const NAME = /^[\p{L}\p{N} .'&-]{1,40}$/u;

/** The providers `search` names, in its order; null when it names none or one is malformed. */
export function providersFromAddress(search: string): FederationProvider[] | null {
  const value = new URLSearchParams(search).get(QUERY_PROVIDERS);
  if (!value) return null;
  const providers: FederationProvider[] = [];
  for (const entry of value.split(',')) {
    const [id = '', displayName = '', flag, ...rest] = entry.split(':');
    if (!ID.test(id) || !NAME.test(displayName) || (flag ?? 'd') !== 'd' || rest.length) {
      return null;
    }
    providers.push({ id, displayName, development: flag === 'd' });
  }
  return providers;
}

let loaded: ListModule | null = null;
let failed = false;

/** The list's chunk (ProviderList.tsx, its own style sheet with it). */
export function loadProviderList(): Promise<ListModule> {
  return import(/* webpackChunkName: "federation-buttons" */ './ProviderList').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      failed = true;
      throw error;
    },
  );
}

/**
 * The list's code: its module once it has arrived (a render then needs no Suspense), `failed`
 * when it could not be had, else null (under way or not asked for).
 */
export function providerListLoaded(): ListModule | 'failed' | null {
  return loaded ?? (failed ? 'failed' : null);
}

/**
 * As the app starts: when the address names providers, their list's code downloads now, and the
 * returned promise settles when it has arrived (or failed), so the first render can have it.
 */
export function preloadAddressProviders(search: string): Promise<void> {
  if (!providersFromAddress(search)) return Promise.resolve();
  return loadProviderList().then(
    () => undefined,
    () => undefined,
  );
}
