import { useState, type ReactNode } from 'react';
import type { ClientAuth } from '../api/client';
import {
  OrganizationsContext,
  signedOutOrganizations,
  type OrganizationChange,
  type OrganizationsState,
} from '../features/organisations/context';
import { lazyPart } from '../lib/lazy-part';
import { useSession } from '../session/SessionContext';

// The list, the switch and the host's events load only once someone is signed in: a host's page
// and the sign-in form carry none of it (the remote's budget, bench/budgets.json).
const OrganizationsWatch = lazyPart(
  () =>
    import(/* webpackChunkName: "organizations" */ '../features/organisations/OrganizationsWatch'),
);

export interface OrganizationsProps {
  onOrganizationChange?: (event: OrganizationChange) => void;
  /** The session's view for the HTTP client: a switch renews the tokens through it. */
  auth: ClientAuth;
  children: ReactNode;
}

/**
 * The organisations of the signed-in person for `useOrganizations` (docs/organisations.md, "Front
 * end"), and the host's `organization-changed` event each time the active one changes (not when
 * it is first known: the host reads that with `useOrganizations`).
 */
export function Organizations({ onOrganizationChange, auth, children }: OrganizationsProps) {
  const { status, authentication } = useSession();
  const [state, setState] = useState<OrganizationsState>(() => ({
    ...signedOutOrganizations,
    status: 'loading',
  }));
  const sub = authentication?.sub;
  return (
    <OrganizationsContext.Provider value={status === 'anonymous' ? signedOutOrganizations : state}>
      {children}
      {status === 'signed-in' && sub ? (
        <OrganizationsWatch
          key={sub}
          onState={setState}
          onChange={onOrganizationChange}
          auth={auth}
        />
      ) : null}
    </OrganizationsContext.Provider>
  );
}
