// The container's entry step (and `npm run preview`'s): renders config.json from environment
// variables, validates it with the app's own schema (src/config/config.ts), generates the
// Content-Security-Policy from it, and writes the nginx configuration that serves the builds.
// A bad value stops here with the schema's readable message, before nginx starts.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { ConfigError, parseConfig, type AccountConfig } from '../src/config/config';
import { routes } from '../src/config/paths';
import { pickLanguage } from '../src/i18n/languages';
import {
  configSources,
  contentSecurityPolicy,
  inlineHashes,
  reportingEndpoints,
  reportUriProblem,
  usesReportTo,
  withRemote,
} from './csp';

export type Env = Record<string, string | undefined>;

/** Where things are: the builds, the templates, the runtime directory nginx runs in. */
export interface Paths {
  accountRoot: string;
  hostDemoRoot: string;
  /** The browser tests' Rspack and Vite hosts (hosts/), served by `npm run preview` only. */
  rspackHostRoot?: string;
  viteHostRoot?: string;
  templates: string;
  runtime: string;
  mimeTypes: string;
  brotliModule: string;
}

export class RenderError extends Error {
  override name = 'RenderError';
}

const list = (value: string | undefined): string[] | undefined =>
  value === undefined || value.trim() === ''
    ? undefined
    : value
        .split(/[\s,]+/)
        .map((item) => item.trim())
        .filter(Boolean);

function json(env: Env, name: string): unknown {
  const value = env[name];
  if (value === undefined || value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw new RenderError(`${name}: must be JSON (got ${JSON.stringify(value.slice(0, 40))})`);
  }
}

/**
 * The app's config.json from ACCOUNT_* variables (docs/deploying.md lists them). Unset variables
 * take the schema's defaults; the result is what the schema parsed, so it is valid by construction.
 */
export function accountConfig(env: Env): AccountConfig {
  const input: Record<string, unknown> = { apiUrl: env.ACCOUNT_API_URL };
  if (env.ACCOUNT_BASE_PATH !== undefined) input.basePath = env.ACCOUNT_BASE_PATH;
  if (env.ACCOUNT_POSTHOG_KEY || env.ACCOUNT_POSTHOG_HOST) {
    input.posthog = { key: env.ACCOUNT_POSTHOG_KEY, host: env.ACCOUNT_POSTHOG_HOST };
  }
  const firebase = json(env, 'ACCOUNT_FIREBASE');
  if (firebase !== undefined) input.firebase = firebase;
  const redirect = list(env.ACCOUNT_REDIRECT_ALLOWED_ORIGINS);
  if (redirect) input.redirectAllowedOrigins = redirect;
  const logos = list(env.ACCOUNT_LOGO_ORIGINS);
  if (logos) input.logoOrigins = logos;
  const challenges = list(env.ACCOUNT_CHALLENGE_ORIGINS);
  if (challenges) input.challengeOrigins = challenges;
  if (env.ACCOUNT_DEFAULT_LOCALE) input.defaultLocale = env.ACCOUNT_DEFAULT_LOCALE;
  if (env.ACCOUNT_DEFAULT_LANGUAGE) input.defaultLanguage = env.ACCOUNT_DEFAULT_LANGUAGE;
  if (env.ACCOUNT_API_URL === undefined) {
    throw new ConfigError(['apiUrl: ACCOUNT_API_URL is required (e.g. https://api.example.com)']);
  }
  return parseConfig(input);
}

/** http(s) origins with no path, as the CORS map compares them with the Origin header. */
function origins(name: string, value: string | undefined): string[] {
  const items = list(value) ?? [];
  for (const item of items) {
    let ok = false;
    try {
      const url = new URL(item);
      ok = ['http:', 'https:'].includes(url.protocol) && url.origin === item;
    } catch {
      ok = false;
    }
    if (!ok)
      throw new RenderError(
        `${name}: ${JSON.stringify(item)} is not an origin such as https://app.example.com`,
      );
  }
  return items;
}

