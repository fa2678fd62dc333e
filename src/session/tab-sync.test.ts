import { readEndReason } from './session-care';
import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { TabSync } from './tab-sync';

// Tabs are TabSyncs over Node's BroadcastChannel (the test environment's global), each with a
// real UserManager on its own in-memory storage (a tab's sessionStorage). A bare channel stands
// for any other script of the origin: an eavesdropper, or an attacker posting messages.

const now = () => Math.floor(Date.now() / 1000);

/** The API's view: whose account each access token opens (TabSync asks before adopting). */
const owners = new Map<string, string>();
const confirmOwner = async (accessToken: string, sub: string) => owners.get(accessToken) === sub;

function user(sub: string, opts: { access?: string; refresh?: string; expiresIn?: number } = {}) {
  owners.set(opts.access ?? `access-${sub}`, sub);
  return new User({
    access_token: opts.access ?? `access-${sub}`,
    refresh_token: opts.refresh,
    id_token: `id-${sub}`,
    token_type: 'Bearer',
    scope: 'openid profile offline_access',
    session_state: null,
    expires_at: now() + (opts.expiresIn ?? 3600),
    profile: { sub, iss: 'https://auth.test', aud: 'account', exp: now() + 3600, iat: now() },
  });
}

/** What another tab (or a script pretending to be one) sends: the shape the schema expects. */
function userMessage(u: User, extra: Record<string, unknown> = {}) {
  return {
    type: 'user',
    canRenew: false,
    session: {
      access_token: u.access_token,
      token_type: u.token_type,
      id_token: u.id_token,
      scope: u.scope,
      session_state: u.session_state,
      expires_at: u.expires_at,
      profile: u.profile,
    },
    ...extra,
  };
}

let channelName = '';
let opened: { close(): void }[] = [];
let managers: UserManager[] = [];
let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(() => process.on('unhandledRejection', onUnhandled));
afterAll(() => process.off('unhandledRejection', onUnhandled));

beforeEach(() => {
  // A channel per test: nothing said in one test reaches another.
  channelName = `account:session:test:${Math.random()}`;
  unhandled = [];
});

afterEach(async () => {
  opened.forEach((c) => c.close());
  await Promise.all(managers.map((m) => m.events.unload()));
  opened = [];
  managers = [];
});

async function tab(
  initial: User | null = null,
  { ending = (): boolean => false }: { ending?: () => boolean } = {},
) {
  const userManager = new UserManager({
    authority: 'https://auth.test',
    client_id: 'account',
    redirect_uri: 'https://app.test/callback',
    automaticSilentRenew: false,
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  });
  managers.push(userManager);
  if (initial) await userManager.storeUser(initial);
  const sync = new TabSync(channelName, userManager, confirmOwner, ending);
  sync.open();
  opened.push(sync);
  return { sync, userManager, stored: () => userManager.getUser() };
}

/** Any other script on the origin: hears everything on the channel and can post anything. */
function otherScript() {
  const channel = new BroadcastChannel(channelName);
  opened.push(channel);
  const heard: unknown[] = [];
  channel.onmessage = (event: MessageEvent) => heard.push(event.data);
  return { heard, post: (message: unknown) => channel.postMessage(message) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await sleep(10);
  }
  throw new Error('condition never met');
}

/** Long enough for a message to arrive and be handled (they take well under a millisecond). */
const quiet = () => sleep(100);

