import * as z from 'zod/mini';
import { WHITELABEL_APP } from '../config/constants';
import type { ApiClient } from './client';

export const brandSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string(),
  logoDark: z.string(),
  primaryColor: z.optional(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/))),
});

export type Brand = z.infer<typeof brandSchema>;

export async function fetchBrand(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Brand> {
  const query = new URLSearchParams({ app: WHITELABEL_APP });
  const data = await client.request<unknown>(`whitelabels/${encodeURIComponent(id)}?${query}`, {
    signal,
  });
  return brandSchema.parse(data);
}
