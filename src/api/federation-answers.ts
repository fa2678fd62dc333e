// The authority's answers about signing in with a provider, checked before use; loaded with the
// first such request (federation.ts, answers.ts).
import * as z from 'zod/mini';
import { conforms, type ResponseBody, type Schemas } from './contract';
import type { FederationPending } from './federation';
import * as login from './interactions-answers';

export const providers = conforms<Schemas['FederationProviders']>()(
  z.object({
    providers: z.array(
      z.object({ id: z.string(), displayName: z.string(), development: z.boolean() }),
    ),
  }),
);

export const pending = conforms<FederationPending>()(
  z.object({
    next: z.enum(['link', 'two_step']),
    provider: z.string(),
    providerName: z.string(),
    email: z.string(),
    methods: z.array(z.enum(['password', 'passkey', 'totp', 'recovery_code'])),
    codeRequired: z.boolean(),
    trustDeviceDays: z.number(),
  }),
);

// A link answers as a login does (the same chunk): the same schemas, held to this operation.
export const redirect = conforms<ResponseBody<'linkFederatedIdentity', 200>>()(login.redirect);
export const secondStep = conforms<ResponseBody<'linkFederatedIdentity', 202>>()(login.secondStep);
