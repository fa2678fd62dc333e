// Physical (left/right) CSS properties and values, which do not mirror in a right-to-left
// language: our stylesheets use the logical ones (margin-inline-start, padding-inline,
// inset-inline-end, text-align: start; docs/theming.md). Used by scripts/logical-css.test.mjs.
import fs from 'node:fs';
import path from 'node:path';

const PHYSICAL = [
  /^(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-[a-z]+)?$/,
  /^border-(top|bottom)-(left|right)-radius$/,
  /^(left|right)$/,
];
const PHYSICAL_VALUE = {
  'text-align': /^(left|right)\b/,
  float: /^(left|right)\b/,
  clear: /^(left|right)\b/,
};

/** Every physical declaration in `css` as "line: declaration". */
export function physicalDeclarations(css) {
  const found = [];
  // Comments out, line numbers kept.
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const declaration = /([a-z-]+)\s*:\s*([^;{}]+)(?=[;}])/g;
  for (const match of text.matchAll(declaration)) {
    const [whole, property, value] = match;
    // A selector such as `a:hover {` is not a declaration: it is followed by `{`, not `;`/`}`.
    const physical =
      PHYSICAL.some((pattern) => pattern.test(property)) ||
      PHYSICAL_VALUE[property]?.test(value.trim());
    if (physical) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${line}: ${whole.trim()}`);
    }
  }
  return found;
}

/** Every .css file under `dir`. */
export function cssFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
