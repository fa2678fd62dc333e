// A software authenticator for the passkey tests: a P-256 key made with node:crypto, the
// authenticator data, client data and 'none' attestation a browser would send (CBOR by
// @simplewebauthn/server's own encoder), and ES256 assertion signatures. Each call can be
// skewed (origin, RP ID, counter, user verification, tampering) to see a refusal.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { browserFetch, loginUrl, type CookieJar, type TestAuthority } from './oidc-helpers.ts';

export interface CeremonyOptions {
  /** The page's origin in the client data (default the standalone app's). */
  origin?: string;
  /** The RP ID whose hash starts the authenticator data (default the options' rpId). */
  rpId?: string;
  /** User verified (default true). */
  userVerified?: boolean;
  /** Client data type (default the right one). */
  type?: string;
  /** Changes the client data after signing. */
  tamper?: boolean;
  /** Counter to put in the assertion (default the authenticator's next). */
  counter?: number;
}

export const ZERO_AAGUID = '00000000-0000-0000-0000-000000000000';
/** What the CBOR encoder takes (its own type is not exported by name). */
type CBOR = Parameters<typeof isoCBOR.encode>[0];
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  readonly #privateKey: KeyObject;
  readonly #publicJwk: { x: string; y: string };
  /** Set at registration: the user handle the RP gave (a discoverable credential keeps it). */
  userHandle = '';
  counter = 0;

  constructor(
    /** Synced (backup eligible and backed up) or bound to this device. */
    readonly synced = true,
    readonly aaguid = ZERO_AAGUID,
    /** Counts signatures (a security key) or always says 0 (most synced passkeys). */
    readonly counts = false,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#privateKey = privateKey;
    this.#publicJwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  #flags(options: CeremonyOptions, attested: boolean): number {
    let flags = 0x01; // user present
    if (options.userVerified !== false) flags |= 0x04;
    if (this.synced) flags |= 0x08 | 0x10; // backup eligible, backed up
    if (attested) flags |= 0x40;
    return flags;
  }

  #clientData(type: string, challenge: string, options: CeremonyOptions): Buffer {
    return Buffer.from(
      JSON.stringify({
        type: options.type ?? type,
        challenge,
        origin: options.origin ?? 'http://localhost:3001',
        crossOrigin: false,
      }),
    );
  }

  /** navigator.credentials.create's RegistrationResponseJSON for these creation options. */
  register(
    creation: { challenge: string; rp: { id: string }; user: { id: string } },
    options: CeremonyOptions = {},
  ) {
    this.userHandle = creation.user.id;
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(this.#publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.#publicJwk.y, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const counter = Buffer.alloc(4);
    const authData = Buffer.concat([
      sha256(options.rpId ?? creation.rp.id),
      Buffer.from([this.#flags(options, true)]),
      counter,
      Buffer.from(this.aaguid.replaceAll('-', ''), 'hex'),
      idLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, CBOR>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CBOR>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    let clientData = this.#clientData('webauthn.create', creation.challenge, options);
    if (options.tamper) clientData = Buffer.from(clientData.toString().replace('}', ',"x":1}'));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
    };
  }

  /** navigator.credentials.get's AuthenticationResponseJSON for these request options. */
  assert(request: { challenge: string; rpId: string }, options: CeremonyOptions = {}) {
    if (this.counts) this.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(options.counter ?? this.counter);
    const authData = Buffer.concat([
      sha256(options.rpId ?? request.rpId),
      Buffer.from([this.#flags(options, false)]),
      counter,
    ]);
    let clientData = this.#clientData('webauthn.get', request.challenge, options);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), {
      key: this.#privateKey,
      dsaEncoding: 'der',
    });
    if (options.tamper) clientData = Buffer.from(clientData.toString().replace('}', ',"x":1}'));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
    };
  }
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** POST to the interaction's passkey endpoints from the browser holding `jar`. */
export async function interactionPost<T = Record<string, unknown>>(
  auth: TestAuthority,
  uid: string,
  suffix: 'passkey/options' | 'passkey' | 'passkey?restoreAccount=true',
  jar: CookieJar,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await browserFetch(jar, loginUrl(auth, uid).replace(/\/login$/, `/${suffix}`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3001' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}
