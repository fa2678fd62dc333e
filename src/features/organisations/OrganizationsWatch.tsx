import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClientAuth } from '../../api/client';
import { useApi } from '../../api/ApiContext';
import { ORGANIZATIONS_CHANNEL_NAME } from '../../config/constants';
import {
  listMyOrganisations,
  switchActiveOrganisation,
  type Organisation,
} from '../../api/organisations';
import type { OrganizationChange, OrganizationMembership, OrganizationsState } from './context';

export interface OrganizationsWatchProps {
  onState(state: OrganizationsState): void;
  /** The host's `onOrganizationChange`. */
  onChange?: (event: OrganizationChange) => void;
  /** The session's view for the HTTP client, to renew the tokens after a switch. */
  auth: ClientAuth;
}

/**
 * Renews the session's tokens now (after a switch: the claims change only when a token is
 * issued). The client's renewal after a refusal does exactly that: in this tab, under the
 * cross-tab lock, telling the other tabs. A failure leaves the next scheduled renewal to carry
 * the new organisation (the API already uses it).
 */
async function renewNow(auth: ClientAuth): Promise<void> {
  const token = await auth.getAccessToken();
  if (token) await auth.renewAfterRejection(token);
}

type Actions = Pick<OrganizationsState, 'switchOrganization' | 'reload'>;

function membership(organisation: Organisation): OrganizationMembership {
  const { id, name, slug, logoUrl, role } = organisation;
  return { id, name, slug, logoUrl, role };
}

/**
 * Loads the signed-in person's organisations and this session's active one, and switches: the
 * API stores the choice on the session, then the tokens are renewed at once (the claims change
 * only when a token is issued: docs/organisations.md, "The active organisation"), then the list
 * is read again and the host hears `organization-changed`. A chunk of its own, mounted only while
 * someone is signed in (app/Organizations.tsx).
 */
export default function OrganizationsWatch({ onState, onChange, auth }: OrganizationsWatchProps) {
  const api = useApi();
  const emit = useRef(onChange);
  useEffect(() => {
    emit.current = onChange;
  });
  const last = useRef<OrganizationsState | null>(null);
  const request = useRef(0);
  const actions = useRef<Actions>({
    switchOrganization: async () => undefined,
    reload: () => undefined,
  });
  // What the state carries: always the latest actions (each load replaces the state object).
  const [calls] = useState<Actions>(() => ({
    switchOrganization: (id) => actions.current.switchOrganization(id),
    reload: () => actions.current.reload(),
  }));

  const load = useCallback(async (): Promise<void> => {
    const mine = ++request.current;
    try {
      const list = await listMyOrganisations(api);
      if (mine !== request.current) return;
      const organizations = list.organisations.map(membership);
      const active =
        organizations.find((organization) => organization.id === list.activeOrganisationId) ?? null;
      const previous = last.current;
      const next: OrganizationsState = { ...calls, status: 'ready', active, organizations };
      last.current = next;
      onState(next);
      if (previous?.status === 'ready' && previous.active?.id !== active?.id) {
        emit.current?.({
          type: 'organization-changed',
          organization: active,
          previous: previous.active,
        });
      }
    } catch (error) {
      if (mine !== request.current) return;
      // Keep what was known (a failed reload after a switch still shows the list).
      const next: OrganizationsState = last.current ?? {
        ...calls,
        status: 'error',
        active: null,
        organizations: [],
      };
      onState(next);
      throw error;
    }
  }, [api, onState, calls]);

  // The tabs of this origin share one session, so one active organisation: a tab that changes
  // it (or the list: a creation, a join, a departure) tells the others, which read the list
  // again, so their screens and their host's code (`organization-changed`) follow. The news
  // carries nothing; each tab asks the API. A tab told does not tell again (no echo).
  const tell = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(ORGANIZATIONS_CHANNEL_NAME);
    channel.onmessage = () => void load().catch(() => undefined);
    tell.current = () => channel.postMessage({ type: 'organizations-changed' });
    return () => {
      tell.current = () => undefined;
      channel.close();
    };
  }, [load]);

  useEffect(() => {
    actions.current.reload = () => {
      void load().catch(() => undefined);
      tell.current();
    };
    actions.current.switchOrganization = async (id) => {
      await switchActiveOrganisation(api, id);
      // The other tabs hold the same session: told once the new tokens reach them (so their
      // host's code hears the change with a token that carries it), even if the renewal failed.
      try {
        await renewNow(auth);
      } finally {
        tell.current();
      }
      await load();
    };
  }, [api, load, auth]);

  useEffect(() => {
    onState({ ...calls, status: 'loading', active: null, organizations: [] });
    void load().catch(() => undefined);
  }, [load, onState, calls]);
  return null;
}
