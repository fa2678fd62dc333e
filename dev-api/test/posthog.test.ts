// The PostHog dev sink (POSTHOG.md): bodies built the way posthog-js 1.449 builds them, then
// posthog-js's own request code, then posthog-js itself in a jsdom page.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { after, before, beforeEach, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { accountOrigin, foreignOrigin, hostOrigin, startTestApi, type TestApi } from './helpers.ts';

const require = createRequire(import.meta.url);
const sink = '/dev/posthog';
const token = 'phc_dev_test_token';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.stop();
});
beforeEach(async () => {
  await fetch(`${api.url}/dev/reset`, { method: 'POST' });
});

interface Event {
  event: string;
  distinct_id: string | null;
  properties: Record<string, unknown>;
  timestamp: unknown;
  uuid: string | null;
  received_at: string;
  [key: string]: unknown;
}

function makeEvent(event: string, distinctId: string, extra: Record<string, unknown> = {}) {
  return {
    uuid: randomUUID(),
    event,
    properties: { distinct_id: distinctId, token, $current_url: 'http://localhost:3001/' },
    timestamp: new Date().toISOString(),
    ...extra,
  };
}

/** What posthog-js wraps every capture request in (timestampMode 'capture-body'). */
function captureBody(events: readonly object[]) {
  return { api_key: token, batch: events, sent_at: new Date().toISOString() };
}

/** posthog-js's _base64Encode: btoa over the UTF-8 bytes. */
function base64(text: string) {
  return Buffer.from(text, 'utf8').toString('base64');
}

