import type { Locator, Page } from '@playwright/test';
import { expect, hostIndependent, test } from './fixtures';
import { centreNavigation } from './centre';
import { newUser } from './journeys';
import { demo, finishOnboarding } from './pages';
import { virtualAuthenticator } from './passkeys';
import { appCode } from './two-step';

// Sign-in, sign-up and onboarding with the keyboard alone: no click, no fill. Focus lands on the
// heading of each new screen or step and on the first error after a failed submit, and what has
// focus is visibly marked.

/** Presses Tab until `target` has focus (as a keyboard user would), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 15) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Presses Shift+Tab until `target` has focus, failing after `max` presses. */
async function tabBackTo(page: Page, target: Locator, max = 15) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Shift+Tab');
  }
  await expect(target).toBeFocused();
}

/** The focused element draws a focus indicator (an outline at least 2 px wide). */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const width = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
  });
  expect(width).toBeGreaterThanOrEqual(2);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function signInByKeyboard(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Sign in', level: 1 })).toBeFocused();
  await typeInto(page, main.getByLabel('E-mail'), email);
  await typeInto(page, main.getByLabel('Password'), password);
  await page.keyboard.press('Enter');
}

test('sign in with the keyboard: a wrong password is announced and focused, then it works', async ({
  page,
  accountPath,
  request,
  apiUrl,
}) => {
  // An account of its own: failed sign-ins count against the account they name (three ask for a
  // challenge, docs/abuse-protection.md), and the demo user signs in everywhere else.
  const user = await newUser(request, apiUrl, 'kb-wrong-password');
  await page.goto(accountPath('sign-in'));
  const main = page.getByRole('main');
  await signInByKeyboard(page, user.email, 'not-the-password');
  const alert = main.getByRole('alert');
  await expect(alert).toHaveText(/e-mail or password is incorrect/);
  await expect(alert).toBeFocused();
  // Nothing typed is lost.
  await expect(main.getByLabel('E-mail')).toHaveValue(user.email);

  await typeInto(page, main.getByLabel('Password'), user.password);
  await expectVisibleFocus(main.getByLabel('Password'));
  await page.keyboard.press('Enter');
  // A new account: signed in, onboarding's first step, its heading focused.
  await expect(page.getByRole('heading', { name: 'Is this your name?', level: 1 })).toBeFocused();
});