describe('TabSync: what crosses the channel', () => {
  it('answers a pull without the refresh token: a listener gets no refresh token', async () => {
    await tab(user('alice', { refresh: 'rt-secret' }));
    const spy = otherScript();

    spy.post({ type: 'pull', id: 'spy-1' });
    await until(() => spy.heard.length > 0);

    const heard = JSON.stringify(spy.heard);
    expect(heard).toContain('access-alice'); // it did answer
    expect(heard).not.toContain('rt-secret');
    expect(heard).not.toContain('refresh_token');
  });

  it('publishes a renewal without the refresh token', async () => {
    const { sync } = await tab(user('alice', { refresh: 'rt-old' }));
    const spy = otherScript();

    sync.publish(user('alice', { access: 'access-new', refresh: 'rt-new' }));
    await until(() => spy.heard.length > 0);

    const heard = JSON.stringify(spy.heard);
    expect(heard).toContain('access-new');
    expect(heard).not.toContain('rt-new');
    expect(heard).not.toContain('refresh_token');
  });

  it('a tab ending its session answers no pull: a page opened meanwhile stays signed out', async () => {
    let ending = true;
    const open = await tab(user('alice', { refresh: 'rt-1' }), { ending: () => ending });
    const fresh = await tab();
    const other = otherScript();

    // Ending (waiting on the authority, the user still held here): nothing answers.
    await fresh.sync.pullLatest();
    expect(await fresh.stored()).toBeNull();
    expect(other.heard.filter((m) => (m as { type: string }).type === 'user')).toEqual([]);

    // The end called off (the sign-out failed): the session is shared again.
    ending = false;
    await fresh.sync.pullLatest();
    expect((await fresh.stored())?.profile.sub).toBe('alice');
    expect((await open.stored())?.refresh_token).toBe('rt-1');
  });

  it("a late answer to the tab's own pull still signs it in; a late answer to no pull of its own does not", async () => {
    const fresh = await tab();
    const other = otherScript();
    // Nobody answers in time (the open tab busy with its own first render).
    await fresh.sync.pullLatest();
    expect(await fresh.stored()).toBeNull();
    const asked = other.heard.find((m) => (m as { type: string }).type === 'pull') as {
      id: string;
    };

    other.post(userMessage(user('alice'), { id: 'a-pull-of-someone-else' }));
    await quiet();
    expect(await fresh.stored()).toBeNull();

    other.post(userMessage(user('alice'), { id: asked.id }));
    await until(async () => (await fresh.stored())?.profile.sub === 'alice');
  });

  it('a new tab starts signed in from an open one, without the refresh token', async () => {
    const open = await tab(user('alice', { refresh: 'rt-1' }));
    const fresh = await tab();

    await fresh.sync.pullLatest();

    const adopted = await fresh.stored();
    expect(adopted?.profile.sub).toBe('alice');
    expect(adopted?.access_token).toBe('access-alice');
    expect(adopted?.refresh_token).toBeUndefined();
    expect((await open.stored())?.refresh_token).toBe('rt-1'); // the one holder keeps it
  });

  it('a tab that adopts a renewal drops its own (now rotated) refresh token', async () => {
    // Both tabs hold rt-1, as a tab opened from another does (sessionStorage is copied).
    const renewer = await tab(user('alice', { refresh: 'rt-1', expiresIn: 300 }));
    const copy = await tab(user('alice', { refresh: 'rt-1', expiresIn: 300 }));

    renewer.sync.publish(user('alice', { access: 'access-2', refresh: 'rt-2' }));
    await until(async () => (await copy.stored())?.access_token === 'access-2');

    expect((await copy.stored())?.refresh_token).toBeUndefined();
  });
});

