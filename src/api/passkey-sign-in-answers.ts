// The authority's answers to a passkey sign-in, checked before use; loaded with the first
// passkey request (passkey-sign-in.ts, answers.ts). passkeys.ts checks its own with them too.
import * as z from 'zod/mini';
import { conforms, type ResponseBody, type Schemas } from './contract';
import * as login from './interactions-answers';

// The contract's `extensions` is any object (`{ type: object }`), which the generated types
// write as `Record<string, never>`; the server does send some (`credProps: true`), and they go
// to the browser as they are.
export const extensions = z.optional(
  z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((value) => value as Record<string, never>),
  ),
);

export const descriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.optional(z.array(z.string())),
});

export const requestOptions = conforms<Schemas['PasskeyRequestOptions']>()(
  z.object({
    challenge: z.string(),
    timeout: z.number(),
    rpId: z.string(),
    allowCredentials: z.array(descriptor),
    userVerification: z.literal('required'),
    extensions,
    hints: z.optional(z.array(z.string())),
  }),
);

// A passkey sign-in answers as a password login does (the same chunk).
export const redirect = conforms<ResponseBody<'submitPasskey', 200>>()(login.redirect);
