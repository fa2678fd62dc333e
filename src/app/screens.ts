import { routes, type RouteName } from '../config/paths';

// One lazily loaded chunk per screen: a user downloads only the screen they open. The table is
// shared by the route table (React.lazy) and `preloadScreen`; webpack loads each chunk once.
export const screens = {
  home: () =>
    import(/* webpackChunkName: "account-home" */ '../flows/account-home/AccountHomePage'),
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
} satisfies Record<RouteName, () => Promise<unknown>>;

/**
 * Starts downloading the screen a page address will show, before the configuration (and so the
 * base path) is known: the last path segment names it. A wrong guess costs one small download;
 * the account home (the empty segment) is left to the route table.
 */
export function preloadScreen(pathname: string): void {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const route = (Object.keys(routes) as RouteName[]).find(
    (name) => routes[name] !== '' && routes[name] === segment,
  );
  if (route) screens[route]().catch(() => undefined); // the route shows its own load error
}