describe('TabSync: whose session a tab adopts', () => {
  it("ignores another user's session, however new", async () => {
    const alice = await tab(user('alice', { refresh: 'rt-alice', expiresIn: 300 }));
    const attacker = otherScript();

    attacker.post(userMessage(user('mallory', { expiresIn: 7200 }), { canRenew: true }));
    await quiet();

    const kept = await alice.stored();
    expect(kept?.profile.sub).toBe('alice');
    expect(kept?.access_token).toBe('access-alice');
    expect(kept?.refresh_token).toBe('rt-alice');
  });

  it('a signed-out tab ignores a session nobody asked for', async () => {
    const signedOut = await tab();
    const attacker = otherScript();

    attacker.post(userMessage(user('mallory')));
    attacker.post(userMessage(user('mallory'), { id: 'someone-elses-pull' }));
    await quiet();

    expect(await signedOut.stored()).toBeNull();
  });

  it("ignores another account's access token sent under our user's sub", async () => {
    const alice = await tab(user('alice', { refresh: 'rt-alice', expiresIn: 300 }));
    const attacker = otherScript();
    // The script knows alice's sub (any pull answer says it) and holds a real token of its own.
    const forged = user('alice', { access: 'access-mallory', expiresIn: 7200 });
    owners.set('access-mallory', 'mallory');

    attacker.post(userMessage(forged, { canRenew: true }));
    await quiet();

    const kept = await alice.stored();
    expect(kept?.access_token).toBe('access-alice');
    expect(kept?.refresh_token).toBe('rt-alice');
  });

  it('ignores a session of our user that claims to live longer than a day', async () => {
    const alice = await tab(user('alice', { refresh: 'rt-alice', expiresIn: 300 }));
    const attacker = otherScript();

    attacker.post(
      userMessage(user('alice', { access: 'access-alice-2', expiresIn: 10 * 365 * 86400 })),
    );
    await quiet();

    expect((await alice.stored())?.access_token).toBe('access-alice');
  });

  it('a signed-in tab ignores an older session of its own user', async () => {
    const alice = await tab(user('alice', { access: 'access-current', expiresIn: 3600 }));
    const attacker = otherScript();

    attacker.post(userMessage(user('alice', { access: 'access-older', expiresIn: 60 })));
    await quiet();

    expect((await alice.stored())?.access_token).toBe('access-current');
  });
});

describe('TabSync: malformed messages', () => {
  const malformed: [string, unknown][] = [
    ['null', null],
    ['undefined', undefined],
    ['a string', 'pull'],
    ['a number', 42],
    ['an array', [{ type: 'signed-out', sub: 'alice' }]],
    ['an empty object', {}],
    ['an unknown type', { type: 'shutdown' }],
    ['a pull without a request id', { type: 'pull' }],
    ['a signed-out without a sub', { type: 'signed-out' }],
    ['a signed-out with a non-string sub', { type: 'signed-out', sub: { $ne: null } }],
    [
      'the old message carrying a whole stored user',
      {
        type: 'user',
        user: JSON.stringify({
          access_token: 'access-forged',
          refresh_token: 'rt-forged',
          token_type: 'Bearer',
          profile: { sub: 'mallory' },
          expires_at: 9_999_999_999,
        }),
      },
    ],
    ['a user with no session', { type: 'user', canRenew: true }],
    ['a user whose session is a string', { type: 'user', canRenew: false, session: 'x' }],
    [
      'a user whose expiry is not a number',
      {
        ...userMessage(user('alice', { access: 'access-forged' })),
        session: { expires_at: 'later' },
      },
    ],
    [
      'a user with no sub',
      (() => {
        const message = userMessage(user('alice', { access: 'access-forged', expiresIn: 9999 }));
        return { ...message, session: { ...message.session, profile: { name: 'no sub' } } };
      })(),
    ],
  ];

  it.each(malformed)(
    'ignores %s: nothing changes, nothing answers, nothing rejects',
    async (_, data) => {
      const alice = await tab(user('alice', { refresh: 'rt-alice' }));
      const script = otherScript();

      script.post(data);
      await quiet();

      expect(unhandled).toEqual([]);
      expect(script.heard).toEqual([]);
      const kept = await alice.stored();
      expect(kept?.access_token).toBe('access-alice');
      expect(kept?.refresh_token).toBe('rt-alice');
    },
  );

  it('still works after a burst of garbage', async () => {
    const alice = await tab(user('alice', { refresh: 'rt-alice' }));
    const script = otherScript();
    malformed.forEach(([, data]) => script.post(data));
    script.post({ type: 'pull', id: 'after-garbage' });

    await until(() => script.heard.length > 0);
    expect(script.heard).toEqual([expect.objectContaining({ type: 'user', id: 'after-garbage' })]);
    expect(unhandled).toEqual([]);
    expect((await alice.stored())?.refresh_token).toBe('rt-alice');
  });
});

