// `npm run bench` (docs/architecture.md, "Performance"): sizes of the production build against the budgets, from the build
// stats (deterministic), then a real page load in headless Chromium. Prints a table, writes
// bench/results.json, exits 1 when a budget is exceeded. See bench/README.md.
/* global window, document, MutationObserver -- in functions that Playwright runs in the page */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  distDir,
  filesOf,
  group,
  readBuildStats,
  remoteSignInChunks,
  standaloneSignInChunks,
} from './build-stats.mjs';

const KB = 1024;
const budgets = {
  'standalone sign-in JS': 150 * KB,
  'remote added to a host JS': 70 * KB,
};
const CHROMIUM = '/usr/bin/chromium';
const RUNS = 5;

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    const body = fs.readFileSync(path.join(distDir, file));
    gzipCache.set(file, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return gzipCache.get(file);
}

function measure(files) {
  const sum = (list) =>
    list.reduce(
      (acc, f) => ({ raw: acc.raw + gzipSize(f).raw, gzip: acc.gzip + gzipSize(f).gzip }),
      {
        raw: 0,
        gzip: 0,
      },
    );
  const file = (f) => ({ file: f, ...gzipSize(f) });
  return {
    js: { ...sum(files.js), files: files.js.map(file) },
    css: { ...sum(files.css), files: files.css.map(file) },
  };
}

// --- Which sources fill a JS file: its source map, decoded (base64 VLQ), bytes per source. ---
const UNMAPPED = '(unmapped: module wrappers)';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = B64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** `webpack://account/./node_modules/@firebase/app/x.js` → `@firebase/app`; src files as paths. */
function sourceName(source) {
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
  let lineStart = 0;
  let source = 0;
  map.mappings.split(';').forEach((line, l) => {
    const length = lines[l]?.length ?? 0;
    let column = 0;
    let from = 0;
    let current = UNMAPPED;
    for (const segment of line ? line.split(',') : []) {
      const [dc, ds] = decodeSegment(segment);
      column += dc;
      add(current, lineStart + from, lineStart + column);
      from = column;
      if (ds === undefined) current = UNMAPPED;
      else {
        source += ds;
        current = names[source];
      }
    }
    add(current, lineStart + from, lineStart + length);
    lineStart += length + 1;
  });
  return ranges;
}

/**
 * Gzip bytes per source over a set of JS files: `share` splits each file's gzip size in
 * proportion to the minified bytes of each source (the shares add up to the total); `saved` is
 * what gzip would lose if that source's code were cut from the files (the better guide to a fix).
 */
function attribute(stats, jsFiles) {
  const bySource = new Map();
  for (const file of jsFiles) {
    const full = path.join(distDir, file);
    if (!fs.existsSync(`${full}.map`)) continue;
    const code = fs.readFileSync(full, 'utf8');
    const chunk = Object.values(stats.chunks).find((c) => c.files.includes(file));
    const json = Object.keys(chunk?.modules ?? {}).filter((m) => m.endsWith('.json'));
    const map = JSON.parse(fs.readFileSync(`${full}.map`, 'utf8'));
    const ranges = rangesBySource(
      code,
      map,
      json.length === 1 ? json[0] : json.length > 1 ? '(JSON modules)' : null,
    );
    const { gzip } = gzipSize(file);
    for (const [name, list] of ranges) {
      const minified = list.reduce((n, [a, b]) => n + b - a, 0);
      let rest = '';
      let at = 0;
      for (const [a, b] of [...list].sort((x, y) => x[0] - y[0])) {
        rest += code.slice(at, a);
        at = b;
      }
      rest += code.slice(at);
      const saved = gzip - gzipSync(rest, { level: 9 }).length;
      const entry = bySource.get(name) ?? { name, minified: 0, share: 0, saved: 0 };
      entry.minified += minified;
      entry.share += (gzip * minified) / code.length;
      entry.saved += saved;
      bySource.set(name, entry);
    }
  }
  return [...bySource.values()].sort((a, b) => b.share - a.share);
}

