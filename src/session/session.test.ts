import { webcrypto } from 'node:crypto';
import { InMemoryWebStorage, User, WebStorageStateStore } from 'oidc-client-ts';
import { parseConfig } from '../config/config';
import { SESSION_END_LOCK_NAME } from '../config/constants';
import { leavePage } from '../lib/navigate';
import { createSession, type Session } from './session';
import { readEndReason, rememberEndReason } from './session-care';

// Each createSession is a tab: its own storage (sessionStorage is per tab), the real renewal
// scheduler and tab sync, and the product's BroadcastChannel. Only the authority is faked, at
// the UserManager's boundary (signinSilent, signoutRedirect, revokeTokens).
jest.mock('./settings', () => {
  const actual = jest.requireActual<typeof import('./settings')>('./settings');
  return {
    buildOidcSettings: (...args: Parameters<typeof actual.buildOidcSettings>) => ({
      ...actual.buildOidcSettings(...args),
      userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    }),
  };
});

jest.mock('../lib/navigate', () => ({ leavePage: jest.fn() }));
// A tab that did not end the session waits this long for the other tab's message (3 s in use).
jest.mock('../config/constants', () => ({
  ...jest.requireActual<typeof import('../config/constants')>('../config/constants'),
  SESSION_END_FOLLOW_MS: 200,
}));

const now = () => Math.floor(Date.now() / 1000);
const config = parseConfig({ apiUrl: 'http://api.test' });

/** The API's GET /users/me, at fetch's boundary: whose account each access token opens. */
const owners = new Map<string, string>();
beforeEach(() => {
  globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const token = new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '') ?? '';
    const sub = owners.get(token);
    return sub
      ? Response.json({ sub })
      : Response.json({ error: 'invalid_token' }, { status: 401 });
  }) as typeof fetch;
});

function user(sub: string, opts: { access: string; refresh?: string; expiresIn: number }) {
  owners.set(opts.access, sub);
  return new User({
    access_token: opts.access,
    refresh_token: opts.refresh,
    id_token: `id-${sub}`,
    token_type: 'Bearer',
    session_state: null,
    expires_at: now() + opts.expiresIn,
    profile: {
      sub,
      iss: 'http://api.test/auth/oidc',
      aud: 'account',
      exp: now() + 3600,
      iat: now(),
    },
  });
}

let tabs: Session[] = [];
afterEach(() => {
  tabs.forEach((tab) => tab.stop());
  tabs = [];
  localStorage.clear(); // the refresh-token claims (refresh-claims.ts)
});
// jsdom has no Web Crypto digest (the claims use it); browsers have it on https and localhost.
beforeAll(() => {
  Object.defineProperty(globalThis.crypto, 'subtle', {
    configurable: true,
    value: webcrypto.subtle,
  });
});
afterAll(() => Reflect.deleteProperty(globalThis.crypto, 'subtle'));

