// The guard every spec runs under (./fixtures, ./csp) does see a violation: an inline script,
// which the served CSP refuses on the standalone page and on the host demo's alike. And the
// served CSP reports what it blocks to its endpoint (`npm run preview` points it at the dev
// API's /dev/csp-reports, as ACCOUNT_CSP_REPORT_URI would at a deployment's collector).
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

test('a blocked image from a host the CSP does not list is reported to the configured endpoint', async ({
  page,
  accountPath,
  apiUrl,
  request,
  cspViolations,
}) => {
  // A mark of this test's own page, so reports of other tests never count.
  const mark = `report-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await page.goto(`${accountPath('sign-in')}?${mark}`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const blocked = `https://tracker.invalid/pixel.gif?${mark}`;
  await page.evaluate((src) => {
    const image = document.createElement('img');
    image.src = src;
    document.body.append(image);
  }, blocked);
  await expect.poll(() => cspViolations.map((v) => v.directive)).toContain('img-src');

  await expect
    .poll(
      async () => {
        const answer = await request.get(`${apiUrl}/dev/csp-reports`);
        const { reports } = (await answer.json()) as {
          reports: { documentUrl: string; effectiveDirective: string; blockedUrl: string }[];
        };
        return reports
          .filter((report) => report.documentUrl.includes(mark))
          .map((report) => [report.effectiveDirective, new URL(report.blockedUrl).host]);
      },
      { timeout: 20_000 },
    )
    .toContainEqual(['img-src', 'tracker.invalid']);
});
