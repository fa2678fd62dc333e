import { render, screen } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { Suspense, type ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { routeManifest } from '../config/paths';
import { lazyScreen, preloadScreen, screens } from './screens';

// Each screen module's body runs when its chunk loads: counted at that boundary.
const loaded: string[] = [];
jest.mock('../flows/sign-up/SignUpPage', () => {
  loaded.push('sign-up');
  return { __esModule: true, default: () => null };
});
jest.mock('../flows/account-home/AccountHomePage', () => {
  loaded.push('account-home');
  return { __esModule: true, default: () => null };
});

test('the page address starts the download of its screen, under any base path', async () => {
  preloadScreen('/account/sign-up/');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loaded).toEqual(['sign-up']);
});

test('addresses naming no screen start nothing', async () => {
  for (const path of ['/', '/account', '/account/', '/nope']) preloadScreen(path);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loaded).toEqual(['sign-up']);
});

function Page({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

/** Inside a Suspense boundary, as the routes are: a fallback there would mean it suspended. */
function mount(Screen: ComponentType<{ name: string }>) {
  return render(
    <IntlProvider locale="en">
      <Suspense fallback={<p>suspended</p>}>
        <Screen name="Sign in" />
      </Suspense>
    </IntlProvider>,
  );
}

test('a screen whose code has not arrived shows Loading (never a Suspense fallback), then itself', async () => {
  const Screen = lazyScreen(async () => ({ default: Page }));
  mount(Screen);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(screen.queryByText('suspended')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('once its code has arrived (another route brought it), a screen renders at once', async () => {
  const loader = jest.fn(async () => ({ default: Page }));
  const first = mount(lazyScreen(loader));
  await screen.findByRole('heading', { name: 'Sign in' });
  first.unmount();
  mount(lazyScreen(loader));
  // Synchronously after the render: no Loading in between.
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
});

test('a screen preloaded from the page address renders at once when its route comes', async () => {
  preloadScreen('/account/sign-up');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const SignUp = lazyScreen(screens.signUp);
  render(
    <IntlProvider locale="en">
      <SignUp />
    </IntlProvider>,
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test("every screen's loader names the chunk the route manifest gives it", () => {
  // webpack reads the chunk's name from the loader's comment, a literal: the manifest's `chunk`
  // (which the build's screen pages read) must say the same.
  const named = new Map<string, string>();
  for (const file of ['screens.ts', 'fallback-screens.ts']) {
    const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
    for (const [, name, chunk] of source.matchAll(
      /(\w+): \(\) =>\s*import\(\s*\/\* webpackChunkName: "([^"]+)" \*\//g,
    )) {
      named.set(String(name), String(chunk));
    }
  }
  expect(Object.keys(screens).sort()).toEqual(Object.keys(routeManifest).sort());
  expect(Object.fromEntries(named)).toEqual(
    Object.fromEntries(Object.entries(routeManifest).map(([name, entry]) => [name, entry.chunk])),
  );
});

test('the callback starts the account home’s download too, where a sign-in returns', async () => {
  expect(loaded).not.toContain('account-home');
  await preloadScreen('/callback');
  expect(loaded).toContain('account-home');
});
