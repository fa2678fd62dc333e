// The journeys every engine runs (./run.ts): the signed-out screens, a password sign-in through
// the real OIDC flow to the account home, a sign-up confirmed from its mail, the redirect screen
// and the white label. The same screens and words as the Playwright suite (tests/e2e/), fewer
// checks: this suite's subject is the engines, not the product's rules.
import { demo } from '../e2e/pages';
import { until, type Page } from './engine';

export interface JourneyTools {
  page: Page;
  /** A route's path on the standalone account app (`page.goto` takes paths). */
  path: (route: string) => string;
  apiUrl: string;
  /** Saves a picture of the page as it is now, named after the screen. */
  capture: (name: string) => Promise<void>;
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** The newest link with a token in the dev API's outbox for `to` (`GET /dev/outbox`). */
async function mailLink(apiUrl: string, to: string, path: string) {
  return until(`a mail to ${to} with a ${path} link`, async () => {
    const { messages } = (await (await fetch(`${apiUrl}/dev/outbox`)).json()) as {
      messages: { to: string; links: string[] }[];
    };
    return messages
      .filter((m) => m.to === to)
      .flatMap((m) => m.links)
      .reverse()
      .find((link) => link.includes('token=') && link.includes(path));
  });
}

/** Waits for the address bar to satisfy `test`. */
async function urlWhere(page: Page, what: string, test: (url: URL) => boolean) {
  return until(`the address to be ${what}`, async () => {
    const url = new URL(await page.url());
    return test(url) ? url : undefined;
  });
}

/**
 * Journeys an engine cannot run, and why. WebKit keeps no Secure cookie from a plain-http page,
 * even on localhost (Chromium and Firefox count localhost as secure): the dev API's authority
 * marks its device and interaction cookies Secure, so in WebKit every sign-in interaction on
 * http://localhost starts over. Over https, as deployed, this does not arise.
 */
export const notRunIn: Record<string, Record<string, string>> = {
  WebKit: {
    'sign-in with a password reaches the account home':
      "WebKit drops the authority's Secure cookies on http://localhost",
  },
};

export const journeys: Record<string, (tools: JourneyTools) => Promise<void>> = {
  async 'the signed-out screens load'({ page, path, capture }) {
    // The form as the authority's redirect shows it (the interaction itself is the sign-in
    // journey's subject, and WebKit cannot start one on localhost: ../../README.md).
    await page.goto(`${path('sign-in')}?interaction=from-the-authority`);
    await page.role('heading', 'Sign in');
    await page.label('E-mail');
    await page.label('Password');
    await page.role('button', 'Sign in');
    await page.role('link', 'Forgot your password?');
    await capture('sign-in');

    await page.goto(path('sign-up'));
    await page.role('heading', 'Create your account');
    for (const field of ['Name', 'E-mail', 'Password']) await page.label(field);
    await page.role('button', 'Create account');

    await page.goto(path('forgot-password'));
    await page.role('heading', 'Reset your password');
    await page.label('E-mail');
    await page.role('button', 'Send reset link');
  },

  async 'sign-in with a password reaches the account home'({ page, path }) {
    await page.goto(path(''));
    await page.role('heading', 'Please sign in');
    await (await page.role('button', 'Sign in')).click();
    await page.role('heading', 'Sign in');
    await (await page.label('E-mail')).fill(demo.email);
    await (await page.label('Password')).fill(demo.password);
    await (await page.role('button', 'Sign in')).click();

    await page.role('heading', 'Your account');
    // Back from the authority: `code` and `state` gone, no token in localStorage.
    const url = new URL(await page.url());
    check(url.pathname === path(''), `ended at ${url.pathname}`);
    check(!/[?&](code|state)=/.test(url.search), `code or state left in ${url.search}`);
    const local = String(await page.evaluate('JSON.stringify({ ...localStorage })'));
    check(!/access_token|refresh_token|id_token|eyJ/.test(local), 'a token in localStorage');
    // The profile, through the account centre's navigation, holds the name.
    await (await page.role('link', 'Profile')).click();
    const name = await page.label('Name');
    await until('the name to load', async () =>
      (await name.property('value')) === demo.name ? true : undefined,
    );
  },

  async 'sign-up, confirmed from the mail'({ page, path, apiUrl }) {
    const email = `browsers.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto(path('sign-up'));
    await (await page.label('Name')).fill('Ana Souza');
    await (await page.label('E-mail')).fill(email);
    await (await page.label('Password')).fill('violet-harbour-1987');
    await (
      await page.role('checkbox', 'I accept the terms of service and the privacy policy')
    ).click();
    await (await page.role('button', 'Create account')).click();
    await page.role('heading', 'Check your e-mail');

    const link = new URL(await mailLink(apiUrl, email, '/confirm-account'));
    await page.goto(`${path('confirm-account')}${link.search}`);
    // A mailed link acts only on a press (docs/your-data.md, "Mailed links").
    await (await page.role('button', 'Confirm my e-mail address')).click();
    await page.role('heading', 'Your account is ready');
  },

  async 'the redirect screen forwards in the app and asks before leaving'({ page, path }) {
    await page.goto(`${path('redirect')}?href=${encodeURIComponent(path('forbidden'))}`);
    await page.role('heading', 'Access denied');
    await urlWhere(page, path('forbidden'), (url) => url.pathname === path('forbidden'));

    const foreign = 'https://evil.example/phish';
    await page.goto(`${path('redirect')}?href=${encodeURIComponent(foreign)}`);
    await page.role('heading', 'You are leaving this site');
    const proceed = await page.role('link', 'Continue to evil.example');
    check((await proceed.property('href')) === foreign, 'the link leads elsewhere');
    const here = new URL(await page.url());
    check(here.hostname === 'localhost', `left for ${here.hostname} on its own`);
  },

  async "?whitelabel=globex shows Globex's logo and is remembered"({ page, path }) {
    await page.goto(`${path('forbidden')}?whitelabel=globex`);
    const logo = await page.role('image', 'Globex');
    // The light or the dark logo, whichever colour scheme the engine reports.
    const src = String(await logo.property('src'));
    check(/\/logos\/globex(-dark)?\.svg$/.test(src), `logo from ${src}`);
    check(
      (await page.evaluate("localStorage.getItem('whitelabelId')")) === 'globex',
      'the tenant is not remembered',
    );
    // Later loads without the parameter keep the tenant.
    await page.goto(path('unauthorized'));
    await page.role('heading', 'Please sign in');
    await page.role('image', 'Globex');
  },
};
