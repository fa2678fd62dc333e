// How the app reads the profile the API answers (the contract's `Profile`, read leniently).
import { createApiClient } from './client';
import { fetchProfile } from './users';

const documented = {
  sub: '5b0c7a52-3f4e-4d61-9a57-0c1b2e3d4f5a',
  email: 'demo@example.com',
  name: 'Demo User',
  locale: 'pt-BR',
  tenantId: 'acme',
  onboardingCompleted: false,
  onboardingStep: 1,
  notifications: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  lastSignInAt: null,
};

function answering(body: unknown) {
  const fetch = jest.fn(async () => Response.json(body));
  return createApiClient('http://api.test', null, fetch as unknown as typeof globalThis.fetch);
}

describe('fetchProfile', () => {
  it('keeps every field of a profile as the contract describes it', async () => {
    await expect(fetchProfile(answering(documented))).resolves.toEqual(documented);
  });

  it('still signs in a user whose profile lacks what the screens can do without', async () => {
    const profile = await fetchProfile(
      answering({ sub: 'u1', email: null, name: null, locale: 'fr', onboardingCompleted: true }),
    );
    // No e-mail or name reads as empty; a language the app does not ship reads as unset, so the
    // device's or the configured language applies.
    expect(profile).toEqual({ sub: 'u1', email: '', name: '', onboardingCompleted: true });
  });

  it('refuses an answer without the fields the screens need', async () => {
    await expect(fetchProfile(answering({ sub: 'u1', email: 'a@b.c' }))).rejects.toThrow();
  });
});
