import * as z from 'zod/mini';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../config/constants';
import { email, name, newPassword, required, sameTwice } from './policy';

/**
 * The code a form shows for each path (the first issue there, as react-hook-form's resolver
 * does), as `path:code`; [] when the value is valid.
 */
function codes(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  const first = new Map<string, string>();
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!first.has(path)) first.set(path, issue.message);
  }
  return [...first].map(([path, code]) => (path ? `${path}:${code}` : code));
}

describe('the input policy', () => {
  it('e-mail: trimmed, required, well-formed', () => {
    expect(email.parse('  ana@example.com ')).toBe('ana@example.com');
    expect(codes(email, '   ')).toEqual(['required']);
    expect(codes(email, 'ana@')).toEqual(['email']);
  });

  it(`name: trimmed, required, at most ${NAME_MAX_LENGTH} characters`, () => {
    expect(name.parse('  Ana Souza ')).toBe('Ana Souza');
    expect(codes(name, ' ')).toEqual(['required']);
    expect(codes(name, 'a'.repeat(NAME_MAX_LENGTH))).toEqual([]);
    expect(codes(name, 'a'.repeat(NAME_MAX_LENGTH + 1))).toEqual(['too_long']);
  });

  it(`new password: ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, kept as typed`, () => {
    expect(codes(newPassword, 'a'.repeat(PASSWORD_MIN_LENGTH - 1))).toEqual(['too_short']);
    expect(codes(newPassword, 'a'.repeat(PASSWORD_MIN_LENGTH))).toEqual([]);
    expect(codes(newPassword, 'a'.repeat(PASSWORD_MAX_LENGTH))).toEqual([]);
    expect(codes(newPassword, 'a'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual(['too_long']);
    // Spaces are part of a passphrase: never trimmed.
    expect(newPassword.parse(' a passphrase ')).toBe(' a passphrase ');
  });

  it('required: anything typed', () => {
    expect(codes(required, '')).toEqual(['required']);
    expect(codes(required, ' x')).toEqual([]);
  });

  it('the same password twice, or `mismatch` on the confirmation', () => {
    const pair = z.object({ next: newPassword, again: required }).check(sameTwice('next', 'again'));
    expect(codes(pair, { next: 'a-long-passphrase', again: 'a-long-passphrase' })).toEqual([]);
    expect(codes(pair, { next: 'a-long-passphrase', again: 'another-phrase' })).toEqual([
      'again:mismatch',
    ]);
  });
});
