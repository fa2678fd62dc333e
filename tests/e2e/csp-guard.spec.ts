// The guard every spec runs under (./fixtures, ./csp) does see a violation: an inline script,
// which the served CSP refuses on the standalone page and on the host demo's alike.
import { expect, test } from './fixtures';

// This test causes the violation on purpose and checks the guard's record itself.
test.use({ allowCspViolations: true });

test('an injected inline script is refused by the CSP, and the guard records it', async ({
  page,
  accountPath,
  cspViolations,
}) => {
  await page.goto(accountPath('sign-in'));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => cspViolations.map((v) => [v.directive, v.blocked]))
    .toContainEqual(['script-src-elem', 'inline']);
});