// --- Sizes from the build stats ---
const standalone = readBuildStats('standalone');
const remote = readBuildStats('remote');

const signIn = measure(filesOf(standalone, standaloneSignInChunks(standalone)));
const remoteFiles = filesOf(remote, remoteSignInChunks(remote));
const remoteAdded = measure(remoteFiles);
const remoteSources = attribute(remote, remoteFiles.js).map((s) => ({
  ...s,
  share: Math.round(s.share),
}));

// Lazy groups, counting only what the sign-in screen has not loaded already.
const signInChunks = new Set(standaloneSignInChunks(standalone));
const lazy = Object.fromEntries(
  [
    'posthog',
    'firebase',
    'firebase-analytics',
    'firebase-app-check',
    'firebase-database',
    'firebase-messaging',
    'lang-pt-BR',
    'lang-es',
  ].map((name) => {
    const chunks = group(standalone, name).chunks.filter((id) => !signInChunks.has(id));
    return [name, measure(filesOf(standalone, chunks))];
  }),
);

// --- Headless Chromium: the standalone /unauthorized screen, no API needed ---
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** dist/ as a static site: SPA routes (no extension) fall back to index.html; our /config.json. */
function serve(root, config) {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(config));
      return;
    }
    let file = path.join(root, pathname);
    const inside = file.startsWith(root + path.sep);
    if (!inside || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      if (path.extname(pathname)) {
        res.writeHead(404).end();
        return;
      }
      file = path.join(root, 'index.html');
    }
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'Content-Type': type });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function browserRun() {
  if (!fs.existsSync(CHROMIUM)) return { skipped: `${CHROMIUM} is missing` };
  const { chromium } = await import('@playwright/test');
  // The development config (a build ships none: deployments render theirs, deploy/render.ts).
  const shipped = JSON.parse(fs.readFileSync('public/config.json', 'utf8'));
  // A closed port: every API call fails at once, and the unauthorized screen needs none.
  const closed = 'http://127.0.0.1:9';
  const config = {
    ...shipped,
    apiUrl: closed,
    posthog: shipped.posthog ? { ...shipped.posthog, host: closed } : null,
    firebase: null,
  };
  const server = await serve(distDir, config);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const runs = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ locale: 'en-US' }); // a cold cache every run
      const page = await context.newPage();
      // The moment the screen's heading appears, and the scripts that had arrived by then.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const h1 = document.querySelector('h1');
          if (!h1?.textContent) return;
          observer.disconnect();
          const at = performance.now();
          window.__bench = {
            at,
            heading: h1.textContent,
            scripts: performance
              .getEntriesByType('resource')
              .filter((e) => e.name.endsWith('.js') && e.responseEnd <= at)
              .map((e) => e.name),
          };
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      const bodies = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        bodies.push(
          response
            .body()
            .then((body) => [response.url(), gzipSync(body, { level: 9 }).length])
            .catch(() => [response.url(), 0]),
        );
      });
      await page.goto(`${origin}/unauthorized`);
      await page.waitForFunction(() => window.__bench, null, { timeout: 30_000 });
      const seen = await page.evaluate(() => window.__bench);
      await page.waitForLoadState('networkidle');
      const gzipByUrl = new Map(await Promise.all(bodies));
      const jsUntilHeading = seen.scripts.reduce((n, url) => n + (gzipByUrl.get(url) ?? 0), 0);
      const jsAll = [...gzipByUrl.values()].reduce((n, size) => n + size, 0);
      runs.push({
        ms: Math.round(seen.at),
        heading: seen.heading,
        jsUntilHeading,
        jsAfterIdle: jsAll,
        scriptsUntilHeading: seen.scripts.map((url) => new URL(url).pathname),
      });
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return {
    url: '/unauthorized',
    runs,
    medianMs: Math.round(median(runs.map((r) => r.ms))),
    jsUntilHeading: median(runs.map((r) => r.jsUntilHeading)),
    jsAfterIdle: median(runs.map((r) => r.jsAfterIdle)),
    heading: runs[0]?.heading,
  };
}