async function post(
  path: string,
  init: { body: string | Uint8Array; type?: string; origin?: string },
) {
  const headers: Record<string, string> = { Origin: init.origin ?? accountOrigin };
  if (init.type) headers['Content-Type'] = init.type;
  const response = await fetch(`${api.url}${sink}${path}`, {
    method: 'POST',
    headers,
    // samlify's types bring the DOM library in (through @xmldom/xmldom), whose BodyInit takes no
    // Uint8Array over a possibly shared buffer; node's fetch sends it as it is.
    body: init.body as unknown as BodyInit,
  });
  const text = await response.text();
  return { response, text, json: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

async function analytics(query = ''): Promise<Event[]> {
  const response = await fetch(`${api.url}/dev/analytics${query}`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'no-store');
  const body = (await response.json()) as { events: Event[] };
  return body.events;
}

describe('capture bodies as posthog-js encodes them', () => {
  test('gzip-js: gzipped JSON as text/plain, no compression parameter, on /i/v0/e/ and /e/', async () => {
    const first = [makeEvent('$pageview', 'anon-1'), makeEvent('clicked', 'anon-1')];
    const second = [makeEvent('$pageview', 'anon-2')];
    for (const [path, events] of [
      ['/i/v0/e/', first],
      ['/e/', second],
    ] as const) {
      const { response, json } = await post(path, {
        body: gzipSync(JSON.stringify(captureBody(events))),
        type: 'text/plain',
      });
      assert.equal(response.status, 200);
      assert.deepEqual(json, { status: 1 });
    }
    const stored = await analytics();
    assert.deepEqual(
      stored.map((event) => [event.event, event.distinct_id, event.uuid]),
      [...first, ...second].map((event) => [event.event, event.properties.distinct_id, event.uuid]),
    );
    assert.deepEqual(stored[0]!.properties, first[0]!.properties);
    assert.equal(stored[0]!.timestamp, first[0]!.timestamp);
    assert.match(stored[0]!.received_at, /^\d{4}-\d{2}-\d{2}T/);
  });

  test('gzip-js flagged in the URL by older clients (?compression=gzip-js&ver=…&_=…)', async () => {
    const event = makeEvent('$pageview', 'anon-1');
    const { response } = await post(`/e/?compression=gzip-js&ver=1.200.0&_=${Date.now()}`, {
      body: gzipSync(JSON.stringify([event])),
      type: 'text/plain',
    });
    assert.equal(response.status, 200);
    assert.deepEqual(
      (await analytics()).map((stored) => stored.uuid),
      [event.uuid],
    );
  });

  test('base64: form data= of base64 UTF-8 JSON with ?compression=base64 (the beacon fallback)', async () => {
    const event = makeEvent('$identify', 'user-1', {
      $set: { email: 'joão@example.com', name: 'João 🚀' },
    });
    const payload = base64(JSON.stringify(captureBody([event])));
    const { response } = await post('/e/?compression=base64', {
      body: `data=${encodeURIComponent(payload)}`,
      type: 'application/x-www-form-urlencoded',
    });
    assert.equal(response.status, 200);
    const [stored] = await analytics();
    assert.equal(stored?.event, '$identify');
    assert.deepEqual(stored?.$set, { email: 'joão@example.com', name: 'João 🚀' });
    assert.equal(stored?.distinct_id, 'user-1');
  });

  test('uncompressed: application/json, single event, {batch} and bare array, over 64 KB', async () => {
    const single = makeEvent('single', 'anon-1');
    const batched = makeEvent('batched', 'anon-1', {
      properties: { distinct_id: 'anon-1', padding: 'x'.repeat(100_000) },
    });
    const array = makeEvent('array', 'anon-1');
    for (const body of [single, captureBody([batched]), [array]]) {
      const { response } = await post('/e/', {
        body: JSON.stringify(body),
        type: 'application/json',
      });
      assert.equal(response.status, 200);
    }
    const stored = await analytics();
    assert.deepEqual(
      stored.map((event) => event.event),
      ['single', 'batched', 'array'],
    );
    assert.equal((stored[1]!.properties.padding as string).length, 100_000);
  });

  test('the legacy paths and shapes: /batch/, /capture/, form data= of plain JSON, GET ?data=, /engage/', async () => {
    await post('/batch/', {
      body: JSON.stringify({ api_key: token, batch: [makeEvent('from-batch', 'a')] }),
      type: 'application/json',
    });
    await post('/capture/', {
      body: `data=${encodeURIComponent(JSON.stringify(makeEvent('from-form', 'a')))}`,
      type: 'application/x-www-form-urlencoded',
    });
    const query = encodeURIComponent(base64(JSON.stringify(makeEvent('from-get', 'a'))));
    const get = await fetch(`${api.url}${sink}/e/?data=${query}&ip=1&_=${Date.now()}`);
    assert.equal(get.status, 200);
    await get.arrayBuffer();
    await post('/engage/', {
      body: JSON.stringify({ $token: token, $distinct_id: 'a', $set: { plan: 'pro' } }),
      type: 'application/json',
    });
    const stored = await analytics();
    assert.deepEqual(
      stored.map((event) => event.event),
      ['from-batch', 'from-form', 'from-get', '$set'],
    );
    assert.deepEqual(stored[3]!.$set, { plan: 'pro' });
    assert.equal(stored[3]!.distinct_id, 'a');
  });

  test('a resent event (same uuid, as a retry does) is stored once', async () => {
    const event = makeEvent('$pageview', 'anon-1');
    for (let i = 0; i < 2; i++) {
      const { response } = await post('/e/', {
        body: gzipSync(JSON.stringify(captureBody([event]))),
        type: 'text/plain',
      });
      assert.equal(response.status, 200);
    }
    assert.equal((await analytics()).length, 1);
  });

  test('events are listed by their own timestamp, not by arrival', async () => {
    const early = makeEvent('$pageview', 'anon-1', { timestamp: '2030-01-01T00:00:00.000Z' });
    const late = makeEvent('$identify', 'user-1', { timestamp: '2030-01-01T00:00:01.000Z' });
    // posthog-js sends $identify at once while the $pageview waits in its batch queue.
    for (const event of [late, early]) {
      await post('/i/v0/e/', { body: JSON.stringify(captureBody([event])), type: 'text/plain' });
    }
    assert.deepEqual(
      (await analytics()).map((event) => event.event),
      ['$pageview', '$identify'],
    );
  });

  test('session recording snapshots (/s/) are accepted and not stored', async () => {
    const { response } = await post('/s/', {
      body: gzipSync(JSON.stringify([makeEvent('$snapshot', 'anon-1')])),
      type: 'text/plain',
    });
    assert.equal(response.status, 200);
    assert.deepEqual(await analytics(), []);
  });

  test('undecodable bodies are refused with the error shape', async () => {
    const cases: Array<[string, string | Uint8Array, string, number, string]> = [
      ['/e/', Buffer.from([0x1f, 0x8b, 1, 2, 3]), 'text/plain', 400, 'invalid_payload'],
      ['/e/', '{"event": ', 'application/json', 400, 'invalid_payload'],
      ['/e/?compression=base64', 'data=%%%', 'text/plain', 400, 'invalid_payload'],
      ['/e/?compression=lz64', 'data=abc', 'text/plain', 415, 'unsupported_compression'],
      ['/e/', 'x'.repeat(6 * 1024 * 1024), 'text/plain', 413, 'payload_too_large'],
    ];
    for (const [path, body, type, status, error] of cases) {
      const { response, json } = await post(path, { body, type });
      assert.equal(response.status, status, path);
      assert.equal(json?.error, error, path);
      assert.equal(typeof json?.message, 'string');
    }
    assert.deepEqual(await analytics(), []);
  });
});

describe('flags and remote config: nothing enabled', () => {
  function assertNothingEnabled(config: Record<string, unknown>) {
    assert.deepEqual(config.supportedCompression, ['gzip', 'gzip-js']);
    assert.equal(config.hasFeatureFlags, false);
    assert.equal(config.sessionRecording, false);
    assert.equal(config.autocapture_opt_out, true);
    assert.equal(config.heatmaps, false);
    assert.equal(config.captureDeadClicks, false);
    assert.equal(config.capturePerformance, false);
    assert.equal(config.autocaptureExceptions, false);
    assert.deepEqual(config.siteApps, []);
    // posthog-js loads surveys.js whenever `surveys` is present, even false.
    assert.equal(config.surveys, undefined);
    assert.ok(!config.productTours && !config.conversations);
  }

  test('GET /array/{token}/config answers the config as JSON', async () => {
    const response = await fetch(`${api.url}${sink}/array/${token}/config`, {
      headers: { Origin: accountOrigin },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), accountOrigin);
    const config = (await response.json()) as Record<string, unknown>;
    assert.equal(config.token, token);
    assertNothingEnabled(config);
  });

  test('GET /array/{token}/config.js registers the config where posthog-js reads it', async () => {
    const response = await fetch(`${api.url}${sink}/array/${token}/config.js`, {
      headers: { Origin: accountOrigin },
    });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/javascript/);
    // Loaded by a crossorigin="anonymous" script tag: needs CORS.
    assert.equal(response.headers.get('access-control-allow-origin'), accountOrigin);
    const window: { _POSTHOG_REMOTE_CONFIG?: Record<string, { config: Record<string, unknown> }> } =
      {};
    vm.runInNewContext(await response.text(), { window });
    const entry = window._POSTHOG_REMOTE_CONFIG?.[token];
    assert.ok(entry);
    // Out of the vm's realm, so deepEqual compares plain arrays.
    const config = JSON.parse(JSON.stringify(entry.config)) as Record<string, unknown>;
    assert.equal(config.token, token);
    assertNothingEnabled(config);
  });

  test('POST /flags/?v=2 (gzip or base64 body) answers no flags', async () => {
    const request = { token, distinct_id: 'anon-1', person_properties: {}, sent_at: '' };
    for (const [path, body] of [
      ['/flags/?v=2', gzipSync(JSON.stringify(request))],
      [
        '/flags/?v=2&compression=base64',
        `data=${encodeURIComponent(base64(JSON.stringify(request)))}`,
      ],
    ] as const) {
      const { response, json } = await post(path, { body, type: 'text/plain' });
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('access-control-allow-origin'), accountOrigin);
      assert.deepEqual(json?.flags, {});
      assert.equal(json?.errorsWhileComputingFlags, false);
      assert.deepEqual(json?.quotaLimited, []);
      assert.equal(typeof json?.requestId, 'string');
    }
    const withConfig = await post('/flags/?v=2&config=true', { body: '{}', type: 'text/plain' });
    assert.deepEqual(withConfig.json?.flags, {});
    assertNothingEnabled(withConfig.json!);
  });

  test('POST /decide/ (retired) answers config and no flags in one body', async () => {
    const { response, json } = await post('/decide/?v=4', { body: '{}', type: 'text/plain' });
    assert.equal(response.status, 200);
    assert.deepEqual(json?.featureFlags, {});
    assert.deepEqual(json?.flags, {});
    assertNothingEnabled(json!);
  });

  test('anything else is a harmless answer; extension scripts are not served', async () => {
    const get = async (path: string) => {
      const response = await fetch(`${api.url}${sink}${path}`, { headers: { Origin: hostOrigin } });
      return { response, text: await response.text() };
    };
    const other = await get('/i/v1/logs');
    assert.equal(other.response.status, 200);
    assert.equal(other.text, '{}');
    assert.deepEqual(JSON.parse((await get(`/api/surveys/?token=${token}`)).text), {
      surveys: [],
    });
    const script = await get('/static/surveys.js?v=1.449.2');
    assert.equal(script.response.status, 404);
    assert.match(script.response.headers.get('content-type') ?? '', /javascript/);
    const logs = await post('/i/v1/logs', { body: gzipSync('{}'), type: 'text/plain' });
    assert.equal(logs.response.status, 200);
  });
});

