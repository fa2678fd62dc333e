// The peers' sign-in bundles for `npm run bench` (bench/README.md, "Peers"): downloaded from the
// npm registry at bench time at pinned versions and measured like ours (gzip -9 of minified
// JavaScript). A peer that publishes the browser files a site loads is measured from those files;
// a peer published as modules for a bundler is bundled the way a site would (webpack production,
// the same minifier as our build) from a small entry that shows its sign-in screen.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';

const run = promisify(execFile);
const REACT = ['react@19.3.1', 'react-dom@19.3.1'];
// Fail fast when the registry is unreachable instead of retrying for minutes.
const NPM_FLAGS = ['--fetch-retries=1', '--fetch-timeout=30000', '--no-audit', '--no-fund'];

/** Clerk's UI chunks share one build hash, in their names. */
const clerkUi = (name) => `dist/${name}_ui_58d0c7_1.36.0.js`;

export const peers = [
  {
    name: 'Clerk',
    id: 'clerk',
    packages: ['@clerk/clerk-js@6.40.0', '@clerk/ui@1.36.0'],
    // The browser bundles a site loads from the CDN for <SignIn/>: clerk-js's browser build, the
    // UI's browser build (React inside) and the chunks its `SignIn` loader requests (ids 26,
    // 1545, 6666, 472, 8746, 8010 in ui.browser.js).
    files: {
      '@clerk/clerk-js': ['dist/clerk.browser.js'],
      '@clerk/ui': [
        'dist/ui.browser.js',
        clerkUi('framework'),
        clerkUi('vendors'),
        clerkUi('ui-common'),
        clerkUi('signup'),
        clerkUi('8746'),
        clerkUi('signin'),
      ],
    },
  },
  {
    name: 'Auth0 Lock',
    id: 'auth0-lock',
    packages: ['auth0-lock@14.3.0'],
    // The npm package has no browser build (the CDN's lock.min.js is not published): bundled,
    // with the React 18 it depends on.
    entry: `import Auth0Lock from 'auth0-lock';
new Auth0Lock('bench-client-id', 'bench.eu.auth0.com', { allowSignUp: true }).show();
`,
  },
  {
    name: 'SuperTokens',
    id: 'supertokens',
    packages: ['supertokens-auth-react@0.51.3', 'supertokens-web-js@0.16.0', ...REACT],
    // Modules only: bundled with React, the e-mail/password recipe, its prebuilt UI and sessions.
    entry: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import SuperTokens, { SuperTokensWrapper } from 'supertokens-auth-react';
import EmailPassword from 'supertokens-auth-react/recipe/emailpassword';
import { EmailPasswordPreBuiltUI } from 'supertokens-auth-react/recipe/emailpassword/prebuiltui';
import Session from 'supertokens-auth-react/recipe/session';
import { AuthPage } from 'supertokens-auth-react/ui';
SuperTokens.init({
  appInfo: { appName: 'Bench', apiDomain: 'http://localhost:4000', websiteDomain: 'http://localhost:3001' },
  recipeList: [EmailPassword.init(), Session.init()],
});
createRoot(document.getElementById('root')).render(
  createElement(SuperTokensWrapper, null, createElement(AuthPage, { preBuiltUIList: [EmailPasswordPreBuiltUI] })),
);
`,
  },
  {
    name: 'Ory Elements',
    id: 'ory',
    packages: ['@ory/elements-react@1.2.1', ...REACT],
    // Modules only: bundled with React, the default theme's <Login> for a login flow.
    entry: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Login } from '@ory/elements-react/theme';
const config = {
  sdk: { url: 'http://localhost:4000' },
  project: {
    name: 'Bench',
    default_redirect_url: '/',
    error_ui_url: '/error',
    login_ui_url: '/login',
    registration_ui_url: '/registration',
    recovery_ui_url: '/recovery',
    verification_ui_url: '/verification',
    registration_enabled: true,
    verification_enabled: true,
    recovery_enabled: true,
  },
};
createRoot(document.getElementById('root')).render(createElement(Login, { flow: window.flow, config }));
`,
  },
];

const gzip = (body) => gzipSync(body, { level: 9 }).length;

