import type { OrganizationRole, OrganizationsState } from './context';
import { hasRole } from './roles';

/** What a route or a host's page needs beyond a signed-in person (the route manifest's `requires`). */
export interface OrganizationRequirement {
  /** An active organisation; with `role`, a role at least that high in it. */
  organization: true;
  role?: OrganizationRole;
}

/** Why `forbidden` refuses: no active organisation, a role too low, or anything else (the API's 403). */
export type ForbiddenReason = 'organization' | 'role';

export const FORBIDDEN_REASON = 'reason';
export const FORBIDDEN_ROLE = 'role';

/**
 * Whether the person meets `requirement` (null: they do), judged from what the UI knows. It
 * decides only what is shown: the API checks the token's organisation and role on every call.
 */
export function refusal(
  state: Pick<OrganizationsState, 'active'>,
  requirement: OrganizationRequirement,
): ForbiddenReason | null {
  if (!state.active) return 'organization';
  if (requirement.role && !hasRole(state.active.role, requirement.role)) return 'role';
  return null;
}

/** The `forbidden` screen's query: why, the role needed, and where the person was going. */
export function forbiddenQuery(
  reason: ForbiddenReason,
  role: OrganizationRole | undefined,
  returnTo: string,
): string {
  const query = new URLSearchParams({ [FORBIDDEN_REASON]: reason });
  if (role) query.set(FORBIDDEN_ROLE, role);
  query.set('returnTo', returnTo);
  return `?${query}`;
}

/** The `forbidden` screen's reason from its query (anything else: the generic refusal). */
export function readForbidden(search: string): {
  reason: ForbiddenReason | null;
  role: string | null;
} {
  const query = new URLSearchParams(search);
  const reason = query.get(FORBIDDEN_REASON);
  return {
    reason: reason === 'organization' || reason === 'role' ? reason : null,
    role: reason === 'role' ? (query.get(FORBIDDEN_ROLE)?.slice(0, 64) ?? null) : null,
  };
}