/** A started tab holding `initial`; its renewal answers with `renewed` (storing it, as the library does). */
async function tab(initial: User | null, renewed?: () => User) {
  const session = createSession(config, 'http://app.test');
  tabs.push(session);
  const { userManager } = session;
  if (initial) await userManager.storeUser(initial);
  const signinSilent = jest.spyOn(userManager, 'signinSilent').mockImplementation(async () => {
    if (!renewed) throw Object.assign(new Error('login_required'), { error: 'login_required' });
    const next = renewed();
    await userManager.storeUser(next);
    return next;
  });
  jest.spyOn(userManager, 'revokeTokens').mockResolvedValue();
  jest.spyOn(userManager, 'signoutRedirect').mockResolvedValue();
  session.start();
  return { session, signinSilent, stored: () => userManager.getUser() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => Promise<boolean>, timeoutMs = 4000) {
  for (let waited = 0; waited < timeoutMs; waited += 25) {
    if (await check()) return;
    await sleep(25);
  }
  throw new Error('condition never met');
}

describe('createSession across tabs', () => {
  it('a tab without a refresh token leaves a due renewal to the tab holding one, then adopts it', async () => {
    // Both tabs are inside the renewal window (600 s before expiry).
    const holder = await tab(user('alice', { access: 'a1', refresh: 'r1', expiresIn: 500 }), () =>
      user('alice', { access: 'a2', refresh: 'r2', expiresIn: 3600 }),
    );
    const other = await tab(user('alice', { access: 'a1', expiresIn: 500 }));

    // Arms the other tab's expiry timer first (getUser does): its renewal comes due first.
    await other.stored();
    await until(async () => (await other.stored())?.access_token === 'a2', 10_000);

    expect(other.signinSilent).not.toHaveBeenCalled(); // no silent-renew iframe
    expect(holder.signinSilent).toHaveBeenCalledTimes(1);
    expect((await other.stored())?.refresh_token).toBeUndefined();
    expect((await holder.stored())?.refresh_token).toBe('r2');
  }, 15_000);

  it('with no tab able to renew, a tab without a refresh token renews itself', async () => {
    const alone = await tab(user('alice', { access: 'a1', expiresIn: 500 }), () =>
      user('alice', { access: 'a2', refresh: 'r2', expiresIn: 3600 }),
    );
    await alone.stored();
    await until(async () => (await alone.stored())?.access_token === 'a2', 10_000);
    expect(alone.signinSilent).toHaveBeenCalledTimes(1);
  }, 15_000);

  it('after the API refuses its token (401), a tab renews at once even while a holder answers', async () => {
    await tab(user('alice', { access: 'a1', refresh: 'r1', expiresIn: 500 }));
    const other = await tab(user('alice', { access: 'a1', expiresIn: 500 }), () =>
      user('alice', { access: 'a2', refresh: 'r2', expiresIn: 3600 }),
    );
    const token = await other.session.clientAuth(() => {}).renewAfterRejection('a1');
    expect(token).toBe('a2');
    expect(other.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('sign-out clears the other tabs of the same user, not those of another user', async () => {
    const signingOut = await tab(user('alice', { access: 'a1', expiresIn: 3600 }));
    const sameUser = await tab(user('alice', { access: 'a1', refresh: 'r1', expiresIn: 3600 }));
    const otherUser = await tab(user('bob', { access: 'b1', refresh: 'rb', expiresIn: 3600 }));

    await signingOut.session.signOut();
    await until(async () => (await sameUser.stored()) === null);

    expect((await otherUser.stored())?.access_token).toBe('b1');
  });

  it('a session the authority ended (invalid_grant) is forgotten in every tab of that user', async () => {
    const holder = await tab(user('alice', { access: 'a1', refresh: 'r1', expiresIn: 3600 }));
    holder.signinSilent.mockRejectedValue(
      Object.assign(new Error('grant revoked'), { error: 'invalid_grant' }),
    );
    const other = await tab(user('alice', { access: 'a1', expiresIn: 3600 }));

    await expect(holder.session.clientAuth(() => {}).renewAfterRejection('a1')).resolves.toBeNull();
    await until(async () => (await other.stored()) === null);
    expect(await holder.stored()).toBeNull();
  });

  describe('where the browser has no BroadcastChannel and no Web Locks', () => {
    const channel = globalThis.BroadcastChannel;
    const locks = Object.getOwnPropertyDescriptor(navigator, 'locks');
    beforeEach(() => {
      Reflect.deleteProperty(globalThis, 'BroadcastChannel');
      Object.defineProperty(navigator, 'locks', { configurable: true, value: undefined });
    });
    afterEach(() => {
      globalThis.BroadcastChannel = channel;
      if (locks) Object.defineProperty(navigator, 'locks', locks);
      else Reflect.deleteProperty(navigator, 'locks');
    });

    it('a tab alone renews once, and nothing throws', async () => {
      const alone = await tab(user('alice', { access: 'a1', refresh: 'r1', expiresIn: 500 }), () =>
        user('alice', { access: 'a2', refresh: 'r2', expiresIn: 3600 }),
      );
      await alone.stored();
      await until(async () => (await alone.stored())?.access_token === 'a2', 10_000);
      await sleep(1500);
      expect(alone.signinSilent).toHaveBeenCalledTimes(1);
      await expect(alone.session.hydrate()).resolves.toBeUndefined();
      await alone.session.signOut();
    }, 15_000);

    it('a tab opened from another (a copy of its refresh token) never reuses it once the other has', async () => {
      const first = await tab(user('alice', { access: 'a1', refresh: 'r1', expiresIn: 3600 }), () =>
        user('alice', { access: 'a2', refresh: 'r2', expiresIn: 3600 }),
      );
      const copy = await tab(user('alice', { access: 'a1', refresh: 'r1', expiresIn: 3600 }), () =>
        user('alice', { access: 'b2', refresh: 'rb2', expiresIn: 3600 }),
      );
      // What each tab holds when it renews: a refresh token means the refresh grant.
      const used = (t: typeof first) => {
        const seen: (string | undefined)[] = [];
        const renew = t.signinSilent.getMockImplementation()!;
        t.signinSilent.mockImplementation(async () => {
          seen.push((await t.stored())?.refresh_token);
          return renew();
        });
        return seen;
      };
      const byFirst = used(first);
      const byCopy = used(copy);

      expect(await first.session.clientAuth(() => {}).renewAfterRejection('a1')).toBe('a2');
      expect(await copy.session.clientAuth(() => {}).renewAfterRejection('a1')).toBe('b2');
      expect(byFirst).toEqual(['r1']);
      expect(byCopy).toEqual([undefined]); // the silent-renew iframe, not r1 a second time
      // Each tab then renews with its own refresh token.
      expect(await first.session.clientAuth(() => {}).renewAfterRejection('a2')).toBe('a2');
      expect(byFirst).toEqual(['r1', 'r2']);
    });
  });
});

/**
 * The API's sessions routes at fetch's boundary: this tab's session (`mine`, current) beside
 * another; its DELETE answers `deleteStatus` once `ended` has resolved; anything else is 401.
 * Returns each call as it came (with whether the tab still held its user then, given `stored`).
 */
function sessionsApi({
  deleteStatus = 204,
  ended = Promise.resolve(),
  stored,
}: { deleteStatus?: number; ended?: Promise<void>; stored?: () => Promise<User | null> } = {}) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(url));
    const method = init?.method ?? 'GET';
    const held = stored ? ` (user ${(await stored()) ? 'kept' : 'removed'})` : '';
    calls.push(`${method} ${pathname}${held}`);
    if (method === 'GET' && pathname === '/users/me/sessions') {
      const at = new Date().toISOString();
      const session = {
        userAgent: null,
        ip: null,
        method: 'password',
        remembered: true,
        signedInAt: at,
        lastActiveAt: at,
      };
      return Response.json({
        sessions: [
          { ...session, id: 'other', current: false },
          { ...session, id: 'mine', current: true },
        ],
      });
    }
    if (method === 'DELETE') {
      await ended;
      return new Response(null, { status: deleteStatus });
    }
    return Response.json({ error: 'invalid_token' }, { status: 401 });
  }) as typeof fetch;
  return calls;
}

