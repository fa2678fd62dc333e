// The development routes: refused to pages of other origins, and absent in production.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openDatabase } from '../src/platform/db.ts';
import { sendMail } from '../src/platform/mailer.ts';
import { seed } from '../src/dev/seed.ts';
import { startServer } from '../src/server/server.ts';
import { accountOrigin, foreignOrigin, hostOrigin, startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.stop();
});

const demoName = () =>
  api.db
    .prepare<[], { name: string }>("SELECT name FROM users WHERE email = 'demo@example.com'")
    .get()?.name;

/** Leaves a trace a reset would wipe: a renamed user and a mail in the outbox. */
function dirty() {
  api.db.prepare("UPDATE users SET name = 'Kept' WHERE email = 'demo@example.com'").run();
  sendMail(api.db, { to: 'kept@example.com', subject: 'Kept', text: 'Kept' });
}

async function outboxCount(): Promise<number> {
  const response = await fetch(`${api.url}/dev/outbox`);
  return ((await response.json()) as { messages: unknown[] }).messages.length;
}

describe('dev routes and other origins', () => {
  test('a POST /dev/reset from another origin is refused and wipes nothing', async () => {
    for (const origin of [foreignOrigin, 'null']) {
      dirty();
      const before = await outboxCount();
      const response = await fetch(`${api.url}/dev/reset`, {
        method: 'POST',
        headers: { Origin: origin },
      });
      assert.equal(response.status, 403, origin);
      assert.equal(((await response.json()) as { error: string }).error, 'origin_not_allowed');
      assert.equal(demoName(), 'Kept');
      assert.equal(await outboxCount(), before);
    }
  });

  test("POST /dev/consents/outdate from another origin is refused and ages no one's consents", async () => {
    const versions = () =>
      api.db
        .prepare<[], { version: string }>(
          `SELECT c.version FROM consents c JOIN users u ON u.id = c.user_id
            WHERE u.email = 'demo@example.com'`,
        )
        .all()
        .map((row) => row.version);
    const before = versions();
    const response = await fetch(`${api.url}/dev/consents/outdate`, {
      method: 'POST',
      headers: { Origin: foreignOrigin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com' }),
    });
    assert.equal(response.status, 403);
    assert.deepEqual(versions(), before);
    assert.ok(!before.includes('outdated'));
  });

  test('GET /dev/outbox from another origin is refused', async () => {
    const response = await fetch(`${api.url}/dev/outbox`, { headers: { Origin: foreignOrigin } });
    assert.equal(response.status, 403);
    assert.equal(((await response.json()) as { messages?: unknown }).messages, undefined);
  });

  test('the app origins and tools without an Origin still reset and read', async () => {
    for (const headers of [{ Origin: accountOrigin }, { Origin: hostOrigin }, undefined]) {
      dirty();
      const reset = await fetch(`${api.url}/dev/reset`, { method: 'POST', headers });
      assert.equal(reset.status, 204);
      assert.notEqual(demoName(), 'Kept');
      const outbox = await fetch(`${api.url}/dev/outbox`, { headers });
      assert.equal(outbox.status, 200);
      assert.deepEqual(await outbox.json(), { messages: [] });
    }
  });
});

describe('GET /dev/account-state', () => {
  test('what a mailed link could change: confirmed, deletion scheduled, push registrations', async () => {
    const state = (email: string) =>
      fetch(`${api.url}/dev/account-state?email=${encodeURIComponent(email)}`);
    const demo = await state('Demo@Example.com');
    assert.equal(demo.status, 200);
    assert.deepEqual(await demo.json(), {
      confirmed: true,
      deletionScheduled: false,
      frozen: false,
      pushRegistrations: 0,
    });
    const id = api.db
      .prepare<[], { id: string }>("SELECT id FROM users WHERE email = 'demo@example.com'")
      .get()!.id;
    api.db
      .prepare(
        `INSERT INTO push_tokens (user_id, token, platform, created_at, updated_at)
         VALUES (?, 'fcm-state', 'web', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`,
      )
      .run(id);
    assert.equal(
      ((await (await state('demo@example.com')).json()) as { pushRegistrations: number })
        .pushRegistrations,
      1,
    );
    assert.equal((await state('nobody@example.com')).status, 404);
    const missing = await fetch(`${api.url}/dev/account-state`);
    assert.equal(missing.status, 400);
    const other = await fetch(`${api.url}/dev/account-state?email=demo@example.com`, {
      headers: { Origin: foreignOrigin },
    });
    assert.equal(other.status, 403);
  });
});

describe('CSP violation reports (POST and GET /dev/csp-reports)', () => {
  const reportsUrl = () => `${api.url}/dev/csp-reports`;
  const post = (type: string, body: string, headers: Record<string, string> = {}) =>
    fetch(reportsUrl(), { method: 'POST', headers: { 'Content-Type': type, ...headers }, body });
  const collected = async () =>
    ((await (await fetch(reportsUrl())).json()) as { reports: Record<string, unknown>[] }).reports;

  test('both formats browsers send are kept, in one shape, and read back', async () => {
    const legacy = await post(
      'application/csp-report',
      JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost:3001/sign-in?legacy',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
          disposition: 'enforce',
        },
      }),
      { Origin: accountOrigin },
    );
    assert.equal(legacy.status, 204);
    const reporting = await post(
      'application/reports+json',
      JSON.stringify([
        {
          type: 'csp-violation',
          age: 3,
          url: 'http://localhost:3001/?reporting',
          body: {
            documentURL: 'http://localhost:3001/?reporting',
            effectiveDirective: 'img-src',
            blockedURL: 'https://tracker.example/pixel.gif',
            disposition: 'enforce',
          },
        },
        // Other report types share the endpoint in the Reporting API: not CSP, not kept.
        { type: 'deprecation', url: 'http://localhost:3001/', body: { id: 'x' } },
      ]),
    );
    assert.equal(reporting.status, 204);
    const reports = await collected();
    const mine = reports.filter((report) =>
      /[?](legacy|reporting)$/.test(String(report.documentUrl)),
    );
    assert.deepEqual(
      mine.map(({ receivedAt, ...rest }) => (assert.ok(receivedAt), rest)),
      [
        {
          format: 'csp-report',
          documentUrl: 'http://localhost:3001/sign-in?legacy',
          effectiveDirective: 'script-src-elem',
          blockedUrl: 'inline',
          disposition: 'enforce',
        },
        {
          format: 'reports+json',
          documentUrl: 'http://localhost:3001/?reporting',
          effectiveDirective: 'img-src',
          blockedUrl: 'https://tracker.example/pixel.gif',
          disposition: 'enforce',
        },
      ],
    );
  });

  test('bounded: a body over 64 kB is refused, and only the newest 200 reports are kept', async () => {
    const huge = JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(70 * 1024) } });
    const refused = await post('application/csp-report', huge);
    assert.equal(refused.status, 413);
    assert.equal(((await refused.json()) as { error: string }).error, 'payload_too_large');

    const one = (n: number) => ({
      type: 'csp-violation',
      body: { documentURL: `http://localhost:3001/?n=${n}`, effectiveDirective: 'img-src' },
    });
    const batch = Array.from({ length: 250 }, (_, n) => one(n));
    assert.equal((await post('application/reports+json', JSON.stringify(batch))).status, 204);
    const reports = await collected();
    assert.equal(reports.length, 200);
    assert.equal(reports.at(-1)?.documentUrl, 'http://localhost:3001/?n=249');
    assert.equal(reports[0]?.documentUrl, 'http://localhost:3001/?n=50');
  });

  test('anything else is refused: not JSON, another media type, a body of the wrong shape', async () => {
    const notJson = await post('application/csp-report', '{');
    assert.equal(notJson.status, 400);
    assert.equal(((await notJson.json()) as { error: string }).error, 'invalid_json');
    for (const [type, body] of [
      ['application/json', '{"csp-report":{}}'],
      ['application/csp-report', '[]'],
      ['application/reports+json', '{}'],
    ] as const) {
      const response = await post(type, body);
      assert.equal(response.status, 415, `${type} ${body}`);
      assert.equal(((await response.json()) as { error: string }).error, 'unsupported_media_type');
    }
  });
});

