import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AuthFailureRedirect } from './AuthFailureRedirect';
import { RequireAuth } from './RequireAuth';
import { routes } from '../config/paths';
import { Layout } from './Layout';
import { Loading } from '../ui/Loading';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { isRoutablePath } from './routable';
import { lazyScreen, screens } from './screens';

// One lazily loaded chunk per screen (screens.ts).
const AccountHomePage = lazyScreen(screens.home);
const SignInPage = lazyScreen(screens.signIn);
const CallbackPage = lazyScreen(screens.callback);
const OnboardingPage = lazyScreen(screens.onboarding);
const RegisterTokenPage = lazyScreen(screens.registerTokenFcm);
const SignUpPage = lazyScreen(screens.signUp);
const ConfirmAccountPage = lazyScreen(screens.confirmAccount);
const ForgotPasswordPage = lazyScreen(screens.forgotPassword);
const RedirectPage = lazyScreen(screens.redirect);
const UnauthorizedPage = lazyScreen(screens.unauthorized);
const ForbiddenPage = lazyScreen(screens.forbidden);
const SecurityPage = lazyScreen(screens.security);
const SessionsPage = lazyScreen(screens.sessions);
const NotMePage = lazyScreen(screens.notMe);
const PrivacyPage = lazyScreen(screens.privacy);
const TermsPage = lazyScreen(screens.terms);
// The mailed links' landings under privacy/ (public), a chunk of their own.
const PrivacyLinkPage = lazyScreen(
  () => import(/* webpackChunkName: "privacy-link" */ '../flows/privacy/PrivacyLinkPage'),
);
const NotFoundPage = lazyScreen(
  () => import(/* webpackChunkName: "not-found" */ '../flows/not-found/NotFoundPage'),
);

export interface AccountRoutesProps {
  /**
   * True when the account app owns the whole page (the standalone SPA): it then renders the
   * page's `main` landmark. Hosts leave it off; their shell has its own.
   */
  standalone?: boolean;
}

/**
 * The account route table (docs/architecture.md, "Routes"), relative to wherever it is mounted: at the root of the
 * standalone app, or under a host's route such as `/account/*`. It never creates a router.
 */
export function AccountRoutes({ standalone = false }: AccountRoutesProps) {
  const { pathname } = useLocation();
  const routable = isRoutablePath(pathname);
  return (
    <Layout standalone={standalone}>
      {/* Outside Suspense: it must hear a refusal even while a screen's code is loading. */}
      <AuthFailureRedirect />
      <RouteErrorBoundary>
        {/* One boundary per screen: routers navigate in a transition, which would keep the old
            screen up, with no sign of progress, while the next one's code loads. */}
        <Suspense key={pathname} fallback={<Loading />}>
          {/* react-router would throw on such a path (routable.ts): not found, not a crash. */}
          {!routable ? (
            <NotFoundPage />
          ) : (
            <Routes>
              <Route
                index
                element={
                  <RequireAuth>
                    <AccountHomePage />
                  </RequireAuth>
                }
              />
              <Route
                path={routes.onboarding}
                element={
                  <RequireAuth>
                    <OnboardingPage />
                  </RequireAuth>
                }
              />
              <Route
                path={routes.registerTokenFcm}
                element={
                  <RequireAuth>
                    <RegisterTokenPage />
                  </RequireAuth>
                }
              />
              <Route
                path={routes.security}
                element={
                  <RequireAuth>
                    <SecurityPage />
                  </RequireAuth>
                }
              />
              <Route
                path={routes.sessions}
                element={
                  <RequireAuth>
                    <SessionsPage />
                  </RequireAuth>
                }
              />
              <Route path={routes.notMe} element={<NotMePage />} />
              <Route
                path={routes.privacy}
                element={
                  <RequireAuth>
                    <PrivacyPage />
                  </RequireAuth>
                }
              />
              <Route path={`${routes.privacy}/:page`} element={<PrivacyLinkPage />} />
              <Route
                path={routes.terms}
                element={
                  <RequireAuth>
                    <TermsPage />
                  </RequireAuth>
                }
              />
              <Route path={routes.signIn} element={<SignInPage />} />
              <Route path={routes.callback} element={<CallbackPage />} />
              <Route path={routes.signUp} element={<SignUpPage />} />
              <Route path={routes.confirmAccount} element={<ConfirmAccountPage />} />
              <Route path={routes.forgotPassword} element={<ForgotPasswordPage />} />
              <Route path={routes.redirect} element={<RedirectPage />} />
              <Route path={routes.unauthorized} element={<UnauthorizedPage />} />
              <Route path={routes.forbidden} element={<ForbiddenPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          )}
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}
