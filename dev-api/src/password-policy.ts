// The password rules for sign-up, reset and change (one place, so every endpoint answers the
// same codes): 10 to 128 characters, not a well-known password, not built on the e-mail's
// local part. Length is counted in characters (code points), not UTF-16 units or bytes.

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** The field codes `checkPassword` answers, as they appear in `fields` of a 400 validation. */
export type PasswordProblem = 'required' | 'too_short' | 'too_long' | 'too_common';

/**
 * Passwords that top the public breach lists (and their Portuguese and Spanish favourites),
 * lowercased; compared case-insensitively. Short ones are here too, although the length rule
 * already refuses them, so the list stays correct if the minimum ever changes.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456',
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '0123456789',
  '0987654321',
  '9876543210',
  '1111111111',
  '0000000000',
  '1122334455',
  '1234512345',
  '1234554321',
  '123123123123',
  '123456123456',
  '147258369',
  '1472583690',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1q2w3e4r5t6y',
  'q1w2e3r4t5',
  'q1w2e3r4t5y6',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  'zaq1zaq1zaq1',
  'qwerty',
  'qwerty123',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  'qwertyuiop',
  'qwertyuiop123',
  'qwertyqwerty',
  'asdfghjkl',
  'asdfghjkl123',
  'asdfasdfasdf',
  'zxcvbnm123',
  'zxcvbnmasdf',
  'qazwsxedc',
  'qazwsxedcrfv',
  'abc1234567',
  'abcdefghij',
  'abcdefg123',
  'abcd123456',
  'a1b2c3d4e5',
  'aa12345678',
  'password',
  'password1',
  'password12',
  'password123',
  'password1234',
  'password12345',
  'password123!',
  'passw0rd123',
  'p@ssw0rd123',
  'p@ssword123',
  'mypassword',
  'mypassword1',
  'passwordpassword',
  'changeme123',
  'letmein123',
  'welcome123',
  'welcome1234',
  'iloveyou123',
  'iloveyou12',
  'sunshine123',
  'princess123',
  'football123',
  'baseball123',
  'basketball',
  'superman123',
  'batman12345',
  'starwars123',
  'pokemon123',
  'dragon1234',
  'monkey12345',
  'master1234',
  'shadow1234',
  'michael123',
  'jennifer123',
  'charlie123',
  'trustno1234',
  'administrator',
  'admin12345',
  'admin123456',
  'adminadmin',
  'rootroot123',
  'computer123',
  'internet123',
  'whatever123',
  'qwerty@123',
  'test123456',
  'testtest123',
  'helloworld',
  'helloworld1',
  'hello12345',
  'freedom123',
  'liverpool1',
  'chelsea123',
  'manchester',
  'blink18218',
  'lovelylove',
  'iloveyouiloveyou',
  'senha12345',
  'senha123456',
  'minhasenha',
  'minhasenha1',
  'minhasenha123',
  'mudar12345',
  'mudar123456',
  'brasil1234',
  'brasil123456',
  'flamengo123',
  'corinthians',
  'corinthians1',
  'palmeiras123',
  'saopaulo123',
  'gremio1234',
  'vasco12345',
  'teamo12345',
  'eusouofoda',
  'contrasena',
  'contraseña',
  'contrasena1',
  'contraseña1',
  'contrasena123',
  'contraseña123',
  'micontrasena',
  'micontraseña',
  'barcelona1',
  'barcelona123',
  'realmadrid',
  'realmadrid1',
  'tequiero123',
  'mexico1234',
  'argentina1',
  'argentina123',
  'colombia123',
  'bocajuniors',
]);

function characters(value: string): number {
  return [...value].length;
}

/** The e-mail's local part, and its part before a `+tag`, where long enough to mean something. */
function localParts(email: string): string[] {
  const at = email.lastIndexOf('@');
  const local = (at > 0 ? email.slice(0, at) : '').toLowerCase();
  const parts = new Set([local, local.split('+')[0] ?? '']);
  // A one- or two-letter local part would refuse half the passwords in the world.
  return [...parts].filter((part) => characters(part) >= 3);
}

/**
 * The first rule the password breaks, or null when it is acceptable. `email` is the account's
 * address (the one being signed up, or the account's own for reset and change).
 */
export function checkPassword(password: unknown, email: string): PasswordProblem | null {
  if (typeof password !== 'string' || password === '') return 'required';
  const length = characters(password);
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return 'too_common';
  if (localParts(email).some((part) => lowered.includes(part))) return 'too_common';
  return null;
}
