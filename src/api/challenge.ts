import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { conforms, type ResponseBody, type Schemas } from './contract';

// Abuse protection (api/openapi.yaml, tag "Abuse protection"; docs/abuse-protection.md): the
// challenge a protected request needs, and the refusals that ask for one.

export type ChallengePurpose = Schemas['ChallengePurpose'];
export type ChallengeOffer = ResponseBody<'getChallenge', 200>;

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const offer = conforms<ChallengeOffer>()(
  z.object({
    kind: z.enum(['altcha', 'turnstile', 'hcaptcha']),
    required: z.boolean(),
    altcha: z.object({
      parameters: z.object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        keySignature: z.optional(z.string()),
        expiresAt: z.optional(z.number()),
        data: z.optional(z.record(z.string(), scalar)),
      }),
      signature: z.string(),
    }),
    siteKey: z.optional(z.string()),
    scriptUrl: z.optional(z.string()),
  }),
);

/** The challenge for `purpose` on the page of `tenant` (its white label), and whether it is needed. */
export async function getChallenge(
  client: ApiClient,
  purpose: ChallengePurpose,
  tenant: string | null,
): Promise<ChallengeOffer> {
  const query = new URLSearchParams({ purpose });
  if (tenant) query.set('whitelabel', tenant);
  const data = await client.request<unknown>(`auth/challenge?${query}`, { auth: 'public' });
  return offer.parse(data);
}
