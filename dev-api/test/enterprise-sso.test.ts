// Enterprise SSO over HTTP (dev-api/src/enterprise-sso/, docs/enterprise-sso.md), against the real
// stand-ins: the SAML IdP (samlify's IdP side, its own key) makes every good and bad response in
// the test, the local DNS server (dns2) answers the TXT records, Example ID plays a company's OIDC
// provider. The API's clock is moved instead of waiting; every exchange is checked against
// api/openapi.yaml by the test server.
import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import {
  apiRequest,
  browserFetch,
  CookieJar,
  createUser,
  decodeJwtPayload,
  exchangeCode,
  refresh,
  resumeToCallback,
  signInWithTokens,
  startInteraction,
  startTestAuthority,
  submitLogin,
  type Interaction,
  type TestAuthority,
  type TokenSet,
} from './oidc-helpers.ts';
import { demo, enableTwoStep, finishSignIn, outbox, TestClock } from './two-step-helpers.ts';
import {
  federatedSignIn,
  parseForm,
  startFederationWorld,
  upstreamSignIn,
} from './federation-helpers.ts';
import { interactionPost, SoftwareAuthenticator } from './passkey-helpers.ts';
import {
  listenSamlIdp,
  type RunningSamlIdp,
  type SamlResponseOptions,
} from '../src/stand-ins/saml-idp.ts';
import { listenDnsStandIn, type RunningDnsStandIn } from '../src/stand-ins/dns.ts';
import { listenStandIn, type RunningStandIn } from '../src/stand-ins/example-id.ts';
import { listenOidcIdp, WORKFORCE_CLIENT } from '../src/stand-ins/oidc-idp.ts';
import { callbackUrl } from '../src/federation/providers.ts';
import { checkUrl, fetchText, UrlRefused } from '../src/enterprise-sso/fetch-safely.ts';
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { AddressInfo } from 'node:net';

let idp: RunningSamlIdp;
let dns: RunningDnsStandIn;
let exampleId: RunningStandIn;
let auth: TestAuthority;
let clock: TestClock;

before(async () => {
  [idp, dns, exampleId] = await Promise.all([
    listenSamlIdp({ port: 0 }),
    listenDnsStandIn({ dnsPort: 0 }),
    listenStandIn({ port: 0 }),
  ]);
});
after(async () => {
  await Promise.all([idp.close(), dns.close(), exampleId.close()]);
});
beforeEach(async () => {
  clock = new TestClock();
  auth = await startTestAuthority({ clock: clock.now, dnsServers: [dns.resolver] });
});
afterEach(async () => {
  await auth.close();
});

const PASSWORD = 'Another-Passw0rd!';
type Body = Record<string, unknown>;
let domainCounter = 0;

function call<T = Body>(token: string | undefined, method: string, path: string, body?: unknown) {
  return apiRequest<T>(auth, path, { method, token, body });
}

async function person(email: string): Promise<{ id: string; token: string }> {
  const id = await createUser(auth.db, { email, password: PASSWORD, name: 'Test User' });
  const { tokens } = await signInWithTokens(auth, { email, password: PASSWORD });
  return { id, token: tokens.access_token };
}

async function organisation(token: string, slug: string): Promise<string> {
  const created = await call<{ id: string }>(token, 'POST', '/organisations', {
    name: 'Contoso',
    slug,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.id;
}

interface Domain {
  domain: string;
  verified: boolean;
  record: { type: string; name: string; value: string };
}

/** A fresh domain for each test (the DNS stand-in outlives them). */
function newDomain(): string {
  domainCounter += 1;
  return `contoso${domainCounter}-${process.pid}.example`;
}

async function verifiedDomain(token: string, organisationId: string, domain = newDomain()) {
  const added = await call<Domain>(token, 'POST', `/organisations/${organisationId}/sso/domains`, {
    domain,
  });
  assert.equal(added.status, 201, JSON.stringify(added.body));
  dns.publish(added.body.record.name, added.body.record.value);
  const verified = await call<Domain>(
    token,
    'POST',
    `/organisations/${organisationId}/sso/domains/${domain}/verify`,
  );
  assert.equal(verified.status, 200, JSON.stringify(verified.body));
  return domain;
}

interface Connection {
  id: string;
  enabled: boolean;
  lastError: { code: string; message: string } | null;
  saml?: { spEntityId: string; acsUrl: string; spMetadataUrl: string };
  oidc?: { redirectUri: string };
}

async function samlConnection(token: string, organisationId: string): Promise<Connection> {
  const created = await call<Connection>(
    token,
    'POST',
    `/organisations/${organisationId}/sso/connections`,
    { type: 'saml', name: 'Contoso SAML', metadataUrl: idp.metadataUrl },
  );
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.equal(created.body.enabled, false, 'a new connection starts turned off');
  const enabled = await call<Connection>(
    token,
    'PATCH',
    `/organisations/${organisationId}/sso/connections/${created.body.id}`,
    { enabled: true },
  );
  assert.equal(enabled.status, 200, JSON.stringify(enabled.body));
  return enabled.body;
}

/** An organisation with a verified domain and a turned-on SAML connection. */
async function contoso(options: { jit?: boolean } = {}) {
  const owner = await person(`owner-${newDomain()}@example.com`);
  const organisationId = await organisation(owner.token, `contoso-${domainCounter}`);
  const domain = await verifiedDomain(owner.token, organisationId);
  const connection = await samlConnection(owner.token, organisationId);
  if (options.jit) {
    const saved = await call(owner.token, 'PUT', `/organisations/${organisationId}/sso/settings`, {
      jitEnabled: true,
      jitRole: 'member',
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
  }
  return { owner, organisationId, domain, connection };
}

function ssoStartUrl(uid: string, connectionId: string): string {
  return `${auth.publicUrl}/auth/oidc/interaction/${encodeURIComponent(uid)}/sso/${connectionId}`;
}

/** The SAML request, as the stand-in's sign-in page read it: its id, our ACS and entity id. */
async function samlRequest(connectionId: string, interaction?: Interaction) {
  const started = interaction ?? (await startInteraction(auth));
  const start = await browserFetch(started.jar, ssoStartUrl(started.uid, connectionId));
  assert.equal(start.status, 303);
  const location = start.headers.get('location') ?? '';
  assert.ok(location.startsWith(idp.ssoUrl), `went to ${location}`);
  const pageResponse = await fetch(location);
  assert.equal(pageResponse.status, 200);
  const form = parseForm(await pageResponse.text(), location);
  return { interaction: started, form };
}

/** The IdP's form post to our ACS (cross-site: no cookies), then our page's continuation. */
async function postToAcs(acsUrl: string, samlResponse: string): Promise<Response> {
  return fetch(acsUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '' }),
  });
}

function continuationOf(html: string): string {
  const match = /url=([^"]+)"/.exec(html);
  assert.ok(match?.[1], `no continuation in ${html}`);
  return match[1].replace(/&#38;/g, '&');
}

async function ssoErrorOf(response: Response): Promise<string | null> {
  assert.equal(response.status, 303, `answered ${response.status}`);
  return new URL(response.headers.get('location') ?? '').searchParams.get('ssoError');
}

/**
 * A whole SAML sign-in through the stand-in's page (its "second factor" box ticked with `mfa`),
 * or with a response the test makes (`classRef`: the AuthnContextClassRef it states); answers
 * the tokens.
 */
async function samlSignIn(
  connectionId: string,
  email: string,
  options: { mfa?: boolean; classRef?: string } = {},
): Promise<TokenSet> {
  const { interaction, redirectTo } = await samlArrival(connectionId, email, options);
  assert.ok(redirectTo.startsWith(auth.issuer), `went to ${redirectTo}`);
  const callback = await resumeToCallback(auth, redirectTo, interaction.jar);
  const code = callback.searchParams.get('code');
  assert.ok(code, `no code: ${callback.toString()}`);
  const tokens = await exchangeCode(auth, {
    code,
    request: interaction.request,
    jar: interaction.jar,
  });
  assert.equal(tokens.status, 200, JSON.stringify(tokens.body));
  return tokens.body as TokenSet;
}

/** A SAML sign-in up to our continuation's answer: where the browser goes next. */
async function samlArrival(
  connectionId: string,
  email: string,
  options: { mfa?: boolean; classRef?: string } = {},
): Promise<{ interaction: Interaction; redirectTo: string }> {
  const { interaction, form } = await samlRequest(connectionId);
  let acsUrl: string;
  let samlResponse: string;
  if (options.classRef === undefined) {
    const answered = await fetch(new URL('/sso/answer', idp.ssoUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...form.fields,
        email,
        name: 'Ana Contoso',
        ...(options.mfa ? { mfa: 'yes' } : {}),
      }),
    });
    const post = parseForm(await answered.text(), idp.ssoUrl);
    acsUrl = post.action;
    samlResponse = post.fields.SAMLResponse ?? '';
  } else {
    acsUrl = form.fields.acsUrl ?? '';
    samlResponse = await idp.respond({
      spEntityId: form.fields.spEntityId ?? '',
      acsUrl,
      inResponseTo: form.fields.requestId ?? '',
      email,
      now: clock.now(),
      authnContextClassRef: options.classRef,
    });
  }
  const acs = await postToAcs(acsUrl, samlResponse);
  assert.equal(acs.status, 200, `ACS answered ${acs.status} ${acs.headers.get('location')}`);
  const next = await browserFetch(interaction.jar, continuationOf(await acs.text()));
  assert.equal(next.status, 303);
  return { interaction, redirectTo: next.headers.get('location') ?? '' };
}

describe('verified domains', () => {
  test('the TXT record is looked up in DNS: absent or wrong is domain_not_verified, then verified', async () => {
    const owner = await person('dns-owner@example.com');
    const organisationId = await organisation(owner.token, 'dns-org');
    const domain = newDomain();
    const added = await call<Domain>(
      owner.token,
      'POST',
      `/organisations/${organisationId}/sso/domains`,
      {
        domain,
      },
    );
    assert.equal(added.status, 201);
    assert.equal(added.body.record.type, 'TXT');
    assert.equal(added.body.record.name, `_account-verification.${domain}`);
    const verify = () =>
      call<Body>(
        owner.token,
        'POST',
        `/organisations/${organisationId}/sso/domains/${domain}/verify`,
      );
    assert.equal((await verify()).body.error, 'domain_not_verified');
    dns.publish(added.body.record.name, 'account-verification=someone-else');
    assert.equal((await verify()).body.error, 'domain_not_verified');
    dns.publish(added.body.record.name, added.body.record.value);
    const verified = await verify();
    assert.equal(verified.status, 200);
    assert.equal((verified.body as unknown as Domain).verified, true);
  });

  test('a domain another organisation verified is refused (domain_taken)', async () => {
    const first = await contoso();
    const other = await person('other-owner@example.com');
    const otherOrg = await organisation(other.token, 'other-org');
    const taken = await call<Body>(other.token, 'POST', `/organisations/${otherOrg}/sso/domains`, {
      domain: first.domain,
    });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.error, 'domain_taken');
  });

  test('only owners and admins; a member is refused', async () => {
    const { organisationId } = await contoso();
    const member = await person('plain-member@example.com');
    const row = auth.db.prepare(
      `INSERT INTO organisation_members (organisation_id, user_id, role, joined_at) VALUES (?, ?, 'member', ?)`,
    );
    row.run(organisationId, member.id, new Date().toISOString());
    const refused = await call<Body>(member.token, 'GET', `/organisations/${organisationId}/sso`);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, 'insufficient_role');
  });
});