describe('sign-out ends the authority session before anything says signed out', () => {
  it('the API ends this session first (awaited), then the user goes here; no redirect needed', async () => {
    const signingOut = await tab(user('alice', { access: 'a1', expiresIn: 3600 }));
    const events = sessionsApi({ stored: signingOut.stored });
    signingOut.session.userManager.events.addUserUnloaded(() => {
      events.push('user removed');
    });

    await signingOut.session.signOut();

    expect(events).toEqual([
      'GET /users/me/sessions (user kept)',
      'DELETE /users/me/sessions/mine (user kept)',
      'user removed',
    ]);
    expect(leavePage).toHaveBeenCalledWith('http://app.test');
    expect(signingOut.session.userManager.signoutRedirect).not.toHaveBeenCalled();
    expect(signingOut.session.leaving()).toBe(false);
  });

  it("without the API's answer: the authority's end-session round trip, screens held until then", async () => {
    const signingOut = await tab(user('alice', { access: 'a1', expiresIn: 3600 }));
    const events = sessionsApi({ deleteStatus: 500, stored: signingOut.stored });

    await signingOut.session.signOut();

    expect(events).toContain('DELETE /users/me/sessions/mine (user kept)');
    expect(signingOut.session.userManager.signoutRedirect).toHaveBeenCalledWith({
      post_logout_redirect_uri: 'http://app.test',
    });
    expect(signingOut.session.leaving()).toBe(true);
  });
});

