// Every stylesheet under src/ lays out with logical properties, so a right-to-left language
// mirrors (docs/theming.md); the pseudo-locale's browser test shows the result.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { cssFiles, physicalDeclarations } from './logical-css.mjs';

const root = path.resolve(import.meta.dirname, '..');

test('no stylesheet under src/ uses a physical left/right property', () => {
  const files = cssFiles(path.join(root, 'src'));
  assert.ok(files.length > 0, 'no stylesheet found under src/');
  const found = files.flatMap((file) =>
    physicalDeclarations(fs.readFileSync(file, 'utf8')).map(
      (hit) => `${path.relative(root, file)}:${hit}`,
    ),
  );
  assert.deepEqual(found, []);
});

test('the check catches each kind of physical property and spares the logical ones', () => {
  const physical = [
    'margin-left: 4px',
    'margin-right: 0',
    'padding-left: 1em',
    'padding-right: 2px',
    'left: 0',
    'right: 8px',
    'text-align: left',
    'text-align: right',
    'border-left: 1px solid',
    'border-right-color: red',
    'border-top-left-radius: 4px',
    'float: left',
    'float: right',
  ];
  for (const declaration of physical) {
    assert.equal(physicalDeclarations(`.a {\n  ${declaration};\n}`).length, 1, declaration);
  }
  const logical = [
    'margin-inline-start: 4px',
    'padding-inline: 1em',
    'inset-inline-end: 0',
    'text-align: start',
    'text-align: center',
    'border-inline-start: 1px solid',
    'float: inline-start',
    'letter-spacing: normal',
  ];
  for (const declaration of logical) {
    assert.deepEqual(physicalDeclarations(`.a {\n  ${declaration};\n}`), [], declaration);
  }
  // A comment and a selector are not declarations.
  assert.deepEqual(physicalDeclarations('/* margin-left: 0; */\na:left {\n  color: red;\n}'), []);
});
