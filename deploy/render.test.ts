// The container's entry step: config.json from the environment, validated by the app's schema;
// the CSP generated from it; an nginx configuration nginx itself accepts.
// Run: node --import tsx --test deploy/*.test.ts
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { parseConfig } from '../src/config/config';
import { inlineHashes } from './csp';
import { main, render, withApiUrl, withLanguage, type Env, type Paths } from './render';

const THEME_SCRIPT = "(function(){document.documentElement.dataset.theme='dark'})();";
const PAGE = `<!doctype html><html lang="en"><head><style>html{color:red}</style><script>${THEME_SCRIPT}</script><script defer src="/static/js/main.1.js"></script></head><body></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const dirs: string[] = [];
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function fixture(): Paths {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-test-'));
  dirs.push(dir);
  for (const root of ['account', 'host-demo', 'rspack-host', 'vite-host']) {
    fs.mkdirSync(path.join(dir, root), { recursive: true });
    fs.writeFileSync(path.join(dir, root, 'index.html'), PAGE);
  }
  return {
    accountRoot: path.join(dir, 'account'),
    hostDemoRoot: path.join(dir, 'host-demo'),
    rspackHostRoot: path.join(dir, 'rspack-host'),
    viteHostRoot: path.join(dir, 'vite-host'),
    templates: path.join(__dirname, 'nginx'),
    runtime: path.join(dir, 'runtime'),
    mimeTypes: '/etc/nginx/mime.types',
    brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  };
}

const base: Env = { ACCOUNT_API_URL: 'https://api.example.com/' };

function directive(csp: string, name: string): string[] {
  const found = csp.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

test('config.json is the schema-parsed environment: defaults filled, lists split', () => {
  const rendered = render(
    {
      ...base,
      ACCOUNT_POSTHOG_KEY: 'phc_x',
      ACCOUNT_POSTHOG_HOST: 'https://eu.i.posthog.com',
      ACCOUNT_REDIRECT_ALLOWED_ORIGINS: 'https://a.example.com, https://b.example.com',
      ACCOUNT_LOGO_ORIGINS: 'https://cdn.example.com',
      ACCOUNT_DEFAULT_LANGUAGE: 'pt-BR',
    },
    fixture(),
  );
  const config = JSON.parse(rendered.files['account/config.json']!);
  assert.deepEqual(config, {
    apiUrl: 'https://api.example.com',
    basePath: '',
    posthog: { key: 'phc_x', host: 'https://eu.i.posthog.com' },
    firebase: null,
    redirectAllowedOrigins: ['https://a.example.com', 'https://b.example.com'],
    logoOrigins: ['https://cdn.example.com'],
    challengeOrigins: [],
    defaultLocale: 'pt-BR',
    defaultLanguage: 'pt-BR',
  });
  // What the app will accept, unchanged.
  assert.deepEqual(parseConfig(config), config);
});

test('a bad value stops the entry step with the schema message, and nothing is written', () => {
  const paths = fixture();
  const errors: string[] = [];
  const log = { error: (m: string) => errors.push(m), warn: () => {} } as unknown as Console;
  const code = main(
    {
      ...base,
      ACCOUNT_ROOT: paths.accountRoot,
      RUNTIME_DIR: paths.runtime,
      ACCOUNT_REDIRECT_ALLOWED_ORIGINS: 'https://ok.example.com/path',
    },
    paths.templates,
    log,
  );
  assert.equal(code, 1);
  assert.match(errors.join('\n'), /^Invalid account configuration: redirectAllowedOrigins\.0: /);
  assert.equal(fs.existsSync(path.join(paths.runtime, 'account/config.json')), false);
});

test('a missing API URL and malformed JSON are named too', () => {
  assert.throws(() => render({}, fixture()), /apiUrl: ACCOUNT_API_URL is required/);
  assert.throws(
    () => render({ ...base, ACCOUNT_FIREBASE: '{nope' }, fixture()),
    /ACCOUNT_FIREBASE: must be JSON/,
  );
  assert.throws(
    () => render({ ...base, ACCOUNT_HOST_ORIGINS: 'https://host.example.com/x' }, fixture()),
    /ACCOUNT_HOST_ORIGINS: .* is not an origin/,
  );
});

test('the account CSP allows the inline elements of every page: the sign-in page’s style sheets too', () => {
  const paths = fixture();
  const sheet = '.acc-form{display:grid}';
  fs.writeFileSync(
    path.join(paths.accountRoot, 'sign-in.html'),
    PAGE.replace('</head>', `<style data-href=/static/css/sign-in.css>${sheet}</style></head>`),
  );
  // The silent-renew page has a policy of its own: its inline elements are not the app's.
  fs.writeFileSync(path.join(paths.accountRoot, 'silent-renew.html'), '<style>b{}</style>');
  const { csp } = render(base, paths);
  assert.deepEqual(directive(csp.account!, 'style-src'), [
    "'self'",
    sha256('html{color:red}'),
    sha256(sheet),
  ]);
});

test('the CSP allows the inline theme script by its hash, and nothing unsafe', () => {
  const { csp } = render(base, fixture());
  const scripts = directive(csp.account!, 'script-src');
  assert.deepEqual(scripts, ["'self'", sha256(THEME_SCRIPT)]);
  assert.ok(!csp.account!.includes('unsafe-'));
  assert.deepEqual(directive(csp.account!, 'style-src'), ["'self'", sha256('html{color:red}')]);
  assert.deepEqual(directive(csp.account!, 'object-src'), ["'none'"]);
  assert.deepEqual(directive(csp.account!, 'base-uri'), ["'none'"]);
  assert.deepEqual(directive(csp.account!, 'frame-ancestors'), ["'none'"]);
});

test('connect-src and img-src name exactly the configured origins', () => {
  const { csp } = render(
    {
      ...base,
      ACCOUNT_POSTHOG_KEY: 'phc_x',
      ACCOUNT_POSTHOG_HOST: 'https://eu.i.posthog.com/ingest',
      ACCOUNT_LOGO_ORIGINS: 'https://cdn.example.com https://logos.example.org',
    },
    fixture(),
  );
  assert.deepEqual(directive(csp.account!, 'connect-src'), [
    "'self'",
    'https://api.example.com',
    'https://eu.i.posthog.com',
  ]);
  // data: for the platform's logos, inline in the app's pages (deploy/csp.ts, dataImages).
  assert.deepEqual(directive(csp.account!, 'img-src'), [
    "'self'",
    'data:',
    'https://cdn.example.com',
    'https://logos.example.org',
  ]);
  // No Firebase configured: no Google origin anywhere.
  assert.ok(!csp.account!.includes('google'));
});

test('data: images only where the platform logos are inline: the app, not the host demo', () => {
  const rendered = render(
    { ...base, SERVE: 'account,host-demo', HOST_DEMO_ACCOUNT_ORIGIN: 'http://localhost:3001' },
    fixture(),
  );
  assert.ok(directive(rendered.csp.account!, 'img-src').includes('data:'));
  // The host demo loads the remote, whose logos are files from the app's origin.
  assert.ok(!rendered.csp.hostDemo!.includes('data:'), rendered.csp.hostDemo);
  for (const header of [rendered.csp.account!, rendered.csp.hostDemo!]) {
    for (const name of ['script-src', 'style-src', 'connect-src', 'frame-src', 'default-src']) {
      assert.ok(!directive(header, name).includes('data:'), `${name} in ${header}`);
    }
  }
});

test("a tenant's CAPTCHA hosts only when configured: script, frame and connect, nothing else", () => {
  const without = render(base, fixture()).csp.account!;
  assert.deepEqual(directive(without, 'script-src'), ["'self'", sha256(THEME_SCRIPT)]);
  assert.ok(!without.includes('hcaptcha') && !without.includes('cloudflare'));

  const { csp, files } = render(
    { ...base, ACCOUNT_CHALLENGE_ORIGINS: 'https://hcaptcha.com https://js.hcaptcha.com' },
    fixture(),
  );
  const header = csp.account!;
  const hosts = ['https://hcaptcha.com', 'https://js.hcaptcha.com'];
  assert.deepEqual(directive(header, 'script-src'), ["'self'", sha256(THEME_SCRIPT), ...hosts]);
  assert.deepEqual(directive(header, 'frame-src'), ["'self'", 'https://api.example.com', ...hosts]);
  assert.deepEqual(directive(header, 'connect-src'), [
    "'self'",
    'https://api.example.com',
    ...hosts,
  ]);
  assert.deepEqual(directive(header, 'img-src'), ["'self'", 'data:', 'https://api.example.com']);
  assert.deepEqual(JSON.parse(files['account/config.json']!).challengeOrigins, hosts);
});

test('Firebase adds its origins only when configured, and no script host', () => {
  const { csp } = render(
    {
      ...base,
      ACCOUNT_FIREBASE: JSON.stringify({
        options: { apiKey: 'k', appId: 'a' },
        appCheckSiteKey: 'site',
        vapidKey: 'v',
        databaseUrl: 'https://demo-rtdb.firebaseio.com',
      }),
    },
    fixture(),
  );
  const header = csp.account!;
  assert.deepEqual(directive(header, 'connect-src'), [
    "'self'",
    'https://api.example.com',
    'https://firebaseinstallations.googleapis.com',
    'https://fcmregistrations.googleapis.com',
    // The Realtime Database over WebSocket only, at its exact host.
    'wss://demo-rtdb.firebaseio.com',
  ]);
  // Hosts with a known bypass of a script-src that lists them: the tag manager (any
  // container's scripts), reCAPTCHA's www.google.com and www.gstatic.com (JSONP, hosted
  // libraries), the Realtime Database's long-polling JSONP.
  for (const host of [
    'googletagmanager.com',
    'www.google.com',
    'gstatic.com',
    'recaptcha',
    'https://demo-rtdb.firebaseio.com',
    '*.firebaseio.com',
  ]) {
    assert.ok(!header.includes(host), `${host} in ${header}`);
  }
  assert.deepEqual(directive(header, 'script-src'), ["'self'", sha256(THEME_SCRIPT)]);
  assert.deepEqual(directive(header, 'frame-src'), ["'self'", 'https://api.example.com']);
  assert.deepEqual(directive(header, 'img-src'), ["'self'", 'data:', 'https://api.example.com']);
  // The host demo hands the remote the same configuration: the same refusals there.
  const hosted = render(
    {
      ...base,
      SERVE: 'host-demo',
      HOST_DEMO_ACCOUNT_ORIGIN: 'http://localhost:3001',
      ACCOUNT_FIREBASE: JSON.stringify({
        options: { apiKey: 'k', appId: 'a' },
        appCheckSiteKey: 'site',
      }),
    },
    fixture(),
  ).csp.hostDemo!;
  assert.ok(!/google\.com|gstatic|googletagmanager/.test(hosted), hosted);
});

test('violation reports go to ACCOUNT_CSP_REPORT_URI: report-uri, report-to and its endpoint', () => {
  const reportUri = 'https://csp.example.com/reports?app=account';
  const rendered = render(
    {
      ...base,
      SERVE: 'account,host-demo',
      HOST_DEMO_ACCOUNT_ORIGIN: 'http://localhost:3001',
      ACCOUNT_CSP_REPORT_URI: reportUri,
    },
    fixture(),
  );
  for (const header of [rendered.csp.account!, rendered.csp.hostDemo!]) {
    assert.deepEqual(directive(header, 'report-uri'), [reportUri]);
    assert.deepEqual(directive(header, 'report-to'), ['csp']);
  }
  // Every page's headers name the endpoint, the silent-renew page's too.
  for (const name of [
    'account/no-cache.conf',
    'account/immutable.conf',
    'account/silent-renew.conf',
    'host-demo/no-cache.conf',
  ]) {
    const conf = rendered.files[name]!;
    assert.ok(
      conf.includes(`add_header Reporting-Endpoints "csp=\\"${reportUri}\\"" always;`) ||
        conf.includes(`add_header Reporting-Endpoints 'csp="${reportUri}"' always;`),
      `${name}: ${conf}`,
    );
    assert.match(conf, /report-to csp/);
  }

  // Unset: no reporting at all.
  const quiet = render(base, fixture());
  assert.ok(!/report-/.test(quiet.csp.account!));
  assert.ok(!quiet.files['account/no-cache.conf']!.includes('Reporting-Endpoints'));
});

test('ACCOUNT_CSP_REPORT_URI must be a plain https URL (http on loopback)', () => {
  for (const bad of [
    'csp.example.com/reports',
    'http://csp.example.com/reports',
    'https://user:pw@csp.example.com/',
    'https://csp.example.com/a;script-src *',
    'https://csp.example.com/a, b',
    'https://csp.example.com/"x',
    'https://csp.example.com/$host',
    'javascript:alert(1)',
  ]) {
    assert.throws(
      () => render({ ...base, ACCOUNT_CSP_REPORT_URI: bad }, fixture()),
      /ACCOUNT_CSP_REPORT_URI: /,
      bad,
    );
  }
  // The dev API's http endpoint: report-uri alone. Browsers keep only https Reporting API
  // endpoints, and one whose policy has report-to ignores report-uri: no report would arrive.
  const local = render(
    { ...base, ACCOUNT_CSP_REPORT_URI: 'http://localhost:4000/dev/csp-reports' },
    fixture(),
  );
  assert.deepEqual(directive(local.csp.account!, 'report-uri'), [
    'http://localhost:4000/dev/csp-reports',
  ]);
  assert.deepEqual(directive(local.csp.account!, 'report-to'), []);
  assert.ok(!local.files['account/no-cache.conf']!.includes('Reporting-Endpoints'));
});

test('an IPv6 logo origin cannot be written in CSP: left out with a warning', () => {
  const rendered = render(
    { ...base, ACCOUNT_LOGO_ORIGINS: 'https://cdn.example.com http://[::1]:4000' },
    fixture(),
  );
  assert.deepEqual(directive(rendered.csp.account!, 'img-src'), [
    "'self'",
    'data:',
    'https://cdn.example.com',
  ]);
  assert.match(rendered.warnings.join('\n'), /http:\/\/\[::1\]:4000 cannot be written/);
});

test('HSTS and upgrade-insecure-requests only where TLS terminates (ACCOUNT_HSTS=1)', () => {
  const plain = render(base, fixture());
  assert.ok(!plain.files['account/no-cache.conf']!.includes('Strict-Transport-Security'));
  const tls = render({ ...base, ACCOUNT_HSTS: '1' }, fixture());
  assert.match(tls.files['account/no-cache.conf']!, /Strict-Transport-Security "max-age=63072000/);
  assert.ok(tls.csp.account!.endsWith('; upgrade-insecure-requests'));
});

test('the host demo may load the remote and its API, and no one may frame it', () => {
  const { csp, files } = render(
    {
      ...base,
      SERVE: 'account,host-demo',
      HOST_DEMO_ACCOUNT_ORIGIN: 'https://account.example.com',
    },
    fixture(),
  );
  assert.deepEqual(directive(csp.hostDemo!, 'script-src'), [
    "'self'",
    sha256(THEME_SCRIPT),
    'https://account.example.com',
  ]);
  assert.ok(directive(csp.hostDemo!, 'connect-src').includes('https://api.example.com'));
  assert.deepEqual(directive(csp.hostDemo!, 'frame-ancestors'), ["'none'"]);
  // The host demo provides the federation runtime: it mounts the slim container.
  assert.deepEqual(JSON.parse(files['host-demo/config.json']!), {
    apiUrl: 'https://api.example.com',
    logoOrigins: ['https://api.example.com'],
    posthog: null,
    accountManifestUrl: 'https://account.example.com/mf-manifest.slim.json',
    accountAppUrl: 'https://account.example.com/',
  });
});

test('the Rspack and Vite hosts: the default container, their own addresses, files and policies', () => {
  const { csp, files } = render(
    {
      ...base,
      SERVE: 'account,rspack-host,vite-host',
      HOST_DEMO_ACCOUNT_ORIGIN: 'https://account.example.com',
      RSPACK_HOST_LISTEN: '127.0.0.1:3002',
      VITE_HOST_LISTEN: '127.0.0.1:3003',
    },
    fixture(),
  );
  assert.equal(files['servers/host-demo.conf'], undefined);
  for (const [name, listen] of [
    ['rspack-host', '127.0.0.1:3002'],
    ['vite-host', '127.0.0.1:3003'],
  ] as const) {
    const config = JSON.parse(files[`${name}/config.json`]!);
    assert.equal(config.accountManifestUrl, 'https://account.example.com/mf-manifest.json');
    const server = files[`servers/${name}.conf`]!;
    assert.match(server, new RegExp(`listen ${listen.replace(/\./g, '\\.')};`));
    // Each server includes its own snippets, never another host's.
    const includes = [...server.matchAll(/include (\S+);/g)].map((m) => m[1]!);
    assert.ok(includes.length > 0);
    for (const file of includes) assert.match(file, new RegExp(`/${name}/[a-z-]+\\.conf$`));
    assert.ok(directive(csp.hosts![name]!, 'script-src').includes('https://account.example.com'));
    assert.match(files[`${name}/no-cache.conf`]!, /frame-ancestors 'none'"/);
  }
});

test('inlineHashes skips scripts with src', () => {
  assert.deepEqual(inlineHashes('<script src="/a.js"></script><script>x()</script>').scripts, [
    sha256('x()'),
  ]);
});

const nginx = '/usr/sbin/nginx';
test('nginx accepts the rendered configuration (nginx -t)', () => {
  assert.ok(fs.existsSync(nginx), `${nginx} is missing: npm run prerequisites`);
  const paths = fixture();
  const code = main(
    {
      ...base,
      SERVE: 'account,host-demo,rspack-host,vite-host',
      ACCOUNT_HOST_ORIGINS: 'https://host.example.com',
      HOST_DEMO_ACCOUNT_ORIGIN: 'https://account.example.com',
      ACCOUNT_ROOT: paths.accountRoot,
      HOST_DEMO_ROOT: paths.hostDemoRoot,
      RSPACK_HOST_ROOT: paths.rspackHostRoot,
      VITE_HOST_ROOT: paths.viteHostRoot,
      RSPACK_HOST_LISTEN: '8092',
      VITE_HOST_LISTEN: '8093',
      RUNTIME_DIR: paths.runtime,
      ACCESS_LOG: 'off',
    },
    paths.templates,
  );
  assert.equal(code, 0);
  const conf = path.join(paths.runtime, 'nginx.conf');
  const result = spawnSync(nginx, ['-t', '-p', paths.runtime, '-c', conf, '-e', 'stderr'], {
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, result.stderr);
  assert.match(
    fs.readFileSync(path.join(paths.runtime, 'servers/account.conf'), 'utf8'),
    /"https:\/\/host\.example\.com" \$http_origin;/,
  );
});

test('only the silent-renew page may be framed, and only by its own origin', () => {
  const { files } = render(
    {
      ...base,
      SERVE: 'account,host-demo',
      HOST_DEMO_ACCOUNT_ORIGIN: 'https://account.example.com',
    },
    fixture(),
  );
  for (const server of ['account', 'host-demo']) {
    const silentRenew = files[`${server}/silent-renew.conf`]!;
    assert.match(silentRenew, /frame-ancestors 'self'"/);
    assert.match(silentRenew, /X-Frame-Options "SAMEORIGIN"/);
    assert.match(files[`${server}/no-cache.conf`]!, /frame-ancestors 'none'"/);
    assert.match(files[`${server}/no-cache.conf`]!, /X-Frame-Options "DENY"/);
    assert.match(
      files[`servers/${server}.conf`]!,
      /silent-renew\.html \{\n\s+include .*silent-renew\.conf;/,
    );
  }
});

/** A free loopback port (closed again before nginx takes it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * nginx itself, on the rendered configuration, serving a fixture build with screen pages
 * (scripts/screen-pages.ts): `sign-in.html` (also gzipped) and `security.html`, no `sign-up.html`.
 */
async function serveScreens(env: Env): Promise<{ origin: string; stop: () => Promise<void> }> {
  assert.ok(fs.existsSync(nginx), `${nginx} is missing: npm run prerequisites`);
  const paths = fixture();
  const root = paths.accountRoot;
  fs.chmodSync(path.dirname(root), 0o755); // nginx's workers run as another user
  for (const screen of ['sign-in', 'security']) {
    fs.writeFileSync(path.join(root, `${screen}.html`), PAGE_OF(screen));
  }
  fs.writeFileSync(path.join(root, 'sign-in.html.gz'), gzipSync(PAGE_OF('sign-in')));
  fs.mkdirSync(path.join(root, 'static/js'), { recursive: true });
  fs.writeFileSync(path.join(root, 'static/js/main.1.js'), 'main()');
  const port = await freePort();
  const code = main(
    {
      ...env,
      ACCOUNT_ROOT: root,
      ACCOUNT_LISTEN: `127.0.0.1:${port}`,
      RUNTIME_DIR: paths.runtime,
      ACCESS_LOG: env.ACCESS_LOG ?? 'off',
    },
    paths.templates,
  );
  assert.equal(code, 0);
  const child = spawn(
    nginx,
    [
      '-p',
      paths.runtime,
      '-c',
      path.join(paths.runtime, 'nginx.conf'),
      '-e',
      'stderr',
      '-g',
      'daemon off;',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`${origin}/healthz`).catch(() => undefined))?.ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    origin,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

const PAGE_OF = (screen: string) =>
  PAGE.replace('</head>', `<link rel="preload" as="script" href="/${screen}.js">`);

const screenTests = { timeout: 30_000 };

/** A page as the deployment serves it: with its API's address (deploy/render.ts, withApiUrl). */
const served = (page: string) =>
  page.replace('<html lang="en">', '<html data-api="https://api.example.com" lang="en">');

test(
  'a screen address answers its own page; other routes index.html; files stay files',
  screenTests,
  async () => {
    const { origin, stop } = await serveScreens(base);
    try {
      const get = async (url: string, headers: Record<string, string> = {}) => {
        const response = await fetch(`${origin}${url}`, { headers });
        return { response, text: await response.text() };
      };
      for (const url of ['/sign-in', '/sign-in/', '/sign-in?interaction=abc', '/security']) {
        const screen = url.slice(1).replace(/[/?].*$/, '');
        const { response, text } = await get(url);
        assert.equal(response.status, 200, url);
        assert.match(response.headers.get('content-type') ?? '', /^text\/html/, url);
        assert.equal(text, served(PAGE_OF(screen)), url);
        // Revalidated like index.html, with the same security headers and policy.
        assert.equal(response.headers.get('cache-control'), 'no-cache', url);
        assert.match(
          response.headers.get('content-security-policy') ?? '',
          /frame-ancestors 'none'/,
        );
        assert.equal(response.headers.get('x-frame-options'), 'DENY', url);
      }
      // The build's .gz sibling is served as it is (gzip_static), as for every other file.
      const gzipped = await get('/sign-in', { 'accept-encoding': 'gzip' });
      assert.equal(gzipped.response.headers.get('content-encoding'), 'gzip');
      assert.equal(gzipped.text, served(PAGE_OF('sign-in')));
      // A screen the build has no page for, an unknown route, a nested one, the home: index.html.
      for (const url of ['/sign-up', '/nope', '/privacy/terms', '/sign-in/x', '/x/sign-in', '/']) {
        const { response, text } = await get(url);
        assert.equal(response.status, 200, url);
        assert.equal(text, served(PAGE), url);
        assert.equal(response.headers.get('cache-control'), 'no-cache', url);
      }
      // Names with an extension are files: there, or a real 404 (never a page).
      assert.equal((await get('/static/js/main.1.js')).text, 'main()');
      for (const url of ['/static/js/nope.js', '/sign-up.html', '/sign-in.js']) {
        const { response, text } = await get(url);
        assert.equal(response.status, 404, url);
        assert.ok(!text.includes('main.1.js'), url);
      }
    } finally {
      await stop();
    }
  },
);

test(
  "the pages say the deployment's default language; the page as built otherwise",
  screenTests,
  async () => {
    const { origin, stop } = await serveScreens({ ...base, ACCOUNT_DEFAULT_LANGUAGE: 'pt' });
    try {
      const inPortuguese = (page: string) => page.replace('lang="en"', 'lang="pt-BR"');
      for (const [url, page] of [
        ['/sign-in', PAGE_OF('sign-in')],
        ['/security/', PAGE_OF('security')],
        ['/nope', PAGE],
        ['/', PAGE],
        ['/index.html', PAGE],
      ] as const) {
        for (const encoding of ['identity', 'gzip', 'br']) {
          const response = await fetch(`${origin}${url}`, {
            headers: { 'accept-encoding': encoding },
          });
          assert.equal(response.status, 200, url);
          if (encoding !== 'identity') {
            assert.equal(response.headers.get('content-encoding'), encoding, `${url} ${encoding}`);
          }
          assert.equal(await response.text(), inPortuguese(served(page)), `${url} ${encoding}`);
        }
      }
    } finally {
      await stop();
    }
  },
);

test('withApiUrl puts the API’s address on <html>, escaped, once', () => {
  assert.equal(
    withApiUrl('<!doctype html><html lang=en><head>', 'https://api.example.com'),
    '<!doctype html><html data-api="https://api.example.com" lang=en><head>',
  );
  assert.equal(
    withApiUrl('<html data-api="https://old.example" lang="en">', 'https://a.example/x?a=1&b="2"'),
    '<html data-api="https://a.example/x?a=1&amp;b=&quot;2&quot;" lang="en">',
  );
  assert.equal(withApiUrl('<body>', 'https://api.example.com'), '<body>');
});

test('form-action allows the API: sign-in.html’s form posts there before the app arrives', () => {
  const { csp } = render(base, fixture());
  assert.deepEqual(directive(csp.account!, 'form-action'), ["'self'", 'https://api.example.com']);
});

test('withLanguage changes only the value of <html lang>, or adds it', () => {
  assert.equal(
    withLanguage('<!doctype html><html lang=en><head>', 'es'),
    '<!doctype html><html lang=es><head>',
  );
  assert.equal(
    withLanguage('<html data-x="1" lang="en"><body lang="en">', 'pt-BR'),
    '<html data-x="1" lang="pt-BR"><body lang="en">',
  );
  assert.equal(withLanguage('<html><head>', 'es'), '<html lang="es"><head>');
  assert.equal(withLanguage('<body>', 'es'), '<body>');
});

test('under a base path, the screens are found under it only', screenTests, async () => {
  const { origin, stop } = await serveScreens({ ...base, ACCOUNT_BASE_PATH: '/my.app' });
  try {
    const text = async (url: string) => (await fetch(`${origin}${url}`)).text();
    assert.equal(await text('/my.app/sign-in'), served(PAGE_OF('sign-in')));
    assert.equal(await text('/my.app/security/'), served(PAGE_OF('security')));
    // The base path is literal: its dot is not "any character".
    for (const url of ['/myXapp/sign-in', '/sign-in', '/my.app/nope', '/my.app/x/sign-in']) {
      assert.equal(await text(url), served(PAGE), url);
    }
  } finally {
    await stop();
  }
});

test(
  'the access log holds no query string, on any path: a mailed link’s ?token= never lands in it',
  screenTests,
  async () => {
    const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'access-log-')), 'access.log');
    dirs.push(path.dirname(log));
    const { origin, stop } = await serveScreens({ ...base, ACCESS_LOG: log });
    const secrets: string[] = [];
    const secret = () => {
      secrets.push(`SECRET${secrets.length}x${Date.now()}`);
      return secrets.at(-1)!;
    };
    const requests: [string, Record<string, string>?][] = [
      [`/forgot-password?token=${secret()}`],
      [`/confirm-account?whitelabel=acme&token=${secret()}`],
      [`/not-me?token=${secret()}`],
      [`/privacy/restore?token=${secret()}`],
      [`/privacy/not-me?token=${secret()}`],
      [`/privacy/confirm-email?token=${secret()}`],
      [`/register-token-fcm?token=${secret()}&platform=android`],
      [`/callback?code=${secret()}&state=${secret()}`],
      [`/sign-in?interaction=${secret()}`],
      [`/static/js/missing.js?token=${secret()}`],
      ['/security', { Referer: `${origin}/forgot-password?token=${secret()}` }],
    ];
    try {
      for (const [url, headers] of requests) {
        const response = await fetch(`${origin}${url}`, { headers });
        await response.arrayBuffer();
      }
    } finally {
      await stop();
    }
    const text = fs.readFileSync(log, 'utf8');
    // Every request was logged, by its path…
    const lines = text.trim().split('\n');
    assert.equal(lines.filter((line) => !line.includes('/healthz')).length, requests.length, text);
    for (const route of ['/forgot-password', '/privacy/restore', '/callback', '/sign-in']) {
      assert.match(text, new RegExp(`"GET ${route} HTTP/1\\.1" 200`));
    }
    assert.match(text, /"GET \/static\/js\/missing\.js HTTP\/1\.1" 404/);
    assert.match(text, new RegExp(`"${origin}/forgot-password"`), 'the Referer, cut');
    // …and none of the secrets, nor any query at all.
    for (const value of secrets) assert.ok(!text.includes(value), `${value} in:\n${text}`);
    assert.doesNotMatch(text, /[?&](token|code|state|interaction|whitelabel)=/);
  },
);
