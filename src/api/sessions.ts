// Sessions and activity (api/openapi.yaml, tag "Sessions and activity";
// docs/sessions-and-activity.md): where the account is signed in, ending one session or all the
// others, push registrations, the security activity timeline and "This wasn't me".
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { conforms, type RequestBody, type Schemas } from './contract';
import { recoveryRemoved } from './recovery';

const signInMethod = conforms<Schemas['SignInMethod']>()(
  z.enum([
    'password',
    'password_two_step',
    'passkey',
    'federated',
    'federated_two_step',
    'email_code',
    'email_code_two_step',
    'unknown',
  ]),
);

const session = conforms<Schemas['AccountSession']>()(
  z.object({
    id: z.string(),
    current: z.boolean(),
    userAgent: z.nullable(z.string()),
    ip: z.nullable(z.string()),
    method: signInMethod,
    provider: z.optional(z.string()),
    remembered: z.boolean(),
    signedInAt: z.string(),
    lastActiveAt: z.string(),
  }),
);
const sessions = z.object({ sessions: z.array(session) });

const registration = conforms<Schemas['PushRegistration']>()(
  z.object({
    id: z.string(),
    platform: z.enum(['android', 'ios', 'web']),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
const registrations = z.object({ registrations: z.array(registration) });

const activityType = conforms<Schemas['ActivityEvent']['type']>()(
  z.enum([
    'signed_in',
    'sign_in_failed',
    'new_device',
    'password_changed',
    'password_reset',
    'email_change_requested',
    'email_changed',
    'email_change_reverted',
    'two_step_enabled',
    'two_step_disabled',
    'recovery_code_used',
    'passkey_added',
    'passkey_removed',
    'session_ended',
    'other_sessions_ended',
    'not_me_reported',
    'account_recovered',
    'data_exported',
    'deletion_requested',
    'deletion_cancelled',
    'identity_linked',
    'identity_unlinked',
    'organisation_created',
    'organisation_joined',
    'organisation_left',
    'organisation_removed',
    'organisation_role_changed',
    'organisation_deleted',
    'sso_required_signed_out',
  ]),
);

// `detail` is a bag of plain values (the contract's additionalProperties); the screen reads the
// few it knows (`method`, `count`) and checks their types itself.
const event = conforms<Omit<Schemas['ActivityEvent'], 'detail'>>()(
  z.object({
    id: z.string(),
    type: activityType,
    at: z.string(),
    userAgent: z.nullable(z.string()),
    ip: z.nullable(z.string()),
    thisDevice: z.boolean(),
  }),
);
const detail = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
const activityPage = z.object({
  events: z.array(z.extend(event, { detail })),
  next: z.nullable(z.string()),
});

const notMeReported = conforms<Schemas['NotMeReported']>()(
  z.object({
    sessionsEnded: z.number(),
    resetMailSent: z.boolean(),
    removed: recoveryRemoved,
  }),
);

export type AccountSession = Schemas['AccountSession'];
export type SignInMethod = Schemas['SignInMethod'];
export type PushRegistration = Schemas['PushRegistration'];
export type ActivityType = Schemas['ActivityEvent']['type'];
export type ActivityEvent = z.output<typeof activityPage>['events'][number];
export interface ActivityPage {
  events: ActivityEvent[];
  next: string | null;
}
export type NotMeReported = Schemas['NotMeReported'];

export async function listSessions(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<AccountSession[]> {
  return sessions.parse(
    await client.request<unknown>('users/me/sessions', { auth: 'user', signal }),
  ).sessions;
}

export async function endSession(client: ApiClient, id: string): Promise<void> {
  await client.request<unknown>(`users/me/sessions/${encodeURIComponent(id)}`, {
    auth: 'user',
    method: 'DELETE',
  });
}

export async function endOtherSessions(client: ApiClient): Promise<number> {
  const data = await client.request<unknown>('users/me/sessions/end-others', {
    auth: 'user',
    method: 'POST',
  });
  return z.object({ ended: z.number() }).parse(data).ended;
}

export async function listPushRegistrations(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<PushRegistration[]> {
  const data = await client.request<unknown>('users/me/push-tokens', { auth: 'user', signal });
  return registrations.parse(data).registrations;
}

export async function removePushRegistration(client: ApiClient, id: string): Promise<void> {
  await client.request<unknown>(`users/me/push-tokens/${encodeURIComponent(id)}`, {
    auth: 'user',
    method: 'DELETE',
  });
}

/** One page of the timeline (20 events), older than `before` when given. */
export async function listActivity(
  client: ApiClient,
  before?: string | null,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return activityPage.parse(
    await client.request<unknown>(`users/me/activity${query}`, { auth: 'user', signal }),
  );
}

/**
 * "This wasn't me": every session ends (this one too), every factor but the password is removed
 * (answered as `removed`), and a reset link is mailed.
 */
export async function reportNotMe(client: ApiClient, eventId?: string): Promise<NotMeReported> {
  // The body is optional in the contract, so RequestBody has no type for it.
  const body: { eventId?: string } = eventId ? { eventId } : {};
  const data = await client.request<unknown>('users/me/activity/not-me', {
    auth: 'user',
    method: 'POST',
    body,
  });
  return notMeReported.parse(data);
}

/** The same from the new-device mail's link, without a session. */
export async function reportNotMeFromMail(
  client: ApiClient,
  token: string,
): Promise<NotMeReported> {
  const body: RequestBody<'reportNotMeFromMail'> = { token };
  const data = await client.request<unknown>('accounts/not-me', {
    auth: 'public',
    method: 'POST',
    body,
  });
  return notMeReported.parse(data);
}
