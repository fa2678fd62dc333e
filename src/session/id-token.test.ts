import { assertIdTokenIat, IdTokenTimeError } from './id-token';

const now = 1_800_000_000;

describe('assertIdTokenIat', () => {
  it.each([0, 4199, 4200, -4199, -4200])('accepts a token issued %i s ago', (age) => {
    expect(() => assertIdTokenIat(now - age, now)).not.toThrow();
  });

  it.each([4201, -4201, 100_000])('rejects a token issued %i s ago', (age) => {
    expect(() => assertIdTokenIat(now - age, now)).toThrow(IdTokenTimeError);
  });

  it('rejects a token without iat', () => {
    expect(() => assertIdTokenIat(undefined, now)).toThrow(IdTokenTimeError);
    expect(() => assertIdTokenIat('1800000000', now)).toThrow(IdTokenTimeError);
  });
});