const browser = await browserRun();

// --- Report ---
const kb = (bytes) => (bytes / KB).toFixed(1);
const rows = [
  ['(a) standalone sign-in: JS', signIn.js.gzip, budgets['standalone sign-in JS']],
  ['(a) standalone sign-in: CSS', signIn.css.gzip],
  ['(b) remote added to a host: JS', remoteAdded.js.gzip, budgets['remote added to a host JS']],
  ['(b) remote added to a host: CSS', remoteAdded.css.gzip],
  ...Object.entries(lazy).map(([name, m]) => [`(c) lazy ${name}: JS`, m.js.gzip]),
];
if (browser.skipped) rows.push([`browser: skipped (${browser.skipped})`, null]);
else {
  rows.push([`browser ${browser.url}: JS until heading`, browser.jsUntilHeading]);
  rows.push([`browser ${browser.url}: JS after network idle`, browser.jsAfterIdle]);
}
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\n${'gzip -9, KB (1024 B)'.padEnd(width)}  ${'size'.padStart(7)}  budget`);
for (const [label, bytes, budget] of rows) {
  const size = bytes === null ? '' : kb(bytes);
  const limit = budget ? `${kb(budget)}${bytes > budget ? '  OVER' : ''}` : '';
  console.log(`${label.padEnd(width)}  ${size.padStart(7)}  ${limit}`);
}
if (!browser.skipped) {
  console.log(
    `browser: heading "${browser.heading}" after ${browser.medianMs} ms (median of ${RUNS}); runs:`,
  );
  for (const run of browser.runs) {
    const lazyBefore = run.scriptsUntilHeading
      .map((p) => path.basename(p).replace(/\.[0-9a-f]{8}\.js$/, ''))
      .filter((name) => /^[a-z]/.test(name) && name !== 'main');
    console.log(
      `  ${String(run.ms).padStart(5)} ms, ${kb(run.jsUntilHeading).padStart(6)} KB JS until heading (${run.scriptsUntilHeading.length} files: …${lazyBefore.join(', ')})`,
    );
  }
}
console.log(
  '\n(b) by source, top 10 (gzip KB: share of the total / saved if removed; minified KB):',
);
for (const s of remoteSources.slice(0, 10)) {
  console.log(
    `  ${s.name.padEnd(44)} ${kb(s.share).padStart(5)} / ${kb(s.saved).padStart(5)}   ${kb(s.minified).padStart(6)}`,
  );
}
const ours = remoteSources.filter((s) => s.name.startsWith('src/'));
console.log(
  `  ${'(all of src/, ' + ours.length + ' files)'}`.padEnd(46) +
    ` ${kb(ours.reduce((n, s) => n + s.share, 0)).padStart(5)}`,
);

const over = [
  ['standalone sign-in JS', signIn.js.gzip],
  ['remote added to a host JS', remoteAdded.js.gzip],
].filter(([name, bytes]) => bytes > budgets[name]);

fs.mkdirSync(path.resolve(import.meta.dirname, '../bench'), { recursive: true });
fs.writeFileSync(
  path.resolve(import.meta.dirname, '../bench/results.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      dist: distDir,
      unit: 'bytes, gzip level 9',
      budgets,
      standaloneSignIn: signIn,
      remoteAddedToHost: { ...remoteAdded, bySource: remoteSources },
      lazy: Object.fromEntries(
        Object.entries(lazy).map(([name, m]) => [name, { js: m.js.gzip, css: m.css.gzip }]),
      ),
      browser,
      over: over.map(([name]) => name),
    },
    null,
    2,
  )}\n`,
);
console.log('\nwrote bench/results.json');

if (over.length > 0) {
  for (const [name, bytes] of over) {
    console.error(
      `over budget: ${name} is ${kb(bytes)} KB gzip, budget ${kb(budgets[name])} KB (+${kb(bytes - budgets[name])})`,
    );
  }
  process.exit(1);
}
