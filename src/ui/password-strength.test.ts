import { PASSWORD_MIN_SCORE, passwordStrength, passwordUserInputs } from './password-strength';

// The same cases as the server's policy tests (dev-api/test/accounts.test.ts): the meter warns
// exactly where the server answers `too_common`.
describe('passwordStrength', () => {
  it('calls the passwords the server refuses too easy to guess', () => {
    expect(PASSWORD_MIN_SCORE).toBe(3);
    for (const password of [
      'Password1!',
      'aaaaaaaaaa',
      'Welcome2024',
      'PassWord123',
      'senha12345',
    ]) {
      expect(passwordStrength(password, []).tooGuessable).toBe(true);
    }
  });

  it("counts the account's own e-mail and name as guessable", () => {
    expect(passwordStrength('Quintela2024!', ['ana@example.com', 'Ana Souza']).tooGuessable).toBe(
      false,
    );
    expect(
      passwordStrength('Quintela2024!', ['ana@example.com', 'Marta Quintela']).tooGuessable,
    ).toBe(true);
    expect(
      passwordStrength('Mariana.Costa-1990', ['mariana.costa@example.com', 'Ana']).tooGuessable,
    ).toBe(true);
    expect(passwordUserInputs(['Mariana.Costa+news@Example.com', 'Ana Souza', 'al'])).toEqual([
      'mariana.costa+news@example.com',
      'mariana.costa+news',
      'mariana',
      'costa',
      'news',
      'ana souza',
      'ana',
      'souza',
    ]);
  });

  it('accepts the passwords the tests and the demo account use', () => {
    for (const password of [
      'Demo-Passw0rd!',
      'violet-harbour-1987',
      'correct horse battery',
      'a-long-new-passphrase',
      'a-Good-Pw1',
    ]) {
      expect(passwordStrength(password, ['demo@example.com', 'Demo User']).tooGuessable).toBe(
        false,
      );
    }
  });
});
