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
  const early = ahead.get(id);
  if (early) {
    ahead.delete(id);
    // Asked for ahead (prefetchBrand): its answer, or a request of its own if that one failed.
    return early.catch(() => fetchBrand(client, id, logoOrigins, signal));
  }
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

/** Brands asked for before a screen needs them, each taken by the next fetchBrand of it. */
const ahead = new Map<string, Promise<Brand>>();

/**
 * Starts loading a tenant's brand now; the next `fetchBrand` of it takes this answer instead of
 * asking again (once). Never rejects: a failure leaves that fetch to ask on its own.
 */
export function prefetchBrand(
  client: ApiClient,
  id: string,
  logoOrigins: readonly string[],
): Promise<Brand | null> {
  let early = ahead.get(id);
  if (!early) {
    early = fetchBrand(client, id, logoOrigins);
    ahead.set(id, early);
  }
  return early.catch(() => null);
}
