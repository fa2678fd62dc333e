// The size budgets of bench/budgets.json against the production build (`npm run test:build`, after
// `npm run build`; ACCOUNT_DIST for a build elsewhere). A budget exceeded fails with the biggest
// sources of those bytes, from the hidden source maps (scripts/sizes.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkBudgets, computeSizes, explainOver, kb, readBudgets } from './sizes.mjs';

const budgets = readBudgets();
const results = checkBudgets(computeSizes(), budgets);
const byId = Object.fromEntries(results.map((r) => [r.id, r]));

test('the default container may carry the federation runtime on top of the slim budget, no more', () => {
  const { remoteSlim, remoteDefault } = budgets.sizes;
  assert.ok(
    remoteDefault.maxKB > remoteSlim.maxKB,
    'the default budget is the slim one + the runtime',
  );
  assert.match(remoteDefault.why, new RegExp(`slim budget \\(${remoteSlim.maxKB}\\)`));
});

for (const id of ['standaloneSignIn', 'remoteSlim', 'remoteDefault']) {
  const result = byId[id];
  const name = `${result.label}: JavaScript ≤ ${kb(result.max)} KB gzip`;
  // Until the remote is split into a default and a slim container, the build has only one of
  // the two: the other budget has nothing to measure.
  if (result.missing) {
    test(name, { skip: result.missing }, () => {});
    continue;
  }
  test(name, (t) => {
    t.diagnostic(`${kb(result.bytes)} KB gzip`);
    assert.ok(!result.over, `\n${explainOver(result)}`);
  });
}

test('the builds hold at least one federation container to measure', () => {
  assert.ok(!byId.remoteSlim.missing || !byId.remoteDefault.missing, 'no mf-manifest.json found');
});

test(`${byId.integrationsBeforeFirstScreen.label}: 0 bytes`, () => {
  const result = byId.integrationsBeforeFirstScreen;
  assert.ok(!result.over, `\n${explainOver(result)}`);
});
