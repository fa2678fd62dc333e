// Deterministic sizes of a production build against bench/budgets.json: gzip level 9 of the
// emitted files that a screen loads (chosen from the build stats, scripts/build-stats.mjs), and
// which sources fill them (from the hidden source maps). Used by scripts/budgets.test.mjs
// (`npm run test:build`) and scripts/bench.mjs (`npm run bench`).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import {
  distDir,
  exposedGroups,
  filesOf,
  group,
  loadedChunks,
  modulesOf,
  onlyHostProvided,
  packageOf,
  readBuildStats,
  standaloneSignInChunks,
} from './build-stats.mjs';

export const KB = 1024;
export const kb = (bytes) => (bytes / KB).toFixed(1);

export const budgetsFile = path.resolve(import.meta.dirname, '../bench/budgets.json');

/** bench/budgets.json: sizes in KB of 1024 bytes (gzip -9 of JavaScript), browser targets. */
export function readBudgets() {
  return JSON.parse(fs.readFileSync(budgetsFile, 'utf8'));
}

const gzipCache = new Map();
/** Raw and gzip -9 bytes of a file of the build (path relative to the build directory). */
export function fileSize(file) {
  if (!gzipCache.has(file)) {
    const body = fs.readFileSync(path.join(distDir, file));
    gzipCache.set(file, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return gzipCache.get(file);
}

/** Totals and per-file sizes of `{ js, css }` file lists. */
export function measure(files) {
  const one = (f) => ({ file: f, ...fileSize(f) });
  const sum = (list) =>
    list.reduce((acc, f) => ({ raw: acc.raw + one(f).raw, gzip: acc.gzip + one(f).gzip }), {
      raw: 0,
      gzip: 0,
    });
  return {
    js: { ...sum(files.js), files: files.js.map(one) },
    css: { ...sum(files.css), files: files.css.map(one) },
  };
}

// --- Which sources fill a JS file: its hidden source map, bytes per source. ---
export const UNMAPPED = '(unmapped: module wrappers)';

/** `webpack://account/./node_modules/@firebase/app/x.js` → `@firebase/app`; src files as paths. */
export function sourceName(source) {
  const file = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const i = file.lastIndexOf('node_modules/');
  if (i >= 0) {
    const [scope, name] = file.slice(i + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (file.startsWith('webpack/')) return '(webpack runtime)';
  return file.split('?')[0];
}

/**
 * Character ranges of a minified file per source name. webpack emits JSON modules without a
 * mapping (`JSON.parse('…')`): such a range goes to the chunk's JSON module when it has one; other
 * unmapped bytes are module wrappers and the like.
 */
function rangesBySource(code, map, jsonModule) {
  const names = map.sources.map(sourceName);
  const ranges = new Map();
  const add = (name, start, end) => {
    if (end <= start) return;
    if (name === UNMAPPED && jsonModule && code.slice(start, end).includes("JSON.parse('")) {
      name = jsonModule;
    }
    if (!ranges.has(name)) ranges.set(name, []);
    ranges.get(name).push([start, end]);
  };
  const lines = code.split('\n');
  const mappings = decode(map.mappings);
  let lineStart = 0;
  lines.forEach((text, l) => {
    let from = 0;
    let current = UNMAPPED;
    // Segments: [generated column, source index, …]; a 1-field segment maps to nothing.
    for (const [column, source] of mappings[l] ?? []) {
      add(current, lineStart + from, lineStart + column);
      from = column;
      current = source === undefined ? UNMAPPED : names[source];
    }
    add(current, lineStart + from, lineStart + text.length);
    lineStart += text.length + 1;
  });
  return ranges;
}

/**
 * Gzip bytes per source over a set of JS files: `share` splits each file's gzip size in
 * proportion to the minified bytes of each source (the shares add up to the total); `saved` is
 * what gzip would lose if that source's code were cut from the files (the better guide to a fix).
 * Files without a source map count as one source, the file itself.
 */
export function attribute(stats, jsFiles, { saved: withSaved = true } = {}) {
  const bySource = new Map();
  const credit = (name, minified, share, saved) => {
    const entry = bySource.get(name) ?? { name, minified: 0, share: 0, saved: 0 };
    entry.minified += minified;
    entry.share += share;
    entry.saved += saved;
    bySource.set(name, entry);
  };
  for (const file of jsFiles) {
    const full = path.join(distDir, file);
    const { raw, gzip } = fileSize(file);
    if (!fs.existsSync(`${full}.map`)) {
      credit(`(${file}: no source map)`, raw, gzip, gzip);
      continue;
    }
    const code = fs.readFileSync(full, 'utf8');
    const chunk = Object.values(stats.chunks).find((c) => c.files.includes(file));
    const json = Object.keys(chunk?.modules ?? {}).filter((m) => m.endsWith('.json'));
    const map = JSON.parse(fs.readFileSync(`${full}.map`, 'utf8'));
    const ranges = rangesBySource(
      code,
      map,
      json.length === 1 ? json[0] : json.length > 1 ? '(JSON modules)' : null,
    );
    for (const [name, list] of ranges) {
      const minified = list.reduce((n, [a, b]) => n + b - a, 0);
      let without = 0;
      if (withSaved) {
        let rest = '';
        let at = 0;
        for (const [a, b] of [...list].sort((x, y) => x[0] - y[0])) {
          rest += code.slice(at, a);
          at = b;
        }
        rest += code.slice(at);
        without = gzip - gzipSync(rest, { level: 9 }).length;
      }
      credit(name, minified, (gzip * minified) / code.length, without);
    }
  }
  return [...bySource.values()]
    .map((s) => ({ ...s, share: Math.round(s.share) }))
    .sort((a, b) => b.share - a.share);
}

/** Lines naming the biggest sources: `  zod   8.6 KB gzip (saved if removed 8.3; minified 28.7)`. */
export function describeSources(sources, top = 10) {
  const width = Math.max(...sources.slice(0, top).map((s) => s.name.length), 10);
  const ours = sources.filter((s) => s.name.startsWith('src/'));
  return [
    ...sources
      .slice(0, top)
      .map(
        (s) =>
          `  ${s.name.padEnd(width)}  ${kb(s.share).padStart(5)} KB gzip (saved if removed ${kb(s.saved)}; minified ${kb(s.minified)})`,
      ),
    `  ${`(all of src/: ${ours.length} files)`.padEnd(width)}  ${kb(ours.reduce((n, s) => n + s.share, 0)).padStart(5)} KB gzip`,
  ];
}

// --- The remote's containers ---

/** Manifests of federation containers at the root of the build (`mf-manifest.json`, …). */
function manifests() {
  return fs
    .readdirSync(distDir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('-stats.json') && f !== 'build-stats.json')
    .flatMap((file) => {
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(distDir, file), 'utf8'));
        const entry = manifest?.metaData?.remoteEntry;
        return entry?.name ? [{ file, entry: path.posix.join(entry.path || '', entry.name) }] : [];
      } catch {
        return [];
      }
    });
}

/** Every compilation's stats but the standalone app's: `<dir>/build-stats.json` below the build. */
function otherStats() {
  return fs
    .readdirSync(distDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(distDir, d.name, 'build-stats.json')))
    .map((d) =>
      JSON.parse(fs.readFileSync(path.join(distDir, d.name, 'build-stats.json'), 'utf8')),
    );
}

