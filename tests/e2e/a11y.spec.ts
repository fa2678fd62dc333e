import AxeBuilder from '@axe-core/playwright';
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

async function violations(page: Page, hosted: boolean) {
  // Legacy mode: axe.run in the page itself. The default mode merges per-frame partial results
  // in a new blank page that it opens (and injects axe into) for every analysis, three times the
  // cost here; the screens have no frames (an iframe would still be checked: legacy mode injects
  // axe into every frame of the page). Same rules, same DOM. Only violations are asserted on,
  // so axe details no other result type (`resultTypes`); violations are reported in full.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  // Inside the host our stylesheets are another origin's: axe would fetch them and parse them in
  // inline <style> elements, which the host's CSP refuses (and the CSP guard of ./fixtures fails
  // on). The rules that need them (css-orientation-lock) run on the same CSS standalone.
  if (hosted) {
    builder = builder
      .include('[data-theme]')
      .options({ preload: false, resultTypes: ['violations'] });
  }
  const { violations: found } = await builder.analyze();
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The screen in one language: chosen with the switcher, as a user would. */
async function showLanguage(page: Page, code: string, name: string) {
  await page.getByRole('combobox', { name: /^(Language|Idioma)$/ }).selectOption(name);
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('lang', code);
}

for (const [journey, walk] of Object.entries(journeys)) {
  test(`axe finds nothing serious: ${journey}`, async ({
    page,
    request,
    apiUrl,
    accountPath,
  }, info) => {
    test.setTimeout(180_000);
    const hosted = info.project.name === 'hosted';
    const problems: string[] = [];
    await walk({
      page,
      request,
      apiUrl,
      path: accountPath,
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
      },
    });
    expect(problems).toEqual([]);
  });
}
