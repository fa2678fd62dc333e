// The signed-in user's profile checked before use (users.ts, answers.ts): loaded with the first
// profile, not with the sign-in screen's first load.
import * as z from 'zod/mini';
import { conforms, type Schemas } from './contract';
import type { Profile } from './users';

const localeSchema = conforms<Schemas['Locale']>()(z.enum(['en', 'pt-BR', 'es']));

export const profileSchema = conforms<Profile>()(
  z.object({
    sub: z.string(),
    // A user may have no e-mail (a federated account) or no name yet: both read as ''.
    email: z.pipe(
      z.nullish(z.string()),
      z.transform((value) => value ?? ''),
    ),
    name: z.pipe(
      z.nullish(z.string()),
      z.transform((value) => value ?? ''),
    ),
    // A language the contract does not list (or none) reads as unset, never refusing the profile:
    // the app then falls back to the device's or the configured language.
    locale: z.optional(
      z.pipe(
        z.nullish(z.unknown()),
        z.transform((value) => {
          const parsed = localeSchema.safeParse(value);
          return parsed.success ? parsed.data : undefined;
        }),
      ),
    ),
    tenantId: z.optional(z.nullable(z.string())),
    onboardingCompleted: z.boolean(),
    onboardingStep: z.optional(z.nullable(z.number())),
    notifications: z.optional(z.boolean()),
    createdAt: z.optional(z.string()),
    lastSignInAt: z.optional(z.nullable(z.string())),
    // The change of address waiting for its link (the account centre's profile shows it).
    pendingEmail: z.optional(z.nullable(z.object({ email: z.string(), expiresAt: z.string() }))),
    // The last password sign-in used a password seen in breaches: the centre asks for a change.
    passwordBreached: z.optional(z.boolean()),
    // False for an account with no password of its own (passkey-first, or made by a provider):
    // the security screen offers to add one.
    hasPassword: z.optional(z.boolean()),
  }),
);
