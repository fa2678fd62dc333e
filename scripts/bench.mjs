// `npm run bench` (bench/README.md; docs/architecture.md, "Performance"): the production build
// against bench/budgets.json, side by side with the peers, in one run:
//  1. sizes from the build stats and source maps (scripts/sizes.mjs, the same code as the budget
//     test in `npm run test:build`);
//  2. the peers' published sign-in bundles, downloaded from the npm registry now
//     (scripts/bench-peers.mjs);
//  3. headless Chromium and Lighthouse against the build and the dev API, which the bench starts
//     on free ports (scripts/bench-browser.mjs).
// Prints a table, writes bench/results.json and the table in bench/README.md, and exits 1 when a
// budget or target is missed (or could not be measured), naming which.
//   --no-peers        skip 2 (e.g. offline on purpose)
//   --no-browser      skip 3
//   --no-lighthouse   skip Lighthouse only
//   --runs N          page loads per browser measure (default 5)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { measureBrowser } from './bench-browser.mjs';
import { measurePeers } from './bench-peers.mjs';
import { distDir } from './build-stats.mjs';
import {
  attribute,
  checkBudgets,
  computeSizes,
  describeSources,
  explainOver,
  kb,
  readBudgets,
} from './sizes.mjs';

const { values: options } = parseArgs({
  options: {
    'no-peers': { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
  },
});
const benchDir = path.resolve(import.meta.dirname, '../bench');
const budgets = readBudgets();
const log = (line) => console.log(line);

// --- 1. Sizes ---
const sizes = computeSizes();
const sizeResults = checkBudgets(sizes, budgets);
const allSources = (measured) =>
  measured
    ? attribute(
        measured.stats,
        measured.js.files.map((f) => f.file),
      )
    : null;
const sources = {
  standaloneSignIn: allSources(sizes.standaloneSignIn),
  remoteSlim: allSources(sizes.remote.slim),
  remoteDefault: allSources(sizes.remote.default),
};
const ours = sizes.standaloneSignIn.js.gzip;

// --- 2. Peers ---
let peers = { skipped: '--no-peers' };
if (!options['no-peers']) {
  log('Peers: downloading from the npm registry…');
  peers = await measurePeers(ours, log);
}

// --- 3. Browser ---
let browser = { skipped: '--no-browser' };
if (!options['no-browser']) {
  log('Browser: the build (sirv) and the dev API on free ports, headless Chromium…');
  try {
    browser = await measureBrowser(distDir, {
      runs: Number(options.runs),
      lighthouseRunCount: options['no-lighthouse'] ? 0 : 3,
      log,
    });
  } catch (error) {
    browser = { error: String(error.message) };
  }
  if (options['no-lighthouse']) {
    browser.lighthouse = { skipped: '--no-lighthouse' };
    browser.lighthouseCentre = { skipped: '--no-lighthouse' };
  }
}

// --- Checks: every budget and target, met (true), missed (false) or skipped on purpose (null) ---
const ms = (n) => `${Math.round(n)} ms`;
const checks = [];
for (const r of sizeResults) {
  const integrations = r.id === 'integrationsBeforeFirstScreen';
  checks.push({
    id: r.id,
    label: r.label,
    value: r.missing ? null : integrations ? `${r.bytes} B` : `${kb(r.bytes)} KB`,
    limit: integrations ? '0 B' : `≤ ${kb(r.max)} KB`,
    // A container the build does not have yet (the remote before its split) is not a failure.
    ok: r.missing ? null : !r.over,
    note: r.missing,
  });
}
const t = budgets.browser;
const browserCheck = (id, label, measured, value, limit, ok, note) => {
  if (browser.skipped || measured?.skipped) {
    checks.push({
      id,
      label,
      value: null,
      limit,
      ok: null,
      note: browser.skipped ?? measured.skipped,
    });
  } else if (browser.error || !measured || measured.error) {
    const why = browser.error ?? measured?.error ?? 'not measured';
    checks.push({ id, label, value: null, limit, ok: false, note: `could not measure: ${why}` });
  } else {
    const load = measured.load === undefined ? '' : `load ${measured.load}`;
    checks.push({ id, label, value, limit, ok, note: [note, load].filter(Boolean).join('; ') });
  }
};
{
  const r = browser.redirect;
  const target = t.redirectNavigatesMs;
  browserCheck(
    'redirectNavigatesMs',
    target.label,
    r,
    r?.medianMs !== undefined && ms(r.medianMs),
    `${target.target} ± ${target.tolerance} ms`,
    Math.abs(r?.medianMs - target.target) <= target.tolerance,
    r?.runs && `runs ${r.runs.join(', ')} ms`,
  );
}
for (const [id, key] of [
  ['signInRoundTripMs', 'roundTrip'],
  ['signInInteractiveThrottledMs', 'throttled'],
]) {
  const r = browser[key];
  browserCheck(
    id,
    t[id].label,
    r,
    r?.medianMs !== undefined && ms(r.medianMs),
    `≤ ${t[id].max} ms`,
    r?.medianMs <= t[id].max,
    r?.runs && `runs ${r.runs.join(', ')} ms`,
  );
}
for (const [category, min] of Object.entries(t.lighthouse.min)) {
  const r = browser.lighthouse;
  browserCheck(
    `lighthouse.${category}`,
    `Lighthouse ${category.replace('-', ' ')} (mobile, sign-in screen)`,
    r,
    r?.[category],
    min === 100 ? '100' : `≥ ${min}`,
    r?.[category] >= min,
    category === 'performance' && r?.lcpMs !== undefined
      ? `LCP ${ms(r.lcpMs)}, TBT ${ms(r.tbtMs)}, unused JS ${kb(r.unusedJsBytes)} KB; runs ${r.runs.map((x) => x.performance).join(', ')}`
      : undefined,
  );
}
{
  // The signed-in account centre: 100 in every section, and no failed audit even of weight 0.
  const r = browser.lighthouseCentre;
  const failed = (r?.sections ?? []).flatMap((s) => s.failedAudits.map((a) => `${s.path} ${a}`));
  browserCheck(
    'lighthouseCentre.accessibility',
    t.lighthouseCentre.label,
    r,
    r?.accessibility,
    '100',
    r?.accessibility >= t.lighthouseCentre.min.accessibility && failed.length === 0,
    r?.sections &&
      `${r.sections.map((s) => `${s.path} ${s.accessibility}`).join(', ')}${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
  );
}

for (const [category, min] of Object.entries(t.lighthouseCentreOverview.min)) {
  const centre = browser.lighthouseCentre;
  const r = centre?.skipped || centre?.error ? centre : centre?.overview;
  browserCheck(
    `lighthouseCentreOverview.${category}`,
    `Lighthouse ${category.replace('-', ' ')} (mobile, signed-in overview)`,
    r ?? { error: 'not measured' },
    r?.[category],
    min === 100 ? '100' : `≥ ${min}`,
    r?.[category] >= min,
    category === 'performance' && r?.lcpMs !== undefined
      ? `LCP ${ms(r.lcpMs)}, TBT ${ms(r.tbtMs)}, CLS ${Math.round((r.cls ?? 0) * 1000) / 1000}${r.shifts?.length ? ` (${r.shifts.map((x) => `${x.element} ${x.score}`).join(', ')})` : ''}; runs ${r.runs.map((x) => x.performance).join(', ')}`
      : r?.[category] < min && r?.failedAudits?.length
        ? `failed: ${r.failedAudits.join(', ')}`
        : undefined,
  );
}

// --- Report ---
const status = (ok) => (ok === null ? 'skipped' : ok ? 'ok' : 'MISSED');
const pad = (rows) => {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  return rows.map((row) => row.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));
};
console.log('\nBudgets and targets (sizes: gzip -9 of JavaScript, KB of 1024 B)');
for (const line of pad([
  ['', 'measured', 'budget', ''],
  ...checks.map((c) => [c.label, c.value ?? '—', c.limit, status(c.ok)]),
])) {
  console.log(`  ${line}`);
}
for (const c of checks.filter((x) => x.note)) console.log(`  ${c.label}: ${c.note}`);

const css = (m) => (m ? kb(m.css.gzip) : '—');
console.log(
  `\nCSS, gzip KB: standalone sign-in ${css(sizes.standaloneSignIn)}, remote slim ${css(sizes.remote.slim)}, remote default ${css(sizes.remote.default)}`,
);
console.log(
  `Lazy chunks, gzip KB (information): ${Object.entries(sizes.lazy)
    .map(([name, m]) => `${name} ${kb(m.js.gzip)}`)
    .join(', ')}`,
);

const centreLine = `first load (overview) ${kb(sizes.centre.firstLoad.js.gzip)}; each section adds ${Object.entries(
  sizes.centre.sections,
)
  .map(([name, m]) => `${name} ${kb(m.js.gzip)}`)
  .join(', ')}`;
console.log(`Account centre, standalone, gzip KB of JavaScript: ${centreLine}`);

const peerRows = peers.peers ?? [];
console.log(`\nPeers: sign-in JavaScript, gzip -9, against ours (${kb(ours)} KB standalone)`);
if (peers.skipped || peers.unreachable)
  console.log(`  skipped: ${peers.skipped ?? peers.unreachable}`);
for (const line of pad([
  ['', 'packages', 'measured', 'KB', '× ours'],
  ...peerRows.map((p) =>
    p.error
      ? [p.name, p.packages.join(' + '), `failed: ${p.error}`, '', '']
      : [
          p.name,
          p.packages.join(' + '),
          `${p.method}, ${p.files.length} file(s)`,
          kb(p.gzip),
          p.ratio.toFixed(2),
        ],
  ),
])) {
  if (peerRows.length) console.log(`  ${line}`);
}

if (browser.unauthorized && !browser.unauthorized.error) {
  const u = browser.unauthorized;
  console.log(
    `\nBrowser, cold load of ${u.url}: heading "${u.heading}" after ${u.medianMs} ms (median of ${u.runs.length}), ${kb(u.jsUntilHeading)} KB JS by then, ${kb(u.jsAfterIdle)} KB after network idle`,
  );
}
if (browser.throttled?.requests) {
  console.log(
    `Requests before the sign-in form was interactive (4× CPU, slow 4G; start–end ms): ${browser.throttled.requests
      .map((r) => `${path.basename(r.path) || '/'} ${r.startMs}–${r.endMs}`)
      .join(', ')}`,
  );
}
if (browser.lighthouse?.failedAudits) {
  const l = browser.lighthouse;
  console.log(
    `Lighthouse ${l.lighthouse} (median of ${l.runs.length} by performance): FCP ${ms(l.fcpMs)}, LCP ${ms(l.lcpMs)}, TBT ${ms(l.tbtMs)}, TTI ${ms(l.ttiMs)}, CLS ${l.cls?.toFixed(3)}, unused JS ${kb(l.unusedJsBytes)} KB; audits below 1: ${l.failedAudits.join(', ')}`,
  );
}
for (const [name, list] of Object.entries(sources)) {
  if (!list) continue;
  console.log(`\nBiggest sources: ${name} (gzip share of the files, from the source maps)`);
  for (const line of describeSources(list, 10)) console.log(line);
}

// --- bench/results.json and the table in bench/README.md ---
const commit = (() => {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    }).trim();
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
})();
const chromiumVersion = (() => {
  try {
    return execFileSync('/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
})();
const run = {
  date: new Date().toISOString(),
  commit,
  node: process.version,
  chromium: chromiumVersion,
  loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
  dist: distDir,
};
const strip = ({ stats: _stats, chunks: _chunks, ...rest }) => rest;
fs.mkdirSync(benchDir, { recursive: true });
fs.writeFileSync(
  path.join(benchDir, 'results.json'),
  `${JSON.stringify(
    {
      ...run,
      unit: 'sizes in bytes, gzip level 9; times in ms',
      budgets,
      checks,
      sizes: {
        standaloneSignIn: strip(sizes.standaloneSignIn),
        remoteSlim: sizes.remote.slim && strip(sizes.remote.slim),
        remoteDefault: sizes.remote.default && strip(sizes.remote.default),
        integrationsBeforeFirstScreen: sizes.integrations,
        centre: {
          firstLoad: { js: sizes.centre.firstLoad.js.gzip, css: sizes.centre.firstLoad.css.gzip },
          sections: Object.fromEntries(
            Object.entries(sizes.centre.sections).map(([name, m]) => [
              name,
              { js: m.js.gzip, css: m.css.gzip },
            ]),
          ),
        },
        lazy: Object.fromEntries(
          Object.entries(sizes.lazy).map(([name, m]) => [name, { js: m.js.gzip, css: m.css.gzip }]),
        ),
        // The top 20 of each set.
        sources: Object.fromEntries(
          Object.entries(sources).map(([name, list]) => [name, list?.slice(0, 20) ?? null]),
        ),
      },
      peers,
      browser,
    },
    null,
    2,
  )}\n`,
);

const cell = (text) => String(text).replaceAll('|', '\\|');
const table = [
  `Last run: ${run.date.slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, ${chromiumVersion}, Node ${process.version}, load average ${run.loadAverage[0]} on ${os.cpus().length} cores at the end${browser.settled?.waitedS ? `; the browser measures waited ${browser.settled.waitedS} s after the build for the load to fall from ${browser.settled.from} to ${browser.settled.to}` : ''}; each browser figure's note gives the load average when it was taken.`,
  '',
  '| measure | result | budget / target | |',
  '| --- | --- | --- | --- |',
  ...checks.map(
    (c) =>
      `| ${cell(c.label)} | ${cell(c.value ?? '—')} | ${cell(c.limit)} | ${c.ok === null ? `skipped${c.note ? `: ${cell(c.note)}` : ''}` : c.ok ? 'met' : '**missed**'}${c.ok !== null && c.note ? `: ${cell(c.note)}` : ''} |`,
  ),
  '',
  `Account centre (information, no budget), gzip KB of JavaScript: ${centreLine}.`,
  '',
];
if (peerRows.length) {
  table.push(
    `| peer (sign-in JavaScript, gzip -9) | packages | measured | KB | × ours (${kb(ours)} KB) |`,
    '| --- | --- | --- | --- | --- |',
    ...peerRows.map((p) =>
      p.error
        ? `| ${p.name} | ${p.packages.join(' + ')} | failed: ${cell(p.error)} | | |`
        : `| ${p.name} | ${p.packages.join(' + ')} | ${p.method}, ${p.files.length} file(s) | ${kb(p.gzip)} | ${p.ratio.toFixed(2)} |`,
    ),
    '',
  );
} else table.push(`Peers: ${peers.skipped ?? peers.unreachable}.`, '');
const START = '<!-- bench:results:start (written by npm run bench) -->';
const END = '<!-- bench:results:end -->';
const readmeFile = path.join(benchDir, 'README.md');
const readme = fs.readFileSync(readmeFile, 'utf8');
const block = `${START}\n\n${table.join('\n')}\n${END}`;
const updated =
  readme.includes(START) && readme.includes(END)
    ? readme.slice(0, readme.indexOf(START)) +
      block +
      readme.slice(readme.indexOf(END) + END.length)
    : `${readme.trimEnd()}\n\n## Last results\n\n${block}\n`;
// Formatted as `npm run lint` (prettier --check) wants it.
fs.writeFileSync(
  readmeFile,
  await prettier.format(updated, {
    ...(await prettier.resolveConfig(readmeFile)),
    filepath: readmeFile,
  }),
);
console.log('\nwrote bench/results.json and the table in bench/README.md');

// --- Exit code ---
const missed = checks.filter((c) => c.ok === false);
for (const r of sizeResults.filter((x) => x.over)) console.error(`\n${explainOver(r)}`);
if (missed.length > 0) {
  console.error(
    `\nmissed: ${missed.map((c) => `${c.label} (${c.value ?? c.note}, ${c.limit})`).join('; ')}`,
  );
  process.exit(1);
}
