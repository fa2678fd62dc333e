import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mockFetch, renderWithProviders, reauthenticationRequired } from '../../test/render';
import NotMePage from './NotMePage';
import SessionsPage from './SessionsPage';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const mine = {
  id: 'current-session',
  current: true,
  userAgent: CHROME,
  ip: '192.0.2.10',
  method: 'password_two_step',
  remembered: true,
  signedInAt: '2026-11-20T13:05:00.000Z',
  lastActiveAt: '2026-11-23T09:40:00.000Z',
};
const theirs = {
  id: 'other-session',
  current: false,
  userAgent: FIREFOX,
  ip: '198.51.100.7',
  method: 'passkey',
  remembered: false,
  signedInAt: '2026-11-22T21:15:00.000Z',
  lastActiveAt: '2026-11-22T21:15:00.000Z',
};

function event(id: number, type: string, detail: object = {}, thisDevice = false) {
  return {
    id: String(id),
    type,
    at: '2026-11-22T21:15:00.000Z',
    userAgent: FIREFOX,
    ip: '198.51.100.7',
    thisDevice,
    detail,
  };
}

interface State {
  sessions?: object[];
  push?: object[];
  /** Pages of the timeline, by cursor ('' for the first). */
  pages?: Record<string, { events: object[]; next: string | null }>;
  fail?: string;
  /** The session signed in more than 10 minutes ago: ending another one asks to confirm. */
  old?: boolean;
}

function api(state: State = {}) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  state.sessions ??= [mine, theirs];
  state.push ??= [];
  state.pages ??= { '': { events: [], next: null } };
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const { pathname, searchParams } = new URL(url);
    calls.push(`${method} ${pathname}`);
    if (init?.body) bodies.push(JSON.parse(String(init.body)));
    if (state.fail === `${method} ${pathname}`) {
      return { status: 500, body: { error: 'internal', message: 'x' } };
    }
    if (pathname === '/users/me/sessions') return { body: { sessions: state.sessions } };
    if (pathname === '/users/me/reauthenticate') {
      if ((JSON.parse(String(init?.body)) as { password: string }).password !== 'right-password') {
        return { status: 400, body: { error: 'invalid_credentials', message: 'x' } };
      }
      state.old = false;
      return { body: { authenticatedAt: 'x', recentUntil: 'y' } };
    }
    const ending =
      (pathname.startsWith('/users/me/sessions/') && method === 'DELETE') ||
      pathname === '/users/me/sessions/end-others';
    if (ending && state.old && !pathname.endsWith(`/${mine.id}`)) return reauthenticationRequired();
    if (pathname.startsWith('/users/me/sessions/') && method === 'DELETE') {
      state.sessions = state.sessions!.filter((s) => !pathname.endsWith((s as { id: string }).id));
      return { status: 204 };
    }
    if (pathname === '/users/me/sessions/end-others') {
      const ended = state.sessions!.length - 1;
      state.sessions = [mine];
      return { body: { ended } };
    }
    if (pathname === '/users/me/push-tokens') return { body: { registrations: state.push } };
    if (pathname.startsWith('/users/me/push-tokens/')) {
      state.push = [];
      return { status: 204 };
    }
    if (pathname === '/users/me/activity') {
      return { body: state.pages![searchParams.get('before') ?? ''] };
    }
    if (pathname === '/users/me/activity/not-me') {
      return { body: { sessionsEnded: 2, resetMailSent: true, removed: ATTACKER_ADDITIONS } };
    }
    if (pathname === '/accounts/not-me') {
      const token = (JSON.parse(String(init?.body)) as { token: string }).token;
      return token === 'used-token'
        ? { status: 409, body: { error: 'token_used', message: 'x' } }
        : { body: { sessionsEnded: 1, resetMailSent: true, removed: NOTHING_REMOVED } };
    }
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
  return { calls, bodies };
}

