// The sign-in without the app's scripts (docs/sign-in.md, "Without the app's scripts"): on a slow
// phone sign-in.html's form is there seconds before the app, and it posts as a plain HTML form
// to the authority, which answers with a redirect on or a plain page of its own. Here the app's
// scripts are refused on the sign-in page, as if they never arrived, and let through once the
// person has left it: the authority's redirect to the callback then finishes with the app.
import { expectNoAxeProblems } from './axe';
import { expect, test } from './fixtures';
import { confirmedAccount, finishOnboarding, unique } from './pages';
import { anotherBrowserWithoutTheApp, sendSignIn, signInAddress, withoutTheApp } from './plain';
import { virtualAuthenticator } from './passkeys';
import { appCode, turnOnTwoStep } from './two-step';

test.skip(({ accountBase }) => accountBase !== '', 'the standalone page (a host renders its own)');

const PASSWORD = 'violet-harbour-1987';

async function account(request: Parameters<typeof confirmedAccount>[0], apiUrl: string) {
  return confirmedAccount(request, apiUrl, {
    name: 'Pia Plain',
    email: `plain.${unique()}@example.com`,
    password: PASSWORD,
  });
}

test('a wrong password, then the right one, without the app: the authority’s page with the e-mail kept, then the app finishes', async ({
  page,
  request,
  apiUrl,
}) => {
  const person = await account(request, apiUrl);
  const app = await withoutTheApp(page, await signInAddress(page));
  await sendSignIn(page, person.email, 'not-the-password-1');

  // The authority's own page: no script, what happened, the form again.
  await page.waitForURL(`${apiUrl}/auth/oidc/interaction/*/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
  await expect(page.getByLabel('E-mail')).toHaveValue(person.email);
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page.getByLabel('Password')).toBeFocused();
  await expectNoAxeProblems(page);
  // In the system's dark scheme, and on a 320 px phone with nothing wider than the screen.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoAxeProblems(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await app.letThrough();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The authority's redirects end at the app's callback, which the app finishes.
  await finishOnboarding(page);
});

test('in the page’s language: the authority answers in it', async ({ page, request, apiUrl }) => {
  const person = await account(request, apiUrl);
  const url = await signInAddress(page);
  await page.evaluate(() => localStorage.setItem('account.language', 'pt-BR'));
  await withoutTheApp(page, url);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await main.getByLabel('E-mail').fill(person.email);
  await main.getByLabel('Senha').fill('not-the-password-1');
  await main.getByLabel('Senha').press('Enter');
  await page.waitForURL(`${apiUrl}/auth/oidc/interaction/*/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await expect(page.getByLabel('E-mail')).toHaveValue(person.email);
});

test('the second step without the app: the code form, a wrong code said under it, the right one signs in', async ({
  page,
  browser,
  baseURL,
  request,
  apiUrl,
  accountPath,
  signedIn,
}) => {
  const person = await account(request, apiUrl);
  await signedIn(accountPath('security'), person);
  const { setupKey } = await turnOnTwoStep(page);

  const {
    context: other,
    page: phone,
    letThrough,
  } = await anotherBrowserWithoutTheApp(browser, baseURL);
  await sendSignIn(phone, person.email, PASSWORD);

  await phone.waitForURL(`${apiUrl}/auth/oidc/interaction/*/login`);
  await expect(phone.getByText(`Signing in as ${person.email}.`)).toBeVisible();
  const code = phone.getByLabel('Code from your authenticator app');
  await expect(code).toBeFocused();
  await expectNoAxeProblems(phone);
  await code.fill('000000');
  await phone.getByRole('button', { name: 'Verify' }).click();
  await phone.waitForURL(`${apiUrl}/auth/oidc/interaction/*/two-step`);
  await expect(code).toHaveAccessibleDescription(
    /This code is not right\. Check the app and try again\./,
  );
  await expect(code).toBeFocused();

  await letThrough();
  // The next step's code: the setup spent this one's.
  await code.fill(await appCode(setupKey, 1));
  await phone.getByRole('button', { name: 'Verify' }).click();
  await finishOnboarding(phone);
  await other.close();
});

test('throttled without the app: after five wrong codes the page says how long to wait, with the form again', async ({
  page,
  browser,
  baseURL,
  request,
  apiUrl,
  accountPath,
  signedIn,
}) => {
  const person = await account(request, apiUrl);
  await signedIn(accountPath('security'), person);
  await turnOnTwoStep(page);
  const { context: other, page: phone } = await anotherBrowserWithoutTheApp(browser, baseURL);
  await sendSignIn(phone, person.email, PASSWORD);
  const code = phone.getByLabel('Code from your authenticator app');
  // Wrong codes are limited per account (5 in 15 minutes; the second step has no challenge).
  for (let i = 0; i < 6; i++) {
    await code.fill(`00000${i}`);
    await phone.getByRole('button', { name: 'Verify' }).click();
    await phone.waitForURL(`${apiUrl}/auth/oidc/interaction/*/two-step`);
  }
  await expect(phone.getByRole('alert')).toHaveText(
    /^Too many attempts\. Try again in 1[45] minutes\.$/,
  );
  await expect(code).toBeVisible();
  await expectNoAxeProblems(phone);
  await other.close();
});

test('after failures a challenge is needed: the page says so and continues in the app, which solves it', async ({
  page,
  request,
  apiUrl,
}) => {
  const person = await account(request, apiUrl);
  const url = await signInAddress(page);
  const app = await withoutTheApp(page, url);
  // Three wrong passwords for the address; the fourth try needs a challenge (abuse protection).
  await page.getByRole('main').getByLabel('E-mail').fill(person.email);
  for (let i = 0; i < 4; i++) {
    await page.getByLabel('Password').fill(`not-the-password-${i}`);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL(`${apiUrl}/auth/oidc/interaction/*/login`);
    if (i < 3) await expect(page.getByRole('alert')).toHaveText(/incorrect/);
  }
  await expect(page.getByRole('alert')).toHaveText(
    'After several failed attempts, this sign-in needs a short check that runs in the app. Continue in the app to sign in.',
  );
  await expectNoAxeProblems(page);
  await app.letThrough();
  await page.getByRole('link', { name: 'Continue in the app' }).click();
  await page.waitForURL(url);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await main.getByLabel('E-mail').fill(person.email);
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await finishOnboarding(page);
});

test('“Sign in with a passkey” pressed before the app has arrived: held, and made by the app as it takes over', async ({
  page,
  browser,
  baseURL,
  request,
  apiUrl,
  accountPath,
  signedIn,
}) => {
  const person = await account(request, apiUrl);
  await signedIn(accountPath('security'), person);
  const authenticator = await virtualAuthenticator(page);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('status').or(section.getByRole('alert'))).toHaveText(
    'Passkey added.',
  );

  // Another browser with the same (synced) passkey and no autofill offer (passkeys.spec.ts).
  const other = await browser.newContext({ baseURL });
  await other.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
      configurable: true,
      value: async () => false,
    });
  });
  const phone = await other.newPage();
  await virtualAuthenticator(phone, { credentials: await authenticator.credentials() });
  const url = await signInAddress(phone);
  // The app's scripts held back (a slow network), then let through.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await phone.route(
    (u) => u.origin === new URL(url).origin && /\/static\/js\/.+\.js$/.test(u.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await phone.goto(url, { waitUntil: 'commit' });
  await phone.getByRole('main').getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(phone.locator('#root')).toHaveAttribute('data-held', 'passkey');
  release();
  await finishOnboarding(phone);
  await other.close();
});
