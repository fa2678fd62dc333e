import type { Page } from '@playwright/test';
import { expect, hostIndependent, test } from './fixtures';
import { newUser } from './journeys';
import type { Mail } from './pages';
import { centreNavigation } from './centre';
import { userStoreKey } from './signed-in';

const password = 'violet-harbour-1987';
// The same Chromium in both contexts: the two sessions read alike but for "This device".
const DEVICE = 'Chrome on Linux';

async function mailsTo(page: Page, apiUrl: string, to: string): Promise<Mail[]> {
  const { messages } = (await (await page.request.get(`${apiUrl}/dev/outbox`)).json()) as {
    messages: Mail[];
  };
  return messages.filter((mail) => mail.to === to);
}

test.describe('sessions and activity', hostIndependent, () => {
  test("two browsers as two devices: the second is mailed and listed, ending it signs it out on its next call, the timeline shows the sign-ins in pt-BR dates, This wasn't me ends everything", async ({
    page,
    browser,
    accountPath,
    apiUrl,
    request,
    signedIn,
  }, info) => {
    test.setTimeout(120_000);
    const { email } = await newUser(request, apiUrl, 'sessions');
    const signInAt = async (tab: Page) => {
      await signedIn(accountPath('sessions'), { email, password }, tab);
      await expect(
        tab.getByRole('heading', { name: 'Devices and activity', level: 1 }),
      ).toBeVisible();
    };

    // The first device: the account's first sign-in mails nothing.
    await signInAt(page);
    const sessionList = page.getByRole('region', { name: "Where you're signed in" });
    await expect(sessionList.getByRole('listitem')).toHaveCount(1);
    await expect(sessionList.getByRole('listitem')).toContainText(`${DEVICE} · This device`);

    // The second device (another browser profile): mailed, and listed in both.
    const other = await browser.newContext({ baseURL: info.project.use.baseURL });
    const second = await other.newPage();
    await signInAt(second);
    await expect
      .poll(async () => (await mailsTo(page, apiUrl, email)).map((mail) => mail.subject))
      .toEqual(['Confirm your e-mail address', 'New sign-in to your account']);
    await expect(
      second.getByRole('region', { name: "Where you're signed in" }).getByRole('listitem'),
    ).toHaveCount(2);

    await page.reload();
    await expect(sessionList.getByRole('listitem')).toHaveCount(2);
    const items = sessionList.getByRole('listitem');
    await expect(items.filter({ hasText: /This device/ })).toHaveCount(1);
    await expect(items.first()).toContainText('Signed in with a password');
    await expect(items.first()).toContainText(
      /Signed in [A-Z][a-z]+ \d{1,2}, \d{4} at \d{2}:\d{2}/,
    );

    // The timeline: both sign-ins and the new device, the month spelled out and 24-hour time.
    const activity = page.getByRole('region', { name: 'Security activity' });
    await expect(activity.getByText('Signed in (password)')).toHaveCount(2);
    await expect(activity.getByText('Signed in on a new device (password)')).toHaveCount(1);
    // By day: the date spelled out as the day's heading, the time on each row.
    await expect(activity.getByRole('heading', { level: 3 }).first()).toHaveText(
      /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
    await expect(activity.getByRole('listitem').first()).toContainText(
      /\b\d{2}:\d{2} · Chrome on Linux/,
    );

    // Ending the other session from the keyboard: the focus stays in the section.
    // The other one (this one's name says "(This device)"); each name has its sign-in time.
    const options = sessionList.getByRole('button', {
      name: new RegExp(
        `^Options for ${DEVICE}, signed in [A-Z][a-z]+ \\d{1,2}, \\d{4} at \\d{2}:\\d{2}$`,
      ),
    });
    await options.focus();
    await page.keyboard.press('Enter');
    const end = sessionList.getByRole('button', { name: 'Sign this device out' });
    await end.focus();
    await page.keyboard.press('Enter');
    await expect(sessionList.getByRole('status')).toHaveText(`Signed out of ${DEVICE}.`);
    await expect(sessionList.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: "Where you're signed in" })).toBeFocused();

    // The other device's next API call is refused, its renewal too: the signed-out screen.
    await centreNavigation(second).getByRole('link', { name: 'Security' }).click();
    await expect(second.getByRole('heading', { name: 'Please sign in', level: 1 })).toBeVisible();
    await other.close();

    // This wasn't me, on the first sign-in: confirmed, then every session ends and a reset
    // link is mailed; this device is signed out too.
    await page.reload();
    await activity
      .getByRole('button', { name: /^This wasn't me: Signed in \(password\)/ })
      .last()
      .click();
    const confirm = activity.getByRole('group', { name: 'Secure your account?' });
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    const done = page.getByRole('heading', { name: 'Your account is signed out', level: 1 });
    await expect(done).toBeVisible();
    // On the public not-me page, this tab's ended session forgotten: nothing of it is left to
    // renew, or to be refused and turn the screen into "Please sign in" (SessionsPage).
    await expect(page).toHaveURL(/\/not-me$/);
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), userStoreKey(apiUrl)))
      .toBeNull();
    await expect(done).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(page, apiUrl, email)).map((mail) => mail.subject))
      .toContain('Your account is secured: what we removed');
    await page.goto(accountPath('sessions'));
    await expect(page.getByRole('heading', { name: 'Please sign in', level: 1 })).toBeVisible();
  });
});