describe('CORS and origins', () => {
  test('preflights from the app origins pass for application/json and text/plain', async () => {
    for (const origin of [accountOrigin, hostOrigin]) {
      for (const path of ['/i/v0/e/', '/flags/?v=2']) {
        const response = await fetch(`${api.url}${sink}${path}`, {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type',
          },
        });
        await response.arrayBuffer();
        assert.equal(response.status, 204);
        assert.equal(response.headers.get('access-control-allow-origin'), origin);
        // sendBeacon always sends credentials; fetch does not by default: both work.
        assert.equal(response.headers.get('access-control-allow-credentials'), 'true');
        assert.match(response.headers.get('access-control-allow-methods') ?? '', /POST/);
        assert.match(response.headers.get('access-control-allow-headers') ?? '', /content-type/i);
      }
    }
    const { response } = await post('/e/', {
      body: JSON.stringify(makeEvent('x', 'a')),
      type: 'application/json',
      origin: hostOrigin,
    });
    assert.equal(response.headers.get('access-control-allow-origin'), hostOrigin);
  });

  test('an opaque origin (a sandboxed frame) cannot write events either', async () => {
    const { response, json } = await post('/e/', {
      body: gzipSync(JSON.stringify(captureBody([makeEvent('$pageview', 'sandboxed')]))),
      type: 'text/plain',
      origin: 'null',
    });
    assert.equal(response.status, 403);
    assert.equal(json?.error, 'origin_not_allowed');
  });

  test('a foreign origin gets no CORS headers and cannot write events', async () => {
    const preflight = await fetch(`${api.url}${sink}/e/`, {
      method: 'OPTIONS',
      headers: { Origin: foreignOrigin, 'Access-Control-Request-Method': 'POST' },
    });
    await preflight.arrayBuffer();
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);

    const { response, json } = await post('/e/', {
      body: gzipSync(JSON.stringify(captureBody([makeEvent('$pageview', 'a')]))),
      type: 'text/plain',
      origin: foreignOrigin,
    });
    assert.equal(response.status, 403);
    assert.equal(json?.error, 'origin_not_allowed');
    assert.equal(response.headers.get('access-control-allow-origin'), null);
    assert.equal(response.headers.get('access-control-allow-credentials'), null);

    const config = await fetch(`${api.url}${sink}/array/${token}/config`, {
      headers: { Origin: foreignOrigin },
    });
    await config.arrayBuffer();
    assert.equal(config.headers.get('access-control-allow-origin'), null);
    assert.deepEqual(await analytics(), []);
  });
});

