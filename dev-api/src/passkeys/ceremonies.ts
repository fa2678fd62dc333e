// The WebAuthn ceremonies on @simplewebauthn/server: options with a challenge kept server-side
// (single use, 5 minutes: store.ts), and verification against the relying party's ID and
// origins with user verification required. Every failure is the same `400 passkey_invalid`,
// so an answer never tells whether a credential or an account exists.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { ApiError } from '../platform/errors.ts';
import { CHALLENGE_TTL, transportsOf, type PasskeyRow, type PasskeyStore } from './store.ts';
import type { RelyingParty } from './webauthn.ts';

export const passkeyInvalid = () =>
  new ApiError(400, 'passkey_invalid', 'This passkey could not be verified.');

const CREDENTIAL_ID = /^[A-Za-z0-9_-]{1,1366}$/;

/** `passkey_invalid` naming the credential the browser sent, when the server does not know it. */
export function unknownPasskey(credentialId: unknown): ApiError {
  if (typeof credentialId !== 'string' || !CREDENTIAL_ID.test(credentialId)) {
    return passkeyInvalid();
  }
  return new ApiError(400, 'passkey_invalid', 'This passkey could not be verified.', {
    extra: { unknownCredentialId: credentialId },
  });
}

/** ES256 and RS256: what platform authenticators and security keys use. */
const ALGORITHMS = [-7, -257];

export async function requestOptions(
  store: PasskeyStore,
  rp: RelyingParty,
  purpose: 'sign-in' | 'reauthentication',
  subject: string,
  allow: readonly PasskeyRow[],
) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    // Empty for sign-in: a discoverable credential, the browser offers what it has.
    allowCredentials: allow.map((row) => ({
      id: row.credential_id,
      transports: transportsOf(row),
    })),
    userVerification: 'required',
    timeout: CHALLENGE_TTL * 1000,
  });
  store.saveChallenge(purpose, subject, options.challenge);
  return options;
}

export async function creationOptions(
  store: PasskeyStore,
  rp: RelyingParty,
  user: { id: string; email: string; name: string },
) {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: Buffer.from(store.userHandle(user.id), 'base64url'),
    timeout: CHALLENGE_TTL * 1000,
    attestationType: 'none',
    excludeCredentials: store.list(user.id).map((row) => ({
      id: row.credential_id,
      transports: transportsOf(row),
    })),
    // A passkey: discoverable (signs in without an e-mail) and verifying the user (PIN or
    // biometric), which is what makes it strong enough to sign in alone.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  store.saveChallenge('registration', user.id, options.challenge);
  return options;
}

export async function verifyRegistration(
  store: PasskeyStore,
  rp: RelyingParty,
  userId: string,
  response: unknown,
) {
  // Spent whatever happens next: a response answers one challenge once.
  const challenge = store.takeChallenge('registration', userId);
  if (!challenge) throw passkeyInvalid();
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!result.verified) throw passkeyInvalid();
    return result.registrationInfo;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw passkeyInvalid();
  }
}

/**
 * An assertion for the pending challenge of `purpose`/`subject`, by a stored passkey (of
 * `userId` when given), with its counter moving forwards. Answers the passkey and whether the
 * authenticator says it is backed up now.
 */
export async function verifyAssertion(
  store: PasskeyStore,
  rp: RelyingParty,
  purpose: 'sign-in' | 'reauthentication',
  subject: string,
  response: unknown,
  userId?: string,
): Promise<{ passkey: PasskeyRow; backedUp: boolean }> {
  const challenge = store.takeChallenge(purpose, subject);
  if (!challenge) throw passkeyInvalid();
  const assertion = response as AuthenticationResponseJSON;
  const passkey = store.byCredential(assertion.id);
  // A credential nobody here knows (never registered, or removed): its id goes back, so the page
  // can tell the passkey manager to forget it (WebAuthn Signal API, docs/passwordless.md). The
  // id is the caller's own; the answer says nothing about any account.
  if (!passkey) throw unknownPasskey(assertion.id);
  if (userId !== undefined && passkey.user_id !== userId) throw passkeyInvalid();
  // The user handle, when the authenticator sends one, must be this credential's owner's.
  const handle = assertion.response.userHandle;
  if (handle && store.userOfHandle(handle) !== passkey.user_id) throw passkeyInvalid();
  let info;
  try {
    const result = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      // @simplewebauthn refuses a counter that does not move forwards (a cloned authenticator).
      requireUserVerification: true,
    });
    if (!result.verified) throw passkeyInvalid();
    info = result.authenticationInfo;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw passkeyInvalid();
  }
  if (!store.recordUse(passkey, info.newCounter, info.credentialBackedUp)) throw passkeyInvalid();
  return { passkey, backedUp: info.credentialBackedUp };
}
