import { WHITELABEL_APP } from '../config/constants';
import { answerSchemas, checked } from './answers';
import type { ApiClient } from './client';
import type { Schemas } from './contract';

/** A tenant's brand: the contract's `Whitelabel` (api/openapi.yaml). */
export type Brand = Schemas['Whitelabel'];

const answers = answerSchemas(
  () => import(/* webpackChunkName: "sign-in-answers" */ './whitelabels-answers'),
);

/**
 * The tenant's brand, checked before use (`brandSchema`, whitelabels-answers.ts): a brand whose
 * logo or link is refused is refused whole.
 */
export async function fetchBrand(
  client: ApiClient,
  id: string,
  logoOrigins: readonly string[],
  signal?: AbortSignal,
): Promise<Brand> {
  const query = new URLSearchParams({ app: WHITELABEL_APP });
  return checked(
    answers,
    client.request<unknown>(`whitelabels/${encodeURIComponent(id)}?${query}`, {
      auth: 'public',
      signal,
    }),
    ({ brandSchema, refusedFields }, data) => {
      const parsed = brandSchema(logoOrigins).safeParse(data);
      if (parsed.success) return parsed.data;
      console.warn(`The brand of ${id} was refused (${refusedFields(parsed.error)})`);
      throw parsed.error;
    },
  );
}
