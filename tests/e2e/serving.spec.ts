// The production builds as nginx serves them (deploy/, `npm run preview`): security headers,
// cache rules, real 404s, CORS for hosts, pre-compressed files, and no framing by another origin.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';

const account = 'http://localhost:3001';
const host = 'http://localhost:3000';
const IMMUTABLE = 'public, max-age=31536000, immutable';

// Server behaviour, not a journey: once, whichever project runs it.
test.skip(({ accountBase }) => accountBase !== '', 'server checks run once');

function directives(response: APIResponse): Map<string, string[]> {
  const csp = response.headers()['content-security-policy'] ?? '';
  return new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

/** The first chunk of an exposed module, from each of the remote's two manifests. */
async function firstChunks(request: APIRequestContext): Promise<string[]> {
  const chunks = [];
  for (const name of ['mf-manifest.json', 'mf-manifest.slim.json']) {
    const manifest = (await (await request.get(`${account}/${name}`)).json()) as {
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    chunks.push(`/${manifest.exposes[0]!.assets.js.sync[0]!}`);
  }
  // One under remote/, one under remote-slim/.
  expect(chunks.map((c) => c.split('/')[1])).toEqual(['remote', 'remote-slim']);
  return chunks;
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

test('every response carries the security headers; the CSP allows no unsafe script', async ({
  request,
}) => {
  for (const url of [`${account}/`, `${account}/static/js/nope.js`, `${account}/remoteEntry.js`]) {
    const response = await request.get(url);
    const headers = response.headers();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('no-referrer');
    expect(headers['permissions-policy'], url).toContain('camera=()');
    expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
    // Plain http here: HSTS only where TLS terminates.
    expect(headers['strict-transport-security'], url).toBeUndefined();
    const csp = directives(response);
    expect(csp.get('object-src'), url).toEqual(["'none'"]);
    expect(csp.get('base-uri'), url).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
    expect(headers['content-security-policy'], url).not.toContain('unsafe-');
  }
});

test('only the silent-renew page may be framed, and only by its own origin', async ({
  request,
}) => {
  for (const origin of [account, host]) {
    const silentRenew = await request.get(`${origin}/silent-renew.html`);
    expect(directives(silentRenew).get('frame-ancestors'), origin).toEqual(["'self'"]);
    expect(silentRenew.headers()['x-frame-options'], origin).toBe('SAMEORIGIN');
    const page = await request.get(`${origin}/`);
    expect(directives(page).get('frame-ancestors'), origin).toEqual(["'none'"]);
    expect(page.headers()['x-frame-options'], origin).toBe('DENY');
  }
});

test('the CSP names the inline scripts by their hashes and exactly the configured origins', async ({
  request,
}) => {
  const page = await request.get(`${account}/`);
  const html = await page.text();
  const hashes = inlineScriptHashes(html);
  // public/index.html's: the theme before the first paint, and the sign-in form's chooser.
  expect(hashes).toHaveLength(2);
  const csp = directives(page);
  const config = (await (await request.get(`${account}/config.json`)).json()) as {
    apiUrl: string;
    posthog: { host: string } | null;
    logoOrigins: string[];
    challengeOrigins?: string[];
  };
  // A tenant's CAPTCHA (docs/abuse-protection.md): its hosts only when configured.
  const challenge = config.challengeOrigins ?? [];
  expect(csp.get('script-src')).toEqual(["'self'", ...hashes, ...challenge]);
  const api = new URL(config.apiUrl).origin;
  expect(csp.get('connect-src')).toEqual([
    ...new Set([
      "'self'",
      api,
      ...(config.posthog ? [new URL(config.posthog.host).origin] : []),
      ...challenge,
    ]),
  ]);
  // data: for the platform's logos, written into the pages (deploy/csp.ts, dataImages).
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', ...config.logoOrigins]);
});

test('deep links get the app; missing files get a real 404, never the HTML', async ({
  request,
}) => {
  const index = await (await request.get(`${account}/`)).text();
  // A screen's address: its own page, index.html plus preloads (scripts/screen-pages.ts).
  const deepLink = await request.get(`${account}/sign-up`);
  expect(deepLink.status()).toBe(200);
  expect(deepLink.headers()['content-type']).toContain('text/html');
  expect((await deepLink.text()).replace(/<link rel=preload as=(script|style) [^>]*>/g, '')).toBe(
    index,
  );
  // Any other route: index.html itself.
  for (const route of ['/privacy/terms', '/nope', '/sign-up/nope']) {
    const response = await request.get(`${account}${route}`);
    expect(response.status(), route).toBe(200);
    expect(await response.text(), route).toBe(index);
  }
  for (const missing of [
    '/static/js/nope.js',
    '/remote/nope.js',
    '/remote-slim/nope.js',
    '/nope.png',
    '/static/css/x.css',
  ]) {
    const response = await request.get(`${account}${missing}`);
    expect(response.status(), missing).toBe(404);
    expect(await response.text(), missing).not.toContain('id="root"');
    expect(response.headers()['cache-control'] ?? '', missing).not.toContain('immutable');
  }
});

test('cache rules: hashed files a year, fixed names revalidated', async ({ request }) => {
  const html = await (await request.get(`${account}/`)).text();
  // The minified page may leave attribute values unquoted.
  const hashed = [...html.matchAll(/(?:src|href)="?(\/static\/[^"\s>]+)/g)].map((m) => m[1]!);
  expect(hashed.length).toBeGreaterThan(0);
  const remoteChunks = await firstChunks(request);
  for (const file of [...hashed, ...remoteChunks]) {
    const response = await request.get(`${account}${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe(IMMUTABLE);
  }
  for (const file of [
    '/',
    '/index.html',
    '/sign-up',
    '/sign-in?interaction=x',
    '/security',
    '/nope',
    '/config.json',
    '/remoteEntry.js',
    '/mf-manifest.json',
    '/remoteEntry.slim.js',
    '/mf-manifest.slim.json',
    '/@mf-types.zip',
    '/@mf-types.d.ts',
    '/silent-renew.html',
    '/firebase-messaging-sw.js',
  ]) {
    const response = await request.get(`${account}${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe('no-cache');
  }
});

test('source maps stay build artifacts: not linked, not served', async ({ request }) => {
  const dist = path.resolve(__dirname, '../../dist');
  const maps = fs.readdirSync(path.join(dist, 'static/js')).filter((f) => f.endsWith('.map'));
  expect(maps.length).toBeGreaterThan(0); // kept for error tracking and `npm run bench`
  const response = await request.get(`${account}/static/js/${maps[0]}`);
  expect(response.status()).toBe(404);
  const script = await request.get(`${account}/static/js/${maps[0]!.replace(/\.map$/, '')}`);
  expect(await script.text()).not.toContain('sourceMappingURL');
  for (const file of [
    'remoteEntry.js.map',
    'remoteEntry.slim.js.map',
    'mf-manifest.slim-stats.json',
  ]) {
    expect((await request.get(`${account}/${file}`)).status(), file).toBe(404);
  }
});

test('the remote answers CORS to the configured host origins only', async ({ request }) => {
  const files = [
    '/remoteEntry.js',
    '/mf-manifest.json',
    '/remoteEntry.slim.js',
    '/mf-manifest.slim.json',
    ...(await firstChunks(request)),
  ];
  for (const file of files) {
    // The host demo, and the Rspack and Vite hosts of hosts/.
    for (const origin of [host, 'http://localhost:3002', 'http://localhost:3003']) {
      const allowed = await request.get(`${account}${file}`, { headers: { Origin: origin } });
      expect(allowed.headers()['access-control-allow-origin'], file).toBe(origin);
    }
    const other = await request.get(`${account}${file}`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(other.headers()['access-control-allow-origin'], file).toBeUndefined();
  }
  // The standalone page itself is not readable cross-origin.
  const page = await request.get(`${account}/`, { headers: { Origin: host } });
  expect(page.headers()['access-control-allow-origin']).toBeUndefined();
});

test('pre-compressed brotli and gzip files are served as they are', async ({ request }) => {
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get(`${account}/remoteEntry.js`, {
      headers: { 'Accept-Encoding': encoding },
    });
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers()['vary']).toContain('Accept-Encoding');
  }
});

test('config.json is the rendered one (no development file in the build); health and version answer', async ({
  request,
}) => {
  expect(fs.existsSync(path.resolve(__dirname, '../../dist/config.json'))).toBe(false);
  expect(fs.existsSync(path.resolve(__dirname, '../../host-demo/dist/config.json'))).toBe(false);
  const config = await request.get(`${account}/config.json`);
  expect(config.headers()['content-type']).toContain('application/json');
  expect(await config.json()).toMatchObject({ apiUrl: 'http://localhost:4000' });
  const health = await request.get(`${account}/healthz`);
  expect(health.status()).toBe(200);
  expect(await health.text()).toBe('ok\n');
  const version = (await (await request.get(`${account}/version.json`)).json()) as object;
  expect(version).toEqual({ version: expect.any(String), commit: expect.any(String) });
});

test('the host demo: its own headers, a CSP that lets it mount the remote, real 404s', async ({
  request,
}) => {
  const page = await request.get(`${host}/account/sign-up`);
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  const csp = directives(page);
  // The remote's files, and the CAPTCHA hosts the deployment configured (none in production
  // unless a tenant chose one: docs/abuse-protection.md).
  const scripts = csp.get('script-src') ?? [];
  expect(scripts).toEqual(expect.arrayContaining(["'self'", account]));
  for (const extra of scripts.filter((source) => source !== "'self'" && source !== account)) {
    expect(extra).toMatch(/^https?:\/\/[^/'*]+$/);
  }
  expect(csp.get('connect-src')).toEqual(
    expect.arrayContaining([account, 'http://localhost:4000']),
  );
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(page.headers()['content-security-policy']).not.toContain('unsafe-');
  expect((await request.get(`${host}/static/js/nope.js`)).status()).toBe(404);
  // It provides the federation runtime: the slim container.
  const config = (await (await request.get(`${host}/config.json`)).json()) as object;
  expect(config).toMatchObject({
    accountManifestUrl: `${account}/mf-manifest.slim.json`,
    accountAppUrl: `${account}/`,
  });
});

test('a page of another origin cannot frame the sign-in, standalone or hosted', async ({
  page,
}) => {
  // Another origin on this machine (so only the frame policy can refuse the frames).
  const foreign = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(`<iframe name="standalone" src="${account}/sign-up"></iframe>
             <iframe name="hosted" src="${host}/account/sign-up"></iframe>`);
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = foreign.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    for (const name of ['standalone', 'hosted']) {
      // Refused by the browser: the frame holds its error page, not the app.
      await expect.poll(() => page.frame({ name })?.url()).toBe('chrome-error://chromewebdata/');
      await expect(
        page.frame({ name })!.getByRole('heading', { name: 'Create your account' }),
      ).toHaveCount(0);
    }
  } finally {
    await new Promise((resolve) => foreign.close(resolve));
  }
});

test('the page preloads /config.json and the app uses that one download', async ({ page }) => {
  const configRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.json') configRequests.push(request.url());
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto(`${account}/sign-up`);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  expect(configRequests).toHaveLength(1);
  expect(warnings).toEqual([]);
});

test("a screen's page preloads the screen's chunks, and the app uses those downloads", async ({
  page,
}) => {
  const requested = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url()).pathname;
    requested.set(url, (requested.get(url) ?? 0) + 1);
  });
  await page.goto(`${account}/sign-up`);
  // The screen ran: its chunks' code was executed, from the one download each had (below).
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const preloads = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLLinkElement>(
        'link[rel=preload][as=script], link[rel=preload][as=style]',
      ),
    ].map((link) => ({
      path: new URL(link.href).pathname,
      as: link.as,
      // The stylesheet mini-css-extract added for the screen (webpack's script tags are removed
      // once they have run).
      stylesheet: [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].some(
        (sheet) => sheet.href === link.href,
      ),
      initiators: performance
        .getEntriesByName(link.href, 'resource')
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    })),
  );
  // The screen's own chunk (files are named by chunk id; the build stats name the chunk).
  const stats = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../../dist/build-stats.json'), 'utf8'),
  ) as { chunks: Record<string, { name?: string; files: string[] }> };
  const signUp = Object.values(stats.chunks).find((chunk) => chunk.name === 'sign-up');
  expect(preloads.some((p) => signUp?.files.includes(p.path.slice(1)))).toBe(true);
  expect(preloads.some((p) => p.as === 'style')).toBe(true);
  for (const preload of preloads) {
    // Downloaded once, by the preload: the app's own tag reused it (a mismatch, e.g. of
    // crossorigin, would show a second request by a script or link).
    expect(preload.initiators, preload.path).toEqual(['link']);
    expect(requested.get(preload.path), preload.path).toBe(1);
    if (preload.as === 'style') expect(preload.stylesheet, preload.path).toBe(true);
  }
});
