import { loadOnce } from '../lib/load-once';

/**
 * The schemas (with zod) an API module checks its answers with, in a module of their own loaded
 * on the first request that needs them, so zod is not in the sign-in screen's first load
 * (bench/README.md, "What the first load holds"). Every answer is still checked before use.
 */
export const answerSchemas = loadOnce;

/**
 * The answer of `request`, checked by `check` with the schemas `schemas` loads (while the request
 * is under way). A failed request fails as it did (its error, not the schemas').
 */
export async function checked<Schemas, T>(
  schemas: () => Promise<Schemas>,
  request: Promise<unknown>,
  check: (schemas: Schemas, data: unknown) => T,
): Promise<T> {
  const loading = schemas();
  // Awaited below; a request that fails first must not leave this rejection unhandled.
  loading.catch(() => {});
  const data = await request;
  return check(await loading, data);
}