/**
 * Web Locks as the browser has them, reduced to what the session asks of them (jsdom has none):
 * one holder of a name at a time, in order; `ifAvailable` gets null while it is held or asked for.
 */
function withWebLocks() {
  const locks = Object.getOwnPropertyDescriptor(navigator, 'locks');
  beforeAll(() => {
    const tails = new Map<string, Promise<void>>();
    const queued = new Map<string, number>();
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async <T>(
          name: string,
          ...args:
            | [(lock: object | null) => Promise<T>]
            | [{ ifAvailable?: boolean }, (lock: object | null) => Promise<T>]
        ): Promise<T> => {
          const fn = args.length === 1 ? args[0] : args[1];
          const options = args.length === 1 ? {} : args[0];
          if (options.ifAvailable && (queued.get(name) ?? 0) > 0) return fn(null);
          queued.set(name, (queued.get(name) ?? 0) + 1);
          const before = tails.get(name) ?? Promise.resolve();
          let release = () => {};
          tails.set(
            name,
            before.then(() => new Promise<void>((done) => (release = done))),
          );
          await before;
          try {
            return await fn({ name });
          } finally {
            queued.set(name, (queued.get(name) ?? 1) - 1);
            release();
          }
        },
      },
    });
  });
  afterAll(() => {
    if (locks) Object.defineProperty(navigator, 'locks', locks);
    else Reflect.deleteProperty(navigator, 'locks');
  });
}

describe('another tab signs out while this one renews', () => {
  withWebLocks();
  afterEach(() => sessionStorage.clear());

  it('the renewal that comes back after the sign-out does not sign this tab in again', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const holder = await tab(user('alice', { access: 'a1', refresh: 'r1', expiresIn: 3600 }));
    holder.signinSilent.mockImplementation(async () => {
      await answered; // the authority answers the refresh late
      const next = user('alice', { access: 'a2', refresh: 'r2', expiresIn: 3600 });
      await holder.session.userManager.storeUser(next);
      return next;
    });
    const other = await tab(user('alice', { access: 'a1', expiresIn: 3600 }));

    const renewing = holder.session.clientAuth(() => {}).renewAfterRejection('a1');
    await until(async () => holder.signinSilent.mock.calls.length === 1);
    // The other tab's idle end, while the refresh is under way.
    rememberEndReason(sessionStorage, { reason: 'idle', idleMinutes: 15 });
    await other.session.signOut();
    await sleep(100); // the sign-out's message reaches the holder
    answer();
    await renewing;

    await until(async () => (await holder.stored()) === null);
    await sleep(100); // nothing stores the renewed tokens afterwards
    expect(await holder.stored()).toBeNull();
    expect(readEndReason(sessionStorage)).toEqual({ reason: 'idle', idleMinutes: 15 });
  });
});

describe('a sign-out is its own reason', () => {
  afterEach(() => sessionStorage.clear());

  it('when another tab has ended the session at the same moment, the refusals it meets neither renew nor change why', async () => {
    // The idle end runs in every tab: the other one got there first and the grant is gone, so
    // the API refuses this tab's token (not an owner's: 401) and a renewal would be refused.
    const late = await tab(user('alice', { access: 'a1', refresh: 'r1', expiresIn: 3600 }));
    owners.delete('a1');
    late.signinSilent.mockRejectedValue(
      Object.assign(new Error('grant revoked'), { error: 'invalid_grant' }),
    );
    rememberEndReason(sessionStorage, { reason: 'idle', idleMinutes: 15 });

    await late.session.signOut();

    expect(late.signinSilent).not.toHaveBeenCalled();
    expect(readEndReason(sessionStorage)).toEqual({ reason: 'idle', idleMinutes: 15 });
    // No answer of the API's to go by: the authority's own end-session round trip.
    expect(late.session.userManager.signoutRedirect).toHaveBeenCalled();
  });
});

