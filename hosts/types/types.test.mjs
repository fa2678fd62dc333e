// A host that registers the account remote at run time gets its types as the README documents:
// the build publishes @mf-types (zip, and unpacked next to it), and hosts/types/host.tsx,
// typechecked against them, uses the exposed modules' real types (its @ts-expect-error lines
// fail if they were `any`). Run after `npm run build`: `npm run test:build`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { distDir } from '../../scripts/build-stats.mjs';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

test('the build publishes the exposed modules’ declarations', () => {
  for (const file of ['@mf-types.zip', '@mf-types.d.ts']) {
    assert.ok(fs.existsSync(path.join(distDir, file)), `${file} is missing`);
  }
  for (const name of ['AccountRoutes', 'AuthProvider', 'WhitelabelLogo', 'OrganizationSwitcher']) {
    assert.ok(fs.existsSync(path.join(distDir, '@mf-types', `${name}.d.ts`)), name);
  }
});

test(
  'a runtime-registered host typechecks against them (hosts/types/host.tsx)',
  {
    // A build elsewhere (ACCOUNT_DIST) is not what the fixture's tsconfig maps.
    skip: distDir !== path.resolve(import.meta.dirname, '../../dist') && 'reads dist/ only',
    timeout: 120_000,
  },
  () => {
    const result = spawnSync(
      process.execPath,
      [tsc, '-p', path.join(import.meta.dirname, 'tsconfig.json'), '--noEmit'],
      { encoding: 'utf8' },
    );
    assert.equal(result.status, 0, result.stdout + result.stderr);
  },
);