const ownsRuntime = (stats, chunks) =>
  modulesOf(stats, chunks).includes('@module-federation/runtime-core');

/**
 * The federation containers of the build, each with the chunks a host loads to show the sign-in
 * route: its remote entry, the exposed AccountRoutes and AuthProvider with what they import
 * unconditionally, and the `sign-in` route, without the shared singletons the host provides.
 * `runtime` is `own` when the container brings the federation runtime (the default manifest, for
 * any host), `host` when it borrows the host's (the slim entry). Works for one container
 * (`mf-manifest.json`, host runtime) as well as for a default and a slim one.
 */
export function remoteContainers() {
  const compilations = otherStats();
  return manifests().flatMap(({ file, entry }) => {
    for (const stats of compilations) {
      const entryGroup = stats.chunkGroups.find((g) => g.entry && g.js.includes(entry));
      if (!entryGroup) continue;
      const names = [entryGroup.name, ...exposedGroups, 'sign-in'].filter((name) =>
        stats.chunkGroups.some((g) => g.name === name),
      );
      const chunks = loadedChunks(stats, names).filter((id) => !onlyHostProvided(stats, id));
      return [
        {
          manifest: file,
          remoteEntry: entry,
          stats,
          chunks,
          runtime: ownsRuntime(stats, entryGroup.chunks) ? 'own' : 'host',
        },
      ];
    }
    return [];
  });
}

// --- Everything the budgets and the bench read ---

const isIntegration = (m) => {
  const pkg = packageOf(m);
  return pkg === 'posthog-js' || pkg === 'firebase' || !!pkg?.startsWith('@firebase/');
};

const LAZY_GROUPS = [
  'posthog',
  'firebase',
  'firebase-analytics',
  'firebase-app-check',
  'firebase-database',
  'firebase-messaging',
  'lang-pt-BR',
  'lang-es',
];

/**
 * Sizes of the build: the standalone sign-in screen; what each remote container adds to a host
 * (`slim`: borrows the host's federation runtime; `default`: brings its own); PostHog and Firebase
 * modules before the first screen (must be none); the lazy groups, for information.
 */
