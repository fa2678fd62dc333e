import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AuthFailureRedirect } from './AuthFailureRedirect';
import { RequireAuth } from './RequireAuth';
import { manifestEntries, type RouteName, type ScreenName } from '../config/paths';
import { AccountIntl } from '../i18n/LanguageProvider';
import { Layout } from './Layout';
import { Loading } from '../ui/Loading';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { isRoutablePath } from './routable';
import { lazyScreen, screenNeeds, screens } from './screens';
import { signedInParts } from './signed-in-parts';

// One lazily loaded chunk per screen (screens.ts), one route per entry of the route manifest
// (config/paths.ts), its guard from the entry: RequireAuth for a signed-in screen.
const lazyScreens = {} as Record<ScreenName, ComponentType>;
for (const [name] of manifestEntries) {
  lazyScreens[name] = lazyScreen(
    screens[name] as () => Promise<{ default: ComponentType }>,
    screenNeeds[name],
  );
}

// A section of the account centre shows in its frame (navigation, header), which stays up while
// the section's own code loads. The frame is a chunk of its own: a first screen that is not a
// section (the sign-in form) never needs it.
const CentreFrame = lazyScreen(signedInParts.frame);
function routeTable(standalone: boolean) {
  return manifestEntries.map(([name, entry]) => {
    const Screen = lazyScreens[name];
    const screen = entry.section ? (
      <Suspense fallback={<Loading />}>
        <CentreFrame section={name as RouteName} standalone={standalone}>
          <Suspense fallback={<Loading />}>
            <Screen />
          </Suspense>
        </CentreFrame>
      </Suspense>
    ) : (
      <Screen />
    );
    const required = entry.requires ? (
      <RequireOrganization minRole={entry.requires.role}>{screen}</RequireOrganization>
    ) : (
      screen
    );
    const element = entry.guard === 'signed-in' ? <RequireAuth>{required}</RequireAuth> : required;
    return entry.path === '' ? (
      <Route key={name} index element={element} />
    ) : (
      <Route key={name} path={entry.path} element={element} />
    );
  });
}
const NotFoundPage = lazyScreens.notFound;

// Only the screens whose entry `requires` an organisation load the check (docs/organisations.md).
const RequireOrganization = lazy(
  () =>
    import(
      /* webpackChunkName: "require-organization" */ '../features/organisations/RequireOrganization'
    ),
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
  const table = useMemo(() => routeTable(standalone), [standalone]);
  return (
    // Our messages for our screens only: a host's own react-intl context stays as it is around
    // them (AuthProvider holds no IntlProvider).
    <AccountIntl>
      <Layout standalone={standalone}>
        {/* Outside Suspense: it must hear a refusal even while a screen's code is loading. */}
        <AuthFailureRedirect />
        <RouteErrorBoundary>
          {/* One boundary per screen: routers navigate in a transition, which would keep the old
            screen up, with no sign of progress, while the next one's code loads. */}
          <Suspense key={pathname} fallback={<Loading />}>
            {/* react-router would throw on such a path (routable.ts): not found, not a crash. */}
            {!routable ? <NotFoundPage /> : <Routes>{table}</Routes>}
          </Suspense>
        </RouteErrorBoundary>
      </Layout>
    </AccountIntl>
  );
}
