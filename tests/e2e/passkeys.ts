import type { CDPSession, Page } from '@playwright/test';

async function held(cdp: CDPSession, authenticatorId: string) {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

/** A passkey as the virtual authenticator exports it (its private key included). */
type Credential = Awaited<ReturnType<typeof held>>[number];

/**
 * Chromium's virtual authenticator on `page` (CDP WebAuthn): a platform authenticator with
 * resident keys and user verification, as a phone or laptop has; `verified: false` answers as
 * if the user failed or cancelled the check. `credentials` are put in it first (another browser
 * with the same synced passkeys).
 */
export async function virtualAuthenticator(
  page: Page,
  { verified = true, credentials = [] }: { verified?: boolean; credentials?: Credential[] } = {},
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: verified,
      automaticPresenceSimulation: true,
    },
  });
  for (const credential of credentials) {
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
  }
  return {
    /** The passkeys this authenticator holds (to import into another browser). */
    credentials: () => held(cdp, authenticatorId),
  };
}
