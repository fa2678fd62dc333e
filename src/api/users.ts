import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { conforms, type RequestBody, type ResponseBody, type Schemas } from './contract';

type ContractProfile = Schemas['Profile'];
/** The fields every profile the app holds has; the contract's others may be missing. */
type RequiredProfileField = 'sub' | 'email' | 'name' | 'onboardingCompleted';

/**
 * The signed-in user's profile: the contract's `Profile` (api/openapi.yaml), read leniently. Only
 * the fields the screens cannot do without are required; an older or partial answer still signs
 * the user in.
 */
export type Profile = Pick<ContractProfile, RequiredProfileField> &
  Partial<Omit<ContractProfile, RequiredProfileField>>;

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

/**
 * The contract's `ProfilePatch`, except that `locale` is any string: the onboarding form holds
 * the chosen language as one (the API refuses any other than `Locale` with `fields.locale`).
 */
export type ProfilePatch = Omit<RequestBody<'updateProfile'>, 'locale'> & { locale?: string };

export async function fetchProfile(client: ApiClient, signal?: AbortSignal): Promise<Profile> {
  return profileSchema.parse(await client.request<unknown>('users/me', { auth: 'user', signal }));
}

export async function updateProfile(client: ApiClient, patch: ProfilePatch): Promise<Profile> {
  return profileSchema.parse(
    await client.request<unknown>('users/me', { auth: 'user', method: 'PATCH', body: patch }),
  );
}

/** Changes the password; `currentPassword` null adds the first password of an account with none. */
export function changePassword(
  client: ApiClient,
  currentPassword: string | null,
  newPassword: string,
): Promise<unknown> {
  const body: RequestBody<'changePassword'> =
    currentPassword === null ? { newPassword } : { currentPassword, newPassword };
  return client.request('users/me/password', { auth: 'user', method: 'POST', body });
}

export type PushPlatform = Schemas['PushPlatform'];

/** Whether the token is new for this user (`created`); the API's answer is not checked further. */
export function registerPushToken(
  client: ApiClient,
  token: string,
  platform: PushPlatform,
): Promise<Pick<ResponseBody<'registerPushToken', 201>, 'created'>> {
  const body: RequestBody<'registerPushToken'> = { token, platform };
  return client.request('users/me/push-tokens', { auth: 'user', method: 'POST', body });
}
