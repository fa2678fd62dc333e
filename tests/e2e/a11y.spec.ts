import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { journeys } from './journeys';

// axe on every screen and step (tests/e2e/journeys.ts), in both themes and all three
// languages: no serious or critical violation of WCAG 2.1 A/AA. Inside the host demo only our
// own root is checked (the host's markup is the host's).

const languages = [
  ['en', 'English'],
  ['pt-BR', 'Português (Brasil)'],
  ['es', 'Español'],
] as const;
const themes = ['light', 'dark'] as const;

/** The axe-core that @axe-core/playwright ships (the same engine and version it would inject). */
const axeSource = (
  createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe.run on the screen, as @axe-core/playwright's legacy mode runs it, with axe injected once
 * per document (and into any frame that lacks it) instead of twice per analysis: each capture
 * runs axe six times, and the injection cost more than the checks. (Its default mode also opens
 * a new blank page for every analysis to merge per-frame results.) Same rules, same DOM. Only
 * violations are asserted on, so axe details no other result type (`resultTypes`); violations
 * are reported in full.
 */
async function violations(page: Page, hosted: boolean) {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
  }
  const found = await page.evaluate(
    async ({ hosted, tags }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      // Inside the host our stylesheets are another origin's: axe would fetch them and parse
      // them in inline <style> elements, which the host's CSP refuses (and the CSP guard of
      // ./fixtures fails on). The rules that need them (css-orientation-lock) run on the same
      // CSS standalone. And only our own root is checked there (the host's markup is the host's).
      const context = hosted ? { include: [['[data-theme]']], exclude: [] } : document;
      const options = {
        runOnly: { type: 'tag' as const, values: tags },
        resultTypes: ['violations' as const],
        ...(hosted ? { preload: false } : {}),
      };
      const { violations } = await axe.run(context, options);
      return violations.map(({ id, help, impact, nodes }) => ({
        id,
        help,
        impact,
        targets: nodes.map((n) => n.target.join(' ')),
      }));
    },
    { hosted, tags },
  );
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
}

/** The screen in one language: chosen with the switcher, as a user would. */
async function showLanguage(page: Page, code: string, name: string) {
  await page.getByRole('combobox', { name: /^(Language|Idioma)$/ }).selectOption(name);
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('lang', code);
}

for (const [journey, walk] of Object.entries(journeys)) {
  test(`axe finds nothing serious, nothing wider than 320 px: ${journey}`, async ({
    page,
    request,
    apiUrl,
    accountPath,
    signedIn,
  }, info) => {
    test.setTimeout(180_000);
    const hosted = info.project.name === 'hosted';
    const problems: string[] = [];
    await walk({
      page,
      request,
      apiUrl,
      path: accountPath,
      signedIn,
      capture: async (screen) => {
        // Every language in each theme, there and back (en, pt-BR, es; then es, pt-BR, en): the
        // same six combinations with half the switches, and English on screen at the end.
        for (const [round, theme] of themes.entries()) {
          await page.emulateMedia({ colorScheme: theme });
          await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', theme);
          for (const [code, name] of round === 0 ? languages : [...languages].reverse()) {
            await showLanguage(page, code, name);
            for (const problem of await violations(page, hosted)) {
              problems.push(`${screen} (${theme}, ${code}): ${problem}`);
            }
          }
        }
        await expect(page.locator('[data-theme]').first()).toHaveAttribute('lang', 'en');
        await page.emulateMedia({ colorScheme: 'light' });
        // Nothing scrolls sideways on the narrowest phone, the journeys' long addresses included.
        const size = page.viewportSize()!;
        await page.setViewportSize({ width: 320, height: 640 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) problems.push(`${screen}: ${overflow} px wider than a 320 px screen`);
        await page.setViewportSize(size);
      },
    });
    expect(problems).toEqual([]);
  });
}
