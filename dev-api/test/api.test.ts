import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { createApp } from '../src/server/app.ts';
import { openDatabase } from '../src/platform/db.ts';
import { sendMail } from '../src/platform/mailer.ts';
import { verifyPassword } from '../src/platform/passwords.ts';
import { accountOrigin, foreignOrigin, hostOrigin, startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.stop();
});

async function getJson(path: string, init?: RequestInit) {
  const response = await fetch(`${api.url}${path}`, init);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /whitelabels/:id', () => {
  test('returns acme with absolute logo URLs that load as SVG', async () => {
    const { response, body } = await getJson('/whitelabels/acme?app=account');
    assert.equal(response.status, 200);
    assert.deepEqual(body, {
      id: 'acme',
      name: 'Acme',
      logo: `${api.url}/logos/acme.svg`,
      logoDark: `${api.url}/logos/acme-dark.svg`,
      primaryColor: '#C2410C',
      documents: {
        terms: `${api.url}/dev/documents/acme/terms`,
        privacy: `${api.url}/dev/documents/acme/privacy`,
      },
      // Acme lets its people sign in with a mailed code (docs/passwordless.md).
      emailCodes: true,
    });
    for (const url of [body.logo, body.logoDark]) {
      assert.equal(typeof url, 'string');
      const logo = await fetch(url as string);
      assert.equal(logo.status, 200);
      assert.equal(logo.headers.get('content-type'), 'image/svg+xml');
      assert.equal(logo.headers.get('cross-origin-resource-policy'), 'cross-origin');
      assert.match(logo.headers.get('cache-control') ?? '', /max-age=\d+/);
      const svg = await logo.text();
      assert.match(svg, /^<svg [^>]*viewBox="0 0 160 40"/);
    }
  });

  test("the demo tenants' documents lead to pages (the development stand-ins of the tenant's own)", async () => {
    const { body } = await getJson('/whitelabels/globex?app=account');
    const documents = body.documents as { terms: string; privacy: string };
    const terms = await fetch(documents.terms);
    assert.equal(terms.status, 200);
    assert.match(terms.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(await terms.text(), /<h1>Globex: Terms of service<\/h1>/);
    assert.match(await (await fetch(documents.privacy)).text(), /<h1>Globex: Privacy notice<\/h1>/);
    for (const missing of ['/dev/documents/nobody/terms', '/dev/documents/acme/cookies']) {
      assert.equal((await fetch(`${api.url}${missing}`)).status, 404);
    }
  });

  test('returns globex, whose logos differ from acme', async () => {
    const { response, body } = await getJson('/whitelabels/globex?app=account');
    assert.equal(response.status, 200);
    assert.equal(body.name, 'Globex');
    assert.equal(body.primaryColor, '#0F766E');
    // Globex asks for an idle timeout; acme (above) has none, so the field is absent there.
    assert.equal(body.idleTimeoutMinutes, 15);
    // And starts "Keep me signed in" unchecked; acme keeps the default (checked, not said).
    assert.equal(body.keepSignedInDefault, false);
    assert.equal(body.logo, `${api.url}/logos/globex.svg`);
    assert.equal(body.logoDark, `${api.url}/logos/globex-dark.svg`);
    const [light, dark] = await Promise.all(
      [body.logo, body.logoDark].map(async (url) => (await fetch(url as string)).text()),
    );
    assert.notEqual(light, dark);
  });

  test("says a tenant's identifier-first sign-in only where it is on (initech; off by default)", async () => {
    const initech = await getJson('/whitelabels/initech?app=account');
    assert.equal(initech.response.status, 200);
    assert.equal(initech.body.identifierFirst, true);
    for (const id of ['acme', 'globex']) {
      const { body } = await getJson(`/whitelabels/${id}?app=account`);
      assert.equal('identifierFirst' in body, false, id);
    }
  });

  test('an unknown tenant is a 404 not_found', async () => {
    const { response, body } = await getJson('/whitelabels/no-such-tenant?app=account');
    assert.equal(response.status, 404);
    assert.equal(body.error, 'not_found');
    assert.equal(typeof body.message, 'string');
  });

  test('a malformed id is a 400 validation error', async () => {
    const tooLong = 'a'.repeat(65);
    for (const id of [tooLong, 'acme.svg', 'ac%20me', '%C3%A9']) {
      const { response, body } = await getJson(`/whitelabels/${id}?app=account`);
      assert.equal(response.status, 400, id);
      assert.equal(body.error, 'validation');
      assert.deepEqual(body.fields, { id: 'invalid' });
    }
  });

  test('a missing or unknown app is a 400 validation error', async () => {
    const cases: Array<[string, string]> = [
      ['', 'required'],
      ['?app=', 'required'],
      ['?app=backoffice', 'unknown'],
      ['?app=account&app=account', 'unknown'],
    ];
    for (const [query, code] of cases) {
      const { response, body } = await getJson(`/whitelabels/acme${query}`);
      assert.equal(response.status, 400, query);
      assert.equal(body.error, 'validation');
      assert.equal(typeof body.message, 'string');
      assert.deepEqual(body.fields, { app: code });
    }
  });
});

