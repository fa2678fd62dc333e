// Organisations (api/openapi.yaml, tag "Organisations"; docs/organisations.md): the person's
// organisations and the session's active one, members, invitations, and an invitation link's
// look-up and acceptance.
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { conforms, type Schemas } from './contract';

export type Organisation = Schemas['Organisation'];
export type OrganisationMember = Schemas['OrganisationMember'];
export type OrganisationInvitation = Schemas['OrganisationInvitation'];
export type InvitationPreview = Schemas['InvitationPreview'];
export type ActiveOrganisation = Schemas['ActiveOrganisation'];
export type OrganisationEvent = Schemas['OrganisationEvent'];
export type AccessRequest = Schemas['AccessRequest'];
export type OrganisationActivityPage = { events: OrganisationEvent[]; next: string | null };

const organisation = conforms<Organisation>()(
  z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    logoUrl: z.nullable(z.string()),
    role: z.string(),
    roles: z.array(z.string()),
    memberCount: z.number(),
    createdAt: z.string(),
  }),
);
const organisationList = conforms<Schemas['OrganisationList']>()(
  z.object({
    organisations: z.array(organisation),
    activeOrganisationId: z.nullable(z.string()),
  }),
);
const member = conforms<OrganisationMember>()(
  z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    joinedAt: z.string(),
  }),
);
const person = z.nullable(z.object({ userId: z.string(), name: z.string() }));
const invitation = conforms<OrganisationInvitation>()(
  z.object({
    id: z.string(),
    email: z.string(),
    role: z.string(),
    invitedBy: person,
    createdAt: z.string(),
    sentAt: z.string(),
    expiresAt: z.string(),
  }),
);
const preview = conforms<InvitationPreview>()(
  z.object({
    organisation: z.object({ name: z.string(), slug: z.string(), logoUrl: z.nullable(z.string()) }),
    role: z.string(),
    email: z.string(),
    expiresAt: z.string(),
  }),
);
const active = conforms<ActiveOrganisation>()(
  z.object({ organisationId: z.nullable(z.string()), role: z.nullable(z.string()) }),
);

const event = conforms<OrganisationEvent>()(
  z.object({
    id: z.string(),
    type: z.enum([
      'organisation_created',
      'organisation_updated',
      'member_joined',
      'member_left',
      'member_removed',
      'member_role_changed',
      'ownership_transferred',
      'invitation_sent',
      'invitation_resent',
      'invitation_revoked',
      'access_requested',
      'access_approved',
      'access_declined',
      'sso_sessions_ended',
    ]),
    at: z.string(),
    actor: person,
    subject: z.nullable(
      z.object({
        userId: z.nullable(z.string()),
        name: z.nullable(z.string()),
        email: z.nullable(z.string()),
      }),
    ),
    detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  }),
);

const accessRequest = conforms<AccessRequest>()(
  z.object({
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    createdAt: z.string(),
  }),
);

const path = (id: string, rest = '') => `organisations/${encodeURIComponent(id)}${rest}`;

export async function listMyOrganisations(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Schemas['OrganisationList']> {
  return organisationList.parse(
    await client.request<unknown>('organisations', { auth: 'user', signal }),
  );
}

export async function createOrganisation(
  client: ApiClient,
  body: Schemas['OrganisationCreate'],
): Promise<Organisation> {
  return organisation.parse(
    await client.request<unknown>('organisations', { auth: 'user', method: 'POST', body }),
  );
}

/** Renames it, or changes its short name or logo (owners and admins). */
export async function updateOrganisation(
  client: ApiClient,
  id: string,
  body: Schemas['OrganisationUpdate'],
): Promise<Organisation> {
  return organisation.parse(
    await client.request<unknown>(path(id), { auth: 'user', method: 'PATCH', body }),
  );
}

/** One page of the organisation's activity, newest first (owners and admins). */
export async function listOrganisationActivity(
  client: ApiClient,
  id: string,
  before: string | null,
  signal?: AbortSignal,
): Promise<OrganisationActivityPage> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  const data = await client.request<unknown>(path(id, `/activity${query}`), {
    auth: 'user',
    signal,
  });
  return z.object({ events: z.array(event), next: z.nullable(z.string()) }).parse(data);
}

export async function deleteOrganisation(client: ApiClient, id: string): Promise<void> {
  await client.request<unknown>(path(id), { auth: 'user', method: 'DELETE' });
}

