import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeProblems } from './axe';
import { journeys } from './journeys';

// axe on every screen and step (tests/e2e/journeys/), in both themes and all three
// languages: no serious or critical violation of WCAG 2.1 A/AA. Inside the host demo only our
// own root is checked (the host's markup is the host's), in each theme (below: hostedSteps).

const languages = [
  ['en', 'English'],
  ['pt-BR', 'Português (Brasil)'],
  ['es', 'Español'],
] as const;
type Theme = 'light' | 'dark';

type Language = (typeof languages)[number];
const [english] = languages;

/**
 * Standalone, every language in each theme, there and back (en, pt-BR, es; then es, pt-BR, en):
 * the six combinations with half the switches, and English on screen at the end.
 */
const steps: { theme: Theme; language: Language }[] = [
  ...languages.map((language) => ({ theme: 'light' as const, language })),
  ...[...languages].reverse().map((language) => ({ theme: 'dark' as const, language })),
];
/**
 * Inside the host, English in each theme: what the host changes is around our root (its page,
 * its styles, its landmarks), the same for every language; the six combinations of our own
 * markup are the standalone run's. (The dark theme once ran here in Spanish, for its longest
 * words; the overflow check below runs in English either way, so that cost two language switches
 * per screen for nothing the host changes.)
 */
const hostedSteps: typeof steps = [
  { theme: 'light', language: english },
  { theme: 'dark', language: english },
];

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
        for (const {
          theme,
          language: [code, name],
        } of hosted ? hostedSteps : steps) {
          await page.emulateMedia({ colorScheme: theme });
          await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', theme);
          await showLanguage(page, code, name);
          for (const problem of await axeProblems(page, { hosted })) {
            problems.push(`${screen} (${theme}, ${code}): ${problem}`);
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
