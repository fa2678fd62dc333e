import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import en from './lang/en.json';

// The English catalog is generated from the messages in the code (`npm run i18n:extract`). This
// fails when someone edits a message and forgets to extract, so the shipped text is never stale.
describe('the en catalog', () => {
  it('matches the messages extracted from the source', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-')), 'en.json');
    const root = path.resolve(__dirname, '../..');
    execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/@formatjs/cli/bin/formatjs'),
        'extract',
        'src/**/*.{ts,tsx}',
        '--ignore',
        'src/**/*.test.{ts,tsx}',
        '--ignore',
        'src/**/*.d.ts',
        '--out-file',
        out,
        '--format',
        'simple',
      ],
      { cwd: root, stdio: 'pipe' },
    );
    expect(en).toEqual(JSON.parse(fs.readFileSync(out, 'utf8')));
  });

  it('is shipped compiled exactly as `npm run i18n:compile` makes it', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-compiled-'));
    const root = path.resolve(__dirname, '../..');
    execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/@formatjs/cli/bin/formatjs'),
        'compile-folder',
        '--ast',
        '--format',
        'simple',
        'src/i18n/lang',
        outDir,
      ],
      { cwd: root, stdio: 'pipe' },
    );
    for (const file of fs.readdirSync(path.join(root, 'src/i18n/lang'))) {
      const shipped = JSON.parse(
        fs.readFileSync(path.join(root, 'src/i18n/compiled', file), 'utf8'),
      );
      expect(shipped).toEqual(JSON.parse(fs.readFileSync(path.join(outDir, file), 'utf8')));
    }
  });
});
