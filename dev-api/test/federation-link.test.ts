// "Link another" from the account centre (docs/federation.md; api/openapi.yaml,
// `startIdentityLink`): the signed-in owner starts a link behind recent authentication, the
// browser goes through the stand-in "Example ID" and comes back to the authority's callback,
// which links the identity to that user only and sends the browser to the app's Security page.
// Refusals: an old sign-in, a provider the tenant does not offer or already linked, the round
// trip finished in another browser, an attempt over its 10 minutes, an identity linked already
// (to another account), an address the provider did not verify, a cancel; the way back goes to a
// configured app only.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listOutbox } from '../src/platform/mailer.ts';
import {
  apiRequest,
  browserFetch,
  CookieJar,
  createUser,
  decodeJwtPayload,
  hostApp,
  signInWithTokens,
  standaloneApp,
} from './oidc-helpers.ts';
import {
  clockMovedPerTest,
  federatedSignIn,
  finishToTokens,
  signInPageParam,
  federationWorldPerFile,
  upstreamSignIn,
  type TypedIdentity,
} from './federation-helpers.ts';

const world = federationWorldPerFile();
// Each test that moves the clock puts it back (the stand-in's ID tokens keep real time).
const advance = clockMovedPerTest(() => world);

const mailsTo = (email: string) => listOutbox(world.auth.db).filter((mail) => mail.to === email);

interface Owner {
  id: string;
  email: string;
  password: string;
  token: string;
  /** The browser the owner signed in with (its device cookie). */
  jar: CookieJar;
}

let counter = 0;
async function owner(): Promise<Owner> {
  counter += 1;
  const email = `link.owner${counter}@example.com`;
  const password = 'Link-Owner-Passw0rd!';
  const id = await createUser(world.auth.db, { email, password });
  const jar = new CookieJar();
  const { tokens } = await signInWithTokens(world.auth, { email, password, jar });
  return { id, email, password, token: tokens.access_token, jar };
}