test('sign up with the keyboard: the first error takes focus, then the check-email screen', async ({
  page,
  accountPath,
}) => {
  await page.goto(accountPath('sign-up'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeFocused();
  const submit = main.getByRole('button', { name: 'Create account' });
  await tabTo(page, submit);
  await expectVisibleFocus(submit);
  await page.keyboard.press('Enter');
  await expect(main.getByLabel('Name')).toBeFocused();
  await expect(main.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await page.keyboard.type('Ana Souza');
  await typeInto(page, main.getByLabel('E-mail'), `ana.kb.${Date.now()}@example.com`);
  await typeInto(page, main.getByLabel('Password', { exact: true }), 'violet-harbour-1987');
  const terms = main.getByRole('checkbox', { name: /I accept the terms/ });
  await tabTo(page, terms);
  await expectVisibleFocus(terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check your e-mail', level: 1 })).toBeFocused();
});

test('onboarding with the keyboard: each step’s heading takes focus; a missing consent is focused', async ({
  page,
  accountPath,
  request,
  apiUrl,
}) => {
  const user = await newUser(request, apiUrl, 'kb');
  await page.goto(accountPath('sign-in'));
  await signInByKeyboard(page, user.email, user.password);
  const main = page.getByRole('main');
  const step = (name: string) => page.getByRole('heading', { name, level: 1 });
  const next = main.getByRole('button', { name: 'Next' });

  await expect(step('Is this your name?')).toBeFocused();
  await typeInto(page, main.getByLabel('Name'), 'Olga K. Lima');
  await page.keyboard.press('Enter');

  await expect(step('Choose your language')).toBeFocused();
  const english = main.getByRole('radio', { name: 'English' });
  await tabTo(page, english);
  await expectVisibleFocus(english);
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(step('Notifications')).toBeFocused();
  await tabTo(page, main.getByRole('checkbox', { name: /Notify me/ }));
  await page.keyboard.press('Space');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(step('Terms of service')).toBeFocused();
  const finish = main.getByRole('button', { name: 'Finish' });
  await tabTo(page, finish);
  await page.keyboard.press('Enter');
  const terms = main.getByRole('checkbox', { name: /I accept the terms/ });
  await expect(terms).toBeFocused();
  await expect(main.getByText('Accept the terms to continue.')).toBeVisible();
  await page.keyboard.press('Space');
  await tabTo(page, finish);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeFocused();
  await expect(main.getByRole('paragraph').filter({ hasText: /^Olga K\. Lima$/ })).toBeVisible();
});

test(
  'two-step verification with the keyboard: set up, then the sign-in second step',
  hostIndependent,
  async ({ page, browser, accountPath, apiUrl, request }, info) => {
    const { email } = await newUser(request, apiUrl, 'keyboard-two-step');
    await page.goto(accountPath('security'));
    const main = page.getByRole('main');
    await tabTo(page, main.getByRole('button', { name: 'Sign in' }));
    await page.keyboard.press('Enter');
    await signInByKeyboard(page, email, 'violet-harbour-1987');
    await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeFocused();
    await tabTo(page, main.getByRole('button', { name: 'Set up an authenticator app' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Set up an authenticator app' })).toBeFocused();
    const grouped = await main.getByText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/).textContent();
    const setupKey = grouped!.replaceAll(' ', '');
    await typeInto(
      page,
      main.getByLabel('The 6-digit code the app shows'),
      await appCode(setupKey),
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
    await tabTo(page, main.getByRole('button', { name: 'I have saved them' }));
    await expectVisibleFocus(main.getByRole('button', { name: 'I have saved them' }));
    await page.keyboard.press('Enter');
    await expect(main.getByText('10 recovery codes left.')).toBeVisible();

    // Another browser: the second step takes focus and the code, Enter submits.
    const other = await browser.newContext({ baseURL: info.project.use.baseURL });
    const second = await other.newPage();
    await second.goto(accountPath('security'));
    const main2 = second.getByRole('main');
    await tabTo(second, main2.getByRole('button', { name: 'Sign in' }));
    await second.keyboard.press('Enter');
    await signInByKeyboard(second, email, 'violet-harbour-1987');
    await expect(main2.getByRole('heading', { name: 'Two-step verification' })).toBeFocused();
    const code = main2.getByLabel('Code from your authenticator app');
    await tabTo(second, code);
    await second.keyboard.type(await appCode(setupKey, 1));
    await second.keyboard.press('Enter');
    await expect(second.getByRole('heading', { name: 'Security', level: 1 })).toBeFocused();
    await other.close();
  },
);

test(
  'passkeys with the keyboard: the offer after sign-in, then rename and remove on the security screen',
  hostIndependent,
  async ({ page, accountPath, apiUrl, request }) => {
    const { email } = await newUser(request, apiUrl, 'keyboard-passkeys');
    await virtualAuthenticator(page);
    await page.goto(accountPath('sign-in'));
    await signInByKeyboard(page, email, 'violet-harbour-1987');
    await finishOnboarding(page); // by mouse: onboarding's keyboard use has its own test above
    const offer = page.getByRole('region', { name: 'Sign in faster next time' });
    const add = offer.getByRole('button', { name: 'Add a passkey' });
    await expect(add).toBeVisible();
    await tabTo(page, add, 30);
    await expectVisibleFocus(add);
    await page.keyboard.press('Enter');
    await expect(offer.getByRole('status')).toContainText('Passkey added.');

    await page.goto(accountPath('security'));
    const section = page.getByRole('region', { name: 'Passkeys' });
    const rename = section.getByRole('button', { name: /^Rename / });
    await tabTo(page, rename, 40);
    await page.keyboard.press('Enter');
    const name = section.getByLabel('Passkey name');
    await expect(name).toBeFocused();
    await page.keyboard.type('Work laptop');
    await page.keyboard.press('Enter');
    await expect(section.getByRole('status')).toHaveText('Passkey renamed.');
    await expect(section.getByRole('button', { name: 'Rename Work laptop' })).toBeFocused();
    // Esc leaves a rename as it was.
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();
    await page.keyboard.type(' (old)');
    await page.keyboard.press('Escape');
    await expect(section.getByRole('button', { name: 'Rename Work laptop' })).toBeFocused();

    const remove = section.getByRole('button', { name: 'Remove Work laptop' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    // Asked first, in place: the question takes the focus, Tab reaches the red button.
    const ask = section.getByRole('group', { name: /^Remove Work laptop\?/ });
    await expect(ask.getByRole('paragraph')).toBeFocused();
    const confirm = ask.getByRole('button', { name: 'Remove passkey' });
    await tabTo(page, confirm);
    await expectVisibleFocus(confirm);
    await page.keyboard.press('Enter');
    await expect(section.getByRole('status')).toHaveText('Passkey removed.');
    await expect(section.getByRole('button', { name: 'Add a passkey' })).toBeFocused();
  },
);

test('devices and activity with the keyboard: from the overview’s checkup, sign another session out, then open and cancel This wasn’t me', async ({
  page,
  browser,
  accountPath,
  apiUrl,
  request,
}, info) => {
  test.setTimeout(120_000);
  const { email, password } = await newUser(request, apiUrl, 'keyboard-sessions');
  await page.goto(accountPath('sign-in'));
  await signInByKeyboard(page, email, password);
  await finishOnboarding(page); // by mouse: onboarding's keyboard use has its own test above

  // Another browser signed in to the same account: the session to end.
  const other = await browser.newContext({ baseURL: info.project.use.baseURL });
  const second = await other.newPage();
  await second.goto(accountPath('sessions'));
  await tabTo(second, second.getByRole('main').getByRole('button', { name: 'Sign in' }));
  await second.keyboard.press('Enter');
  await signInByKeyboard(second, email, password);
  await expect(
    second.getByRole('heading', { name: 'Devices and activity', level: 1 }),
  ).toBeFocused();

  // From the overview's checkup row to the section, whose heading takes the focus.
  const main = page.getByRole('main');
  const link = main.getByRole('link', { name: /^Signed in\s?: / });
  await tabTo(page, link, 30);
  await expectVisibleFocus(link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Devices and activity', level: 1 })).toBeFocused();
  const signedIn = main.getByRole('region', { name: "Where you're signed in" });
  await expect(signedIn.getByRole('listitem')).toHaveCount(2);

  // The other session's row menu (its name has no "(This device)"): Enter opens it, Escape
  // closes it and leaves the focus on its button; then Sign this device out, inside it. The
  // row goes away with it, so the section's heading takes the focus and the outcome is said.
  const options = signedIn.getByRole('button', {
    name: /^Options for Chrome on Linux, signed in [A-Z][a-z]+ \d{1,2}, \d{4} at \d{2}:\d{2}$/,
  });
  await tabTo(page, options);
  await expectVisibleFocus(options);
  await page.keyboard.press('Enter');
  await expect(options).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(options).toHaveAttribute('aria-expanded', 'false');
  await expect(options).toBeFocused();
  await page.keyboard.press('Enter');
  const end = signedIn.getByRole('button', { name: 'Sign this device out' });
  await page.keyboard.press('Tab');
  await expect(end).toBeFocused();
  await expectVisibleFocus(end);
  await page.keyboard.press('Enter');
  await expect(signedIn.getByRole('status')).toHaveText('Signed out of Chrome on Linux.');
  await expect(signedIn.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: "Where you're signed in" })).toBeFocused();
  await other.close();

  // This wasn't me: its confirmation opens in place with the focus on what it will do; Cancel
  // closes it, ends nothing, and gives the focus back to the button that opened it.
  const activity = main.getByRole('region', { name: 'Security activity' });
  const notMe = activity
    .getByRole('button', { name: /^This wasn't me: Signed in \(password\)/ })
    .first();
  await tabTo(page, notMe, 40);
  await expectVisibleFocus(notMe);
  await page.keyboard.press('Enter');
  const confirm = activity.getByRole('group', { name: 'Secure your account?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('paragraph').first()).toBeFocused();
  const cancel = confirm.getByRole('button', { name: 'Cancel' });
  await tabTo(page, cancel);
  await expectVisibleFocus(cancel);
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(notMe).toBeFocused();
  await expect(signedIn.getByRole('listitem')).toHaveCount(1);
});

test('the account centre with the keyboard: its navigation marks the section, each section’s heading takes the focus, the user menu opens and closes', async ({
  page,
  accountPath,
  accountBase,
}) => {
  await page.goto(accountPath('sign-in'));
  await signInByKeyboard(page, demo.email, demo.password);
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeFocused();
  const navigation = centreNavigation(page);
  await expect(navigation.getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The navigation comes before the section: back from its heading, then Enter.
  for (const [name, heading] of [
    ['Devices and activity', 'Devices and activity'],
    ['Profile', 'Profile'],
    ['Your data', 'Your data'],
    ['Security', 'Security'],
    ['Overview', 'Your account'],
  ] as const) {
    const link = navigation.getByRole('link', { name });
    await tabBackTo(page, link);
    await expectVisibleFocus(link);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeFocused();
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(navigation.locator('[aria-current="page"]')).toHaveCount(1);
  }

  // Standalone, the user menu: Enter opens it, Tab reaches Sign out, Escape closes it.
  if (accountBase !== '') return;
  const menu = page.getByRole('button', { name: `${demo.name}, account menu` });
  await tabBackTo(page, menu, 20);
  await expectVisibleFocus(menu);
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
});