export function computeSizes() {
  const standalone = readBuildStats('standalone');
  const signInChunks = standaloneSignInChunks(standalone);
  const standaloneSignIn = { ...measure(filesOf(standalone, signInChunks)), stats: standalone };

  const containers = remoteContainers();
  const remote = {};
  for (const kind of ['slim', 'default']) {
    const found = containers.find((c) => c.runtime === (kind === 'slim' ? 'host' : 'own'));
    remote[kind] = found
      ? {
          manifest: found.manifest,
          remoteEntry: found.remoteEntry,
          ...measure(filesOf(found.stats, found.chunks)),
          stats: found.stats,
          chunks: found.chunks,
        }
      : null;
  }

  // Before the first screen: the standalone entry with what it imports unconditionally and the
  // sign-in route; each container's sign-in set.
  const firstScreen = [
    { where: 'standalone', stats: standalone, chunks: signInChunks },
    ...containers.map((c) => ({ where: c.manifest, stats: c.stats, chunks: c.chunks })),
  ];
  const integrations = firstScreen.flatMap(({ where, stats, chunks }) =>
    chunks.flatMap((id) =>
      Object.entries(stats.chunks[id].modules)
        .filter(([m]) => isIntegration(m))
        .map(([module, bytes]) => ({ where, chunk: id, module, bytes })),
    ),
  );

  const inSignIn = new Set(signInChunks);
  const lazy = Object.fromEntries(
    LAZY_GROUPS.filter((name) => standalone.chunkGroups.some((g) => g.name === name)).map(
      (name) => {
        const chunks = group(standalone, name).chunks.filter((id) => !inSignIn.has(id));
        return [name, measure(filesOf(standalone, chunks))];
      },
    ),
  );

  return { standaloneSignIn, remote, integrations, lazy, centre: centreSizes(standalone) };
}

// The account centre's first load, standalone: the app, the session, the signed-in gates, the
// centre's frame and its overview (the screen after a sign-in); each section on top of it.
const CENTRE_FIRST_LOAD = ['main', 'session', 'signed-in-gates', 'centre-frame', 'account-home'];
const CENTRE_SECTIONS = ['profile', 'security', 'sessions', 'privacy', 'organisations'];

/**
 * The account centre as it grows (information, no budget): `{ firstLoad, sections }`, each a
 * measure of gzip -9 JavaScript and CSS; a section counts only the chunks its screen adds to the
 * first load. Groups the build does not have are left out.
 */
function centreSizes(stats) {
  const has = (name) => stats.chunkGroups.some((g) => g.name === name);
  const first = loadedChunks(stats, CENTRE_FIRST_LOAD.filter(has));
  const inFirst = new Set(first);
  return {
    firstLoad: measure(filesOf(stats, first)),
    sections: Object.fromEntries(
      CENTRE_SECTIONS.filter(has).map((name) => [
        name,
        measure(
          filesOf(
            stats,
            loadedChunks(stats, [name]).filter((id) => !inFirst.has(id)),
          ),
        ),
      ]),
    ),
  };
}

/**
 * Each size budget with its measure: `{ id, label, bytes, max, over, stats, files }`. A remote
 * budget whose container the build lacks is `{ missing: reason }`.
 */
export function checkBudgets(sizes, budgets = readBudgets()) {
  const b = budgets.sizes;
  const size = (id, label, measured) => {
    const max = b[id].maxKB * KB;
    if (!measured) return { id, label, max, missing: b[id].missing ?? 'not in this build' };
    const bytes = measured.js.gzip;
    return {
      id,
      label,
      bytes,
      max,
      over: bytes > max,
      stats: measured.stats,
      files: measured.js.files.map((f) => f.file),
    };
  };
  const integrationBytes = sizes.integrations.reduce((n, i) => n + i.bytes, 0);
  return [
    size('standaloneSignIn', b.standaloneSignIn.label, sizes.standaloneSignIn),
    size('remoteSlim', b.remoteSlim.label, sizes.remote.slim),
    size('remoteDefault', b.remoteDefault.label, sizes.remote.default),
    {
      id: 'integrationsBeforeFirstScreen',
      label: b.integrationsBeforeFirstScreen.label,
      bytes: integrationBytes,
      max: b.integrationsBeforeFirstScreen.maxKB * KB,
      over: integrationBytes > b.integrationsBeforeFirstScreen.maxKB * KB,
      modules: sizes.integrations,
    },
  ];
}

/** What to say when a budget is exceeded: the numbers and the biggest sources of those bytes. */
export function explainOver(result, top = 10) {
  if (result.id === 'integrationsBeforeFirstScreen') {
    return [
      `${result.label}: ${result.bytes} bytes of PostHog/Firebase modules before the first screen (budget 0):`,
      ...result.modules.map(
        (m) => `  ${m.module} in chunk ${m.chunk} (${m.where}), ${m.bytes} bytes of source`,
      ),
    ].join('\n');
  }
  return [
    `${result.label}: ${kb(result.bytes)} KB gzip of JavaScript, budget ${kb(result.max)} KB (+${kb(result.bytes - result.max)}).`,
    `Biggest sources (each file's gzip size shared out by minified bytes, from the source maps):`,
    ...describeSources(attribute(result.stats, result.files), top),
  ].join('\n');
}
