// `npm run preview`: the production builds (`npm run build`) served by nginx with the deployment's
// own configuration (deploy/), on `npm start`'s ports: dev API :4000, account :3001, host demo
// :3000, and the Rspack and Vite hosts (hosts/) :3002 and :3003 when they are built (API_PORT,
// ACCOUNT_PORT, HOST_PORT, RSPACK_HOST_PORT, VITE_HOST_PORT). config.json is rendered the way the
// container renders it, from environment variables, with the development values.
//   --no-api            do not start the dev API (the browser tests start their own)
//   --only account      one server block only (account, host-demo, rspack-host or vite-host)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The host shells besides the host demo: their builds, the port variable, the default port. */
const otherHosts = {
  'rspack-host': { dir: 'hosts/rspack/dist', port: 'rspackHost', title: 'Rspack host' },
  'vite-host': { dir: 'hosts/vite/dist', port: 'viteHost', title: 'Vite host' },
};
const servers = ['account', 'host-demo', ...Object.keys(otherHosts)];
const built = (name) => fs.existsSync(path.join(root, otherHosts[name].dir, 'index.html'));

/** The environment deploy/render.ts reads, for the development ports. */
export function previewEnv(
  { api, account, host, rspackHost = 3002, viteHost = 3003 },
  { only = null, commit = 'unknown' } = {},
) {
  const development = JSON.parse(fs.readFileSync(path.join(root, 'public/config.json'), 'utf8'));
  const apiUrl = `http://localhost:${api}`;
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return {
    // Every server whose build is there (the Rspack and Vite hosts come from `npm run build:hosts`).
    SERVE: only ?? ['account', 'host-demo', ...Object.keys(otherHosts).filter(built)].join(','),
    ACCOUNT_API_URL: apiUrl,
    ACCOUNT_POSTHOG_KEY: development.posthog?.key ?? '',
    ACCOUNT_POSTHOG_HOST: development.posthog ? `${apiUrl}/dev/posthog` : '',
    ACCOUNT_LOGO_ORIGINS: apiUrl,
    // The CAPTCHA stand-ins' origin (docs/abuse-protection.md), as development's config names it.
    ACCOUNT_CHALLENGE_ORIGINS: (development.challengeOrigins ?? []).join(','),
    // The dev API collects what the CSP blocks, so the browser tests can see a report arrive.
    ACCOUNT_CSP_REPORT_URI: `${apiUrl}/dev/csp-reports`,
    ACCOUNT_DEFAULT_LOCALE: development.defaultLocale,
    ACCOUNT_DEFAULT_LANGUAGE: development.defaultLanguage,
    ACCOUNT_HOST_ORIGINS: [host, rspackHost, viteHost]
      .map((p) => `http://localhost:${p}`)
      .join(','),
    HOST_DEMO_ACCOUNT_ORIGIN: `http://localhost:${account}`,
    ACCOUNT_LISTEN: `127.0.0.1:${account}`,
    HOST_DEMO_LISTEN: `127.0.0.1:${host}`,
    RSPACK_HOST_LISTEN: `127.0.0.1:${rspackHost}`,
    VITE_HOST_LISTEN: `127.0.0.1:${viteHost}`,
    ACCOUNT_ROOT: path.join(root, 'dist'),
    HOST_DEMO_ROOT: path.join(root, 'host-demo/dist'),
    RSPACK_HOST_ROOT: path.join(root, otherHosts['rspack-host'].dir),
    VITE_HOST_ROOT: path.join(root, otherHosts['vite-host'].dir),
    ACCOUNT_VERSION: pkg.version,
    ACCOUNT_COMMIT: commit,
    ACCESS_LOG: 'off',
  };
}

function gitCommit() {
  const result = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : 'unknown';
}

function parseArgs(argv) {
  const options = { api: true, only: null };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--no-api') options.api = false;
    else if (argv[i] === '--only') options.only = argv[++i];
    else throw new Error(`unknown option ${argv[i]}`);
  }
  if (options.only !== null && !servers.includes(options.only)) {
    throw new Error(`--only takes one of ${servers.join(', ')}`);
  }
  return options;
}

function run() {
  const options = parseArgs(process.argv.slice(2));
  const ports = {
    api: Number(process.env.API_PORT ?? 4000),
    account: Number(process.env.ACCOUNT_PORT ?? 3001),
    host: Number(process.env.HOST_PORT ?? 3000),
    rspackHost: Number(process.env.RSPACK_HOST_PORT ?? 3002),
    viteHost: Number(process.env.VITE_HOST_PORT ?? 3003),
  };
  const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
  if (!fs.existsSync(nginx)) {
    console.error(
      `${nginx} is missing: install Debian's nginx-light and libnginx-mod-http-brotli-static ` +
        '(or set NGINX to an nginx binary).',
    );
    process.exit(1);
  }
  // One directory per port set, rewritten on every start: a preview killed outright (as test
  // runners stop their servers) leaves nothing that accumulates.
  const runtime = path.join(
    os.tmpdir(),
    `account-preview-${options.only ?? 'all'}-${Object.values(ports).slice(1).join('-')}`,
  );
  fs.mkdirSync(runtime, { recursive: true });
  const env = {
    ...process.env,
    ...previewEnv(ports, { only: options.only, commit: gitCommit() }),
    RUNTIME_DIR: runtime,
  };
  const rendered = spawnSync(process.execPath, ['--import', 'tsx', 'deploy/entry.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (rendered.status !== 0) process.exit(rendered.status ?? 1);

  const children = [];
  let exitCode = null;
  // Stop every child, then remove the runtime directory once they are all gone.
  const stop = (code) => {
    if (exitCode === null) exitCode = code;
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    if (children.every((child) => child.exitCode !== null || child.signalCode !== null)) {
      fs.rmSync(runtime, { recursive: true, force: true });
      process.exit(exitCode);
    }
  };
  const start = (name, command, args, extraEnv = {}) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => {
      if (exitCode === null) console.error(`preview: ${name} stopped (${signal ?? code})`);
      stop(code || 1);
    });
    children.push(child);
  };
  start('nginx', nginx, [
    '-p',
    runtime,
    '-c',
    path.join(runtime, 'nginx.conf'),
    '-e',
    'stderr',
    '-g',
    'daemon off;',
  ]);
  if (options.api) {
    start('dev API', process.execPath, ['--import', 'tsx', 'dev-api/src/server/main.ts'], {
      API_PORT: String(ports.api),
    });
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  const serve = env.SERVE.split(',');
  const serving = [];
  if (serve.includes('account'))
    serving.push(`account (standalone)  http://localhost:${ports.account}`);
  if (serve.includes('host-demo'))
    serving.push(`host demo             http://localhost:${ports.host}`);
  for (const [name, { port, title }] of Object.entries(otherHosts)) {
    if (serve.includes(name)) serving.push(`${title.padEnd(22)}http://localhost:${ports[port]}`);
  }
  if (options.api) serving.unshift(`dev API               http://localhost:${ports.api}`);
  console.log(
    `\n  Preview of the production builds, served by nginx (deploy/):\n    ${serving.join('\n    ')}\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) run();