describe('discovery', () => {
  test('answers by domain only: the same for an account and for nobody, nothing for other domains', async () => {
    const { domain, connection } = await contoso();
    await createUser(auth.db, { email: `ana@${domain}`, password: PASSWORD });
    const ask = (email: string) =>
      call<Body>(undefined, 'POST', '/auth/sso/discovery', { email, interaction: 'abc123' });
    const withAccount = await ask(`ana@${domain}`);
    const withoutAccount = await ask(`nobody@${domain}`);
    assert.equal(withAccount.status, 200);
    assert.deepEqual(withAccount.body, withoutAccount.body);
    assert.deepEqual(withAccount.body, {
      sso: true,
      enforced: false,
      startUrl: ssoStartUrl('abc123', connection.id),
    });
    assert.deepEqual((await ask('demo@example.com')).body, { sso: false });
  });

  test('an unverified domain or a turned-off connection routes nowhere', async () => {
    const owner = await person('half-owner@example.com');
    const organisationId = await organisation(owner.token, 'half-org');
    const domain = newDomain();
    await call(owner.token, 'POST', `/organisations/${organisationId}/sso/domains`, { domain });
    await samlConnection(owner.token, organisationId);
    const asked = await call<Body>(undefined, 'POST', '/auth/sso/discovery', {
      email: `ana@${domain}`,
      interaction: 'abc123',
    });
    assert.deepEqual(asked.body, { sso: false });
  });
});

describe('SAML sign-in', () => {
  test('through the stand-in IdP: amr fed, a new account, JIT membership and the organisation active', async () => {
    const { organisationId, domain, connection, owner } = await contoso({ jit: true });
    const tokens = await samlSignIn(connection.id, `ana@${domain}`);
    const claims = decodeJwtPayload(tokens.id_token);
    assert.deepEqual(claims.amr, ['fed']);
    assert.equal(claims.org_id, organisationId);
    assert.equal(claims.org_role, 'member');
    const members = await call<{ members: { email: string; role: string }[] }>(
      owner.token,
      'GET',
      `/organisations/${organisationId}/members`,
    );
    assert.ok(members.body.members.some((m) => m.email === `ana@${domain}` && m.role === 'member'));
  });

  test("a JIT join is mailed to the person in their language, with the way to their organisations, and is in the organisation's activity", async () => {
    const { organisationId, domain, connection, owner } = await contoso({ jit: true });
    // An account of the domain made before, in Portuguese: JIT makes it a member at its sign-in.
    const bia = `bia@${domain}`;
    await person(bia);
    auth.db.prepare(`UPDATE users SET locale = 'pt-BR' WHERE email = ?`).run(bia);
    await samlSignIn(connection.id, bia);
    const joinMails = async (email: string) =>
      (await outbox(auth)).filter((m) => m.to === email && /entrou em|joined/.test(m.subject));
    const joined = await joinMails(bia);
    assert.equal(joined.length, 1, JSON.stringify(joined));
    assert.equal(joined[0]!.subject, 'Você entrou em Contoso');
    assert.match(joined[0]!.text, /Agora você faz parte de Contoso, como membro\./);
    assert.match(joined[0]!.text, /http:\/\/localhost:3001\/organisations/);
    // A new account (English, the interaction's language by default) is told too.
    await samlSignIn(connection.id, `caio@${domain}`);
    const mailed = (await outbox(auth)).filter((m) => m.to === `caio@${domain}`);
    assert.ok(
      mailed.some((m) => m.subject === 'You joined Contoso'),
      JSON.stringify(mailed.map((m) => m.subject)),
    );
    // A second sign-in of a member joins nobody: no second mail.
    await samlSignIn(connection.id, bia);
    assert.equal((await joinMails(bia)).length, 1);
    const activity = await call<{ events: { type: string; subject?: { email: string } | null }[] }>(
      owner.token,
      'GET',
      `/organisations/${organisationId}/activity`,
    );
    assert.equal(activity.status, 200, JSON.stringify(activity.body));
    const joins = activity.body.events.filter((e) => e.type === 'member_joined');
    assert.equal(joins.length, 2, JSON.stringify(activity.body));
  });

  test('without JIT the person signs in but does not join', async () => {
    const { domain, connection } = await contoso();
    const tokens = await samlSignIn(connection.id, `bo@${domain}`);
    const claims = decodeJwtPayload(tokens.id_token);
    assert.deepEqual(claims.amr, ['fed']);
    assert.equal(claims.org_id, undefined);
  });

  test('an address outside the verified domains is refused (email_domain_not_verified)', async () => {
    const { connection } = await contoso();
    const { form, interaction } = await samlRequest(connection.id);
    const response = await idp.respond({
      spEntityId: form.fields.spEntityId ?? '',
      acsUrl: form.fields.acsUrl ?? '',
      inResponseTo: form.fields.requestId,
      email: 'mallory@elsewhere.example',
      now: clock.now(),
    });
    const acs = await postToAcs(form.fields.acsUrl ?? '', response);
    assert.equal(acs.status, 200);
    // The organisation's rule is applied where the browser is known (the continuation).
    const next = await browserFetch(interaction.jar, continuationOf(await acs.text()));
    assert.equal(await ssoErrorOf(next), 'email_domain_not_verified');
    assert.equal(
      auth.db
        .prepare<[], { n: number }>(
          "SELECT count(*) AS n FROM users WHERE email = 'mallory@elsewhere.example'",
        )
        .get()?.n,
      0,
    );
  });

  test('every bad response is refused with what is wrong, kept for the IT admin', async () => {
    const { connection, owner, organisationId } = await contoso();
    const cases: [string, Partial<SamlResponseOptions>, (() => void)?][] = [
      ['saml_unsigned', { signing: 'none' }],
      ['saml_signature_invalid', { signing: 'other-key' }],
      ['saml_signature_invalid', { signing: 'tampered' }],
      ['saml_audience_mismatch', { audience: 'https://another-sp.example/saml' }],
      ['saml_recipient_mismatch', { recipient: 'https://another-sp.example/acs' }],
      ['saml_expired', { now: clock.now() - 10 * 60 * 1000 }],
      ['saml_not_yet_valid', { now: clock.now() + 10 * 60 * 1000 }],
      ['saml_malformed', { doctype: true }],
      ['saml_malformed', { schemaInvalid: true }],
      ['saml_unsolicited', { inResponseTo: '' }],
      ['saml_unsolicited', { inResponseTo: '_not-a-request-of-ours' }],
      ['saml_status', { status: 'denied' }],
    ];
    for (const [code, options] of cases) {
      const { form } = await samlRequest(connection.id);
      const response = await idp.respond({
        spEntityId: form.fields.spEntityId ?? '',
        acsUrl: form.fields.acsUrl ?? '',
        inResponseTo: form.fields.requestId,
        email: 'ana@contoso.example',
        now: clock.now(),
        ...options,
      });
      const acs = await postToAcs(form.fields.acsUrl ?? '', response);
      assert.equal(await ssoErrorOf(acs), code, JSON.stringify(options));
      const seen = await call<{ connections: Connection[] }>(
        owner.token,
        'GET',
        `/organisations/${organisationId}/sso`,
      );
      assert.equal(seen.body.connections[0]?.lastError?.code, code);
      assert.ok((seen.body.connections[0]?.lastError?.message ?? '').length > 20);
    }
  });

  test('clock skew: our clock 8 minutes ahead of a 5-minute assertion is expired, 6 is within the skew', async () => {
    const { connection, domain } = await contoso();
    const make = async () => {
      const { form } = await samlRequest(connection.id);
      return {
        form,
        response: await idp.respond({
          spEntityId: form.fields.spEntityId ?? '',
          acsUrl: form.fields.acsUrl ?? '',
          inResponseTo: form.fields.requestId,
          email: `skew@${domain}`,
          now: clock.now(),
        }),
      };
    };
    const within = await make();
    clock.advance(6 * 60);
    assert.equal((await postToAcs(within.form.fields.acsUrl ?? '', within.response)).status, 200);
    const late = await make();
    clock.advance(8 * 60);
    assert.equal(
      await ssoErrorOf(await postToAcs(late.form.fields.acsUrl ?? '', late.response)),
      'saml_expired',
    );
  });

  test('a response used once is refused the second time (saml_replayed)', async () => {
    const { connection, domain } = await contoso();
    const { form } = await samlRequest(connection.id);
    const response = await idp.respond({
      spEntityId: form.fields.spEntityId ?? '',
      acsUrl: form.fields.acsUrl ?? '',
      inResponseTo: form.fields.requestId,
      email: `replay@${domain}`,
      now: clock.now(),
    });
    assert.equal((await postToAcs(form.fields.acsUrl ?? '', response)).status, 200);
    assert.equal(
      await ssoErrorOf(await postToAcs(form.fields.acsUrl ?? '', response)),
      'saml_replayed',
    );
  });

  test('the continuation works in the browser that started the sign-in only (state_mismatch)', async () => {
    const { connection, domain } = await contoso();
    const { form } = await samlRequest(connection.id);
    const response = await idp.respond({
      spEntityId: form.fields.spEntityId ?? '',
      acsUrl: form.fields.acsUrl ?? '',
      inResponseTo: form.fields.requestId,
      email: `elsewhere@${domain}`,
      now: clock.now(),
    });
    const acs = await postToAcs(form.fields.acsUrl ?? '', response);
    const other = await browserFetch(new CookieJar(), continuationOf(await acs.text()));
    assert.equal(await ssoErrorOf(other), 'state_mismatch');
  });

  test('SP metadata names our entity id and ACS, and wants signed assertions', async () => {
    const { connection } = await contoso();
    const metadata = await fetch(connection.saml?.spMetadataUrl ?? '');
    assert.equal(metadata.status, 200);
    const xml = await metadata.text();
    assert.ok(xml.includes(`entityID="${connection.saml?.spEntityId}"`));
    assert.ok(xml.includes(`Location="${connection.saml?.acsUrl}"`));
    assert.match(xml, /WantAssertionsSigned="true"/);
  });
});

