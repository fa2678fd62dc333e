// The css-shield's selector rewriting (scripts/css-shield.cjs): where the boost goes, and the
// selectors it refuses rather than break.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { boost } = createRequire(import.meta.url)('./css-shield.cjs');
const B = ':not(:global(#\\9))';

test('lifts after the first compound selector, pseudo-elements kept last', () => {
  assert.equal(boost('.title', 2), `.title${B}${B}`);
  assert.equal(boost('.button:hover', 2), `.button:hover${B}${B}`);
  assert.equal(boost('.checkbox input:focus-visible', 2), `.checkbox${B}${B} input:focus-visible`);
  assert.equal(boost(".root[data-theme='dark']", 2), `.root[data-theme='dark']${B}${B}`);
  assert.equal(boost('.root *::before', 1), `.root${B} *::before`);
  assert.equal(boost('.input::placeholder', 2), `.input${B}${B}::placeholder`);
  assert.equal(boost('.dialog::backdrop', 2), `.dialog${B}${B}::backdrop`);
  assert.equal(boost('.a > .b', 2), `.a${B}${B} > .b`);
});

test('refuses selectors it cannot place correctly, instead of emitting a rule that misses', () => {
  for (const selector of [
    '[aria-label="Close menu"]',
    ':where(.a .b)',
    ':is(.a, .b) .c',
    '.a:not(.b)',
    '.a::file-selector-button',
    '.a::first-line',
    '.a::-webkit-scrollbar',
  ]) {
    assert.throws(() => boost(selector, 2), /css-shield cannot lift/, selector);
  }
});
