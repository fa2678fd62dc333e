import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { routes } from '../config/paths';
import { Layout } from '../ui/Layout';
import { Loading } from '../ui/Loading';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

// One lazily loaded chunk per screen: a user downloads only the screen they open.
const RedirectPage = lazy(
  () => import(/* webpackChunkName: "redirect" */ '../flows/redirect/RedirectPage'),
);
const UnauthorizedPage = lazy(
  () => import(/* webpackChunkName: "unauthorized" */ '../flows/unauthorized/UnauthorizedPage'),
);
const ForbiddenPage = lazy(
  () => import(/* webpackChunkName: "forbidden" */ '../flows/forbidden/ForbiddenPage'),
);
const NotFoundPage = lazy(
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
 * The account route table (DESIGN §5), relative to wherever it is mounted: at the root of the
 * standalone app, or under a host's route such as `/account/*`. It never creates a router.
 */
export function AccountRoutes({ standalone = false }: AccountRoutesProps) {
  return (
    <Layout standalone={standalone}>
      <RouteErrorBoundary>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route path={routes.redirect} element={<RedirectPage />} />
            <Route path={routes.unauthorized} element={<UnauthorizedPage />} />
            <Route path={routes.forbidden} element={<ForbiddenPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}
