import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePaths } from '../../config/ConfigContext';
import { useOrganizations, type OrganizationRole } from './context';
import { forbiddenQuery, refusal } from './requirement';

export interface RequireOrganizationProps {
  /**
   * A role at least this high in the active organisation (owner > admin > member; a role a
   * tenant named: that role). Not `role`, which is the ARIA attribute's name.
   */
  minRole?: OrganizationRole;
  /** Shown while the organisations load (default: nothing). */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * A page that needs an active organisation (and a role in it): a person without sees `forbidden`,
 * which says why and offers the way forward (switch, create or join, ask an admin), then brings
 * them back here. For our routes it comes from the route manifest's `requires`; a host wraps its
 * own routes in it (README, "Embedding the remote in a host"). Only what is shown: the API checks
 * the organisation and the role on every call.
 */
export function RequireOrganization({
  minRole: role,
  fallback = null,
  children,
}: RequireOrganizationProps) {
  const state = useOrganizations();
  const paths = usePaths();
  const location = useLocation();
  if (state.status === 'loading') return fallback;
  const reason = refusal(state, { organization: true, role });
  if (!reason) return children;
  const here = location.pathname + location.search + location.hash;
  return <Navigate replace to={`${paths.forbidden}${forbiddenQuery(reason, role, here)}`} />;
}

export default RequireOrganization;