export async function listMembers(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<OrganisationMember[]> {
  const data = await client.request<unknown>(path(id, '/members'), { auth: 'user', signal });
  return z.object({ members: z.array(member) }).parse(data).members;
}

export async function changeMemberRole(
  client: ApiClient,
  id: string,
  userId: string,
  role: string,
): Promise<OrganisationMember> {
  const body: Schemas['MemberRoleChange'] = { role };
  return member.parse(
    await client.request<unknown>(path(id, `/members/${encodeURIComponent(userId)}`), {
      auth: 'user',
      method: 'PATCH',
      body,
    }),
  );
}

export async function removeMember(client: ApiClient, id: string, userId: string): Promise<void> {
  await client.request<unknown>(path(id, `/members/${encodeURIComponent(userId)}`), {
    auth: 'user',
    method: 'DELETE',
  });
}

export async function leaveOrganisation(client: ApiClient, id: string): Promise<void> {
  await client.request<unknown>(path(id, '/leave'), { auth: 'user', method: 'POST' });
}

export async function transferOwnership(
  client: ApiClient,
  id: string,
  userId: string,
): Promise<Organisation> {
  const body: Schemas['OwnershipTransfer'] = { userId };
  return organisation.parse(
    await client.request<unknown>(path(id, '/transfer-ownership'), {
      auth: 'user',
      method: 'POST',
      body,
    }),
  );
}

export async function listInvitations(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<OrganisationInvitation[]> {
  const data = await client.request<unknown>(path(id, '/invitations'), { auth: 'user', signal });
  return z.object({ invitations: z.array(invitation) }).parse(data).invitations;
}

export async function invite(
  client: ApiClient,
  id: string,
  body: Schemas['InvitationCreate'],
): Promise<OrganisationInvitation> {
  return invitation.parse(
    await client.request<unknown>(path(id, '/invitations'), {
      auth: 'user',
      method: 'POST',
      body,
    }),
  );
}

export async function resendInvitation(
  client: ApiClient,
  id: string,
  invitationId: string,
): Promise<OrganisationInvitation> {
  return invitation.parse(
    await client.request<unknown>(
      path(id, `/invitations/${encodeURIComponent(invitationId)}/resend`),
      { auth: 'user', method: 'POST' },
    ),
  );
}

export async function revokeInvitation(
  client: ApiClient,
  id: string,
  invitationId: string,
): Promise<void> {
  await client.request<unknown>(path(id, `/invitations/${encodeURIComponent(invitationId)}`), {
    auth: 'user',
    method: 'DELETE',
  });
}

/** What an invitation link offers, without spending it (no session needed). */
export async function lookUpInvitation(
  client: ApiClient,
  token: string,
  signal?: AbortSignal,
): Promise<InvitationPreview> {
  const body: Schemas['InvitationToken'] = { token };
  return preview.parse(
    await client.request<unknown>('organisation-invitations/lookup', {
      auth: 'public',
      method: 'POST',
      body,
      signal,
    }),
  );
}

/** The signed-in person joins (only on their press: docs/organisations.md). */
export async function acceptInvitation(client: ApiClient, token: string): Promise<Organisation> {
  const body: Schemas['InvitationToken'] = { token };
  return organisation.parse(
    await client.request<unknown>('organisation-invitations/accept', {
      auth: 'user',
      method: 'POST',
      body,
    }),
  );
}

/** Makes `organisationId` (null: none) this session's active one; the token carries it once renewed. */
export async function switchActiveOrganisation(
  client: ApiClient,
  organisationId: string | null,
): Promise<ActiveOrganisation> {
  const body: Schemas['ActiveOrganisationChoice'] = { organisationId };
  return active.parse(
    await client.request<unknown>('users/me/active-organisation', {
      auth: 'user',
      method: 'PUT',
      body,
    }),
  );
}

/**
 * Asks the organisation with this short name (in the person's tenant) to let them in. The
 * answer is the same whatever the short name names: it never says whether one exists.
 */
export async function requestAccess(client: ApiClient, slug: string): Promise<void> {
  const body: Schemas['AccessRequestCreate'] = { slug };
  await client.request<unknown>('organisation-access-requests', {
    auth: 'user',
    method: 'POST',
    body,
  });
}

/** The pending requests to join (owners and admins). */
export async function listAccessRequests(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<AccessRequest[]> {
  const data = await client.request<unknown>(path(id, '/access-requests'), {
    auth: 'user',
    signal,
  });
  return z.object({ requests: z.array(accessRequest) }).parse(data).requests;
}

/** Lets the person in, as a member. */
export async function approveAccessRequest(
  client: ApiClient,
  id: string,
  requestId: string,
): Promise<OrganisationMember> {
  return member.parse(
    await client.request<unknown>(
      path(id, `/access-requests/${encodeURIComponent(requestId)}/approve`),
      { auth: 'user', method: 'POST' },
    ),
  );
}

/** Declines (the person is told nothing). */
export async function declineAccessRequest(
  client: ApiClient,
  id: string,
  requestId: string,
): Promise<void> {
  await client.request<unknown>(
    path(id, `/access-requests/${encodeURIComponent(requestId)}/decline`),
    { auth: 'user', method: 'POST' },
  );
}
