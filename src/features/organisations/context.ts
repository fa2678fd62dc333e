// The active organisation and the person's organisations (docs/organisations.md, "Front end"), as
// `AuthProvider` gives them to our screens and to a host's code (`useOrganizations`). Only the
// context and its types live here, so the remote's AuthProvider module stays small: what loads
// the list and switches (./OrganizationsWatch.tsx) is a chunk that arrives once someone is signed
// in.
import { createContext, useContext } from 'react';

/** The built-in roles (highest first: ./roles.ts); a tenant may name others. */
export type BuiltInRole = 'owner' | 'admin' | 'member';
/** A role: one of the built-in ones, or one a tenant named. */
export type OrganizationRole = BuiltInRole | (string & {});

/** One organisation the signed-in person belongs to, with their role in it. */
export interface OrganizationMembership {
  id: string;
  name: string;
  slug: string;
  /** The organisation's logo (an https URL), if it has one. */
  logoUrl: string | null;
  role: OrganizationRole;
}

/**
 * `loading`: not known yet (signed out people have none: `none`); `ready`: the list and the
 * active one are known; `error`: the list could not be loaded (`reload` tries again).
 */
export type OrganizationsStatus = 'loading' | 'none' | 'ready' | 'error';

export interface OrganizationsState {
  status: OrganizationsStatus;
  /** The organisation the session works in (the access token's `org_id`), or null. */
  active: OrganizationMembership | null;
  organizations: readonly OrganizationMembership[];
  /**
   * Makes `id` the active organisation (null: none); settles once the new token is in use and
   * the host has been told (`onOrganizationChange`). Rejects when the API refuses.
   */
  switchOrganization(id: string | null): Promise<void>;
  /** Loads the list again (after creating, joining or leaving one). */
  reload(): void;
}

/** What a host hears when the active organisation changes (`AuthProvider`'s `onOrganizationChange`). */
export interface OrganizationChange {
  type: 'organization-changed';
  organization: OrganizationMembership | null;
  previous: OrganizationMembership | null;
}

const notYet = () => Promise.reject(new Error('signed out'));

export const signedOutOrganizations: OrganizationsState = {
  status: 'none',
  active: null,
  organizations: [],
  switchOrganization: notYet,
  reload: () => undefined,
};

export const OrganizationsContext = createContext<OrganizationsState>(signedOutOrganizations);

/** The signed-in person's organisations and the active one, for screens and hosts. */
export function useOrganizations(): OrganizationsState {
  return useContext(OrganizationsContext);
}