describe('TabSync: signed-out', () => {
  it('ignores a sign-out of another user, and clears on its own user', async () => {
    const alice = await tab(user('alice'));
    const other = otherScript();

    other.post({ type: 'signed-out', sub: 'mallory' });
    await quiet();
    expect((await alice.stored())?.profile.sub).toBe('alice');

    other.post({ type: 'signed-out', sub: 'alice' });
    await until(async () => (await alice.stored()) === null);
  });

  it('the tab holding the refresh token revokes it when its user signs out elsewhere', async () => {
    const holder = await tab(user('alice', { refresh: 'rt-alice' }));
    const revoke = jest.spyOn(holder.userManager, 'revokeTokens').mockResolvedValue();
    const signingOut = await tab(user('alice'));

    signingOut.sync.signedOut('alice');
    await until(async () => (await holder.stored()) === null);

    expect(revoke).toHaveBeenCalledWith(['refresh_token']);
  });

  it("an automatic end's reason reaches the other tabs, so each next screen says why", async () => {
    window.sessionStorage.clear();
    const alice = await tab(user('alice'));
    const ending = await tab(user('alice'));
    ending.sync.signedOut('alice', { reason: 'idle', idleMinutes: 15 });
    await until(async () => (await alice.stored()) === null);
    expect(readEndReason(window.sessionStorage)).toEqual({ reason: 'idle', idleMinutes: 15 });
    window.sessionStorage.clear();
  });

  it("a tab whose renewal was refused just before still learns the other tab's idle end", async () => {
    window.sessionStorage.clear();
    const refused = await tab(user('alice'));
    const ending = await tab(user('alice'));
    // Its renewal refused (the other tab had ended the session): the user is gone already.
    await quiet();
    window.sessionStorage.setItem(
      'account.sessionEndReason',
      JSON.stringify({ reason: 'renewal-refused' }),
    );
    await refused.userManager.removeUser();
    ending.sync.signedOut('alice', { reason: 'idle', idleMinutes: 15 });
    await until(async () => readEndReason(window.sessionStorage)?.reason === 'idle');
    // Another person's end says nothing here.
    window.sessionStorage.clear();
    otherScript().post({ type: 'signed-out', sub: 'mallory', reason: { reason: 'idle' } });
    await quiet();
    expect(readEndReason(window.sessionStorage)).toBeNull();
  });

  it('still forgets the session when revoking fails (offline)', async () => {
    const holder = await tab(user('alice', { refresh: 'rt-alice' }));
    jest.spyOn(holder.userManager, 'revokeTokens').mockRejectedValue(new TypeError('offline'));
    otherScript().post({ type: 'signed-out', sub: 'alice' });

    await until(async () => (await holder.stored()) === null);
    expect(unhandled).toEqual([]);
  });
});

describe('TabSync.pullLatest', () => {
  it('tells a tab without a refresh token whether a tab that can renew answered', async () => {
    await tab(user('alice', { refresh: 'rt-alice' }));
    const withoutRefresh = await tab(user('alice'));
    await expect(withoutRefresh.sync.pullLatest()).resolves.toBe(true);
  });

  it("does not count another user's tab, nor tabs that cannot renew", async () => {
    await tab(user('mallory', { refresh: 'rt-mallory' }));
    await tab(user('alice'));
    const withoutRefresh = await tab(user('alice'));
    await expect(withoutRefresh.sync.pullLatest()).resolves.toBe(false);
  });

  it('resolves when nobody answers, and when the tab closes meanwhile', async () => {
    const alone = await tab(user('alice'));
    await expect(alone.sync.pullLatest()).resolves.toBe(false);
    const pulling = alone.sync.pullLatest();
    alone.sync.close();
    await expect(pulling).resolves.toBe(false);
  });
});