/** What a recovery removed (api/openapi.yaml, RecoveryRemoved): an attacker's additions. */
const ATTACKER_ADDITIONS = {
  passkeys: [{ name: 'Chromium virtual authenticator', createdAt: '2026-11-24T09:12:00.000Z' }],
  authenticatorApp: true,
  recoveryCodes: 10,
  trustedDevices: 1,
  pendingEmailChange: true,
  pushRegistrations: 2,
};
const NOTHING_REMOVED = {
  passkeys: [],
  authenticatorApp: false,
  recoveryCodes: 0,
  trustedDevices: 0,
  pendingEmailChange: false,
  pushRegistrations: 0,
};

function renderPage(language?: string) {
  const user = userEvent.setup();
  renderWithProviders(<SessionsPage />, { route: '/sessions', language });
  return user;
}

/** Another device's row menu, then Sign this device out in it. */
async function signOutThrough(user: ReturnType<typeof renderPage>, menu: RegExp) {
  await user.click(await screen.findByRole('button', { name: menu }));
  await user.click(screen.getByRole('button', { name: 'Sign this device out' }));
}

test('each session with its browser and system, how and when it signed in (pt-BR formats), its address, this device marked', async () => {
  api();
  renderPage();
  const section = await screen.findByRole('region', { name: "Where you're signed in" });
  const [first, second] = within(section).getAllByRole('listitem');
  expect(first).toHaveTextContent('Chrome on Linux · This device');
  expect(first).toHaveTextContent('Signed in with a password and two-step verification');
  expect(first).toHaveTextContent(
    /Signed in November 20, 2026 at \d{2}:05 · Last active November 23, 2026/,
  );
  expect(first).toHaveTextContent('Address: 192.0.2.10');
  expect(second).toHaveTextContent('Firefox on Windows');
  expect(second).not.toHaveTextContent('This device');
  expect(second).toHaveTextContent('Signed in with a passkey');
  // "Keep me signed in" at each sign-in.
  expect(first).toHaveTextContent('Stays signed in after the browser closes');
  expect(second).toHaveTextContent('Signed out when the browser closes');
  // This device's button says it signs the person here out; the other's menu names its device.
  expect(within(first!).getByRole('button')).toHaveAccessibleName('Sign out of this device');
  expect(within(second!).getByRole('button')).toHaveAccessibleName(
    /^Options for Firefox on Windows, signed in /,
  );
});

test("another device's row menu: aria-expanded, Sign this device out inside, Escape closes it and gives the focus back", async () => {
  api();
  const user = renderPage();
  const options = await screen.findByRole('button', { name: /^Options for Firefox on Windows/ });
  expect(options).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('button', { name: 'Sign this device out' })).toBeNull();
  await user.click(options);
  expect(options).toHaveAttribute('aria-expanded', 'true');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Sign this device out' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(options).toHaveAttribute('aria-expanded', 'false');
  expect(options).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Sign this device out' })).toBeNull();
});

test('Sign out of another session: it goes, the outcome is said and the focus stays in the section', async () => {
  const { calls } = api();
  const user = renderPage();
  await signOutThrough(user, /^Options for Firefox on Windows, signed in November 22, 2026/);
  expect(await screen.findByRole('status')).toHaveTextContent('Signed out of Firefox on Windows.');
  expect(calls).toContain('DELETE /users/me/sessions/other-session');
  await waitFor(() =>
    expect(
      screen.queryByRole('button', {
        name: /^Options for Firefox on Windows, signed in November 22, 2026/,
      }),
    ).toBeNull(),
  );
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: "Where you're signed in" })).toHaveFocus(),
  );
  expect(screen.getByText("You're signed in on this device only.")).toBeInTheDocument();
});

test('an old session confirms it is you with its password, then the other session ends', async () => {
  const state: State = { old: true };
  const { calls } = api(state);
  const user = renderPage();
  await signOutThrough(user, /^Options for Firefox on Windows, signed in November 22, 2026/);
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
  const password = within(dialog).getByLabelText('Password');
  await waitFor(() => expect(password).toHaveFocus());
  await user.type(password, 'right-password');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Signed out of Firefox on Windows.');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.filter((call) => call === 'DELETE /users/me/sessions/other-session')).toHaveLength(
    2,
  );
  await waitFor(() =>
    expect(screen.getByText("You're signed in on this device only.")).toBeInTheDocument(),
  );
});

