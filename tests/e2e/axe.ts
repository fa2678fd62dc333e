import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The axe-core that @axe-core/playwright ships (the same engine and version it would inject). */
const axeSource = (
  createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeScope {
  /** Inside the host demo: only our own root is checked (the host's markup is the host's). */
  hosted?: boolean;
  /** Only this part of the screen (a CSS selector), e.g. a dialog. */
  within?: string;
}

/**
 * The serious and critical WCAG 2.1 A/AA problems axe finds on the screen, one line each.
 *
 * axe.run as @axe-core/playwright's legacy mode runs it, with axe injected once per document
 * (and into any frame that lacks it) instead of twice per analysis: the accessibility spec runs
 * axe six times per screen, and the injection cost more than the checks. (Its default mode also
 * opens a new blank page for every analysis to merge per-frame results.) Same rules, same DOM.
 * Only violations are asked for (`resultTypes`); they are reported in full.
 */
export async function axeProblems(page: Page, { hosted = false, within }: AxeScope = {}) {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
  }
  const found = await page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      // Inside the host our stylesheets are another origin's: axe would fetch them and parse
      // them in inline <style> elements, which the host's CSP refuses (and the CSP guard of
      // ./fixtures fails on). The rules that need them (css-orientation-lock) run on the whole
      // standalone screen.
      const options = {
        runOnly: { type: 'tag' as const, values: tags },
        resultTypes: ['violations' as const],
        ...(include ? { preload: false } : {}),
      };
      const { violations } = await axe.run(
        include ? { include: [[include]], exclude: [] } : document,
        options,
      );
      return violations.map(({ id, help, impact, nodes }) => ({
        id,
        help,
        impact,
        targets: nodes.map((n) => n.target.join(' ')),
      }));
    },
    { include: within ?? (hosted ? '[data-theme]' : undefined), tags },
  );
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
}

/** Fails with every serious or critical problem axe finds (see `axeProblems`). */
export async function expectNoAxeProblems(page: Page, scope?: AxeScope) {
  expect(await axeProblems(page, scope)).toEqual([]);
}
