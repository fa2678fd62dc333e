// The route manifest (docs/architecture.md, "Routes"): every route of the product, relative to
// `basePath`, with what the rest of the app derives from it. Declared once, here:
// - the route table and its guards (app/AccountRoutes.tsx, app/RequireAuth.tsx and its gates);
// - the screens a page may start on without the session engine (session/start.ts);
// - the mailed links' pages (lib/link-token.ts);
// - each screen's lazy chunk: its name here, its loader in app/screens.ts (webpack's magic
//   comment needs a literal there; app/screens.test.tsx checks the two agree);
// - the build's page per screen (scripts/screen-pages.ts) and the preload from an address
//   (app/screens.ts, `preloadScreen`).
// Data only: the session layer reads it without pulling in any screen's code.

/** A check a signed-in screen passes before it shows (app/RequireAuth.tsx), in this order. */
export type Gate =
  /** A tenant that requires two-step verification sends a user without it to its setup. */
  | 'two-step'
  /** Newer terms or privacy notice to accept go first (the `terms` screen). */
  | 'consent'
  /** Right after a password sign-in, an offer to add a passkey above the screen. */
  | 'passkey-offer';

export interface RouteEntry {
  /** The route's path under `basePath` ('' for the account home), a react-router pattern. */
  readonly path: string;
  /**
   * Who may open it: anyone, or a signed-in user (a signed-out visitor goes to `unauthorized`
   * with where they were going) after the gates.
   */
  readonly guard: 'public' | 'signed-in';
  /** Gates a signed-in screen does not pass (each entry says why). */
  readonly skips?: readonly Gate[];
  /**
   * A screen a signed-out visitor opens that shows the same without a session: a page that
   * starts on it, in a tab holding no session, defers the session engine (session/start.ts).
   */
  readonly withoutSession?: boolean;
  /** The name of its lazy chunk (the `webpackChunkName` of its loader in app/screens.ts). */
  readonly chunk: string;
  /**
   * An address of its own: the build writes `<path>.html` preloading its chunks
   * (scripts/screen-pages.ts), and `preloadScreen` starts its download from the address.
   */
  readonly page: boolean;
  /**
   * The pages under it that mailed links open with a single-use `?token=` ('' for the route
   * itself): their token leaves the address bar as the app starts (lib/link-token.ts).
   */
  readonly mailLinks?: readonly string[];
  /**
   * A section of the account centre (docs/account-centre.md): it shows inside the centre's
   * frame (navigation, header) and is a link of its navigation, in the manifest's order.
   */
  readonly section?: boolean;
  /**
   * The screen needs an active organisation, and with `role` at least that role in it
   * (docs/organisations.md, "Front end"): a person without is sent to `forbidden`, which says why
   * and offers the way forward. Hosts use the same check around their own routes
   * (`RequireOrganization`). What is shown only: the API checks every call.
   */
  readonly requires?: { readonly organization: true; readonly role?: string };
}

export const routeManifest = {
  // The account centre's sections, in the order of its navigation (docs/account-centre.md).
  home: { path: '', guard: 'signed-in', chunk: 'account-home', page: false, section: true },
  profile: { path: 'profile', guard: 'signed-in', chunk: 'profile', page: true, section: true },
  redirect: { path: 'redirect', guard: 'public', chunk: 'redirect', page: true },
  signIn: { path: 'sign-in', guard: 'public', withoutSession: true, chunk: 'sign-in', page: true },
  callback: { path: 'callback', guard: 'public', chunk: 'callback', page: true },
  unauthorized: {
    path: 'unauthorized',
    guard: 'public',
    withoutSession: true,
    chunk: 'unauthorized',
    page: true,
  },
  forbidden: { path: 'forbidden', guard: 'public', chunk: 'forbidden', page: true },
  signUp: { path: 'sign-up', guard: 'public', withoutSession: true, chunk: 'sign-up', page: true },
  confirmAccount: {
    path: 'confirm-account',
    guard: 'public',
    withoutSession: true,
    chunk: 'confirm-account',
    page: true,
    mailLinks: [''],
  },
  forgotPassword: {
    path: 'forgot-password',
    guard: 'public',
    withoutSession: true,
    chunk: 'forgot-password',
    page: true,
    mailLinks: [''],
  },
  // Onboarding records the versions in force itself, one task at a time.
  onboarding: {
    path: 'onboarding',
    guard: 'signed-in',
    skips: ['consent', 'passkey-offer'],
    chunk: 'onboarding',
    page: true,
  },
  // Its token must survive a sign-in: not a mailed link's page.
  registerTokenFcm: {
    path: 'register-token-fcm',
    guard: 'signed-in',
    chunk: 'register-token-fcm',
    page: true,
  },
  // The two-step setup a tenant requires is here; it has its own Passkeys section.
  security: {
    path: 'security',
    guard: 'signed-in',
    skips: ['two-step', 'passkey-offer'],
    chunk: 'security',
    page: true,
    section: true,
  },
  sessions: { path: 'sessions', guard: 'signed-in', chunk: 'sessions', page: true, section: true },
  // The new-device mail's "This wasn't me" (flows/sessions/NotMePage.tsx).
  notMe: {
    path: 'not-me',
    guard: 'public',
    withoutSession: true,
    chunk: 'not-me',
    page: true,
    mailLinks: [''],
  },
  privacy: { path: 'privacy', guard: 'signed-in', chunk: 'privacy', page: true, section: true },
  // The mailed links' landings under privacy/ and the page after a deletion request (public).
  privacyLink: {
    path: 'privacy/:page',
    guard: 'public',
    chunk: 'privacy-link',
    page: false,
    mailLinks: ['confirm-email', 'not-me', 'restore'],
  },
  // The terms to accept: it is where the consent gate sends the user.
  terms: {
    path: 'terms',
    guard: 'signed-in',
    skips: ['consent', 'passkey-offer'],
    chunk: 'terms',
    page: true,
  },
  // Organisations (docs/organisations.md): the centre's section (the person's organisations,
  // members, invitations, switching), and the invitation link's page: public, it says what
  // Accept does and acts only on the press, after signing in or up if needed.
  organisations: {
    path: 'organisations',
    guard: 'signed-in',
    chunk: 'organisations',
    page: true,
    section: true,
  },
  organisationInvitation: {
    path: 'organisations/invitation',
    guard: 'public',
    withoutSession: true,
    chunk: 'organisation-invitation',
    page: false,
    mailLinks: [''],
  },
  // The sign-in mail's link (flows/email-code/EmailLinkPage.tsx, docs/passwordless.md): public,
  // it acts only on a press.
  emailLink: {
    path: 'email-link',
    guard: 'public',
    chunk: 'email-link',
    page: true,
    mailLinks: [''],
  },
  // Passkey-first sign-up (flows/passkey-sign-up/, docs/passwordless.md).
  passkeySignUp: {
    path: 'passkey-sign-up',
    guard: 'public',
    chunk: 'passkey-sign-up',
    page: true,
  },
  notFound: { path: '*', guard: 'public', chunk: 'not-found', page: false },
} as const satisfies Record<string, RouteEntry>;