describe('dev routes in production', () => {
  async function startProduction(production: boolean | undefined) {
    const db = openDatabase(':memory:');
    await seed(db);
    const running = await startServer({
      db,
      port: 0,
      allowedOrigins: [accountOrigin],
      ...(production === undefined ? {} : { production }),
    });
    return { db, running };
  }

  async function assertAbsent(url: string, db: ReturnType<typeof openDatabase>) {
    db.prepare("UPDATE users SET name = 'Kept' WHERE email = 'demo@example.com'").run();
    for (const [method, path] of [
      ['POST', '/dev/reset'],
      ['POST', '/dev/erase-accounts'],
      ['POST', '/dev/consents/outdate'],
      ['GET', '/dev/outbox'],
      ['GET', '/dev/account-state?email=demo@example.com'],
      ['GET', '/dev/analytics'],
      ['POST', '/dev/posthog/e/'],
      ['GET', '/dev/posthog/flags'],
      ['POST', '/dev/csp-reports'],
      ['GET', '/dev/csp-reports'],
    ] as const) {
      const response = await fetch(`${url}${path}`, {
        method,
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      assert.equal(response.status, 404, `${method} ${path}`);
      assert.equal(((await response.json()) as { error: string }).error, 'not_found');
    }
    const kept = db
      .prepare<[], { name: string }>("SELECT name FROM users WHERE email = 'demo@example.com'")
      .get();
    assert.equal(kept?.name, 'Kept');
    // The rest of the API is there.
    assert.equal((await fetch(`${url}/whitelabels/acme?app=account`)).status, 200);
  }

  test('with production set, /dev/* is not mounted (404) and nothing is wiped', async () => {
    const { db, running } = await startProduction(true);
    try {
      await assertAbsent(running.url, db);
    } finally {
      await running.close();
      db.close();
    }
  });

  test('NODE_ENV=production alone is enough', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const { db, running } = await startProduction(undefined);
      try {
        await assertAbsent(running.url, db);
      } finally {
        await running.close();
        db.close();
      }
    } finally {
      if (previous === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = previous;
    }
  });
});