/** Downloads (npm pack) and unpacks each package into `dir/<name>`. */
async function unpack(packages, dir) {
  const out = {};
  for (const spec of packages) {
    const { stdout } = await run('npm', ['pack', spec, '--json', ...NPM_FLAGS], {
      cwd: dir,
      timeout: 180_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    const [{ filename, name }] = JSON.parse(stdout);
    const target = path.join(dir, name.replace('/', '+'));
    fs.mkdirSync(target, { recursive: true });
    await run('tar', ['xzf', path.join(dir, filename), '-C', target, '--strip-components=1']);
    out[name] = target;
  }
  return out;
}

async function measureFiles(peer, dir) {
  const roots = await unpack(peer.packages, dir);
  const files = Object.entries(peer.files).flatMap(([pkg, list]) =>
    list.map((file) => {
      const full = path.join(roots[pkg], file);
      if (!fs.existsSync(full)) throw new Error(`${pkg}/${file} is not in the package`);
      const body = fs.readFileSync(full);
      return { file: `${pkg}/${file}`, raw: body.length, gzip: gzip(body) };
    }),
  );
  return { method: 'published browser files', files, lazy: [] };
}

async function measureBundle(peer, dir) {
  fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n');
  await run(
    'npm',
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--legacy-peer-deps',
      ...NPM_FLAGS,
      ...peer.packages,
    ],
    { cwd: dir, timeout: 600_000, maxBuffer: 64 * 1024 * 1024 },
  );
  fs.writeFileSync(path.join(dir, 'entry.mjs'), peer.entry);
  const out = path.join(dir, 'out');
  const stats = await new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { main: './entry.mjs' },
        output: { path: out, filename: '[name].js', chunkFilename: '[name].[id].js' },
        devtool: false,
        // Node built-ins a few browser packages still name: nothing, as in a modern site's build.
        resolve: { fallback: { crypto: false, buffer: false, stream: false, util: false } },
        // Stylesheets imported from JavaScript are files of their own (and not JavaScript).
        // Published ES modules often name files without their extension, as bundlers allow.
        module: {
          rules: [
            { test: /\.css$/, type: 'asset/resource' },
            { test: /\.m?js$/, resolve: { fullySpecified: false } },
          ],
        },
        performance: { hints: false },
        infrastructureLogging: { level: 'error' },
      },
      (error, result) => {
        if (error) reject(error);
        else if (result.hasErrors()) {
          reject(new Error(result.toString({ all: false, errors: true }).slice(0, 2000)));
        } else resolve(result.toJson({ all: false, chunks: true, chunkFiles: true }));
      },
    ),
  );
  const sized = (file) => {
    const body = fs.readFileSync(path.join(out, file));
    return { file, raw: body.length, gzip: gzip(body) };
  };
  const js = (chunks) =>
    [...new Set(chunks.flatMap((c) => c.files))].filter((f) => f.endsWith('.js'));
  return {
    method: 'bundled with webpack (production)',
    files: js(stats.chunks.filter((c) => c.initial)).map(sized),
    // Chunks the package loads on demand: shown, not counted (a sign-in screen may not need them).
    lazy: js(stats.chunks.filter((c) => !c.initial)).map(sized),
  };
}

/**
 * Every peer's sign-in JavaScript, gzip -9, and its ratio to ours. A peer that cannot be
 * downloaded or built is reported with the reason; when the registry cannot be reached at all,
 * `unreachable` says so and the list is empty.
 */
export async function measurePeers(ourBytes, log = console.log) {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'account-bench-peers-'));
  try {
    try {
      await run('npm', ['ping', ...NPM_FLAGS], { timeout: 60_000 });
    } catch (error) {
      const reason =
        String(error.stderr || error.message)
          .split('\n')
          .filter((line) => line.startsWith('npm error') && !/complete log|log files/i.test(line))
          .map((line) => line.replace(/^npm error\s*/, ''))
          .find(Boolean) ?? 'no answer';
      return { unreachable: `the npm registry cannot be reached (${reason})`, peers: [] };
    }
    const results = [];
    for (const peer of peers) {
      const dir = path.join(base, peer.id);
      fs.mkdirSync(dir);
      log(`  peers: ${peer.name} (${peer.packages.join(', ')})…`);
      try {
        const measured = peer.files
          ? await measureFiles(peer, dir)
          : await measureBundle(peer, dir);
        const total = measured.files.reduce((n, f) => n + f.gzip, 0);
        results.push({
          name: peer.name,
          packages: peer.packages,
          ...measured,
          gzip: total,
          ratio: Math.round((total / ourBytes) * 100) / 100,
        });
      } catch (error) {
        results.push({
          name: peer.name,
          packages: peer.packages,
          error: String(error.message).split('\n').slice(0, 3).join(' '),
        });
      }
    }
    return { peers: results };
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
  }
}