test('Sign out everywhere else on an old session: cancelling the confirmation ends nothing', async () => {
  const { calls } = api({ old: true });
  const user = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(calls.filter((call) => call === 'POST /users/me/sessions/end-others')).toHaveLength(1);
  expect(screen.getByRole('button', { name: /^Options for Firefox on Windows/ })).toBeEnabled();
});

test('two sessions of the same browser and system have row menus that tell them apart', async () => {
  const twin = {
    ...theirs,
    id: 'twin',
    userAgent: FIREFOX,
    signedInAt: '2026-11-21T08:30:00.000Z',
  };
  const { calls } = api({ sessions: [mine, theirs, twin] });
  const user = renderPage();
  const section = await screen.findByRole('region', { name: "Where you're signed in" });
  const names = within(section)
    .getAllByRole('button', { name: /^Options for Firefox on Windows/ })
    .map((button) => button.getAttribute('aria-label'));
  expect(names).toHaveLength(2);
  expect(new Set(names).size).toBe(2);
  await signOutThrough(user, /^Options for Firefox on Windows, signed in November 21,/);
  expect(calls).toContain('DELETE /users/me/sessions/twin');
});

test('Sign out everywhere else ends the others; a failure is one focused alert and nothing changes', async () => {
  const state: State = { fail: 'POST /users/me/sessions/end-others' };
  const { calls } = api(state);
  const user = renderPage();
  const button = await screen.findByRole('button', { name: 'Sign out everywhere else' });
  await user.click(button);
  const alert = await screen.findByRole('alert');
  await waitFor(() => expect(alert).toHaveFocus());
  expect(
    screen.getByRole('button', {
      name: /^Options for Firefox on Windows, signed in November 22, 2026/,
    }),
  ).toBeInTheDocument();

  delete state.fail;
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Signed out of 1 other session.');
  expect(calls.filter((c) => c === 'POST /users/me/sessions/end-others')).toHaveLength(2);
});

test('a failed Sign out, then Sign out everywhere else: the screen says the latest outcome, not the old failure', async () => {
  const state: State = { fail: 'DELETE /users/me/sessions/other-session' };
  api(state);
  const user = renderPage();
  await signOutThrough(user, /^Options for Firefox on Windows, signed in November 22, 2026/);
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');

  delete state.fail;
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Signed out of 1 other session.');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('push registrations: platform and date, removable', async () => {
  const { calls } = api({
    push: [
      {
        id: '12',
        platform: 'android',
        createdAt: '2026-11-06T08:31:00.000Z',
        updatedAt: '2026-11-09T10:00:00.000Z',
      },
    ],
  });
  const user = renderPage();
  const section = await screen.findByRole('region', { name: 'Push notifications' });
  expect(within(section).getByRole('listitem')).toHaveTextContent(
    'Android deviceRegistered November 6, 2026',
  );
  await user.click(
    within(section).getByRole('button', {
      name: 'Remove Android device, registered November 6, 2026',
    }),
  );
  expect(await within(section).findByRole('status')).toHaveTextContent(
    'Android device will get no more push notifications.',
  );
  expect(calls).toContain('DELETE /users/me/push-tokens/12');
  expect(await within(section).findByText('No device is registered for push notifications.'));
  // The trusted devices are the security section's alone, not shown twice.
  expect(screen.queryByRole('region', { name: 'Trusted devices' })).toBeNull();
});

