// What a recovery removed (api/openapi.yaml, RecoveryRemoved; docs/recovery.md): the answer of
// "This wasn't me" (signed in and from the mail) and of a password reset from the mail.
import * as z from 'zod/mini';
import { conforms, type Schemas } from './contract';

export const recoveryRemoved = conforms<Schemas['RecoveryRemoved']>()(
  z.object({
    passkeys: z.array(z.object({ name: z.string(), createdAt: z.string() })),
    authenticatorApp: z.boolean(),
    recoveryCodes: z.number(),
    trustedDevices: z.number(),
    pendingEmailChange: z.boolean(),
    pushRegistrations: z.number(),
    // Optional: an answer from a server without federation has none.
    linkedIdentities: z.optional(z.number()),
  }),
);

export type RecoveryRemoved = Schemas['RecoveryRemoved'];
