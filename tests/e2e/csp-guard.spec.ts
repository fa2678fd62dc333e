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
  const endpoint = `${apiUrl}/dev/csp-reports`;
  // A page that stays where it is (the sign-in page moves on to the authority).
  const response = await page.goto(`${accountPath('forbidden')}?${mark}`);
  await expect(page.getByRole('main').getByRole('img', { name: 'Account' }).first()).toBeVisible();
  // The page's policy (the standalone app's, or the host demo's) names the endpoint; an http
  // endpoint gets `report-uri` alone (deploy/csp.ts, usesReportTo).
  expect(response?.headers()['content-security-policy']).toMatch(
    new RegExp(`; report-uri ${endpoint}$`),
  );

  // A host of this test's own: a report may carry the blocked URL's origin only.
  const blocked = `https://${mark}.tracker.invalid/pixel.gif`;
  await page.evaluate((src) => {
    const image = document.createElement('img');
    image.src = src;
    document.body.append(image);
  }, blocked);
  await expect.poll(() => cspViolations.map((v) => v.directive)).toContain('img-src');

  await expect
    .poll(async () => {
      const answer = await request.get(endpoint);
      const { reports } = (await answer.json()) as {
        reports: { documentUrl: string; effectiveDirective: string; blockedUrl: string }[];
      };
      return reports
        .filter((report) => report.blockedUrl.includes(mark))
        .map((report) => [report.effectiveDirective, new URL(report.documentUrl).pathname]);
    })
    .toContainEqual(['img-src', accountPath('forbidden')]);
});