test('the timeline: each event in words with its device and address, failures grouped, Show more focusing the older ones', async () => {
  const first = [
    event(30, 'signed_in', { method: 'passkey' }),
    event(29, 'sign_in_failed', { count: 3, firstAt: '2026-11-22T21:00:00.000Z' }),
    ...Array.from({ length: 18 }, (_, i) => event(28 - i, 'password_changed')),
  ];
  api({
    pages: {
      '': { events: first, next: '11' },
      '11': { events: [event(10, 'two_step_enabled', {}, true)], next: null },
    },
  });
  const user = renderPage();
  const section = await screen.findByRole('region', { name: 'Security activity' });
  const items = await within(section).findAllByRole('listitem');
  expect(items).toHaveLength(20);
  expect(items[0]).toHaveTextContent('Signed in (passkey)');
  // The day is the group's heading; the row has the time only.
  expect(items[0]).toHaveTextContent(
    /\)\d{2}:15 · Firefox on Windows · address 198\.51\.100\.7This/,
  );
  expect(
    within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['November 22, 2026']);
  expect(items[1]).toHaveTextContent('3 failed sign-in attempts');
  expect(within(items[1]!).queryByRole('button')).toBeNull();

  await user.click(within(section).getByRole('button', { name: 'Show more' }));
  const older = await within(section).findByText('Two-step verification turned on');
  const item = older.closest('li')!;
  await waitFor(() => expect(item).toHaveFocus());
  expect(item).toHaveTextContent('Firefox on Windows (This device)');
  expect(within(section).queryByRole('button', { name: 'Show more' })).toBeNull();
});

test('the activity log by day: each day spelled out as a heading over its own events', async () => {
  api({
    pages: {
      '': {
        events: [
          { ...event(3, 'signed_in', { method: 'password' }), at: '2026-11-22T12:00:00.000Z' },
          { ...event(2, 'password_changed'), at: '2026-11-22T11:00:00.000Z' },
          { ...event(1, 'two_step_enabled'), at: '2026-11-20T12:00:00.000Z' },
        ],
        next: null,
      },
    },
  });
  renderPage();
  const section = await screen.findByRole('region', { name: 'Security activity' });
  await within(section).findAllByRole('listitem');
  const days = within(section).getAllByRole('region');
  expect(days.map((day) => within(day).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'November 22, 2026',
    'November 20, 2026',
  ]);
  expect(within(days[0]!).getAllByRole('listitem')).toHaveLength(2);
  expect(within(days[1]!).getByRole('listitem')).toHaveTextContent(
    'Two-step verification turned on',
  );
});

