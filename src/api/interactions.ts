import * as z from 'zod/mini';
import type { ApiClient } from './client';

const loginResult = z.object({ redirectTo: z.string() });

/**
 * Completes the authority's login interaction. The authority ties the interaction to its own
 * cookie, so the request carries credentials.
 */
export async function submitLogin(
  client: ApiClient,
  interaction: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const data = await client.request<unknown>(
    `auth/oidc/interaction/${encodeURIComponent(interaction)}/login`,
    { method: 'POST', body: credentials, credentials: 'include' },
  );
  return loginResult.parse(data).redirectTo;
}
