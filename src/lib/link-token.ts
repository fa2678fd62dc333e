import { mailLinkRoutes } from '../config/paths';

// A mailed link's single-use `?token=` leaves the address bar as the standalone app starts,
// before the configuration loads, before any screen renders and long before analytics or any
// other code can read the URL (docs/your-data.md, "Mailed links"); the token stays in this
// module's memory only, never in storage or history state. `useLinkToken` takes it from here
// (and drops a token that reaches a screen by in-app navigation, or inside a host, the same way).

export const LINK_TOKEN_PARAM = 'token';

let held: { path: string; token: string } | null = null;

/** Whether `pathname` is one of the mailed links' pages, under any base path. */
function isMailLink(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return mailLinkRoutes.some((route) => path === `/${route}` || path.endsWith(`/${route}`));
}

/**
 * Moves the token of a mailed link's address into memory and replaces the history entry with
 * the same address without it (every other parameter, the fragment and the history state kept,
 * so the router starts where it would have). Any other page is left alone.
 */
export function holdLinkToken(win: Window = window): void {
  const url = new URL(win.location.href);
  const token = url.searchParams.get(LINK_TOKEN_PARAM);
  if (token === null || !isMailLink(url.pathname)) return;
  held = { path: url.pathname, token };
  url.searchParams.delete(LINK_TOKEN_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The token held for the page at `pathname` (the router's, without the base path), if the app
 * started there with one.
 */
export function heldLinkToken(pathname: string): string | null {
  if (!held || !pathname.startsWith('/') || pathname === '/') return null;
  return held.path === pathname || held.path.endsWith(pathname) ? held.token : null;
}

/** Forgets the held token: the screen that took it keeps it in its own state. */
export function releaseLinkToken(): void {
  held = null;
}
