import fc from 'fast-check';
import { QUERY_WHITELABEL } from '../config/constants';
import { captureWhitelabel } from './capture';

// Whatever `?whitelabel=` or the storage holds, only an id of 1 to 64 letters, digits, `_` or `-`
// is ever stored or used: nothing else can reach the brand request or the Realtime Database path.

/** The rule spelled out character by character, independent of the pattern in constants.ts. */
function isTenantId(value: string): boolean {
  if (value.length < 1 || value.length > 64) return false;
  for (const char of value) {
    const ok =
      (char >= 'a' && char <= 'z') ||
      (char >= 'A' && char <= 'Z') ||
      (char >= '0' && char <= '9') ||
      char === '_' ||
      char === '-';
    if (!ok) return false;
  }
  return true;
}

/** A Storage double that records every write (and can be primed with anything). */
function recordingStorage(initial: Record<string, string>) {
  const items = new Map(Object.entries(initial));
  const writes: [string, string][] = [];
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes.push([key, String(value)]);
      items.set(key, String(value));
    },
    removeItem: (key: string) => items.delete(key),
  } as unknown as Storage;
  return { storage, writes };
}

const idUnit = fc.constantFrom(
  ...['a', 'Z', '0', '9', '_', '-', '.', '/', '\\', '%', '%2F', '#', '$', '[', ']', '&', '=', '+'],
  ...[' ', '\t', '\n', '\u0000', '\u00e9', '\u0130', '\u212a', '\ufeff', '😀', '<', '>', '"', "'"],
);
const ids = fc.oneof(
  fc.string({ unit: idUnit, minLength: 0, maxLength: 70 }),
  fc.stringMatching(/^[A-Za-z0-9_-]{60,70}$/),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,64}(\n|\.|\/|%2F|%0A)?$/),
  fc.string(),
  fc.constantFrom('acme', 'acme\n', 'acme/../globex', '..', 'a'.repeat(65), ''),
);

/** How the id reaches the page: encoded, raw, repeated, or inside other parameters. */
const searches = fc.oneof(
  ids.map((id) => `?${new URLSearchParams({ [QUERY_WHITELABEL]: id })}`),
  ids.map((id) => `?${QUERY_WHITELABEL}=${id}`),
  fc.tuple(ids, ids).map(([a, b]) => `?${QUERY_WHITELABEL}=${a}&${QUERY_WHITELABEL}=${b}`),
  ids.map((id) => `?x=1&${QUERY_WHITELABEL}=${encodeURIComponent(id)}#${QUERY_WHITELABEL}=acme`),
  fc.string({ unit: idUnit, maxLength: 30 }).map((rest) => `?${QUERY_WHITELABEL}${rest}`),
  fc.constant(''),
);

describe('captureWhitelabel (properties)', () => {
  it('stores and returns nothing but [A-Za-z0-9_-]{1,64}', () => {
    fc.assert(
      fc.property(searches, fc.option(ids, { nil: undefined }), (search, stored) => {
        const { storage, writes } = recordingStorage(
          stored === undefined ? {} : { whitelabelId: stored },
        );
        const tenant = captureWhitelabel(search, storage);
        for (const [, value] of writes) expect(isTenantId(value)).toBe(true);
        if (tenant !== null) expect(isTenantId(tenant)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});