test('wrong two-step codes say the password was right, and offer This wasn’t me', async () => {
  api({
    pages: {
      '': {
        events: [
          event(6, 'sign_in_failed', { count: 2, step: 'two_step' }),
          event(5, 'sign_in_failed', { count: 4 }),
        ],
        next: null,
      },
    },
  });
  renderPage();
  const section = await screen.findByRole('region', { name: 'Security activity' });
  const [secondStep, password] = await within(section).findAllByRole('listitem');
  expect(secondStep).toHaveTextContent('2 wrong two-step codes, after the right password');
  expect(
    within(secondStep!).getByRole('button', { name: /^This wasn't me: 2 wrong two-step codes/ }),
  ).toBeInTheDocument();
  expect(password).toHaveTextContent('4 failed sign-in attempts');
  expect(within(password!).queryByRole('button')).toBeNull();
});

test("a stranger's failed attempt shows no text of theirs: a browser bowser does not know is an unknown device", async () => {
  const userAgent = 'Visit https://evil.example/secure to keep your account/1.0 (x';
  api({
    pages: {
      '': {
        events: [{ ...event(5, 'sign_in_failed', { count: 1 }), userAgent }],
        next: null,
      },
    },
  });
  renderPage();
  const section = await screen.findByRole('region', { name: 'Security activity' });
  const [item] = await within(section).findAllByRole('listitem');
  expect(item).toHaveTextContent('Unknown device');
  expect(section).not.toHaveTextContent(/evil\.example|Visit/);
});

test('a timeline that fails to load says why (the shared messages) and can be tried again', async () => {
  const state: State = {
    fail: 'GET /users/me/activity',
    pages: { '': { events: [event(30, 'signed_in', { method: 'password' })], next: null } },
  };
  api(state);
  const user = renderPage();
  const section = await screen.findByRole('region', { name: 'Security activity' });
  const alert = await within(section).findByRole('alert');
  expect(alert).toHaveTextContent('Your security activity could not be loaded.');
  expect(alert).toHaveTextContent('Something went wrong on our side');

  delete state.fail;
  await user.click(within(section).getByRole('button', { name: 'Try again' }));
  expect(await within(section).findByText('Signed in (password)')).toBeInTheDocument();
  expect(within(section).queryByRole('alert')).toBeNull();
  await waitFor(() =>
    expect(within(section).getByRole('heading', { name: 'Security activity' })).toHaveFocus(),
  );
});

test("This wasn't me: confirmed in place (Cancel gives the focus back), then every session ends and the not-me page says what follows", async () => {
  const { calls, bodies } = api({
    pages: { '': { events: [event(30, 'signed_in', { method: 'password' })], next: null } },
  });
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/sessions" element={<SessionsPage />} />
      <Route path="/not-me" element={<NotMePage />} />
    </Routes>,
    { route: '/sessions' },
  );
  const ask = await screen.findByRole('button', {
    name: /^This wasn't me: Signed in \(password\), November 22, 2026/,
  });
  await user.click(ask);
  const group = screen.getByRole('group', { name: 'Secure your account?' });
  await waitFor(() =>
    expect(within(group).getByText(/sign you out everywhere, on this device too/)).toHaveFocus(),
  );
  await user.click(within(group).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(ask).toHaveFocus());
  expect(calls).not.toContain('POST /users/me/activity/not-me');

  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  const heading = await screen.findByRole('heading', { name: 'Your account is signed out' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText(/Check your e-mail/)).toBeInTheDocument();
  expect(bodies).toContainEqual({ eventId: '30' });
  // On the public not-me page (which forgets this device's ended session), not a guarded one.
  expect(screen.getByLabelText('location')).toHaveTextContent(/^\/not-me$/);

  // What the recovery removed, each item, and the way to add back what was the owner's.
  const removed = screen.getByRole('region', { name: 'What we removed' });
  expect(
    within(removed)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(
    expect.arrayContaining([
      'Passkey “Chromium virtual authenticator”, added November 24, 2026 at 09:12',
      'The authenticator app: two-step verification is off',
      '10 unused recovery codes',
      '1 trusted device',
      'A change of your e-mail address that was waiting for its confirmation',
      'Notifications on 2 devices',
      'Passkeys: in Security, add a passkey on each of your devices.',
    ]),
  );
  expect(within(removed).getByRole('link', { name: 'Open Security' })).toHaveAttribute(
    'href',
    '/security',
  );
});

test("a failed This wasn't me is said under its own event only", async () => {
  api({
    fail: 'POST /users/me/activity/not-me',
    pages: {
      '': {
        events: [event(31, 'password_changed'), event(30, 'signed_in', { method: 'password' })],
        next: null,
      },
    },
  });
  const user = renderPage();
  await user.click(
    await screen.findByRole('button', { name: /^This wasn't me: Signed in \(password\)/ }),
  );
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.click(screen.getByRole('button', { name: /^This wasn't me: Password changed/ }));
  expect(screen.getByRole('group', { name: 'Secure your account?' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a recovery is on the timeline with what it removed, and offers no "This wasn\'t me"', async () => {
  api({
    pages: {
      '': {
        events: [
          event(40, 'account_recovered', {
            reason: 'not_me',
            passkeys: 2,
            authenticatorApp: true,
            recoveryCodes: 10,
            trustedDevices: 1,
            pendingEmailChange: false,
            pushRegistrations: 0,
          }),
        ],
        next: null,
      },
    },
  });
  renderPage();
  expect(
    await screen.findByText(
      'Account secured: signed out everywhere, 2 passkeys and 1 trusted device removed, two-step verification turned off',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^This wasn't me: Account secured/ })).toBeNull();
});

test('in Spanish', async () => {
  api();
  renderPage('es');
  expect(
    await screen.findByRole('heading', { name: 'Dónde tienes la sesión iniciada' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cerrar sesión en todos los demás' })).toBeEnabled();
});

test('a sign-in with a code sent by e-mail has its own words, in the list and the activity, in every language', async () => {
  const byCode = { ...theirs, method: 'email_code' };
  const byCodeAndSecondStep = { ...mine, method: 'email_code_two_step' };
  const events = [
    event(31, 'signed_in', { method: 'email_code' }),
    event(30, 'signed_in', { method: 'email_code_two_step' }),
  ];
  const cases = [
    {
      language: undefined,
      list: "Where you're signed in",
      activity: 'Security activity',
      texts: [
        'Signed in with a code sent by e-mail and two-step verification',
        'Signed in with a code sent by e-mail',
        'Signed in (code sent by e-mail)',
        'Signed in (code sent by e-mail and two-step verification)',
      ],
    },
    {
      language: 'pt-BR',
      list: 'Onde você está conectado',
      activity: 'Atividade de segurança',
      texts: [
        'Entrou com um código enviado por e-mail e verificação em duas etapas',
        'Entrou com um código enviado por e-mail',
        '(código enviado por e-mail)',
        '(código enviado por e-mail e verificação em duas etapas)',
      ],
    },
    {
      language: 'es',
      list: 'Dónde tienes la sesión iniciada',
      activity: 'Actividad de seguridad',
      texts: [
        'Inició sesión con un código enviado por correo electrónico y verificación en dos pasos',
        'Inició sesión con un código enviado por correo electrónico',
        '(código enviado por correo electrónico)',
        '(código enviado por correo electrónico y verificación en dos pasos)',
      ],
    },
  ];
  for (const { language, list, activity, texts } of cases) {
    api({
      sessions: [byCodeAndSecondStep, byCode],
      pages: { '': { events, next: null } },
    });
    const { unmount } = renderWithProviders(<SessionsPage />, { route: '/sessions', language });
    const sessions = await screen.findByRole('region', { name: list });
    const [first, second] = within(sessions).getAllByRole('listitem');
    expect(first).toHaveTextContent(texts[0]!);
    expect(second).toHaveTextContent(texts[1]!);
    expect(second).not.toHaveTextContent(texts[0]!);
    const timeline = await screen.findByRole('region', { name: activity });
    const items = await within(timeline).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(texts[2]!);
    expect(items[1]).toHaveTextContent(texts[3]!);
    unmount();
  }
});

describe('the new-device mail’s link', () => {
  test('nothing happens on opening it; one press signs out everywhere', async () => {
    const { calls, bodies } = api();
    const user = userEvent.setup();
    renderWithProviders(<NotMePage />, { route: '/not-me?token=mail-token' });
    const button = await screen.findByRole('button', { name: 'Sign out everywhere' });
    expect(calls).not.toContain('POST /accounts/not-me');
    await user.click(button);
    const heading = await screen.findByRole('heading', { name: 'Your account is signed out' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(bodies).toContainEqual({ token: 'mail-token' });
    // Nothing but sessions to remove: the screen says so, and offers nothing to add back.
    expect(
      within(screen.getByRole('region', { name: 'What we removed' })).getByText(
        /Nothing else was set up on your account/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open Security' })).toBeNull();
    // The token left the address bar as soon as it was read.
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/not-me$/);
  });

  test('a used link says so and offers a new password', async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<NotMePage />, { route: '/not-me?token=used-token' });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText(/This link was already used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

test('"This wasn\'t me" only on what other devices did, never on this browser\'s own events', async () => {
  api({
    pages: {
      '': {
        events: [
          event(51, 'signed_in', { method: 'password' }, true),
          event(50, 'signed_in', { method: 'passkey' }),
        ],
        next: null,
      },
    },
  });
  renderPage();
  const activity = await screen.findByRole('region', { name: 'Security activity' });
  await waitFor(() => expect(within(activity).getAllByRole('listitem')).toHaveLength(2));
  const [mine, theirs] = within(activity).getAllByRole('listitem');
  expect(within(mine!).queryByRole('button')).toBeNull();
  expect(within(theirs!).getByRole('button', { name: /^This wasn't me/ })).toBeInTheDocument();
});
