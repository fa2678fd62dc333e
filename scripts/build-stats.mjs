// Reads the `build-stats.json` files that BuildStatsPlugin (scripts/webpack-parts.ts) writes next to
// a build's output, and answers "which chunks does this screen load?". Used by
// scripts/build.test.mjs and scripts/bench.mjs.
import fs from 'node:fs';
import path from 'node:path';

/** The build to read: `dist/`, or ACCOUNT_DIST (the same variable webpack.config.ts reads). */
export const distDir = path.resolve(import.meta.dirname, '..', process.env.ACCOUNT_DIST || 'dist');

/** The groups a host loads to mount AccountRoutes and AuthProvider (plus the route it shows). */
export const remoteEntryGroup = 'account';
export const exposedGroups = [
  '__federation_expose_AccountRoutes',
  '__federation_expose_AuthProvider',
];

/** Packages a host already has: the shared singletons and what they bundle. */
export const hostProvidedPackages = new Set([
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'scheduler',
  'cookie',
  'set-cookie-parser',
]);

/**
 * The remote's two containers (webpack.config.ts, remoteContainers), by compilation name: `remote`
 * brings its own federation runtime (mf-manifest.json), `remote-slim` borrows the host's
 * (mf-manifest.slim.json).
 */
export const remoteBuilds = {
  remote: { manifest: 'mf-manifest.json', entry: 'remoteEntry.js', dir: 'remote' },
  'remote-slim': {
    manifest: 'mf-manifest.slim.json',
    entry: 'remoteEntry.slim.js',
    dir: 'remote-slim',
  },
};

/**
 * `standalone` → dist/build-stats.json, `remote` → dist/remote/build-stats.json, `remote-slim` →
 * dist/remote-slim/build-stats.json.
 */
export function readBuildStats(which) {
  if (which !== 'standalone' && !remoteBuilds[which]) throw new Error(`no build named ${which}`);
  const dir = which === 'standalone' ? '' : remoteBuilds[which].dir;
  const file = path.join(distDir, dir, 'build-stats.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

export function group(stats, name) {
  const found = stats.chunkGroups.find((g) => g.name === name);
  if (!found) throw new Error(`${stats.name}: no chunk group named ${name}`);
  return found;
}

/**
 * The chunks a page loads for the named groups: theirs, and recursively those of the anonymous
 * groups they import unconditionally (`import('./bootstrap')`). Named children are lazy screens or
 * integrations (`webpackChunkName`), loaded only when needed; groups holding the remote's own copy
 * of a shared singleton are skipped (the host provides it).
 */
export function loadedChunks(stats, groupNames) {
  const seen = new Set();
  const chunks = new Set();
  const visit = (g) => {
    if (seen.has(g.index)) return;
    seen.add(g.index);
    for (const id of g.chunks) chunks.add(id);
    for (const i of g.children) {
      const child = stats.chunkGroups[i];
      if (child.name === null && !child.shared) visit(child);
    }
  };
  for (const name of groupNames) visit(group(stats, name));
  return [...chunks];
}

/** Every chunk of a group and of all groups below it, lazy or not. */
export function allChunksBelow(stats, name) {
  const seen = new Set();
  const chunks = new Set();
  const visit = (g) => {
    if (seen.has(g.index)) return;
    seen.add(g.index);
    for (const id of g.chunks) chunks.add(id);
    for (const i of g.children) visit(stats.chunkGroups[i]);
  };
  visit(group(stats, name));
  return [...chunks];
}

/** The package of a module name (`zod`, `@firebase/app`); null for our files and webpack's. */
export function packageOf(moduleName) {
  if (moduleName.startsWith('(')) return null;
  return moduleName.startsWith('@') || !moduleName.includes('/') ? moduleName : null;
}

export function modulesOf(stats, chunkIds) {
  return chunkIds.flatMap((id) => Object.keys(stats.chunks[id].modules));
}

export function filesOf(stats, chunkIds) {
  const files = [...new Set(chunkIds.flatMap((id) => stats.chunks[id].files))];
  return {
    js: files.filter((f) => f.endsWith('.js')),
    css: files.filter((f) => f.endsWith('.css')),
  };
}

/** A chunk a host never loads from the remote: nothing in it but host-provided singletons. */
export function onlyHostProvided(stats, chunkId) {
  return Object.keys(stats.chunks[chunkId].modules).every(
    (m) =>
      hostProvidedPackages.has(m) ||
      m.startsWith('(consume-shared-module)') ||
      m.startsWith('(provide-module)'),
  );
}

/** The remote's chunks a host loads to show the sign-in route (see loadedChunks). */
export function remoteSignInChunks(stats) {
  return loadedChunks(stats, [remoteEntryGroup, ...exposedGroups, 'sign-in']).filter(
    (id) => !onlyHostProvided(stats, id),
  );
}

/** The standalone chunks the sign-in screen needs before it is interactive. */
export function standaloneSignInChunks(stats) {
  return loadedChunks(stats, ['main', 'sign-in']);
}
