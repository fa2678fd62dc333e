// PostCSS plugin for our CSS Modules: lifts every rule above what a host page's stylesheet can
// reach, so the account screens look the same inside any shell (docs/architecture.md, "Module Federation and styles").
//
// A host styles by element, attribute and class selectors (`.content p`, `main button`,
// `#app h1`). Each of our rules gets `:not(#\9)` twice after its first compound selector: two
// ID-weights of specificity that match every element (no element has the id "\9"). Our reset
// (`.root`, `.root *` and their pseudo-elements) gets it once: it beats the host's rules with
// fewer than two ids and `all: revert`s their declarations to the browser's defaults, and every
// other rule of ours still beats the reset. Only `!important` or two-id selectors get through.
const BOOST = ':not(:global(#\\9))';

/** The reset is the rule whose selector list includes `.root *` (see ui.module.css). */
function isReset(rule) {
  return rule.selectors.some((selector) => /^\.root\s+\*$/.test(selector.trim()));
}

// Selectors the simple insertion below cannot place correctly: quoted attribute values with a
// space or combinator inside, functional pseudo-classes that hold selector lists, and pseudo-elements we
// have not listed. The build fails on them rather than emitting a rule that silently misses.
const UNSUPPORTED =
  /(["'])[^"']*[\s>+~,][^"']*\1|:(where|is|has|global|local|not)\(|::(?!before\b|after\b|placeholder\b|marker\b|selection\b|backdrop\b)/;

function boost(selector, times) {
  const trimmed = selector.trim();
  if (UNSUPPORTED.test(trimmed)) {
    throw new Error(
      `css-shield cannot lift the selector "${trimmed}"; rewrite it (see scripts/css-shield.cjs)`,
    );
  }
  // Insert after the first compound selector (before the first combinator), so pseudo-elements
  // stay last and `.a .b::before` becomes `.a:not(#\9):not(#\9) .b::before`.
  const match = /^((?:\\.|[^\s>+~])+)(.*)$/s.exec(trimmed);
  if (!match) return trimmed;
  const [, first, rest] = match;
  const pseudoElement = /::?(before|after|placeholder|marker|selection|backdrop)$/.exec(first);
  const head = pseudoElement ? first.slice(0, pseudoElement.index) : first;
  const tail = pseudoElement ? first.slice(pseudoElement.index) : '';
  return `${head}${BOOST.repeat(times)}${tail}${rest}`;
}

/** @type {import('postcss').PluginCreator<void>} */
module.exports = () => ({
  postcssPlugin: 'account-css-shield',
  Rule(rule) {
    if (rule.parent && rule.parent.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) {
      return;
    }
    if (rule.selector.includes(BOOST)) return;
    const times = isReset(rule) ? 1 : 2;
    rule.selectors = rule.selectors.map((selector) => boost(selector, times));
  },
});
module.exports.postcss = true;
module.exports.boost = boost;