describe('connections', () => {
  test('metadata with a DOCTYPE is refused before parsing (xml_dtd_refused)', async () => {
    const owner = await person('dtd-owner@example.com');
    const organisationId = await organisation(owner.token, 'dtd-org');
    const created = await call<Body>(
      owner.token,
      'POST',
      `/organisations/${organisationId}/sso/connections`,
      {
        type: 'saml',
        name: 'XXE',
        metadataXml: `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${idp.metadataXml}`,
      },
    );
    assert.equal(created.status, 422);
    assert.equal(created.body.error, 'xml_dtd_refused');
  });

  test('a metadata URL that is not http(s) is refused (metadata_url_refused)', async () => {
    const owner = await person('ssrf-owner@example.com');
    const organisationId = await organisation(owner.token, 'ssrf-org');
    const created = await call<Body>(
      owner.token,
      'POST',
      `/organisations/${organisationId}/sso/connections`,
      {
        type: 'saml',
        name: 'SSRF',
        metadataUrl: 'file:///etc/passwd',
      },
    );
    assert.equal(created.status, 422);
    assert.equal(created.body.error, 'metadata_url_refused');
  });

  test('in production only https to public addresses is fetched (SSRF)', async () => {
    const production = { production: true, resolve: async () => [{ address: '10.0.0.7' }] };
    for (const url of [
      'http://idp.example/metadata',
      'https://127.0.0.1/metadata',
      'https://10.1.2.3/metadata',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/metadata',
      'https://[::ffff:192.168.1.1]/metadata',
      'https://intranet.example/metadata',
    ]) {
      await assert.rejects(checkUrl(url, production), UrlRefused, url);
    }
    const publicHost = { production: true, resolve: async () => [{ address: '93.184.216.34' }] };
    assert.equal(
      (await checkUrl('https://idp.example/metadata', publicHost)).hostname,
      'idp.example',
    );
  });

  test('the address connected to is the one checked: a private one at connect time is refused (DNS rebinding)', async () => {
    const server = createServer((_req, res) => res.end('<EntityDescriptor/>'));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as AddressInfo;
      const url = new URL(`http://rebind.example:${port}/metadata`);
      // The first answer (checkUrl's) is public; the connect-time one points inward.
      const answers = ['93.184.216.34', '127.0.0.1'];
      const rebinding = async () => [{ address: answers.shift() ?? '127.0.0.1' }];
      await checkUrl('https://rebind.example/metadata', { production: true, resolve: rebinding });
      await assert.rejects(fetchText(url, { production: true, resolve: rebinding }), UrlRefused);
      // The same resolver is what the connection used: in development the stand-in answers.
      const loopback = async () => [{ address: '127.0.0.1' }];
      assert.equal(
        await fetchText(url, { production: false, resolve: loopback }),
        '<EntityDescriptor/>',
      );
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  test('changes need a recent authentication', async () => {
    const owner = await person('old-owner@example.com');
    const organisationId = await organisation(owner.token, 'old-org');
    clock.advance(11 * 60);
    const created = await call<Body>(
      owner.token,
      'POST',
      `/organisations/${organisationId}/sso/connections`,
      {
        type: 'saml',
        name: 'Late',
        metadataXml: idp.metadataXml,
      },
    );
    assert.equal(created.status, 403);
    assert.equal(created.body.error, 'reauthentication_required');
  });

  test('an OIDC connection: discovery checked, then a sign-in through the broker with amr fed', async () => {
    const owner = await person('oidc-owner@example.com');
    const organisationId = await organisation(owner.token, 'oidc-org');
    const domain = await verifiedDomain(owner.token, organisationId);
    // Serving first (discovery), then with the connection's redirect URI once it has an id.
    exampleId.register([]);
    const wrong = await call<Body>(
      owner.token,
      'POST',
      `/organisations/${organisationId}/sso/connections`,
      {
        type: 'oidc',
        name: 'Wrong',
        issuer: `${exampleId.issuer}/not-an-issuer`,
        clientId: exampleId.clients.oidc.clientId,
        clientSecret: exampleId.clients.oidc.clientSecret,
      },
    );
    assert.equal(wrong.status, 422);
    assert.equal(wrong.body.error, 'discovery_failed');
    const created = await call<Connection>(
      owner.token,
      'POST',
      `/organisations/${organisationId}/sso/connections`,
      {
        type: 'oidc',
        name: 'Contoso Okta',
        issuer: exampleId.issuer,
        clientId: exampleId.clients.oidc.clientId,
        clientSecret: exampleId.clients.oidc.clientSecret,
      },
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.oidc?.redirectUri, callbackUrl(auth.publicUrl, created.body.id));
    await call(
      owner.token,
      'PATCH',
      `/organisations/${organisationId}/sso/connections/${created.body.id}`,
      {
        enabled: true,
      },
    );
    exampleId.register([callbackUrl(auth.publicUrl, created.body.id)]);

    const signInAs = async (email: string, mfa = false) => {
      const interaction = await startInteraction(auth);
      const discovered = await call<{ startUrl: string }>(
        undefined,
        'POST',
        '/auth/sso/discovery',
        {
          email: `someone@${domain}`,
          interaction: interaction.uid,
        },
      );
      const start = await browserFetch(interaction.jar, discovered.body.startUrl);
      const broker = await browserFetch(interaction.jar, start.headers.get('location') ?? '');
      const callback = await upstreamSignIn(broker.headers.get('location') ?? '', { email, mfa });
      return { interaction, back: await browserFetch(interaction.jar, callback.toString()) };
    };
    const outsider = await signInAs('mallory@elsewhere.example');
    assert.equal(await ssoErrorOf(outsider.back), 'email_domain_not_verified');

    const amrOf = async (email: string, mfa: boolean) => {
      const { interaction, back } = await signInAs(email, mfa);
      const callback = await resumeToCallback(
        auth,
        back.headers.get('location') ?? '',
        interaction.jar,
      );
      const code = callback.searchParams.get('code') ?? '';
      const tokens = await exchangeCode(auth, {
        code,
        request: interaction.request,
        jar: interaction.jar,
      });
      return decodeJwtPayload((tokens.body as TokenSet).id_token).amr;
    };
    // The provider's ID token says `pwd mfa`: untrusted (the default), only `fed` comes through.
    assert.deepEqual(await amrOf(`olga@${domain}`, true), ['fed']);
    const trusted = await call<Body>(
      owner.token,
      'PATCH',
      `/organisations/${organisationId}/sso/connections/${created.body.id}`,
      { trustIdpMfa: true },
    );
    assert.equal(trusted.status, 200, JSON.stringify(trusted.body));
    assert.deepEqual(await amrOf(`olga@${domain}`, true), ['fed', 'pwd', 'mfa']);
    assert.deepEqual(await amrOf(`olga@${domain}`, false), ['fed', 'pwd']);
  });
});

describe("what the tokens say: the IdP's statement, where the connection trusts it", () => {
  async function trust(world: Awaited<ReturnType<typeof contoso>>, on: boolean) {
    const saved = await call<Connection & { trustIdpMfa: boolean }>(
      world.owner.token,
      'PATCH',
      `/organisations/${world.organisationId}/sso/connections/${world.connection.id}`,
      { trustIdpMfa: on },
    );
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.trustIdpMfa, on);
  }

  test('trusted: a multi-factor AuthnContextClassRef gives amr fed mfa and two factors; a password one fed pwd', async () => {
    const world = await contoso();
    await trust(world, true);
    const withMfa = decodeJwtPayload(
      (await samlSignIn(world.connection.id, `ana@${world.domain}`, { mfa: true })).id_token,
    );
    assert.deepEqual(withMfa.amr, ['fed', 'mfa']);
    assert.equal(withMfa.acr, 'urn:account:acr:2fa');
    const withPassword = decodeJwtPayload(
      (await samlSignIn(world.connection.id, `ana@${world.domain}`)).id_token,
    );
    assert.deepEqual(withPassword.amr, ['fed', 'pwd']);
    assert.equal(withPassword.acr, 'urn:account:acr:1fa');
  });

  test('not trusted (the default): amr fed alone, whatever the assertion says', async () => {
    const world = await contoso();
    assert.equal((world.connection as Connection & { trustIdpMfa: boolean }).trustIdpMfa, false);
    const claims = decodeJwtPayload(
      (await samlSignIn(world.connection.id, `ana@${world.domain}`, { mfa: true })).id_token,
    );
    assert.deepEqual(claims.amr, ['fed']);
    assert.equal(claims.acr, 'urn:account:acr:1fa');
  });

  test('trusted, an unknown class: amr fed alone (unknown values are dropped)', async () => {
    const world = await contoso();
    await trust(world, true);
    for (const classRef of [
      'urn:example:acme:gold',
      'urn:oasis:names:tc:SAML:2.0:ac:classes:PreviousSession',
    ]) {
      const tokens = await samlSignIn(world.connection.id, `ana@${world.domain}`, { classRef });
      assert.deepEqual(decodeJwtPayload(tokens.id_token).amr, ['fed'], classRef);
    }
    const mapped = await samlSignIn(world.connection.id, `ana@${world.domain}`, {
      classRef: 'urn:oasis:names:tc:SAML:2.0:ac:classes:SmartcardPKI',
    });
    assert.deepEqual(decodeJwtPayload(mapped.id_token).amr, ['fed', 'pin', 'sc', 'mfa']);
  });

  test("a trusted multi-factor statement stands for the account's second step; untrusted, the step is asked", async () => {
    const world = await contoso();
    const ana = await person(`ana@${world.domain}`);
    await enableTwoStep(auth, ana.token, clock);
    const asked = await samlArrival(world.connection.id, `ana@${world.domain}`, { mfa: true });
    assert.equal(new URL(asked.redirectTo).searchParams.get('federation'), 'two_step');
    await trust(world, true);
    const passed = await samlArrival(world.connection.id, `ana@${world.domain}`, { mfa: true });
    assert.ok(passed.redirectTo.startsWith(auth.issuer), `went to ${passed.redirectTo}`);
    const notMfa = await samlArrival(world.connection.id, `ana@${world.domain}`);
    assert.equal(new URL(notMfa.redirectTo).searchParams.get('federation'), 'two_step');
  });
});

describe('enforcement', () => {
  test('needs a connection and a verified domain first', async () => {
    const owner = await person('early-owner@example.com');
    const organisationId = await organisation(owner.token, 'early-org');
    const saved = await call<Body>(
      owner.token,
      'PUT',
      `/organisations/${organisationId}/sso/settings`,
      {
        enforced: true,
      },
    );
    assert.equal(saved.status, 409);
    assert.equal(saved.body.error, 'enforcement_needs_connection');
  });

  test('the password is refused for the domain (sso_required), the same with or without an account', async () => {
    const { owner, organisationId, domain, connection } = await contoso();
    await createUser(auth.db, { email: `ana@${domain}`, password: PASSWORD });
    const before = await startInteraction(auth);
    const allowed = await submitLogin(
      auth,
      before.uid,
      { email: `ana@${domain}`, password: PASSWORD },
      before.jar,
    );
    assert.equal(allowed.status, 200, 'before enforcement the password works');

    const saved = await call<Body>(
      owner.token,
      'PUT',
      `/organisations/${organisationId}/sso/settings`,
      {
        enforced: true,
      },
    );
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const interaction = await startInteraction(auth);
    const refused = await submitLogin(
      auth,
      interaction.uid,
      { email: `ana@${domain}`, password: PASSWORD },
      interaction.jar,
    );
    assert.equal(refused.status, 403);
    const body = (await refused.json()) as Body;
    assert.equal(body.error, 'sso_required');
    assert.equal(body.startUrl, ssoStartUrl(interaction.uid, connection.id));
    const nobody = await submitLogin(
      auth,
      interaction.uid,
      { email: `nobody@${domain}`, password: 'x' },
      interaction.jar,
    );
    assert.equal(nobody.status, 403);
    assert.equal(((await nobody.json()) as Body).error, 'sso_required');
    // Other domains are untouched.
    const demoLogin = await submitLogin(auth, interaction.uid, demo, interaction.jar);
    assert.equal(demoLogin.status, 200);
    // The last connection cannot be turned off while SSO is required.
    const off = await call<Body>(
      owner.token,
      'PATCH',
      `/organisations/${organisationId}/sso/connections/${connection.id}`,
      {
        enabled: false,
      },
    );
    assert.equal(off.status, 409);
    assert.equal(off.body.error, 'enforcement_needs_connection');
  });
});

describe('enforcement beyond the password', () => {
  /** Contoso requiring its SSO, and an account of its domain made before (its password works). */
  async function enforcedContoso() {
    const world = await contoso();
    const ana = await person(`ana@${world.domain}`);
    const it = await person(`it@${world.domain}`);
    const saved = await call<Body>(
      world.owner.token,
      'PUT',
      `/organisations/${world.organisationId}/sso/settings`,
      { enforced: true },
    );
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    return { ...world, ana, it };
  }

  /** An interaction of its own, and its e-mail code steps' requests. */
  async function emailCodeSteps() {
    const interaction = await startInteraction(auth);
    const url = (suffix: string) =>
      `${auth.publicUrl}/auth/oidc/interaction/${encodeURIComponent(interaction.uid)}/${suffix}`;
    const post = async (suffix: string, body: unknown) => {
      const response = await browserFetch(interaction.jar, url(suffix), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3001' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Body };
    };
    return { uid: interaction.uid, post };
  }

  async function emailCodeSignIn(email: string, beforeTyping?: () => Promise<void>) {
    const { post } = await emailCodeSteps();
    const asked = await post('email-code', { email, whitelabel: 'acme' });
    assert.equal(asked.status, 202, JSON.stringify(asked.body));
    const mail = (await outbox(auth)).filter((m) => m.to === email).at(-1);
    const code = /^(\d{6}) /.exec(mail?.subject ?? '')?.[1];
    assert.ok(code, 'a code was mailed');
    await beforeTyping?.();
    return post('email-code/verify', { code });
  }

  /** A passkey added by the account (signed in just now), then a passkey sign-in with it. */
  async function passkeySignIn(token: string) {
    return signInWithPasskey(await addPasskey(token));
  }

  /** A passkey added by the account (signed in just now). */
  async function addPasskey(token: string): Promise<SoftwareAuthenticator> {
    const authenticator = new SoftwareAuthenticator();
    const creation = await call<Parameters<SoftwareAuthenticator['register']>[0]>(
      token,
      'POST',
      '/users/me/passkeys/registration-options',
    );
    assert.equal(creation.status, 200, JSON.stringify(creation.body));
    const added = await call(token, 'POST', '/users/me/passkeys', {
      response: authenticator.register(creation.body),
    });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    return authenticator;
  }

  /** A passkey sign-in with it, in a browser of its own. */
  async function signInWithPasskey(authenticator: SoftwareAuthenticator) {
    const interaction = await startInteraction(auth);
    const request = await interactionPost<Parameters<SoftwareAuthenticator['assert']>[0]>(
      auth,
      interaction.uid,
      'passkey/options',
      interaction.jar,
    );
    assert.equal(request.status, 200, JSON.stringify(request.body));
    const answer = await interactionPost(
      auth,
      interaction.uid,
      'passkey',
      interaction.jar,
      authenticator.assert(request.body),
    );
    return { ...answer, interaction };
  }

  test('an e-mail code is not mailed for the domain (sso_required with the start URL), the same with or without an account', async () => {
    const { domain, connection } = await enforcedContoso();
    const mailsBefore = (await outbox(auth)).length;
    for (const email of [`ana@${domain}`, `nobody@${domain}`]) {
      const { uid, post } = await emailCodeSteps();
      // No challenge sent: the domain's rule answers before it (nothing is mailed or counted).
      const refused = await post('email-code', { email, whitelabel: 'acme' });
      assert.equal(refused.status, 403, JSON.stringify(refused.body));
      assert.deepEqual(refused.body, {
        error: 'sso_required',
        message: 'Your organisation requires signing in with its identity provider.',
        startUrl: ssoStartUrl(uid, connection.id),
      });
    }
    assert.equal((await outbox(auth)).length, mailsBefore, 'no code was mailed');
    const elsewhere = await emailCodeSignIn(demo.email);
    assert.equal(elsewhere.status, 200, JSON.stringify(elsewhere.body));
  });

  test('a code mailed before the organisation required its SSO is refused once typed (sso_required)', async () => {
    const world = await contoso();
    const ana = `ana@${world.domain}`;
    await person(ana);
    const refused = await emailCodeSignIn(ana, async () => {
      const saved = await call<Body>(
        world.owner.token,
        'PUT',
        `/organisations/${world.organisationId}/sso/settings`,
        { enforced: true },
      );
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
    });
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    assert.equal(refused.body.error, 'sso_required');
  });

  test("a passkey signs in the organisation's owners only (break-glass); a member's is refused", async () => {
    const world = await contoso();
    const { organisationId } = world;
    const ana = await person(`ana@${world.domain}`);
    const it = await person(`it@${world.domain}`);
    // Added before enforcement: turning it on ends these password sessions.
    const [anaPasskey, itPasskey] = [await addPasskey(ana.token), await addPasskey(it.token)];
    const saved = await call<Body>(
      world.owner.token,
      'PUT',
      `/organisations/${organisationId}/sso/settings`,
      { enforced: true },
    );
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const member = await signInWithPasskey(anaPasskey);
    assert.equal(member.status, 403, JSON.stringify(member.body));
    assert.equal(member.body.error, 'sso_required');

    // An owner of the domain (an IT administrator): the passkey still signs in, so an IdP that
    // is down or misconfigured cannot lock the organisation out of its own settings.
    auth.db
      .prepare(
        `INSERT INTO organisation_members (organisation_id, user_id, role, joined_at)
         VALUES (?, ?, 'owner', ?)`,
      )
      .run(organisationId, it.id, new Date().toISOString());
    const owner = await signInWithPasskey(itPasskey);
    assert.equal(owner.status, 200, JSON.stringify(owner.body));
  });

  describe('turning enforcement on ends the sessions signed in another way', () => {
    /** Whether a session's tokens still work: the API (access token) and a renewal. */
    async function works(tokens: TokenSet): Promise<boolean> {
      const me = await call(tokens.access_token, 'GET', '/users/me');
      const renewed = await refresh(auth, tokens.refresh_token);
      assert.equal(me.status === 200, renewed.status === 200, 'access and refresh agree');
      return me.status === 200;
    }
    const password = (email: string) =>
      signInWithTokens(auth, { email, password: PASSWORD }).then((r) => r.tokens);
    const makeOwner = (organisationId: string, userId: string, role = 'owner') =>
      auth.db
        .prepare(
          `INSERT INTO organisation_members (organisation_id, user_id, role, joined_at)
           VALUES (?, ?, ?, ?)`,
        )
        .run(organisationId, userId, role, new Date().toISOString());

    test("password and passkey sessions end, SSO and the owners' passkey sessions stay, the admin's own stays; each person is mailed, in their language", async () => {
      const world = await contoso();
      const { domain, organisationId, connection } = world;
      // Ana: a password session and an SSO session. Rui (pt-BR): a member's passkey session.
      const ana = await person(`ana@${domain}`);
      const anaPassword = await password(`ana@${domain}`);
      const anaSso = await samlSignIn(connection.id, `ana@${domain}`);
      const rui = await person(`rui@${domain}`);
      auth.db.prepare("UPDATE users SET locale = 'pt-BR' WHERE id = ?").run(rui.id);
      const ruiPasskey = await passkeySignIn(rui.token);
      assert.equal(ruiPasskey.status, 200, JSON.stringify(ruiPasskey.body));
      const ruiPasskeyTokens = await finishSignIn(
        auth,
        ruiPasskey.interaction,
        ruiPasskey.body.redirectTo,
      );
      // Bia: an owner of the domain, with a password session and a passkey one (break-glass).
      const bia = await person(`bia@${domain}`);
      makeOwner(organisationId, bia.id);
      const biaPassword = await password(`bia@${domain}`);
      const biaPasskey = await passkeySignIn(bia.token);
      const biaPasskeyTokens = await finishSignIn(
        auth,
        biaPasskey.interaction,
        biaPasskey.body.redirectTo,
      );
      // Ivo: the admin of the domain who turns it on, from a password session; and another one.
      const ivo = await person(`ivo@${domain}`);
      makeOwner(organisationId, ivo.id, 'admin');
      const ivoElsewhere = await password(`ivo@${domain}`);
      // Someone of another domain is not concerned.
      const other = await person(`ana@not-${domain}`);
      await outbox(auth);
      const mailsBefore = (await outbox(auth)).length;

      const saved = await call<Body>(
        ivo.token,
        'PUT',
        `/organisations/${organisationId}/sso/settings`,
        { enforced: true },
      );
      assert.equal(saved.status, 200, JSON.stringify(saved.body));

      assert.equal(await works({ ...anaPassword }), false, "Ana's password session ended");
      assert.equal(await call(ana.token, 'GET', '/users/me').then((r) => r.status), 401);
      assert.equal(await works(anaSso), true, "Ana's SSO session stays");
      assert.equal(await works(ruiPasskeyTokens), false, "a member's passkey session ended");
      assert.equal(await works(biaPassword), false, "the owner's password session ended");
      assert.equal(await works(biaPasskeyTokens), true, "the owner's passkey session stays");
      assert.equal(await call(ivo.token, 'GET', '/users/me').then((r) => r.status), 200);
      assert.equal(await works(ivoElsewhere), false, "the admin's other session ended");
      assert.equal(await call(other.token, 'GET', '/users/me').then((r) => r.status), 200);

      const mails = (await outbox(auth)).slice(mailsBefore);
      const to = (email: string) => mails.filter((mail) => mail.to === email);
      assert.equal(to(`ana@${domain}`).length, 1);
      assert.equal(to(`ana@${domain}`)[0]?.subject, 'Contoso now requires single sign-on');
      assert.equal(to(`rui@${domain}`)[0]?.subject, 'Contoso agora exige login único (SSO)');
      assert.match(to(`bia@${domain}`)[0]?.text ?? '', /passkey/);
      assert.equal(to(`ivo@${domain}`).length, 1, 'the admin was signed out elsewhere');
      assert.equal(to(`ana@not-${domain}`).length, 0);
      assert.match(to(`ana@${domain}`)[0]?.text ?? '', /\/sign-in/);

      // The person's activity and the organisation's.
      const activity = await call<{ events: { type: string; detail: Body }[] }>(
        anaSso.access_token,
        'GET',
        '/users/me/activity',
      );
      const signedOut = activity.body.events.find((e) => e.type === 'sso_required_signed_out');
      // Two: the one person() made and the one above.
      assert.deepEqual(signedOut?.detail, { ended: 2, organisation: 'Contoso', organisationId });
      const orgActivity = await call<{ events: { type: string; detail: Body }[] }>(
        ivo.token,
        'GET',
        `/organisations/${organisationId}/activity`,
      );
      assert.equal(orgActivity.status, 200, JSON.stringify(orgActivity.body));
      const ended = orgActivity.body.events.find((e) => e.type === 'sso_sessions_ended');
      // Ana 2, Rui 2, Bia 2 (her passkey's stays), Ivo 1 (the one he acts from stays).
      assert.deepEqual(ended?.detail, { people: 4, sessions: 7, domains: domain });
    });

    test('a domain verified while SSO is required: its people signed in another way are signed out', async () => {
      const world = await contoso();
      const saved = await call<Body>(
        world.owner.token,
        'PUT',
        `/organisations/${world.organisationId}/sso/settings`,
        { enforced: true },
      );
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      const later = newDomain();
      const eva = await person(`eva@${later}`);
      await verifiedDomain(world.owner.token, world.organisationId, later);
      assert.equal(await call(eva.token, 'GET', '/users/me').then((r) => r.status), 401);
      assert.equal(
        (await outbox(auth)).filter((mail) => mail.to === `eva@${later}`).at(-1)?.subject,
        'Contoso now requires single sign-on',
      );
    });
  });
});

describe('an account of the domain waiting for its confirmation when SSO is required', () => {
  test('the confirmation resend answers as for anyone, mails no link but a note about SSO; the SSO sign-in confirms the account and drops what was chosen before', async () => {
    const world = await contoso();
    const { domain, organisationId, connection } = world;
    // Signed up before enforcement (the password may be anyone's: the address is not proven).
    const id = await createUser(auth.db, {
      email: `new@${domain}`,
      password: PASSWORD,
      confirmed: false,
    });
    const saved = await call<Body>(
      world.owner.token,
      'PUT',
      `/organisations/${organisationId}/sso/settings`,
      { enforced: true },
    );
    assert.equal(saved.status, 200, JSON.stringify(saved.body));

    const resend = (email: string) =>
      apiRequest<Body>(auth, '/accounts/confirm/resend', { method: 'POST', body: { email } });
    const mailsBefore = (await outbox(auth)).length;
    const answers = [
      await resend(`new@${domain}`),
      await resend(`nobody@${domain}`),
      await resend(`someone-${domain}@example.org`),
    ];
    for (const answer of answers) {
      assert.equal(answer.status, 202);
      assert.deepEqual(answer.body, { status: 'accepted' });
    }
    const mails = (await outbox(auth)).slice(mailsBefore);
    assert.deepEqual(
      mails.map((mail) => mail.to),
      [`new@${domain}`],
    );
    const note = mails[0]!;
    assert.equal(note.subject, 'Your organisation signs in with single sign-on');
    assert.ok(
      note.links.every((link) => !/confirm|token=/.test(link)),
      `no confirmation link: ${note.links.join(' ')}`,
    );
    // Nothing recorded that a confirmation could later use.
    const links = auth.db
      .prepare<[string], { n: number }>(
        "SELECT count(*) AS n FROM account_tokens WHERE user_id = ? AND purpose = 'confirm'",
      )
      .get(id);
    assert.equal(links?.n, 0);

    // Its first SSO sign-in proves the address: confirmed, linked, and the password chosen
    // before that proof no longer exists.
    const tokens = await samlSignIn(connection.id, `new@${domain}`);
    assert.equal(decodeJwtPayload(tokens.id_token).sub, id);
    const row = auth.db
      .prepare<[string], { confirmed_at: string | null; has_password: number }>(
        'SELECT confirmed_at, has_password FROM users WHERE id = ?',
      )
      .get(id);
    assert.ok(row?.confirmed_at, 'confirmed');
    assert.equal(row?.has_password, 0, 'the earlier password is gone');
  });
});

describe('no password nor sign-up here for a domain that requires SSO', () => {
  /** Contoso requiring its SSO, with an account of its domain made before. */
  async function enforced() {
    const world = await contoso();
    await person(`ana@${world.domain}`);
    const saved = await call<Body>(
      world.owner.token,
      'PUT',
      `/organisations/${world.organisationId}/sso/settings`,
      { enforced: true },
    );
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    return world;
  }

  const refusal = {
    error: 'sso_required',
    message: 'Your organisation requires signing in with its identity provider.',
  };

  const requests = {
    'password reset': (email: string) =>
      call(undefined, 'POST', '/accounts/password-reset', { email }),
    'sign-up with a password': (email: string) =>
      call(undefined, 'POST', '/accounts', {
        name: 'Ana Lima',
        email,
        password: 'a-long-enough-Passw0rd!',
        acceptedTerms: true,
      }),
    'passkey-first sign-up': (email: string) =>
      call(undefined, 'POST', '/accounts/passkey-sign-up', {
        name: 'Ana Lima',
        email,
        acceptedTerms: true,
      }),
  };

  test('a reset link mailed before SSO was required sets nothing once it is (sso_required)', async () => {
    const world = await contoso();
    const ana = `ana@${world.domain}`;
    await person(ana);
    const asked = await call(undefined, 'POST', '/accounts/password-reset', { email: ana });
    assert.equal(asked.status, 202, JSON.stringify(asked.body));
    const link = (await outbox(auth)).filter((m) => m.to === ana).at(-1)?.links[0] ?? '';
    const token = new URL(link).searchParams.get('token');
    assert.ok(token, `a reset link was mailed: ${link}`);
    const saved = await call<Body>(
      world.owner.token,
      'PUT',
      `/organisations/${world.organisationId}/sso/settings`,
      { enforced: true },
    );
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const hashBefore = auth.db.prepare('SELECT password_hash FROM users WHERE email = ?').get(ana);
    const confirmed = await call(undefined, 'POST', '/accounts/password-reset/confirm', {
      token,
      password: 'a-long-enough-Passw0rd!',
    });
    assert.equal(confirmed.status, 403, JSON.stringify(confirmed.body));
    assert.deepEqual(confirmed.body, refusal);
    assert.deepEqual(
      auth.db.prepare('SELECT password_hash FROM users WHERE email = ?').get(ana),
      hashBefore,
      'the password is unchanged',
    );
  });

  for (const [name, request] of Object.entries(requests)) {
    test(`${name}: sso_required for every address of the domain, account or not; nothing mailed or made`, async () => {
      const { domain } = await enforced();
      const mailsBefore = (await outbox(auth)).length;
      const usersBefore = auth.db.prepare('SELECT COUNT(*) AS n FROM users').get();
      for (const email of [`ana@${domain}`, `someone-new@${domain}`]) {
        const answer = await request(email);
        assert.equal(answer.status, 403, `${email}: ${JSON.stringify(answer.body)}`);
        assert.deepEqual(answer.body, refusal);
      }
      assert.equal((await outbox(auth)).length, mailsBefore, 'nothing was mailed');
      assert.deepEqual(
        auth.db.prepare('SELECT COUNT(*) AS n FROM users').get(),
        usersBefore,
        'no account was made',
      );
      // Other domains are untouched.
      const elsewhere = await request(`someone-${domainCounter}@example.com`);
      assert.equal(elsewhere.status, 202, JSON.stringify(elsewhere.body));
    });
  }
});

test('a social provider is refused for an address whose organisation requires its SSO (ssoError=sso_required)', async () => {
  const world = await startFederationWorld();
  try {
    const { db } = world.auth;
    const domain = newDomain();
    const userId = await createUser(db, { email: `owner@${domain}`, password: PASSWORD });
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO organisations (id, name, slug, created_at) VALUES ('org-enforced', 'Contoso', 'contoso-enforced', ?)`,
    ).run(now);
    db.prepare(
      `INSERT INTO organisation_members (organisation_id, user_id, role, joined_at) VALUES ('org-enforced', ?, 'owner', ?)`,
    ).run(userId, now);
    db.prepare(
      `INSERT INTO sso_domains (organisation_id, domain, token, created_at, verified_at) VALUES ('org-enforced', ?, 't', ?, ?)`,
    ).run(domain, now, now);
    db.prepare(
      `INSERT INTO sso_connections (id, organisation_id, type, name, enabled, config, created_at) VALUES ('sso-x', 'org-enforced', 'saml', 'Contoso', 1, '{}', ?)`,
    ).run(now);
    db.prepare(
      `INSERT INTO sso_settings (organisation_id, enforced) VALUES ('org-enforced', 1)`,
    ).run();

    // A new address of the domain (no account) and an existing one: refused alike, by domain.
    for (const email of [`new@${domain}`, `owner@${domain}`]) {
      const { location } = await federatedSignIn(world, { email, name: 'Ana' });
      assert.equal(location.searchParams.get('ssoError'), 'sso_required', location.toString());
    }
    const made = db.prepare('SELECT id FROM users WHERE email = ?').get(`new@${domain}`);
    assert.equal(made, undefined, 'no account is made');
    // Another domain still signs in with the provider.
    const other = await federatedSignIn(world, { email: `someone-${domain}@example.org` });
    assert.equal(other.location.searchParams.get('ssoError'), null, other.location.toString());
  } finally {
    await world.close();
  }
});

test('the OIDC stand-in "Example Workforce ID" sends back only to an SSO connection\'s callback of its API', async () => {
  const workforce = await listenOidcIdp({ port: 0, apiUrl: 'http://localhost:4000' });
  try {
    const discovery = (await (
      await fetch(`${workforce.issuer}/.well-known/openid-configuration`)
    ).json()) as { issuer: string; authorization_endpoint: string };
    assert.equal(discovery.issuer, workforce.issuer);
    const authorize = (redirectUri: string) => {
      const url = new URL(discovery.authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: WORKFORCE_CLIENT.clientId,
        response_type: 'code',
        scope: 'openid email',
        redirect_uri: redirectUri,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        state: 's',
        nonce: 'n',
      }).toString();
      return fetch(url, { redirect: 'manual' });
    };
    const ours = await authorize('http://localhost:4000/auth/federation/sso-abc123/callback');
    assert.equal(ours.status, 303, 'on to its sign-in page');
    for (const other of [
      'http://evil.example/auth/federation/sso-abc123/callback',
      'http://localhost:4000/auth/federation/google/callback',
      'http://localhost:4000/auth/federation/sso-abc123/callback/../x',
    ]) {
      const refused = await authorize(other);
      assert.equal(refused.status, 400, other);
    }
  } finally {
    await workforce.close();
  }
});

describe('test sign-in', () => {
  interface TestResultView {
    ok: boolean;
    email?: string;
    attributes?: Record<string, string[]>;
    code?: string;
    message?: string;
  }
  type Tested = Connection & { lastTest: TestResultView | null };

  /** An organisation with a verified domain and a SAML connection left turned off. */
  async function untested() {
    const owner = await person(`tester-${newDomain()}@example.com`);
    const organisationId = await organisation(owner.token, `tested-${domainCounter}`);
    const domain = await verifiedDomain(owner.token, organisationId);
    const created = await call<Connection>(
      owner.token,
      'POST',
      `/organisations/${organisationId}/sso/connections`,
      { type: 'saml', name: 'Contoso SAML', metadataUrl: idp.metadataUrl },
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.enabled, false);
    return { owner, organisationId, domain, connection: created.body };
  }

  /** The admin presses "Test sign-in": the stand-in's page, as it read our request. */
  async function startTest(token: string, organisationId: string, connectionId: string) {
    const started = await call<{ url: string }>(
      token,
      'POST',
      `/organisations/${organisationId}/sso/connections/${connectionId}/test-sign-in`,
    );
    assert.equal(started.status, 201, JSON.stringify(started.body));
    assert.ok(started.body.url.startsWith(idp.ssoUrl), started.body.url);
    const page = await fetch(started.body.url);
    assert.equal(page.status, 200);
    return parseForm(await page.text(), started.body.url).fields;
  }

  async function postTestAnswer(acsUrl: string, samlResponse: string, relayState: string) {
    return fetch(acsUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }),
    });
  }

  function claim(token: string, organisationId: string, connectionId: string, key: string) {
    return call<Tested>(
      token,
      'POST',
      `/organisations/${organisationId}/sso/connections/${connectionId}/test-sign-in/result`,
      { result: key },
    );
  }

  /** The ACS's answer to a test: back to the organisation's page with the result's key. */
  function keyOf(response: Response, organisationId: string): string {
    assert.equal(response.status, 303, `ACS answered ${response.status}`);
    const back = new URL(response.headers.get('location') ?? '');
    assert.equal(back.pathname, '/organisations');
    assert.equal(back.searchParams.get('organisation'), organisationId);
    assert.equal(back.searchParams.get('ssoError'), null);
    const key = back.searchParams.get('ssoTest');
    assert.ok(key);
    return key;
  }

  test('a good test sign-in records success on a turned-off connection and signs nobody in', async () => {
    const { owner, organisationId, domain, connection } = await untested();
    const fields = await startTest(owner.token, organisationId, connection.id);
    assert.ok(fields.relayState, 'the test has a RelayState of its own');
    const email = `ana@${domain}`;
    const answered = await fetch(new URL('/sso/answer', idp.ssoUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, email, name: 'Ana Contoso' }),
    });
    const post = parseForm(await answered.text(), idp.ssoUrl);
    const acs = await postTestAnswer(
      post.action,
      post.fields.SAMLResponse ?? '',
      post.fields.RelayState ?? '',
    );
    assert.equal(acs.headers.get('set-cookie'), null, 'no session cookie');
    const key = keyOf(acs, organisationId);
    const users = auth.db.prepare('SELECT count(*) AS n FROM users WHERE email = ?').get(email) as {
      n: number;
    };
    assert.equal(users.n, 0, 'nobody was made');
    const claimed = await claim(owner.token, organisationId, connection.id, key);
    assert.equal(claimed.status, 200, JSON.stringify(claimed.body));
    assert.equal(claimed.body.lastTest?.ok, true);
    assert.equal(claimed.body.lastTest?.email, email);
    assert.equal(claimed.body.enabled, false, 'still turned off');
    assert.equal(claimed.body.lastError, null, 'a test is not a refused sign-in');
    // Single use.
    const again = await claim(owner.token, organisationId, connection.id, key);
    assert.equal(again.status, 409);
    assert.equal((again.body as unknown as Body).error, 'test_state_mismatch');
  });

  const bad: [string, Partial<SamlResponseOptions>, number][] = [
    ['saml_audience_mismatch', { audience: 'https://another-sp.example' }, 0],
    ['saml_unsigned', { signing: 'none' }, 0],
    ['saml_expired', {}, 8 * 60],
    // The IdP's clock 10 minutes ahead of ours: more than the 2 minutes of skew allowed.
    ['saml_not_yet_valid', { now: Date.now() + 10 * 60 * 1000 }, 0],
  ];
  for (const [code, options, later] of bad) {
    test(`a test answered ${code} records that code and its explanation`, async () => {
      const { owner, organisationId, domain, connection } = await untested();
      const fields = await startTest(owner.token, organisationId, connection.id);
      const samlResponse = await idp.respond({
        spEntityId: fields.spEntityId ?? '',
        acsUrl: fields.acsUrl ?? '',
        inResponseTo: fields.requestId ?? '',
        email: `ana@${domain}`,
        now: clock.now(),
        ...options,
      });
      clock.advance(later);
      const acs = await postTestAnswer(fields.acsUrl ?? '', samlResponse, fields.relayState ?? '');
      const claimed = await claim(
        owner.token,
        organisationId,
        connection.id,
        keyOf(acs, organisationId),
      );
      assert.equal(claimed.status, 200, JSON.stringify(claimed.body));
      assert.equal(claimed.body.lastTest?.ok, false);
      assert.equal(claimed.body.lastTest?.code, code);
      assert.match(claimed.body.lastTest?.message ?? '', /\w/);
    });
  }

  test('a test answer cannot sign anyone in', async () => {
    const { owner, organisationId, domain, connection } = await untested();
    await call(
      owner.token,
      'PATCH',
      `/organisations/${organisationId}/sso/connections/${connection.id}`,
      {
        enabled: true,
      },
    );
    const fields = await startTest(owner.token, organisationId, connection.id);
    const samlResponse = await idp.respond({
      spEntityId: fields.spEntityId ?? '',
      acsUrl: fields.acsUrl ?? '',
      inResponseTo: fields.requestId ?? '',
      email: `ana@${domain}`,
      now: clock.now(),
    });
    // Without its RelayState, as a sign-in's answer: it answers no sign-in of ours.
    const asSignIn = await postToAcs(fields.acsUrl ?? '', samlResponse);
    assert.equal(await ssoErrorOf(asSignIn), 'saml_unsolicited');
  });

  test("a sign-in's answer carried with a test's RelayState does not pass as the test's", async () => {
    const { owner, organisationId, domain, connection } = await untested();
    await call(
      owner.token,
      'PATCH',
      `/organisations/${organisationId}/sso/connections/${connection.id}`,
      { enabled: true },
    );
    const fields = await startTest(owner.token, organisationId, connection.id);
    const { form } = await samlRequest(connection.id);
    const samlResponse = await idp.respond({
      spEntityId: form.fields.spEntityId ?? '',
      acsUrl: form.fields.acsUrl ?? '',
      inResponseTo: form.fields.requestId ?? '',
      email: `ana@${domain}`,
      now: clock.now(),
    });
    const acs = await postTestAnswer(fields.acsUrl ?? '', samlResponse, fields.relayState ?? '');
    const claimed = await claim(
      owner.token,
      organisationId,
      connection.id,
      keyOf(acs, organisationId),
    );
    assert.equal(claimed.body.lastTest?.ok, false);
    assert.equal(claimed.body.lastTest?.code, 'saml_unsolicited');
  });

  test("another admin's or a stranger's test result, or a forged test state, is refused", async () => {
    const { owner, organisationId, domain, connection } = await untested();
    const other = await person(`other-admin-${newDomain()}@example.com`);
    auth.db
      .prepare(
        `INSERT INTO organisation_members (organisation_id, user_id, role, joined_at)
         VALUES (?, ?, 'admin', ?)`,
      )
      .run(organisationId, other.id, new Date(clock.now()).toISOString());
    const stranger = await person(`stranger-${newDomain()}@example.com`);
    const fields = await startTest(owner.token, organisationId, connection.id);
    const samlResponse = await idp.respond({
      spEntityId: fields.spEntityId ?? '',
      acsUrl: fields.acsUrl ?? '',
      inResponseTo: fields.requestId ?? '',
      email: `ana@${domain}`,
      now: clock.now(),
    });
    const forged = await postTestAnswer(fields.acsUrl ?? '', samlResponse, 'test.forged-state');
    assert.equal(await ssoErrorOf(forged), 'state_mismatch');
    const acs = await postTestAnswer(fields.acsUrl ?? '', samlResponse, fields.relayState ?? '');
    const key = keyOf(acs, organisationId);
    const byOther = await claim(other.token, organisationId, connection.id, key);
    assert.equal(byOther.status, 409, JSON.stringify(byOther.body));
    assert.equal((byOther.body as unknown as Body).error, 'test_state_mismatch');
    const byStranger = await claim(stranger.token, organisationId, connection.id, key);
    assert.equal(byStranger.status, 403);
    const started = await call(
      stranger.token,
      'POST',
      `/organisations/${organisationId}/sso/connections/${connection.id}/test-sign-in`,
    );
    assert.equal(started.status, 403);
  });

  describe('through an OpenID Connect connection', () => {
    /** An organisation with a verified domain and an OIDC connection (turned off) at `issuer`. */
    async function untestedOidc(client: {
      issuer: string;
      clientId: string;
      clientSecret: string;
    }) {
      const ownerEmail = `oidc-tester-${newDomain()}@example.com`;
      const owner = await person(ownerEmail);
      const organisationId = await organisation(owner.token, `oidc-tested-${domainCounter}`);
      const domain = await verifiedDomain(owner.token, organisationId);
      const created = await call<Connection>(
        owner.token,
        'POST',
        `/organisations/${organisationId}/sso/connections`,
        { type: 'oidc', name: 'Contoso Workforce', ...client },
      );
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.equal(created.body.enabled, false);
      return { owner, ownerEmail, organisationId, domain, connection: created.body };
    }

    async function startOidcTest(token: string, organisationId: string, connectionId: string) {
      const started = await call<{ url: string }>(
        token,
        'POST',
        `/organisations/${organisationId}/sso/connections/${connectionId}/test-sign-in`,
      );
      assert.equal(started.status, 201, JSON.stringify(started.body));
      const url = new URL(started.body.url);
      assert.match(url.searchParams.get('state') ?? '', /^test\./, 'a state of its own');
      assert.ok(url.searchParams.get('nonce'));
      assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
      assert.equal(url.searchParams.get('redirect_uri'), callbackUrl(auth.publicUrl, connectionId));
      return url;
    }

    function exampleIdClient() {
      return {
        issuer: exampleId.issuer,
        clientId: exampleId.clients.oidc.clientId,
        clientSecret: exampleId.clients.oidc.clientSecret,
      };
    }

    test('a good test sign-in records success and the claims on a turned-off connection, and signs nobody in', async () => {
      exampleId.register([]);
      const { owner, organisationId, domain, connection } = await untestedOidc(exampleIdClient());
      exampleId.register([callbackUrl(auth.publicUrl, connection.id)]);
      const authorize = await startOidcTest(owner.token, organisationId, connection.id);
      const email = `ana@${domain}`;
      const callback = await upstreamSignIn(authorize.toString(), { email, name: 'Ana Contoso' });
      // Whatever browser it arrives in (here one with no cookie at all).
      const back = await browserFetch(new CookieJar(), callback.toString());
      assert.equal(back.headers.get('set-cookie'), null, 'no session cookie');
      const key = keyOf(back, organisationId);
      const users = auth.db
        .prepare('SELECT count(*) AS n FROM users WHERE email = ?')
        .get(email) as {
        n: number;
      };
      assert.equal(users.n, 0, 'nobody was made');
      const claimed = await claim(owner.token, organisationId, connection.id, key);
      assert.equal(claimed.status, 200, JSON.stringify(claimed.body));
      assert.equal(claimed.body.lastTest?.ok, true, JSON.stringify(claimed.body.lastTest));
      assert.equal(claimed.body.lastTest?.email, email);
      assert.deepEqual(claimed.body.lastTest?.attributes?.email, [email]);
      assert.equal(claimed.body.lastTest?.attributes?.iss?.[0], exampleId.issuer);
      assert.equal(claimed.body.lastTest?.attributes?.nonce, undefined, 'protocol values left out');
      assert.equal(claimed.body.enabled, false, 'still turned off');
      assert.equal(claimed.body.lastError, null);
      // Single use: the same answer again is no test's.
      const again = await browserFetch(new CookieJar(), callback.toString());
      assert.equal(await ssoErrorOf(again), 'state_mismatch');
    });

    test("an address outside the verified domains records email_domain_not_verified, not the connection's lastError", async () => {
      exampleId.register([]);
      const { owner, organisationId, connection } = await untestedOidc(exampleIdClient());
      exampleId.register([callbackUrl(auth.publicUrl, connection.id)]);
      const authorize = await startOidcTest(owner.token, organisationId, connection.id);
      const callback = await upstreamSignIn(authorize.toString(), {
        email: 'mallory@elsewhere.example',
      });
      const back = await browserFetch(new CookieJar(), callback.toString());
      const claimed = await claim(
        owner.token,
        organisationId,
        connection.id,
        keyOf(back, organisationId),
      );
      assert.equal(claimed.body.lastTest?.ok, false);
      assert.equal(claimed.body.lastTest?.code, 'email_domain_not_verified');
      assert.equal(claimed.body.lastError, null);
    });

    test('a provider whose discovery does not answer now: 422 discovery_failed, nothing to go to', async () => {
      exampleId.register([]);
      const { owner, organisationId, connection } = await untestedOidc(exampleIdClient());
      exampleId.fault({ at: 'discovery', mode: 'error' });
      try {
        const started = await call(
          owner.token,
          'POST',
          `/organisations/${organisationId}/sso/connections/${connection.id}/test-sign-in`,
        );
        assert.equal(started.status, 422, JSON.stringify(started.body));
        assert.equal(started.body.error, 'discovery_failed');
      } finally {
        exampleId.fault(null);
      }
    });

    describe('an identity provider that answers badly', () => {
      // A company IdP made here: discovery, its keys, and a token endpoint answering with the
      // ID token each test asks for (signed with the IdP's own key, so only the claim is wrong).
      let server: Server;
      let issuer: string;
      let key: CryptoKey;
      let jwk: JWK;
      let claims: (nonce: string) => Record<string, unknown> = () => ({});
      const clientId = 'contoso-workforce';

      before(async () => {
        const pair = await generateKeyPair('RS256', { extractable: true });
        key = pair.privateKey;
        jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
        server = createServer((req, res) => {
          const path = new URL(req.url ?? '/', issuer).pathname;
          const json = (body: unknown) => {
            res.setHeader('Content-Type', 'application/json');
            res.end(JSON.stringify(body));
          };
          if (path === '/.well-known/openid-configuration') {
            json({
              issuer,
              authorization_endpoint: `${issuer}/authorize`,
              token_endpoint: `${issuer}/token`,
              jwks_uri: `${issuer}/jwks`,
            });
          } else if (path === '/jwks') {
            json({ keys: [jwk] });
          } else if (path === '/token' && req.method === 'POST') {
            req.resume();
            req.on('end', () => {
              void new SignJWT(claims(pending))
                .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
                .sign(key)
                .then((idToken) =>
                  json({ access_token: 'a', token_type: 'Bearer', id_token: idToken }),
                );
            });
          } else {
            res.statusCode = 404;
            res.end();
          }
        });
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
      });
      after(async () => {
        await new Promise((resolve) => server.close(resolve));
      });

      /** The nonce of the test under way (the IdP copies it from the authorization request). */
      let pending = '';

      const good = (domain: string) => (nonce: string) => {
        const now = Math.floor(clock.now() / 1000);
        return {
          iss: issuer,
          aud: clientId,
          sub: 'ana-1',
          nonce,
          email: `ana@${domain}`,
          email_verified: true,
          iat: now,
          exp: now + 300,
        };
      };

      async function testWith(change: (good: Record<string, unknown>) => Record<string, unknown>) {
        const world = await untestedOidc({ issuer, clientId, clientSecret: 'contoso-secret' });
        const authorize = await startOidcTest(
          world.owner.token,
          world.organisationId,
          world.connection.id,
        );
        pending = authorize.searchParams.get('nonce') ?? '';
        claims = (nonce) => change(good(world.domain)(nonce));
        const callback = new URL(callbackUrl(auth.publicUrl, world.connection.id));
        callback.searchParams.set('code', 'a-code');
        callback.searchParams.set('state', authorize.searchParams.get('state') ?? '');
        const back = await browserFetch(new CookieJar(), callback.toString());
        const claimed = await claim(
          world.owner.token,
          world.organisationId,
          world.connection.id,
          keyOf(back, world.organisationId),
        );
        assert.equal(claimed.status, 200, JSON.stringify(claimed.body));
        return claimed.body.lastTest;
      }

      test('its good answer is a success (the stand-in itself works)', async () => {
        const result = await testWith((claims) => claims);
        assert.equal(result?.ok, true, JSON.stringify(result));
      });

      const bad: [string, (claims: Record<string, unknown>) => Record<string, unknown>, RegExp][] =
        [
          ['a wrong audience', (c) => ({ ...c, aud: 'another-client' }), /another client/],
          ['a wrong issuer', (c) => ({ ...c, iss: 'https://evil.example' }), /issuer \(iss\)/],
          [
            'an expired ID token (past the 60 seconds of clock skew)',
            (c) => ({ ...c, iat: (c.iat as number) - 900, exp: (c.iat as number) - 61 }),
            /had expired/,
          ],
          ['a bad nonce', (c) => ({ ...c, nonce: 'another-sign-in' }), /nonce/],
          ['no verified address', (c) => ({ ...c, email_verified: false }), /email_verified/],
        ];
      for (const [what, change, explained] of bad) {
        test(`${what} records its code and the check that refused it`, async () => {
          const result = await testWith(change);
          assert.equal(result?.ok, false);
          assert.equal(
            result?.code,
            what === 'no verified address' ? 'email_not_verified' : 'id_token_invalid',
          );
          assert.match(result?.message ?? '', explained);
        });
      }

      test('an expired ID token within the 60 seconds of clock skew passes', async () => {
        const result = await testWith((c) => ({ ...c, exp: (c.iat as number) - 30 }));
        assert.equal(result?.ok, true, JSON.stringify(result));
      });

      test('an error from the IdP records provider_refused', async () => {
        const world = await untestedOidc({ issuer, clientId, clientSecret: 'contoso-secret' });
        const authorize = await startOidcTest(
          world.owner.token,
          world.organisationId,
          world.connection.id,
        );
        const callback = new URL(callbackUrl(auth.publicUrl, world.connection.id));
        callback.searchParams.set('error', 'unauthorized_client');
        callback.searchParams.set('state', authorize.searchParams.get('state') ?? '');
        const back = await browserFetch(new CookieJar(), callback.toString());
        const claimed = await claim(
          world.owner.token,
          world.organisationId,
          world.connection.id,
          keyOf(back, world.organisationId),
        );
        assert.equal(claimed.body.lastTest?.code, 'provider_refused');
      });
    });

    test("a test's answer cannot sign anyone in, even in a browser in the middle of a sign-in", async () => {
      exampleId.register([]);
      const { owner, organisationId, domain, connection } = await untestedOidc(exampleIdClient());
      await call(
        owner.token,
        'PATCH',
        `/organisations/${organisationId}/sso/connections/${connection.id}`,
        {
          enabled: true,
        },
      );
      exampleId.register([callbackUrl(auth.publicUrl, connection.id)]);
      const interaction = await startInteraction(auth);
      // The sign-in's own attempt is made in this browser, then a test's answer arrives in it.
      const start = await browserFetch(
        interaction.jar,
        ssoStartUrl(interaction.uid, connection.id),
      );
      await browserFetch(interaction.jar, start.headers.get('location') ?? '');
      const authorize = await startOidcTest(owner.token, organisationId, connection.id);
      const email = `bob@${domain}`;
      const callback = await upstreamSignIn(authorize.toString(), { email });
      const back = await browserFetch(interaction.jar, callback.toString());
      keyOf(back, organisationId);
      const users = auth.db
        .prepare('SELECT count(*) AS n FROM users WHERE email = ?')
        .get(email) as {
        n: number;
      };
      assert.equal(users.n, 0, 'nobody was made');
      // A state that looks like a test's but is none is refused, never taken as a sign-in's.
      const forged = new URL(callback);
      forged.searchParams.set('state', 'test.forged');
      assert.equal(
        await ssoErrorOf(await browserFetch(interaction.jar, forged.toString())),
        'state_mismatch',
      );
    });

    test("another admin's or another session's key is refused", async () => {
      exampleId.register([]);
      const { owner, ownerEmail, organisationId, domain, connection } =
        await untestedOidc(exampleIdClient());
      exampleId.register([callbackUrl(auth.publicUrl, connection.id)]);
      const other = await person(`other-oidc-admin-${newDomain()}@example.com`);
      auth.db
        .prepare(
          `INSERT INTO organisation_members (organisation_id, user_id, role, joined_at)
           VALUES (?, ?, 'admin', ?)`,
        )
        .run(organisationId, other.id, new Date(clock.now()).toISOString());
      // Each key is spent by its first claim, whoever makes it: a test each.
      const answeredKey = async () => {
        const authorize = await startOidcTest(owner.token, organisationId, connection.id);
        const callback = await upstreamSignIn(authorize.toString(), { email: `ana@${domain}` });
        return keyOf(await browserFetch(new CookieJar(), callback.toString()), organisationId);
      };
      const byOther = await claim(other.token, organisationId, connection.id, await answeredKey());
      assert.equal(byOther.status, 409, JSON.stringify(byOther.body));
      assert.equal((byOther.body as unknown as Body).error, 'test_state_mismatch');
      // The same admin signed in in another browser: another session, not the one that asked.
      const { tokens } = await signInWithTokens(auth, { email: ownerEmail, password: PASSWORD });
      const key = await answeredKey();
      const byOtherSession = await claim(tokens.access_token, organisationId, connection.id, key);
      assert.equal(byOtherSession.status, 409, JSON.stringify(byOtherSession.body));
      assert.equal((byOtherSession.body as unknown as Body).error, 'test_state_mismatch');
      const mine = await claim(owner.token, organisationId, connection.id, await answeredKey());
      assert.equal(mine.status, 200, JSON.stringify(mine.body));
    });
  });
});