/** `POST /users/me/linked-identities/start` from the owner's browser (its cookies, its token). */
async function start(
  who: Owner,
  body: Record<string, unknown> = { provider: 'example' },
  headers: Record<string, string> = { Origin: standaloneApp.origin },
) {
  const response = await browserFetch(
    who.jar,
    `${world.auth.publicUrl}/users/me/linked-identities/start`,
    {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${who.token}`,
        'Content-Type': 'application/json',
        ...headers,
      },
      body: JSON.stringify(body),
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The whole round trip: start, the provider's page, the callback in `jar` (the owner's). */
async function linkThrough(
  who: Owner,
  identity: TypedIdentity | 'cancel',
  options: { jar?: CookieJar; beforeCallback?: () => void; body?: Record<string, unknown> } = {},
): Promise<URL> {
  const started = await start(who, options.body);
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const callback = await upstreamSignIn(String(started.body.url), identity);
  options.beforeCallback?.();
  const back = await browserFetch(options.jar ?? who.jar, callback.toString());
  assert.equal(back.status, 303, `callback answered ${back.status}`);
  return new URL(back.headers.get('location') ?? '');
}

async function identitiesOf(who: Owner) {
  const list = await apiRequest<{
    identities: { provider: string; email: string }[];
    available: { id: string }[];
  }>(world.auth, '/users/me/linked-identities', { token: who.token });
  assert.equal(list.status, 200);
  return list.body;
}

const security = (app: { origin: string; basePath: string }) =>
  `${app.origin}${app.basePath}/security`;

describe('link another provider from the account centre', () => {
  it('links the identity to the signed-in owner, mails it, records it, and it signs in to that account', async () => {
    const who = await owner();
    assert.deepEqual((await identitiesOf(who)).available.map((entry) => entry.id).slice(0, 1), [
      'example',
    ]);
    const started = await start(who);
    assert.equal(started.status, 200);
    const url = new URL(String(started.body.url));
    assert.equal(url.origin, new URL(world.standIn.issuer).origin);
    // The person chooses and proves the identity at the provider, with our usual protections.
    assert.equal(url.searchParams.get('prompt'), 'login');
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
    assert.ok(url.searchParams.get('state') && url.searchParams.get('nonce'));

    // The provider's address may differ from the account's: the owner asked for this link.
    const upstreamEmail = 'someone.else@example.net';
    const callback = await upstreamSignIn(url.toString(), { email: upstreamEmail });
    const back = await browserFetch(who.jar, callback.toString());
    assert.equal(back.status, 303);
    const location = new URL(back.headers.get('location') ?? '');
    assert.equal(`${location.origin}${location.pathname}`, security(standaloneApp));
    assert.equal(location.searchParams.get('linked'), 'example');

    const list = await identitiesOf(who);
    assert.deepEqual(
      list.identities.map((row) => [row.provider, row.email]),
      [['example', upstreamEmail]],
    );
    assert.ok(!list.available.some((entry) => entry.id === 'example'));
    const linkedMails = mailsTo(who.email).filter((mail) => /was linked/.test(mail.subject));
    assert.equal(linkedMails.length, 1);
    const activity = await apiRequest<{ events: { type: string; detail: unknown }[] }>(
      world.auth,
      '/users/me/activity',
      { token: who.token },
    );
    const linked = activity.body.events.filter((event) => event.type === 'identity_linked');
    assert.deepEqual(
      linked.map((event) => event.detail),
      [{ provider: 'Example ID' }],
    );

    // The provider now signs in to this account.
    const next = await federatedSignIn(world, { email: upstreamEmail });
    const tokens = await finishToTokens(world, next.interaction, next.location.toString());
    assert.equal(decodeJwtPayload(tokens.id_token).sub, who.id);
  });

  it('needs a recent authentication, and starts nothing without it', async () => {
    const who = await owner();
    advance(11 * 60);
    const stale = await start(who);
    assert.equal(stale.status, 403);
    assert.equal(stale.body.error, 'reauthentication_required');
    const attempts = world.auth.db
      .prepare('SELECT count(*) AS n FROM federation_link_attempts WHERE user_id = ?')
      .get(who.id) as { n: number };
    assert.equal(attempts.n, 0);
  });

  it('refuses a provider the tenant does not offer, and one already linked', async () => {
    const who = await owner();
    const unknown = await start(who, { provider: 'nowhere' });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, 'provider_unknown');
    assert.equal(
      (await linkThrough(who, { email: 'twice@example.net' })).searchParams.get('linked'),
      'example',
    );
    const again = await start(who);
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'already_linked');
  });

  it('the round trip finished in another browser links nothing, and the attempt is spent', async () => {
    const who = await owner();
    const started = await start(who);
    const callback = await upstreamSignIn(String(started.body.url), { email: 'thief@example.net' });
    // Someone else's browser (no device cookie of the owner's): not the owner's link.
    const elsewhere = await browserFetch(new CookieJar(), callback.toString());
    assert.equal(elsewhere.status, 303);
    const location = new URL(elsewhere.headers.get('location') ?? '');
    assert.equal(signInPageParam(location, 'federationError'), 'state_mismatch');
    // Used once: the owner's browser cannot replay it either.
    const replay = await browserFetch(who.jar, callback.toString());
    assert.equal(
      signInPageParam(new URL(replay.headers.get('location') ?? ''), 'federationError'),
      'state_mismatch',
    );
    assert.equal((await identitiesOf(who)).identities.length, 0);
  });

  it('an attempt over its 10 minutes links nothing and says so on the Security page', async () => {
    const who = await owner();
    const location = await linkThrough(
      who,
      { email: 'late@example.net' },
      { beforeCallback: () => advance(11 * 60) },
    );
    assert.equal(`${location.origin}${location.pathname}`, security(standaloneApp));
    assert.equal(location.searchParams.get('federationError'), 'link_expired');
    assert.equal(location.searchParams.get('provider'), 'example');
    assert.equal((await identitiesOf(who)).identities.length, 0);
  });

  it('an identity linked to another account is refused (identity_taken), nothing mailed', async () => {
    const taken = 'already.mine@example.net';
    // A first sign-in with it made (and linked) an account of its own.
    await federatedSignIn(world, { email: taken });
    const who = await owner();
    const location = await linkThrough(who, { email: taken });
    assert.equal(location.searchParams.get('federationError'), 'identity_taken');
    assert.equal((await identitiesOf(who)).identities.length, 0);
    assert.equal(mailsTo(who.email).filter((mail) => /was linked/.test(mail.subject)).length, 0);
  });

  it('an address the provider did not verify is never linked', async () => {
    const who = await owner();
    const location = await linkThrough(who, { email: 'unverified@example.net', verified: false });
    assert.equal(location.searchParams.get('federationError'), 'email_not_verified');
    assert.equal((await identitiesOf(who)).identities.length, 0);
  });

  it('a cancel at the provider comes back to the Security page, nothing linked', async () => {
    const who = await owner();
    const location = await linkThrough(who, 'cancel');
    assert.equal(location.searchParams.get('federationError'), 'cancelled');
    assert.equal((await identitiesOf(who)).identities.length, 0);
  });

  it('comes back only to a configured app: the one that asked, never a stranger named', async () => {
    const who = await owner();
    const hosted = await linkThrough(
      who,
      { email: 'hosted@example.net' },
      { body: { provider: 'example', returnOrigin: hostApp.origin } },
    );
    assert.equal(`${hosted.origin}${hosted.pathname}`, security(hostApp));
    assert.equal(hosted.searchParams.get('linked'), 'example');

    const other = await owner();
    const started = await start(
      other,
      { provider: 'google', returnOrigin: 'https://evil.example' },
      { Origin: 'https://evil.example' },
    );
    assert.equal(started.status, 200);
    const callback = await upstreamSignIn(String(started.body.url), { email: 'g@example.net' });
    const back = await browserFetch(other.jar, callback.toString());
    const location = new URL(back.headers.get('location') ?? '');
    assert.equal(`${location.origin}${location.pathname}`, security(standaloneApp));
    assert.equal(location.searchParams.get('linked'), 'google');
  });
});
