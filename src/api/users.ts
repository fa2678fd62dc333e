import * as z from 'zod/mini';
import type { ApiClient } from './client';

export const profileSchema = z.object({
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
  locale: z.optional(z.nullable(z.string())),
  tenantId: z.optional(z.nullable(z.string())),
  onboardingCompleted: z.boolean(),
  onboardingStep: z.optional(z.nullable(z.number())),
  notifications: z.optional(z.boolean()),
  createdAt: z.optional(z.string()),
  lastSignInAt: z.optional(z.nullable(z.string())),
});

export type Profile = z.infer<typeof profileSchema>;

export type ProfilePatch = Partial<
  Pick<Profile, 'name' | 'locale' | 'onboardingCompleted' | 'onboardingStep' | 'notifications'>
>;

export async function fetchProfile(client: ApiClient, signal?: AbortSignal): Promise<Profile> {
  return profileSchema.parse(await client.request<unknown>('users/me', { signal }));
}

export async function updateProfile(client: ApiClient, patch: ProfilePatch): Promise<Profile> {
  return profileSchema.parse(
    await client.request<unknown>('users/me', { method: 'PATCH', body: patch }),
  );
}

export function changePassword(
  client: ApiClient,
  currentPassword: string,
  newPassword: string,
): Promise<unknown> {
  return client.request('users/me/password', {
    method: 'POST',
    body: { currentPassword, newPassword },
  });
}

export type PushPlatform = 'android' | 'ios' | 'web';

export function registerPushToken(
  client: ApiClient,
  token: string,
  platform: PushPlatform,
): Promise<{ created: boolean }> {
  return client.request('users/me/push-tokens', { method: 'POST', body: { token, platform } });
}