export type ScreenName = keyof typeof routeManifest;

/** The routes a link can name: every route whose path is an address, not a pattern. */
export type RouteName = {
  [K in ScreenName]: (typeof routeManifest)[K]['path'] extends `${string}:${string}` | '*'
    ? never
    : K;
}[ScreenName];

/** The manifest's entries, in its order. */
export const manifestEntries = Object.entries(routeManifest) as [ScreenName, RouteEntry][];

function isAddress(entry: RouteEntry): boolean {
  return !entry.path.includes(':') && entry.path !== '*';
}

/** Each linkable route's path under `basePath`. */
export const routes = Object.fromEntries(
  manifestEntries
    .filter(([, entry]) => isAddress(entry))
    .map(([name, entry]) => [name, entry.path]),
) as { readonly [K in RouteName]: (typeof routeManifest)[K]['path'] };

/** Absolute in-app href for a route under the configured base path ('' or e.g. '/account'). */
export function href(basePath: string, route: RouteName): string {
  const segment = routes[route];
  return `${basePath}/${segment}`;
}

export type Paths = Record<RouteName, string>;

/** Every route's href under `basePath`. */
export function pathsFor(basePath: string): Paths {
  return Object.fromEntries(
    (Object.keys(routes) as RouteName[]).map((route) => [route, href(basePath, route)]),
  ) as Paths;
}

/** The linkable route at `pathname` (exactly its href under `basePath`), if any. */
export function routeAt(basePath: string, pathname: string): RouteName | null {
  return (
    (Object.keys(routes) as RouteName[]).find((route) => href(basePath, route) === pathname) ?? null
  );
}

/** Whether the signed-in screen at `pathname` passes `gate` (any other path does). */
export function passesGate(basePath: string, pathname: string, gate: Gate): boolean {
  const route = routeAt(basePath, pathname);
  const skips: readonly Gate[] = route ? ((routeManifest[route] as RouteEntry).skips ?? []) : [];
  return !skips.includes(gate);
}

/** The account centre's sections, in the order of its navigation. */
export const sectionRoutes = manifestEntries
  .filter(([, entry]) => entry.section === true)
  .map(([name]) => name as RouteName);

/** The screens a page may start on with the session engine deferred (session/start.ts). */
export const withoutSessionRoutes: readonly RouteName[] = manifestEntries
  .filter(([, entry]) => entry.withoutSession && isAddress(entry))
  .map(([name]) => name as RouteName);

/**
 * The pages the dev API's mails link to with a single-use `?token=` (dev-api's `appLink`): their
 * token leaves the address bar as the app starts (src/lib/link-token.ts). The push link
 * (`register-token-fcm`) is not one: its token must survive a sign-in.
 */
export const mailLinkRoutes: readonly string[] = manifestEntries.flatMap(([, entry]) =>
  (entry.mailLinks ?? []).map((page) =>
    page === '' ? entry.path : `${entry.path.replace(/\/:[^/]+$/, '')}/${page}`,
  ),
);
