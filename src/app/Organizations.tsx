import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  OrganizationsContext,
  signedOutOrganizations,
  type OrganizationChange,
  type OrganizationsState,
} from '../features/organisations/context';
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
 * The organisations of the signed-in person for `useOrganizations` (docs/organisations.md, "Front
 * end"), and the host's `organization-changed` event each time the active one changes (not when
 * it is first known: the host reads that with `useOrganizations`).
 */
export function Organizations({ onOrganizationChange, children }: OrganizationsProps) {
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
          <OrganizationsWatch key={sub} onState={setState} emit={emit} />
        </Suspense>
      ) : null}
    </OrganizationsContext.Provider>
  );
}
