import { createElement, type ComponentType } from 'react';
import { preloadAddressProviders } from '../features/federation/from-address';
import { lazyPart } from '../lib/lazy-part';
import { Loading } from '../ui/Loading';
import { manifestEntries, type ScreenName } from '../config/paths';
import { fallbackScreens } from './fallback-screens';
import { signedInParts } from './signed-in-parts';

// The route manifest's lazy half (config/paths.ts holds the data): one chunk per screen, so a
// user downloads only the screen they open. Each loader names its chunk with a literal (webpack
// reads the comment, not a variable); screens.test.tsx checks it is the manifest's `chunk`. The
// table is shared by the route table (React.lazy) and `preloadScreen`; webpack loads each chunk
// once.
export const screens = {
  home: () =>
    import(/* webpackChunkName: "account-home" */ '../flows/account-home/AccountHomePage'),
  profile: () => import(/* webpackChunkName: "profile" */ '../flows/profile/ProfilePage'),
  signIn: () => import(/* webpackChunkName: "sign-in" */ '../flows/sign-in/SignInPage'),
  callback: () => import(/* webpackChunkName: "callback" */ '../flows/callback/CallbackPage'),
  onboarding: () =>
    import(/* webpackChunkName: "onboarding" */ '../flows/onboarding/OnboardingPage'),
  registerTokenFcm: () =>
    import(
      /* webpackChunkName: "register-token-fcm" */ '../flows/register-token-fcm/RegisterTokenPage'
    ),
  signUp: () => import(/* webpackChunkName: "sign-up" */ '../flows/sign-up/SignUpPage'),
  confirmAccount: () =>
    import(/* webpackChunkName: "confirm-account" */ '../flows/confirm-account/ConfirmAccountPage'),
  forgotPassword: () =>
    import(/* webpackChunkName: "forgot-password" */ '../flows/forgot-password/ForgotPasswordPage'),
  redirect: () => import(/* webpackChunkName: "redirect" */ '../flows/redirect/RedirectPage'),
  unauthorized: () =>
    import(/* webpackChunkName: "unauthorized" */ '../flows/unauthorized/UnauthorizedPage'),
  forbidden: () => import(/* webpackChunkName: "forbidden" */ '../flows/forbidden/ForbiddenPage'),
  security: () => import(/* webpackChunkName: "security" */ '../flows/security/SecurityPage'),
  sessions: () => import(/* webpackChunkName: "sessions" */ '../flows/sessions/SessionsPage'),
  notMe: () => import(/* webpackChunkName: "not-me" */ '../flows/sessions/NotMePage'),
  privacy: () => import(/* webpackChunkName: "privacy" */ '../flows/privacy/PrivacyPage'),
  terms: () => import(/* webpackChunkName: "terms" */ '../flows/terms/TermsPage'),
  organisations: () =>
    import(/* webpackChunkName: "organisations" */ '../flows/organisations/OrganisationsPage'),
  passkeySignUp: () =>
    import(/* webpackChunkName: "passkey-sign-up" */ '../flows/passkey-sign-up/PasskeySignUpPage'),
  emailLink: () => import(/* webpackChunkName: "email-link" */ '../flows/email-code/EmailLinkPage'),
  ...fallbackScreens,
} satisfies Record<ScreenName, Loader<never>>;

/**
 * Starts downloading the screen a page address will show, before the configuration (and so the
 * base path) is known: the last path segment names it, among the screens with an address of
 * their own (the manifest's `page`). A wrong guess costs one small download; the account home
 * (the empty segment) is left to the route table. Settles when it has arrived
 * or failed (never rejects: the route shows its own load error).
 */
export function preloadScreen(pathname: string): Promise<void> {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const found = manifestEntries.find(([, entry]) => entry.page && entry.path === segment);
  if (!found) return Promise.resolve();
  const [name, entry] = found;
  // A signed-in screen, or the callback that leads to one: its gates and the centre's frame too;
  // after the callback, the account home, where a sign-in returns unless it was started on its
  // way elsewhere (it then costs one small download): it arrives during the code's exchange,
  // not after it (the sign-in's round trip, bench/README.md).
  const parts: Loader<never>[] =
    name === 'callback'
      ? [signedInParts.gates, signedInParts.frame, screens.home as Loader<never>]
      : entry.guard === 'signed-in'
        ? [signedInParts.gates, signedInParts.frame]
        : [];
  return Promise.all([screens[name] as Loader<never>, ...parts].map((loader) => load(loader))).then(
    () => undefined,
    () => undefined,
  );
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Screens whose module has arrived, by loader. */
const arrived = new WeakMap<Loader<never>, ComponentType<never>>();

function load<P>(loader: Loader<P>): Promise<{ default: ComponentType<P> }> {
  return loader().then((module) => {
    arrived.set(loader as Loader<never>, module.default as ComponentType<never>);
    return module;
  });
}

/**
 * What a screen's first render needs besides its own chunk: the sign-in page shows the provider
 * buttons its address names from its first paint (features/federation/from-address.ts), so their
 * code comes first; else the buttons would suspend the screen once more (in a host, where no
 * page of ours started them).
 */
export const screenNeeds: Partial<Record<ScreenName, () => Promise<void>>> = {
  signIn: () => preloadAddressProviders(window.location.search),
};

/**
 * A screen's component (or the centre's frame, or the gates): `Loading` until its chunk (and what
 * else it needs) has arrived, then the screen (lib/lazy-part.ts: no Suspense fallback, so no
 * throttled reveal). When `preloadScreen` (or another route) has already brought the module, it
 * renders at once.
 */
export function lazyScreen<P extends object>(
  loader: Loader<P>,
  needs?: () => Promise<void>,
): ComponentType<P> {
  return lazyPart(() => Promise.all([load(loader), needs?.()]).then(([module]) => module), {
    placeholder: createElement(Loading),
    arrived: () => arrived.get(loader as Loader<never>) as ComponentType<P> | undefined,
  });
}