describe('logos', () => {
  test('serve only the known files; path traversal is refused', async () => {
    for (const path of [
      '/logos/..%2Fpackage.json',
      '/logos/..%2F..%2Fpackage.json',
      '/logos/%2e%2e%2fsrc%2fapp.ts',
      '/logos/..%5Cpackage.json',
      '/logos/unknown.svg',
      '/logos/',
    ]) {
      const response = await fetch(`${api.url}${path}`);
      assert.equal(response.status, 404, path);
      assert.equal(((await response.json()) as { error: string }).error, 'not_found');
    }
  });

  test('answer a matching If-None-Match with 304', async () => {
    const first = await fetch(`${api.url}/logos/acme.svg`);
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    assert.ok(etag);
    // Not fetch: it adds `Cache-Control: no-cache` to conditional requests, which forbids a 304.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${api.url}/logos/acme.svg`, { headers: { 'If-None-Match': etag } }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
        .on('error', reject);
    });
    assert.equal(status, 304);
  });
});

describe('CORS', () => {
  test('allowed origins get credentialed CORS headers, Retry-After exposed', async () => {
    for (const origin of [accountOrigin, hostOrigin]) {
      const response = await fetch(`${api.url}/whitelabels/acme?app=account`, {
        headers: { Origin: origin },
      });
      await response.arrayBuffer();
      assert.equal(response.headers.get('access-control-allow-origin'), origin);
      assert.equal(response.headers.get('access-control-allow-credentials'), 'true');
      assert.match(response.headers.get('access-control-expose-headers') ?? '', /Retry-After/);
      assert.match(response.headers.get('vary') ?? '', /Origin/);
    }
  });

  test('error responses keep the CORS headers so the browser can read them', async () => {
    const response = await fetch(`${api.url}/whitelabels/nobody?app=account`, {
      headers: { Origin: accountOrigin },
    });
    await response.arrayBuffer();
    assert.equal(response.status, 404);
    assert.equal(response.headers.get('access-control-allow-origin'), accountOrigin);
    assert.equal(response.headers.get('access-control-allow-credentials'), 'true');
  });

  test('a foreign origin gets no Access-Control-Allow-Origin', async () => {
    const response = await fetch(`${api.url}/whitelabels/acme?app=account`, {
      headers: { Origin: foreignOrigin },
    });
    await response.arrayBuffer();
    assert.equal(response.headers.get('access-control-allow-origin'), null);
    assert.equal(response.headers.get('access-control-allow-credentials'), null);
  });

  test('a credentialed preflight is allowed for our origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}/dev/reset`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
      });

    const allowed = await preflight(accountOrigin);
    await allowed.arrayBuffer();
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers.get('access-control-allow-origin'), accountOrigin);
    assert.equal(allowed.headers.get('access-control-allow-credentials'), 'true');
    assert.match(allowed.headers.get('access-control-allow-methods') ?? '', /POST/);
    assert.match(allowed.headers.get('access-control-allow-headers') ?? '', /authorization/i);

    const refused = await preflight(foreignOrigin);
    await refused.arrayBuffer();
    assert.equal(refused.headers.get('access-control-allow-origin'), null);
    assert.equal(refused.headers.get('access-control-allow-credentials'), null);
  });
});