describe('the idle end, decided in every tab at once: one signs out at the authority, the others follow', () => {
  withWebLocks();
  afterEach(() => sessionStorage.clear());

  // Inside a host, the first tab lands on the host's page once it has signed out, and the account
  // area opened there again is a new page that asks the open tabs for a session. The second tab,
  // still holding its user until the first tab's message, once answered: the new page was signed
  // in again, forgot why, and was then refused (docs/session-care.md, "The two-tab race").
  it("the tab that does not sign out answers no pull and renews nothing meanwhile, then loses its user by the first tab's message", async () => {
    let endSession = () => {};
    const calls = sessionsApi({ ended: new Promise<void>((resolve) => (endSession = resolve)) });
    const first = await tab(user('alice', { access: 'a1', refresh: 'r1', expiresIn: 3600 }));
    const second = await tab(user('alice', { access: 'a1', expiresIn: 3600 }));

    const firstEnds = first.session.expire();
    await until(async () => calls.includes('DELETE /users/me/sessions/mine'));
    const secondEnds = second.session.expire();
    const opened = await tab(null);
    await opened.session.hydrate();
    expect(await opened.stored()).toBeNull();
    // A request of the second tab's refused meanwhile (the grant is ending): no renewal.
    await expect(second.session.clientAuth(() => {}).renewAfterRejection('a1')).resolves.toBeNull();
    expect(second.signinSilent).not.toHaveBeenCalled();

    endSession();
    await Promise.all([firstEnds, secondEnds]);
    expect(await second.stored()).toBeNull();
    expect(calls.filter((call) => call.startsWith('DELETE'))).toHaveLength(1);
    expect(second.session.userManager.signoutRedirect).not.toHaveBeenCalled();
  });

  it("a tab whose timer fires late, its user already gone with the first tab's message, signs out nowhere", async () => {
    const calls = sessionsApi();
    const late = await tab(null);

    await late.session.expire();

    expect(calls).toEqual([]);
    expect(late.session.userManager.signoutRedirect).not.toHaveBeenCalled();
  });

  it('a tab still signed in once the lock is free (the tab that held it closed mid-way) signs out itself', async () => {
    const calls = sessionsApi();
    const second = await tab(user('alice', { access: 'a1', refresh: 'r1', expiresIn: 3600 }));
    let close = () => {};
    const holding = navigator.locks.request(
      SESSION_END_LOCK_NAME,
      () => new Promise<void>((resolve) => (close = resolve)),
    );

    const ends = second.session.expire();
    await sleep(50);
    expect(calls).toEqual([]);
    close();
    await holding;
    await ends;
    expect(calls).toEqual(['GET /users/me/sessions', 'DELETE /users/me/sessions/mine']);
    expect(await second.stored()).toBeNull();
  });
});

describe('the authorization request names the tenant', () => {
  /** What `signIn` asks of the authority (the library's redirect, at its boundary). */
  async function signInArgs() {
    const { session } = await tab(null);
    const redirect = jest.spyOn(session.userManager, 'signinRedirect').mockResolvedValue();
    await session.signIn('/security');
    return redirect.mock.calls[0]?.[0];
  }

  it('sends the kept tenant as `whitelabel`, so the sign-in address names its providers', async () => {
    localStorage.setItem('whitelabelId', 'globex');
    expect((await signInArgs())?.extraQueryParams).toEqual({ whitelabel: 'globex' });
  });

  it('sends none without a tenant, or with a kept value that is not a tenant id', async () => {
    expect((await signInArgs())?.extraQueryParams).toBeUndefined();
    localStorage.setItem('whitelabelId', '../globex');
    expect((await signInArgs())?.extraQueryParams).toBeUndefined();
  });
});
