import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useApi } from '../../api/ApiContext';
import {
  listMyOrganisations,
  switchActiveOrganisation,
  type Organisation,
} from '../../api/organisations';
import type { OrganizationChange, OrganizationMembership, OrganizationsState } from './context';

export interface OrganizationsWatchProps {
  onState(state: OrganizationsState): void;
  emit: RefObject<((event: OrganizationChange) => void) | undefined>;
  /** Renews the session's tokens now, so they carry the new `org_id` and `org_role`. */
  renew(): Promise<void>;
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
export default function OrganizationsWatch({ onState, emit, renew }: OrganizationsWatchProps) {
  const api = useApi();
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
  }, [api, emit, onState, calls]);

  useEffect(() => {
    actions.current.reload = () => void load().catch(() => undefined);
    actions.current.switchOrganization = async (id) => {
      await switchActiveOrganisation(api, id);
      await renew();
      await load();
    };
  }, [api, load, renew]);

  useEffect(() => {
    onState({ ...calls, status: 'loading', active: null, organizations: [] });
    void load().catch(() => undefined);
  }, [load, onState, calls]);
  return null;
}