describe('GET /dev/analytics', () => {
  test('filters by event and distinct_id; reset empties it', async () => {
    await post('/e/', {
      body: gzipSync(
        JSON.stringify(
          captureBody([
            makeEvent('$pageview', 'anon-1', { timestamp: '2030-01-01T00:00:00.000Z' }),
            makeEvent('$identify', 'user-1', {
              timestamp: '2030-01-01T00:00:01.000Z',
              properties: { distinct_id: 'user-1', $anon_distinct_id: 'anon-1' },
              $set: { email: 'demo@example.com', name: 'Demo User' },
            }),
            makeEvent('$pageview', 'user-1', { timestamp: '2030-01-01T00:00:02.000Z' }),
          ]),
        ),
      ),
      type: 'text/plain',
    });
    const names = (events: Event[]) => events.map((e) => `${e.event}:${e.distinct_id}`);
    assert.deepEqual(names(await analytics()), [
      '$pageview:anon-1',
      '$identify:user-1',
      '$pageview:user-1',
    ]);
    assert.deepEqual(names(await analytics('?event=%24pageview')), [
      '$pageview:anon-1',
      '$pageview:user-1',
    ]);
    assert.deepEqual(names(await analytics('?distinct_id=user-1')), [
      '$identify:user-1',
      '$pageview:user-1',
    ]);
    assert.deepEqual(names(await analytics('?event=$identify&distinct_id=user-1')), [
      '$identify:user-1',
    ]);
    assert.deepEqual(await analytics('?event=nothing'), []);

    const repeated = await fetch(`${api.url}/dev/analytics?event=a&event=b`);
    assert.equal(repeated.status, 400);
    assert.deepEqual(((await repeated.json()) as { fields: unknown }).fields, { event: 'invalid' });

    const reset = await fetch(`${api.url}/dev/reset`, { method: 'POST' });
    assert.equal(reset.status, 204);
    assert.deepEqual(await analytics(), []);
  });
});

