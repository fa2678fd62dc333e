// The upstream ID token's checks (federation/upstream.ts verifyIdToken), one refusal each: tokens
// signed here with a key of our own, published as the provider's JWKS, on the movable clock.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWTVerifyGetKey,
} from 'jose';
import { UpstreamError, verifyIdToken } from '../src/federation/upstream.ts';
import { TestClock } from './two-step-helpers.ts';

const issuer = 'https://id.example.test';
const clientId = 'account-authority';
const nonce = 'the-nonce-of-this-attempt';

let keys: JWTVerifyGetKey;
let sign: (claims: Record<string, unknown>, options?: { key?: CryptoKey }) => Promise<string>;
let strangerKey: CryptoKey;

before(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  strangerKey = stranger.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' };
  keys = createLocalJWKSet({ keys: [jwk] });
  sign = async (claims, options = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: issuer,
      aud: clientId,
      sub: 'upstream-subject-1',
      nonce,
      email: 'Person@Example.com',
      email_verified: true,
      name: 'A Person',
      iat: now,
      exp: now + 600,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .sign(options.key ?? pair.privateKey);
  };
});

async function refusal(
  token: string,
  clock = new TestClock(),
  kind: 'oidc' | 'apple' | 'microsoft' = 'oidc',
): Promise<string> {
  try {
    await verifyIdToken(token, keys, { issuer, clientId, nonce, now: clock.now }, kind);
  } catch (error) {
    assert.ok(error instanceof UpstreamError, String(error));
    return error.failure;
  }
  return 'accepted';
}

describe('the upstream ID token', () => {
  it('gives the subject and the verified address (lower case)', async () => {
    const identity = await verifyIdToken(await sign({}), keys, {
      issuer,
      clientId,
      nonce,
      now: new TestClock().now,
    });
    assert.deepEqual(identity, {
      subject: 'upstream-subject-1',
      email: 'person@example.com',
      name: 'A Person',
    });
  });

  it('is refused with another nonce (a replayed or injected token)', async () => {
    assert.equal(await refusal(await sign({ nonce: 'another-attempt' })), 'id_token_invalid');
    assert.equal(await refusal(await sign({ nonce: undefined })), 'id_token_invalid');
  });

  it('is refused from another issuer', async () => {
    assert.equal(await refusal(await sign({ iss: 'https://evil.example' })), 'id_token_invalid');
  });

  it('is refused for another audience, and with several audiences unless azp is ours', async () => {
    assert.equal(await refusal(await sign({ aud: 'someone-else' })), 'id_token_invalid');
    assert.equal(
      await refusal(await sign({ aud: [clientId, 'someone-else'] })),
      'id_token_invalid',
    );
    assert.equal(
      await refusal(await sign({ aud: [clientId, 'someone-else'], azp: clientId })),
      'accepted',
    );
  });

  it('is refused once expired, on our clock (a minute of skew allowed)', async () => {
    const token = await sign({});
    const clock = new TestClock();
    clock.advance(600 + 30);
    assert.equal(await refusal(token, clock), 'accepted');
    clock.advance(60);
    assert.equal(await refusal(token, clock), 'id_token_invalid');
  });

  it('is refused when signed by a key that is not the issuer’s', async () => {
    assert.equal(await refusal(await sign({}, { key: strangerKey })), 'id_token_invalid');
  });

  it('is refused unsigned (alg none) or with a symmetric algorithm', async () => {
    const [header, payload] = (await sign({})).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    assert.equal(await refusal(none), 'id_token_invalid');
    assert.ok(header);
  });

  it('never gives an address the provider did not verify', async () => {
    assert.equal(await refusal(await sign({ email_verified: false })), 'email_not_verified');
    assert.equal(await refusal(await sign({ email_verified: undefined })), 'email_not_verified');
    assert.equal(await refusal(await sign({ email_verified: 'true' })), 'email_not_verified');
    assert.equal(await refusal(await sign({ email: undefined })), 'email_not_verified');
  });

  it('takes Apple\'s string "true" as verified, from Apple only', async () => {
    const clock = new TestClock();
    assert.equal(await refusal(await sign({ email_verified: 'true' }), clock, 'apple'), 'accepted');
    assert.equal(await refusal(await sign({ email_verified: true }), clock, 'apple'), 'accepted');
    assert.equal(
      await refusal(await sign({ email_verified: 'false' }), clock, 'apple'),
      'email_not_verified',
    );
    assert.equal(
      await refusal(await sign({ email_verified: undefined }), clock, 'apple'),
      'email_not_verified',
    );
  });

  it("trusts Microsoft's address only with xms_edov (or email_verified: true where it is sent)", async () => {
    const clock = new TestClock();
    const microsoft = async (claims: Record<string, unknown>) =>
      refusal(await sign({ email_verified: undefined, ...claims }), clock, 'microsoft');
    assert.equal(await microsoft({}), 'email_not_verified');
    assert.equal(await microsoft({ xms_edov: true }), 'accepted');
    assert.equal(await microsoft({ xms_edov: 'true' }), 'email_not_verified');
    assert.equal(await microsoft({ xms_edov: false }), 'email_not_verified');
    assert.equal(await microsoft({ email_verified: true }), 'accepted');
    assert.equal(await microsoft({ email_verified: false, xms_edov: true }), 'email_not_verified');
  });

  it("accepts a multi-tenant issuer template only filled with the token's own tenant", async () => {
    const template = 'https://login.example.test/{tenantid}/v2.0';
    const tid = '9188040d-6c67-4c5b-b112-36a304b66dad';
    const check = async (claims: Record<string, unknown>) => {
      try {
        await verifyIdToken(await sign(claims), keys, {
          issuer: template,
          clientId,
          nonce,
          now: new TestClock().now,
        });
        return 'accepted';
      } catch (error) {
        assert.ok(error instanceof UpstreamError, String(error));
        return error.failure;
      }
    };
    assert.equal(await check({ iss: `https://login.example.test/${tid}/v2.0`, tid }), 'accepted');
    const other = '72f988bf-86f1-41af-91ab-2d7cd011db47';
    assert.equal(
      await check({ iss: `https://login.example.test/${other}/v2.0`, tid }),
      'id_token_invalid',
    );
    assert.equal(
      await check({ iss: `https://login.example.test/${tid}/v2.0`, tid: undefined }),
      'id_token_invalid',
    );
    assert.equal(await check({ iss: template, tid: '{tenantid}' }), 'id_token_invalid');
  });
});
