// Password hashing with scrypt. The stored string carries its own parameters
// (`scrypt$N$r$p$salt$hash`, base64url) so the cost can be raised later without breaking
// existing hashes: verify with the stored parameters, rehash on the next successful sign-in.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** The cost every stored password gets. */
export const productionScryptParams = { N: 2 ** 15, r: 8, p: 1 } as const;
/**
 * The API's own tests sign up and sign in hundreds of users, and at the production cost scrypt
 * is most of their time; `DEV_API_TEST_SCRYPT_LOG_N` (10 to 14, set by `npm run test:api`)
 * lowers the cost of new hashes for them. Hashes carry their parameters, so verification does not
 * depend on it, and the password tests and the sign-in timing test (test/sign-in-timing.test.ts)
 * unset it to keep the production cost.
 */
function currentParams(): { N: number; r: number; p: number } {
  const raw = process.env.DEV_API_TEST_SCRYPT_LOG_N;
  if (raw === undefined || raw === '') return productionScryptParams;
  const logN = Number(raw);
  if (!Number.isInteger(logN) || logN < 10 || logN > 14) {
    throw new Error(`DEV_API_TEST_SCRYPT_LOG_N must be an integer from 10 to 14, got "${raw}"`);
  }
  return { ...productionScryptParams, N: 2 ** logN };
}
const saltBytes = 16;
const keyBytes = 32;
// Refuse stored parameters that would make a single verify hog memory or CPU.
const maxN = 2 ** 20;

function deriveKey(
  password: string,
  salt: Buffer,
  length: number,
  N: number,
  r: number,
  p: number,
) {
  // scrypt needs about 128 * N * r bytes; Node's default cap (32 MiB) is below that for N = 2^15.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = currentParams();
  const salt = randomBytes(saltBytes);
  const key = await deriveKey(password, salt, keyBytes, N, r, p);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(encoded: string): ParsedHash | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,8}$/.test(part) ? Number(part) : NaN));
  if (N === undefined || r === undefined || p === undefined) return null;
  const validN = N > 1 && N <= maxN && (N & (N - 1)) === 0;
  if (!validN || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 16)) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

/** True when `password` matches `encoded`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await deriveKey(password, salt, key.length, N, r, p);
  return timingSafeEqual(candidate, key);
}

/**
 * A stored hash no password matches, in today's format (a random salt and a random key): the
 * password of an account whose owner reported a stranger (accounts/recovery.ts) stops working, while a
 * sign-in with it still costs the same scrypt work and answers as any wrong password.
 */
export function unusablePasswordHash(): string {
  const { N, r, p } = currentParams();
  const salt = randomBytes(saltBytes).toString('base64url');
  const key = randomBytes(keyBytes).toString('base64url');
  return ['scrypt', N, r, p, salt, key].join('$');
}

/** True when the hash was made with other parameters than today's (rehash after sign-in). */
export function passwordNeedsRehash(encoded: string): boolean {
  const parsed = parseHash(encoded);
  if (!parsed) return true;
  const { N, r, p } = currentParams();
  return parsed.N !== N || parsed.r !== r || parsed.p !== p || parsed.key.length !== keyBytes;
}
