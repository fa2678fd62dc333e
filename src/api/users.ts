import * as z from 'zod/mini';
import type { ApiClient } from './client';

export const profileSchema = z.object({
  sub: z.string(),
  email: z.string(),
  name: z.string(),
  locale: z.optional(z.nullable(z.string())),
  tenantId: z.optional(z.nullable(z.string())),
  onboardingCompleted: z.boolean(),
});

export type Profile = z.infer<typeof profileSchema>;

export async function fetchProfile(client: ApiClient, signal?: AbortSignal): Promise<Profile> {
  return profileSchema.parse(await client.request<unknown>('users/me', { signal }));
}
