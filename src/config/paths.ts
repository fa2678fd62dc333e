// Every route of the product (docs/architecture.md, "Routes"), relative to `basePath`. Declared
// once; screens read them through `usePaths()`.
export const routes = {
  home: '',
  redirect: 'redirect',
  signIn: 'sign-in',
  callback: 'callback',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  signUp: 'sign-up',
  confirmAccount: 'confirm-account',
  forgotPassword: 'forgot-password',
  onboarding: 'onboarding',
  registerTokenFcm: 'register-token-fcm',
  security: 'security',
  sessions: 'sessions',
  notMe: 'not-me',
  privacy: 'privacy',
  terms: 'terms',
} as const;

export type RouteName = keyof typeof routes;

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

/**
 * The pages the dev API's mails link to with a single-use `?token=` (dev-api/src/routes,
 * `appLink`): their token leaves the address bar as the app starts (src/lib/link-token.ts).
 * The push link (`register-token-fcm`) is not one: its token must survive a sign-in.
 */
export const mailLinkRoutes: readonly string[] = [
  routes.confirmAccount,
  routes.forgotPassword,
  routes.notMe,
  `${routes.privacy}/confirm-email`,
  `${routes.privacy}/not-me`,
  `${routes.privacy}/restore`,
];
