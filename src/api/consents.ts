// Consents (api/openapi.yaml, tag "Consents"; docs/your-data.md): which documents (terms,
// privacy notice) the user has yet to accept in their version in force, what they accepted, and
// accepting one.
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { conforms, type RequestBody, type Schemas } from './contract';

export type PendingConsent = Schemas['PendingConsents']['pending'][number];
export type AcceptedConsent = Schemas['PendingConsents']['accepted'][number];
export type Consents = Schemas['PendingConsents'];

const documentName = z.enum(['terms', 'privacy']);
const pendingConsents = conforms<Schemas['PendingConsents']>()(
  z.object({
    pending: z.array(z.object({ document: documentName, version: z.string() })),
    accepted: z.array(
      z.object({ document: documentName, version: z.string(), acceptedAt: z.string() }),
    ),
  }),
);

/** Subjects known to have nothing to accept, for this page (ConsentGate asks once each). */
const settled = new Set<string>();

export function consentsSettled(sub: string): boolean {
  return settled.has(sub);
}

/** Nothing left to accept for `sub`: the gate lets them on without asking again. */
export function settleConsents(sub: string): void {
  settled.add(sub);
}

/** `consent_version_outdated`: the version accepted is no longer the one in force. */
export const CONSENT_VERSION_OUTDATED = 'consent_version_outdated';

export async function getPendingConsents(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<PendingConsent[]> {
  return (await getConsents(client, signal)).pending;
}

/** What is pending and what the user accepted (the account centre's "Your data"). */
export async function getConsents(client: ApiClient, signal?: AbortSignal): Promise<Consents> {
  const data = await client.request<unknown>('users/me/consents', { auth: 'user', signal });
  return pendingConsents.parse(data);
}

/** Accepts one document's version; answers what is still pending. */
export async function acceptConsent(
  client: ApiClient,
  consent: PendingConsent,
): Promise<PendingConsent[]> {
  const body: RequestBody<'acceptConsent'> = consent;
  const data = await client.request<unknown>('users/me/consents', {
    auth: 'user',
    method: 'POST',
    body,
  });
  return pendingConsents.parse(data).pending;
}
