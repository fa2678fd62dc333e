import { expect, test } from '../e2e/fixtures';
import { confirmedAccount } from '../e2e/pages';

// Session care's screens for docs/session-care.md, light and dark: the warning dialog and the
// screen after the idle timeout (globex: 15 minutes). Not a journey (tests/e2e/journeys/): the
// dialog makes the rest of the page inert, so the accessibility sweep's language switcher cannot
// be used under it; tests/e2e/session-care.spec.ts runs axe on the dialog in every language and
// theme instead.

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, viewport: { width: 960, height: 720 } });

    test('session care: the warning and the idle end', async ({
      page,
      request,
      apiUrl,
      accountPath,
      signedIn,
    }) => {
      await page.clock.install();
      const account = await confirmedAccount(request, apiUrl, {
        name: 'Ida Lima',
        email: `screens.idle.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
        password: 'violet-harbour-1987',
        tenantId: 'globex',
        joinCode: 'globex-demo-join',
      });
      await signedIn(accountPath('profile'), account);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.clock.fastForward('13:01');
      const dialog = page.getByRole('dialog', { name: 'Your session is about to end' });
      await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
      await page.screenshot({ path: `docs/screens/session-warning-${theme}.png` });

      await page.clock.fastForward('01:00');
      await page.clock.fastForward('01:00');
      await expect(
        page.getByText('You were signed out after 15 minutes without activity.'),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
      await page.screenshot({ path: `docs/screens/session-idle-end-${theme}.png` });
    });
  });
}