describe("posthog-js's own code", () => {
  type Response = { statusCode: number; json?: unknown };
  type RequestFn = (options: Record<string, unknown>) => void;

  test('its request encoder (gzip-js, base64, none) is decoded', async () => {
    // posthog-js/lib/src/request.js: the function every posthog-js request goes through.
    const { request } = require('posthog-js/lib/src/request.js') as { request: RequestFn };
    const sent: Array<{ event: string; uuid: string }> = [];
    for (const compression of ['gzip-js', 'base64', undefined]) {
      const events = [makeEvent(`via-${compression ?? 'none'}`, 'anon-1'), makeEvent('b', 'a')];
      sent.push(...events);
      const response = await new Promise<Response>((resolve) =>
        request({
          method: 'POST',
          url: `${api.url}${sink}/e/`,
          data: events.map((event) => ({ ...event, timestamp: new Date(event.timestamp) })),
          compression,
          timestampMode: 'capture-body',
          transport: 'fetch',
          callback: resolve,
        }),
      );
      assert.equal(response.statusCode, 200, String(compression));
    }
    const stored = await analytics();
    assert.deepEqual(
      stored.map((event) => event.uuid).sort(),
      sent.map((event) => event.uuid).sort(),
    );
  });

  test('posthog.init, capture and identify in a jsdom page load only the config', async (t) => {
    try {
      require.resolve('jsdom');
    } catch {
      t.skip('jsdom is not installed');
      return;
    }
    const result = await runPosthogInJsdom(api.url);
    const requests = result.requests.map((line) => line.replace(/\?.*/, ''));
    assert.ok(requests.includes(`GET ${sink}/array/${token}/config.js`), requests.join('\n'));
    assert.ok(
      requests.every((line) => !line.includes('/static/')),
      `no extension scripts: ${requests.join(', ')}`,
    );
    assert.ok(requests.includes(`POST ${sink}/i/v0/e/`));
    const events = await analytics();
    assert.deepEqual(
      events.map((event) => event.event),
      ['$pageview', '$identify'],
    );
    assert.equal(events[0]!.properties.$current_url, 'http://localhost:3001/account');
    assert.equal(events[1]!.distinct_id, 'sub-1');
    assert.equal(events[1]!.properties.$anon_distinct_id, events[0]!.distinct_id);
    assert.deepEqual(events[1]!.$set, { email: 'demo@example.com', name: 'Demo User' });
    assert.deepEqual(await analytics('?distinct_id=sub-1&event=$identify'), [events[1]]);
  });
});

/**
 * Runs posthog-js in a jsdom page in a child process (it leaves timers running and sets
 * globals, so it must not share this process). The page's fetch adds the Origin header a
 * browser would send. Returns what the page requested: its fetches, and the script tags
 * posthog-js added (jsdom loads those itself).
 */
async function runPosthogInJsdom(apiUrl: string): Promise<{ requests: string[] }> {
  const script = `
    const { JSDOM } = require('jsdom');
    const [apiUrl, token] = process.argv.slice(1);
    const requests = [];
    const dom = new JSDOM('<!doctype html><html><body></body></html>', {
      url: 'http://localhost:3001/account',
      runScripts: 'dangerously',
      resources: 'usable',
      pretendToBeVisual: true,
      beforeParse(window) {
        const nodeFetch = globalThis.fetch;
        window.fetch = (url, init = {}) => {
          requests.push((init.method || 'GET') + ' ' + new URL(url).pathname + new URL(url).search);
          const headers = new Headers(init.headers);
          headers.set('Origin', 'http://localhost:3001');
          return nodeFetch(url, { ...init, headers });
        };
      },
    });
    const { window } = dom;
    for (const key of ['window', 'document', 'navigator', 'location', 'localStorage',
      'sessionStorage', 'XMLHttpRequest', 'screen', 'history', 'fetch']) {
      Object.defineProperty(globalThis, key, { value: window[key], configurable: true, writable: true });
    }
    const posthog = require('posthog-js').default;
    posthog.init(token, {
      api_host: apiUrl + '/dev/posthog',
      persistence: 'localStorage+cookie',
      cross_subdomain_cookie: true,
      capture_pageview: false,
      autocapture: false,
      disable_session_recording: true,
      request_queue_config: { flush_interval_ms: 250 },
    });
    const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    (async () => {
      await wait(500);
      posthog.capture('$pageview', { $current_url: 'http://localhost:3001/account' });
      await wait(50);
      posthog.identify('sub-1', { email: 'demo@example.com', name: 'Demo User' });
      await wait(1500);
      const scripts = [...window.document.querySelectorAll('script')].map((s) => 'GET ' + new URL(s.src).pathname);
      process.stdout.write(JSON.stringify({ requests: [...scripts, ...requests] }));
      process.exit(0);
    })();
  `;
  const child = spawn(process.execPath, ['-e', script, apiUrl, token], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  assert.equal(code, 0, stderr);
  return JSON.parse(stdout) as { requests: string[] };
}
