// Shared by the proofs that the layer rules fire (scripts/layers.test.mjs for src/,
// scripts/dev-api-layers.test.mjs for dev-api/): files written into the tree for one test run
// (removed after it) and the ESLint rule ids reported on them with the repository's own config.
import fs from 'node:fs';
import path from 'node:path';
import { after } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const written = [];
after(() => written.forEach((file) => fs.rmSync(file, { force: true })));

/** Writes `text` at `relative` (from the repository root) for this run; returns the path. */
export function fixture(relative, text) {
  const file = path.join(root, relative);
  fs.writeFileSync(file, text);
  written.push(file);
  return file;
}

/** The rule ids ESLint reports on `files`, with eslint.config.mjs. */
export async function ruleIds(files) {
  const eslint = new ESLint({ cwd: root });
  const results = await eslint.lintFiles(files);
  return results.flatMap((result) => result.messages.map((message) => message.ruleId));
}
