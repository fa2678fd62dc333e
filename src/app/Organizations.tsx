import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  OrganizationsContext,
  signedOutOrganizations,
  type OrganizationChange,
  type OrganizationsState,
} from '../features/organisations/context';
import type { ClientAuth } from '../api/client';
import { useSession } from '../session/SessionContext';

// The list and the switch load only once someone is signed in: a host's page and the sign-in
// form carry none of it (the remote's budget, bench/budgets.json).
const OrganizationsWatch = lazy(
  () =>
    import(/* webpackChunkName: "organizations" */ '../features/organisations/OrganizationsWatch'),
);

const loading: OrganizationsState = { ...signedOutOrganizations, status: 'loading' };

export interface OrganizationsProps {
  onOrganizationChange?: (event: OrganizationChange) => void;
  children: ReactNode;
}

/**
 * Renews the session's tokens now (after a switch: the claims change only when a token is
 * issued). The client's renewal after a refusal does exactly that, in this tab, under the
 * cross-tab lock, and tells the other tabs; a failure leaves the next scheduled renewal to carry
 * the new organisation.
 */
export async function renewNow(auth: ClientAuth): Promise<void> {
  const token = await auth.getAccessToken();
  if (token) await auth.renewAfterRejection(token);
}

/**
 * The organisations of the signed-in person for `useOrganizations` (docs/organisations.md, "Front
 * end"), and the host's `organization-changed` event each time the active one changes (not when
 * it is first known: the host reads that with `useOrganizations`).
 */
export function Organizations({
  onOrganizationChange,
  renew,
  children,
}: OrganizationsProps & { renew(): Promise<void> }) {
  const { status, authentication } = useSession();
  const sub = authentication?.sub ?? null;
  const [state, setState] = useState<OrganizationsState>(loading);
  const emit = useRef(onOrganizationChange);
  useEffect(() => {
    emit.current = onOrganizationChange;
  });
  const signedIn = status === 'signed-in' && sub !== null;
  const value = status === 'anonymous' ? signedOutOrganizations : state;
  return (
    <OrganizationsContext.Provider value={value}>
      {children}
      {signedIn ? (
        <Suspense fallback={null}>
          <OrganizationsWatch key={sub} onState={setState} emit={emit} renew={renew} />
        </Suspense>
      ) : null}
    </OrganizationsContext.Provider>
  );
}
