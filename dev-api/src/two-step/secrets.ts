// What two-step verification keeps at rest. TOTP secrets are encrypted (AES-256-GCM, the user's
// id as associated data, so a ciphertext copied onto another user's row does not decrypt), and
// recovery codes are kept as a keyed hash (HMAC-SHA-256): 40 bits per code is too little to
// survive a plain hash being searched, the key is not in the database. Both keys are derived
// from one configured key (TWO_STEP_KEY) with HKDF, one per use.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** Development only: like the cookie key, a fixed value keeps stored secrets readable. */
export const DEV_TWO_STEP_KEY = 'dev-api-two-step-key-not-a-secret-0123456789';

export interface TwoStepSecrets {
  /** `v1.iv.tag.ciphertext` (base64url) of the Base32 TOTP secret. */
  encrypt(userId: string, secret: string): string;
  decrypt(userId: string, stored: string): string;
  /** The keyed hash of a recovery code, already normalised (`normaliseRecoveryCode`). */
  hashRecoveryCode(code: string): string;
}

function derive(keyMaterial: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', keyMaterial, 'account-dev-api', purpose, 32));
}

export function twoStepSecrets(keyMaterial: string): TwoStepSecrets {
  const encryptionKey = derive(keyMaterial, 'totp-secret-encryption');
  const hashKey = derive(keyMaterial, 'recovery-code-hash');
  const aad = (userId: string) => Buffer.from(`totp:${userId}`);

  return {
    encrypt(userId, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      cipher.setAAD(aad(userId));
      const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(userId, stored) {
      const [version, iv, tag, ciphertext] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || !ciphertext) {
        throw new Error('unknown TOTP secret format');
      }
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad(userId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    hashRecoveryCode(code) {
      return createHmac('sha256', hashKey).update(code).digest('base64url');
    },
  };
}

// Crockford's Base32 alphabet: no i, l, o or u, so a code read aloud or copied by hand is
// still right.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const RECOVERY_CODE_COUNT = 10;

/** One recovery code, `xxxx-xxxx` (8 characters of 5 bits: 40 bits). */
export function newRecoveryCode(): string {
  const bytes = randomBytes(8);
  const characters = [...bytes].map((byte) => ALPHABET[byte & 31]!);
  return `${characters.slice(0, 4).join('')}-${characters.slice(4).join('')}`;
}

/** The code as generated, whatever the case, hyphen or look-alike letters the user typed. */
export function normaliseRecoveryCode(input: string): string {
  const plain = input
    .trim()
    .toLowerCase()
    .replace(/-/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  return `${plain.slice(0, 4)}-${plain.slice(4)}`;
}
