import * as z from 'zod/mini';
import { email, required, secondFactorCode } from '../../ui/policy';

// `remember`: "Keep me signed in on this device" (use-keep-signed-in.ts), sent on its own.
export const signInSchema = z.object({ email, password: required, remember: z.boolean() });

export type SignInValues = z.output<typeof signInSchema>;

export const secondStepSchema = z.object({ code: secondFactorCode, trustDevice: z.boolean() });

export type SecondStepValues = z.output<typeof secondStepSchema>;

/**
 * Proof of an existing account before a provider's identity is linked to it: its password, and
 * its code once the account's second step is asked (the field is there only then).
 */
export const linkSchema = z.object({ password: required, code: z.optional(secondFactorCode) });
