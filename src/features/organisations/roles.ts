import type { BuiltInRole, OrganizationRole } from './context';

// Apart from ./context.ts, which the remote's AuthProvider module carries: only the screens that
// judge a role need this.

/** The built-in roles, highest first; a tenant may name others (compared by name only). */
export const BUILT_IN_ROLES: readonly BuiltInRole[] = ['owner', 'admin', 'member'];

/**
 * Whether `role` is at least `required`: the built-in roles rank owner > admin > member; a role a
 * tenant named matches only itself. The UI uses it to say why and to hide what would be refused;
 * the API checks every action again.
 */
export function hasRole(role: OrganizationRole, required: OrganizationRole): boolean {
  const have = BUILT_IN_ROLES.indexOf(role as BuiltInRole);
  const need = BUILT_IN_ROLES.indexOf(required as BuiltInRole);
  if (have < 0 || need < 0) return role === required;
  return have <= need;
}