describe('dev outbox and reset', () => {
  test('the outbox starts empty and lists mails sent through sendMail, newest last', async () => {
    await fetch(`${api.url}/dev/reset`, { method: 'POST' });
    const empty = await getJson('/dev/outbox');
    assert.equal(empty.response.status, 200);
    assert.deepEqual(empty.body, { messages: [] });

    sendMail(api.db, {
      to: 'demo@example.com',
      subject: 'Confirm your account',
      text: 'Open http://localhost:3001/confirm-account?token=abc',
      html: '<p><a href="http://localhost:3001/confirm-account?token=abc">Confirm</a></p>',
      links: ['http://localhost:3001/confirm-account?token=abc'],
    });
    const stored = sendMail(api.db, { to: 'other@example.com', subject: 'Second', text: 'Hi' });
    assert.equal(stored.html, null);
    assert.deepEqual(stored.links, []);

    const { body } = await getJson('/dev/outbox');
    const messages = body.messages as Array<Record<string, unknown>>;
    assert.equal(messages.length, 2);
    assert.deepEqual(Object.keys(messages[0]!).sort(), [
      'createdAt',
      'html',
      'id',
      'links',
      'subject',
      'text',
      'to',
    ]);
    assert.equal(messages[0]!.to, 'demo@example.com');
    assert.deepEqual(messages[0]!.links, ['http://localhost:3001/confirm-account?token=abc']);
    assert.equal(messages[1]!.subject, 'Second');
    assert.ok(!Number.isNaN(Date.parse(messages[1]!.createdAt as string)));
  });

  test('POST /dev/reset restores the seed and empties the outbox, in place', async () => {
    sendMail(api.db, { to: 'x@example.com', subject: 'S', text: 'T' });
    api.db.prepare("UPDATE users SET name = 'Changed' WHERE email = 'demo@example.com'").run();
    api.db.prepare("DELETE FROM users WHERE email = 'demo@example.com'").run();
    api.db.prepare("UPDATE tenants SET name = 'Changed' WHERE id = 'acme'").run();

    const response = await fetch(`${api.url}/dev/reset`, { method: 'POST' });
    assert.equal(response.status, 204);
    assert.equal(await response.text(), '');

    assert.deepEqual((await getJson('/dev/outbox')).body, { messages: [] });
    assert.equal((await getJson('/whitelabels/acme?app=account')).body.name, 'Acme');
    const users = api.db
      .prepare<[], { email: string; password_hash: string }>(
        'SELECT email, password_hash FROM users',
      )
      .all();
    // The demo user, and the breached-password demo (abuse/settings.ts).
    assert.deepEqual(users.map((user) => user.email).sort(), [
      'breached@example.com',
      'demo@example.com',
    ]);
    const demo = users.find((user) => user.email === 'demo@example.com')!;
    assert.equal(await verifyPassword('Demo-Passw0rd!', demo.password_hash), true);
  });
});

describe('errors', () => {
  test('an unknown route is a JSON 404 not_found', async () => {
    const { response, body } = await getJson('/no/such/route');
    assert.equal(response.status, 404);
    assert.equal(body.error, 'not_found');
    assert.equal(typeof body.message, 'string');
  });

  test('a wrong method on a known route is a JSON 405', async () => {
    const { response, body } = await getJson('/dev/outbox', { method: 'DELETE' });
    assert.equal(response.status, 405);
    assert.equal(body.error, 'method_not_allowed');
  });

  test('a body that is not valid JSON is a 400', async () => {
    const { response, body } = await getJson('/dev/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": ',
    });
    assert.equal(response.status, 400);
    assert.equal(body.error, 'invalid_json');
    assert.equal(typeof body.message, 'string');
  });

  test('a body over the size limit is a 413', async () => {
    const { response, body } = await getJson('/dev/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(100_000) }),
    });
    assert.equal(response.status, 413);
    assert.equal(body.error, 'payload_too_large');
  });

  test('an unexpected error is a 500 internal that leaks nothing', async () => {
    const db = openDatabase(':memory:');
    const logged: unknown[] = [];
    const app = createApp({
      db,
      publicUrl: 'http://localhost:1',
      allowedOrigins: [],
      logError: (error) => logged.push(error),
    });
    // Runs after the routers, for a path none of them match.
    app.use(() => {
      throw new Error('secret detail at /home/someone/app.ts:42');
    });
    const server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/boom`);
      const text = await response.text();
      assert.equal(response.status, 500);
      assert.deepEqual(JSON.parse(text), {
        error: 'internal',
        message: 'Something went wrong on our side.',
      });
      assert.ok(!text.includes('secret'));
      assert.equal(logged.length, 1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      db.close();
    }
  });
});