/** Fills `{{NAME}}` placeholders; an unknown name is a bug in the template, not a blank. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new RenderError(`template placeholder {{${name}}} has no value`);
    return value;
  });
}

const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/**
 * An nginx string: the values are ours and validated, but a quote must never end it early. A
 * value holding `"` (the Reporting-Endpoints structured header) goes in single quotes.
 */
function quoted(value: string): string {
  if (/[\\\n$]/.test(value) || (value.includes('"') && value.includes("'")))
    throw new RenderError(`cannot quote ${JSON.stringify(value)} for nginx`);
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}

/** The security headers every response of a server carries, as `add_header … always;` lines. */
export function securityHeaders(
  csp: string,
  options: { hsts: boolean; framing?: 'DENY' | 'SAMEORIGIN'; reportUri?: string },
): string[] {
  const headers: [string, string][] = [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    // Reset, confirmation and callback URLs carry single-use secrets.
    ['Referrer-Policy', 'no-referrer'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // Browsers without CSP frame-ancestors: no framing either.
    ['X-Frame-Options', options.framing ?? 'DENY'],
  ];
  if (options.hsts) {
    headers.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']);
  }
  // The endpoint the CSP's `report-to` names (the Reporting API reads it from this header).
  if (options.reportUri && usesReportTo(options.reportUri)) {
    headers.push(['Reporting-Endpoints', reportingEndpoints(options.reportUri)]);
  }
  return headers.map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
}

const NO_CACHE = 'add_header Cache-Control "no-cache" always;';
// Not `always`: a 404 for a hashed name must not be cached for a year.
const IMMUTABLE = 'add_header Cache-Control "public, max-age=31536000, immutable";';
const CORS = [
  'add_header Access-Control-Allow-Origin $account_cors_origin always;',
  'add_header Vary Origin always;',
];

/**
 * The per-location snippets of a server: each one the full set of its headers. The silent-renew
 * page is the one page framed, by the app itself: it alone allows its own origin as ancestor.
 */
function snippets(
  security: string[],
  silentRenew: string[],
  cors: boolean,
): Record<string, string> {
  const file = (...lines: string[]) => `${lines.join('\n')}\n`;
  const out: Record<string, string> = {
    'no-cache.conf': file(...security, NO_CACHE),
    'immutable.conf': file(...security, IMMUTABLE),
    'silent-renew.conf': file(...silentRenew, NO_CACHE),
  };
  if (cors) {
    out['no-cache-cors.conf'] = file(...security, NO_CACHE, ...CORS);
    out['immutable-cors.conf'] = file(...security, IMMUTABLE, ...CORS);
  }
  return out;
}

/**
 * A literal piece of an nginx (PCRE) regular expression. The base path and the segments are
 * schema-checked (`/`, letters, digits, `._~-`): `.` is the only special one they can hold.
 */
const regexLiteral = (value: string) => value.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * The routes that have a page of their own in the build (scripts/screen-pages.ts names it after
 * the route's segment): every route but the account home, as an alternation.
 */
const screenSegments = () =>
  Object.values(routes)
    .filter((segment) => segment !== '')
    .map(regexLiteral)
    .join('|');

const json2 = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The app's pages, in the runtime directory: served from there with the deployment's language. */
export const PAGES_DIR = 'account/pages';

/**
 * A page with `<html lang>` set to `language`: the document's language before the app runs, and
 * the one sign-in.html shows its form in for a visitor with no choice saved
 * (docs/architecture.md, "The pages before the app"). Only the value changes.
 */
export function withLanguage(html: string, language: string): string {
  const tag = /<html\b[^>]*>/i.exec(html);
  if (!tag) return html; // no tag to carry it (the fragment a test serves)
  const lang = /(\slang=)("?)[^"\s>]*\2/i;
  const next = lang.test(tag[0])
    ? tag[0].replace(lang, `$1$2${language}$2`)
    : tag[0].replace(/^<html\b/i, `<html lang="${language}"`);
  return html.slice(0, tag.index) + next + html.slice(tag.index + tag[0].length);
}

/**
 * A page with `<html data-api>` set to the API's URL: where sign-in.html's form posts before the
 * app's scripts have arrived (the page's inline script reads it, so its bytes and their CSP hash
 * stay the same in every deployment; docs/architecture.md, "The pages before the app").
 * In the page itself, so the form needs no second request to know it.
 */
export function withApiUrl(html: string, apiUrl: string): string {
  const tag = /<html\b[^>]*>/i.exec(html);
  if (!tag) return html;
  const value = apiUrl.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  const api = /\sdata-api=("[^"]*"|[^\s>]*)/i;
  const next = api.test(tag[0])
    ? tag[0].replace(api, ` data-api="${value}"`)
    : tag[0].replace(/^<html\b/i, `<html data-api="${value}"`);
  return html.slice(0, tag.index) + next + html.slice(tag.index + tag[0].length);
}

export interface Rendered {
  /** Files to write, by path relative to the runtime directory. */
  files: Record<string, string>;
  warnings: string[];
  /** The policies, for logs and tests. */
  csp: { account?: string; hostDemo?: string; hosts?: Record<string, string> };
}

/**
 * The host shells SERVE can name, each with its root, its address and the remote's manifest it
 * mounts: the host demo provides the federation runtime, so it loads the slim container; the
 * Rspack and Vite hosts (hosts/) have no federation setting and load the default one.
 */
const hostServers = {
  'host-demo': {
    root: (paths: Paths) => paths.hostDemoRoot,
    listen: ['HOST_DEMO_LISTEN', '8081'],
    manifest: 'mf-manifest.slim.json',
  },
  'rspack-host': {
    root: (paths: Paths) => paths.rspackHostRoot,
    listen: ['RSPACK_HOST_LISTEN', '8082'],
    manifest: 'mf-manifest.json',
  },
  'vite-host': {
    root: (paths: Paths) => paths.viteHostRoot,
    listen: ['VITE_HOST_LISTEN', '8083'],
    manifest: 'mf-manifest.json',
  },
} as const;
const serverNames = ['account', ...Object.keys(hostServers)];

/**
 * Everything nginx needs, from the environment. SERVE picks the server blocks: `account`
 * (default), `host-demo`, `rspack-host`, `vite-host`, or several (`account,host-demo`).
 */
export function render(env: Env, paths: Paths): Rendered {
  const serve = list(env.SERVE) ?? ['account'];
  for (const name of serve) {
    if (!serverNames.includes(name)) {
      throw new RenderError(
        `SERVE: unknown server ${JSON.stringify(name)} (${serverNames.join(', ')})`,
      );
    }
  }
  const config = accountConfig(env);
  const hsts = env.ACCOUNT_HSTS === '1' || env.ACCOUNT_HSTS === 'true';
  // Where browsers report what the CSP blocked: a collector of the deployment's choosing.
  const reportUri = env.ACCOUNT_CSP_REPORT_URI?.trim() || undefined;
  const reportProblem = reportUri === undefined ? null : reportUriProblem(reportUri);
  if (reportProblem) {
    throw new RenderError(
      `ACCOUNT_CSP_REPORT_URI: ${reportProblem} (got ${JSON.stringify(reportUri)})`,
    );
  }
  const warnings: string[] = [];
  const files: Record<string, string> = {};
  const csp: Rendered['csp'] = {};
  const template = (name: string) => fs.readFileSync(path.join(paths.templates, name), 'utf8');
  const listen = (name: string, fallback: string) => {
    const value = env[name] || fallback;
    if (!/^([0-9.]+:|\[[0-9a-f:]+\]:)?[0-9]{1,5}$/i.test(value)) {
      throw new RenderError(
        `${name}: must be a port or address:port (got ${JSON.stringify(value)})`,
      );
    }
    return value;
  };
  const common = {
    RUNTIME: paths.runtime,
    MIME_TYPES: paths.mimeTypes,
    BROTLI_MODULE: paths.brotliModule,
    // Every log line in the format without query strings (nginx.conf.template says why).
    ACCESS_LOG:
      env.ACCESS_LOG === 'off' ? 'off' : `${env.ACCESS_LOG || '/dev/stdout'} account_no_query`,
  };
  const policy = (name: string, result: ReturnType<typeof contentSecurityPolicy>) => {
    for (const origin of result.unexpressible) {
      warnings.push(
        `${name}: ${origin} cannot be written in a Content-Security-Policy (IPv6 literal): left out`,
      );
    }
    return result.header;
  };
  const readPage = (root: string, name = 'index.html') => {
    const file = path.join(root, name);
    if (!fs.existsSync(file)) {
      if (name !== 'index.html') return { scripts: [], styles: [] };
      throw new RenderError(`${file} is missing: build first (npm run build)`);
    }
    return inlineHashes(fs.readFileSync(file, 'utf8'));
  };
  const unionOf = (found: ReturnType<typeof inlineHashes>[]) => ({
    scripts: [...new Set(found.flatMap((page) => page.scripts))],
    styles: [...new Set(found.flatMap((page) => page.styles))],
  });
  // The silent-renew page is framed by the app's own pages (silent sign-in): 'self' only.
  const silentRenewHeaders = (sources: ReturnType<typeof configSources>, root: string) =>
    securityHeaders(
      contentSecurityPolicy(sources, {
        inline: readPage(root, 'silent-renew.html'),
        https: hsts,
        frameAncestors: ["'self'"],
        reportUri,
      }).header,
      { hsts, framing: 'SAMEORIGIN', reportUri },
    );

  if (serve.includes('account')) {
    // One policy for every page of the app: the inline elements of each (the sign-in page's
    // style sheets are inline, scripts/screen-pages.ts), by their hashes. The silent-renew page
    // has a policy of its own.
    const pages = fs
      .readdirSync(paths.accountRoot)
      .filter((name) => name.endsWith('.html') && name !== 'silent-renew.html');
    const inline = unionOf([
      readPage(paths.accountRoot),
      ...pages.map((name) => readPage(paths.accountRoot, name)),
    ]);
    const header = policy(
      'account',
      contentSecurityPolicy(configSources(config), {
        inline,
        https: hsts,
        reportUri,
        dataImages: true,
      }),
    );
    csp.account = header;
    const hosts = origins('ACCOUNT_HOST_ORIGINS', env.ACCOUNT_HOST_ORIGINS);
    files['account/config.json'] = json2(config);
    // index.html and the screen pages (the host kit's page is framed, never shown: left as built),
    // in the deployment's language and with its API's address.
    const language = pickLanguage(config.defaultLanguage) ?? 'en';
    for (const name of fs.readdirSync(paths.accountRoot)) {
      if (!name.endsWith('.html') || name === 'silent-renew.html') continue;
      const html = fs.readFileSync(path.join(paths.accountRoot, name), 'utf8');
      files[`${PAGES_DIR}/${name}`] = withApiUrl(withLanguage(html, language), config.apiUrl);
    }
    const silentRenew = silentRenewHeaders(configSources(config), paths.accountRoot);
    for (const [name, text] of Object.entries(
      snippets(securityHeaders(header, { hsts, reportUri }), silentRenew, true),
    )) {
      files[`account/${name}`] = text;
    }
    files['servers/account.conf'] = fill(template('account.conf.template'), {
      ...common,
      LISTEN: listen('ACCOUNT_LISTEN', '8080'),
      ROOT: paths.accountRoot,
      PAGES: path.join(paths.runtime, PAGES_DIR),
      BASE_PATH: regexLiteral(config.basePath),
      SCREENS: screenSegments(),
      CORS_ORIGINS: hosts.map((origin) => `  ${quoted(origin)} $http_origin;`).join('\n'),
    });
  }

  for (const [name, server] of Object.entries(hostServers)) {
    if (!serve.includes(name)) continue;
    const root = server.root(paths);
    if (!root) throw new RenderError(`${name}: no build directory given`);
    const [accountOrigin] = origins('HOST_DEMO_ACCOUNT_ORIGIN', env.HOST_DEMO_ACCOUNT_ORIGIN);
    if (!accountOrigin) {
      throw new RenderError(
        `HOST_DEMO_ACCOUNT_ORIGIN: required with SERVE=${name} (e.g. http://localhost:3001)`,
      );
    }
    const hostSources = withRemote(configSources(config), accountOrigin);
    const header = policy(
      name,
      contentSecurityPolicy(hostSources, { inline: readPage(root), https: hsts, reportUri }),
    );
    if (name === 'host-demo') csp.hostDemo = header;
    csp.hosts = { ...csp.hosts, [name]: header };
    // The host's own config (host-demo/src/bootstrap.tsx): what it hands the remote, and where
    // the standalone app is when the remote cannot be loaded.
    files[`${name}/config.json`] = json2({
      apiUrl: config.apiUrl,
      logoOrigins: config.logoOrigins,
      posthog: config.posthog,
      accountManifestUrl: `${accountOrigin}/${server.manifest}`,
      accountAppUrl: `${accountOrigin}/`,
    });
    const silentRenew = silentRenewHeaders(hostSources, root);
    for (const [file, text] of Object.entries(
      snippets(securityHeaders(header, { hsts, reportUri }), silentRenew, false),
    )) {
      files[`${name}/${file}`] = text;
    }
    files[`servers/${name}.conf`] = fill(template('host-demo.conf.template'), {
      ...common,
      NAME: name,
      LISTEN: listen(server.listen[0], server.listen[1]),
      ROOT: root,
      ACCOUNT_ORIGIN: accountOrigin,
    });
  }

  files['version.json'] = json2({
    version: env.ACCOUNT_VERSION || 'unknown',
    commit: env.ACCOUNT_COMMIT || 'unknown',
  });
  files['nginx.conf'] = fill(template('nginx.conf.template'), common);
  return { files, warnings, csp };
}

/** Writes the rendered files (and nginx's temp directories) under the runtime directory. */
export function write(rendered: Rendered, runtime: string): void {
  fs.mkdirSync(runtime, { recursive: true });
  // Readable by nginx's workers, which run as another user when the master is root.
  fs.chmodSync(runtime, 0o755);
  fs.rmSync(path.join(runtime, 'servers'), { recursive: true, force: true });
  fs.rmSync(path.join(runtime, PAGES_DIR), { recursive: true, force: true });
  for (const dir of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) {
    fs.mkdirSync(path.join(runtime, dir), { recursive: true });
  }
  for (const [name, text] of Object.entries(rendered.files)) {
    const file = path.join(runtime, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    // Served like the build's own files: precompressed (gzip_static, brotli_static).
    if (name.startsWith(`${PAGES_DIR}/`)) {
      fs.writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
      fs.writeFileSync(
        `${file}.br`,
        brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

/** Paths from the environment, with the container image's layout as defaults. */
export function pathsFrom(env: Env, templates: string): Paths {
  return {
    accountRoot: path.resolve(env.ACCOUNT_ROOT || '/srv/account'),
    hostDemoRoot: path.resolve(env.HOST_DEMO_ROOT || '/srv/host-demo'),
    rspackHostRoot: env.RSPACK_HOST_ROOT && path.resolve(env.RSPACK_HOST_ROOT),
    viteHostRoot: env.VITE_HOST_ROOT && path.resolve(env.VITE_HOST_ROOT),
    templates: path.resolve(env.NGINX_TEMPLATES || templates),
    runtime: path.resolve(env.RUNTIME_DIR || '/tmp/account'),
    mimeTypes: env.NGINX_MIME_TYPES || '/etc/nginx/mime.types',
    brotliModule:
      env.NGINX_BROTLI_MODULE || '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  };
}

/** Renders and writes; on a bad value prints the readable message and returns 1. */
export function main(env: Env, templates: string, log = console): number {
  try {
    const paths = pathsFrom(env, templates);
    const rendered = render(env, paths);
    write(rendered, paths.runtime);
    for (const warning of rendered.warnings) log.warn(`warning: ${warning}`);
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof RenderError) {
      log.error(error.message);
      return 1;
    }
    throw error;
  }
}
