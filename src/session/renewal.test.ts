import { RenewalScheduler, withRefreshLock, type RenewalDeps, type TokenSet } from './renewal';

interface FakeUser extends TokenSet {
  refresh_token: string;
}

/** A fake authority + tab: a shared store and lock stand in for sessionStorage sync and Web Locks. */
function setup(
  shared: { user: FakeUser | null; refreshes: number; lock: Promise<unknown> },
  refresh: () => Promise<FakeUser>,
) {
  const events: string[] = [];
  const deps: RenewalDeps<FakeUser> = {
    withLock: <T>(fn: () => Promise<T>) => {
      const run = shared.lock.then(fn, fn);
      shared.lock = run.catch(() => undefined);
      return run;
    },
    pullLatest: async () => {},
    getUser: async () => shared.user,
    refresh: async () => {
      shared.refreshes += 1;
      const user = await refresh();
      shared.user = user;
      return user;
    },
    onRenewed: () => events.push('renewed'),
    onSessionEnded: () => events.push('ended'),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  return { scheduler: new RenewalScheduler(deps), events };
}

const expiring: FakeUser = { access_token: 'a1', refresh_token: 'r1', expires_in: 30 };
const fresh: FakeUser = { access_token: 'a2', refresh_token: 'r2', expires_in: 3600 };

describe('RenewalScheduler', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('retries a failed refresh every 10 s and stops once it succeeds', async () => {
    const shared = { user: expiring, refreshes: 0, lock: Promise.resolve() as Promise<unknown> };
    let failures = 2;
    const { scheduler, events } = setup(shared, async () => {
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      return fresh;
    });

    await expect(scheduler.renew()).resolves.toBe('retrying');
    expect(shared.refreshes).toBe(1);

    await jest.advanceTimersByTimeAsync(9_999);
    expect(shared.refreshes).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(shared.refreshes).toBe(2);

    await jest.advanceTimersByTimeAsync(10_000);
    expect(shared.refreshes).toBe(3);
    expect(events).toEqual(['renewed']);

    await jest.advanceTimersByTimeAsync(60_000);
    expect(shared.refreshes).toBe(3);
  });

  it('expiry events while a retry is pending do not shorten the 10 s cadence', async () => {
    const shared = { user: expiring, refreshes: 0, lock: Promise.resolve() as Promise<unknown> };
    const { scheduler } = setup(shared, async () => {
      throw new TypeError('offline');
    });
    await scheduler.renew();
    for (let second = 1; second < 10; second++) {
      await jest.advanceTimersByTimeAsync(1_000);
      await expect(scheduler.renew()).resolves.toBe('retrying'); // the library's expiring event
    }
    expect(shared.refreshes).toBe(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(shared.refreshes).toBe(2);
  });

  it('Stay signed in (now) tries at once, past a pending retry', async () => {
    const shared = { user: expiring, refreshes: 0, lock: Promise.resolve() as Promise<unknown> };
    let failures = 1;
    const { scheduler } = setup(shared, async () => {
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      return fresh;
    });
    await expect(scheduler.renew()).resolves.toBe('retrying');
    await expect(scheduler.renew()).resolves.toBe('retrying');
    expect(shared.refreshes).toBe(1);
    await expect(scheduler.renew({ now: true })).resolves.toBe('renewed');
    expect(shared.refreshes).toBe(2);
  });

  it('ends the session on invalid_grant, with no further attempts', async () => {
    const shared = { user: expiring, refreshes: 0, lock: Promise.resolve() as Promise<unknown> };
    const { scheduler, events } = setup(shared, async () => {
      throw Object.assign(new Error('grant revoked'), { error: 'invalid_grant' });
    });
    await expect(scheduler.renew()).resolves.toBe('ended');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(shared.refreshes).toBe(1);
    expect(events).toEqual(['ended']);
  });

  it('ends the session when the new ID token has an unacceptable iat', async () => {
    const shared = { user: expiring, refreshes: 0, lock: Promise.resolve() as Promise<unknown> };
    const { scheduler, events } = setup(shared, async () => {
      throw Object.assign(new Error('iat'), { name: 'IdTokenTimeError' });
    });
    await expect(scheduler.renew()).resolves.toBe('ended');
    expect(events).toEqual(['ended']);
  });

  it('does nothing while the token is not yet expiring', async () => {
    const shared = { user: fresh, refreshes: 0, lock: Promise.resolve() as Promise<unknown> };
    const { scheduler } = setup(shared, async () => fresh);
    await expect(scheduler.renew()).resolves.toBe('fresh');
    expect(shared.refreshes).toBe(0);
  });

  it('joins a renewal already in flight in this tab', async () => {
    const shared = { user: expiring, refreshes: 0, lock: Promise.resolve() as Promise<unknown> };
    const { scheduler } = setup(shared, async () => fresh);
    const [a, b] = await Promise.all([scheduler.renew(), scheduler.renew()]);
    expect([a, b]).toEqual(['renewed', 'renewed']);
    expect(shared.refreshes).toBe(1);
  });

  it('two tabs at expiry make one refresh: the second re-reads the tokens after the lock', async () => {
    const shared = { user: expiring, refreshes: 0, lock: Promise.resolve() as Promise<unknown> };
    const tabA = setup(shared, async () => fresh);
    const tabB = setup(shared, async () => fresh);
    const outcomes = await Promise.all([tabA.scheduler.renew(), tabB.scheduler.renew()]);
    expect(outcomes.sort()).toEqual(['fresh', 'renewed']);
    expect(shared.refreshes).toBe(1);
  });

  it('after a 401 renews even a fresh-looking token, unless another tab already replaced it', async () => {
    const shared = { user: fresh, refreshes: 0, lock: Promise.resolve() as Promise<unknown> };
    const { scheduler } = setup(shared, async () => ({ ...fresh, access_token: 'a3' }));
    await expect(scheduler.renew({ rejectedToken: 'a2' })).resolves.toBe('renewed');
    expect(shared.refreshes).toBe(1);
    await expect(scheduler.renew({ rejectedToken: 'a2' })).resolves.toBe('fresh');
    expect(shared.refreshes).toBe(1);
  });

  it('stop() cancels a pending retry', async () => {
    const shared = { user: expiring, refreshes: 0, lock: Promise.resolve() as Promise<unknown> };
    const { scheduler } = setup(shared, async () => {
      throw new TypeError('offline');
    });
    await scheduler.renew();
    scheduler.stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(shared.refreshes).toBe(1);
  });
});

describe('withRefreshLock', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'locks');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'locks', original);
    else delete (navigator as { locks?: unknown }).locks;
  });

  it('runs the refresh under the shared Web Lock, one holder at a time', async () => {
    // A faithful exclusive lock manager: callbacks for one name run strictly one after another.
    const names: string[] = [];
    let tail: Promise<unknown> = Promise.resolve();
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: (name: string, fn: () => Promise<unknown>) => {
          names.push(name);
          const run = tail.then(fn);
          tail = run.catch(() => undefined);
          return run;
        },
      },
    });
    const order: string[] = [];
    const task = (id: string) => async () => {
      order.push(`${id}:start`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`${id}:end`);
      return id;
    };
    await expect(
      Promise.all([withRefreshLock(task('a')), withRefreshLock(task('b'))]),
    ).resolves.toEqual(['a', 'b']);
    expect(names).toEqual(['account:token-refresh', 'account:token-refresh']);
    expect(order).toEqual(['a:start', 'a:end', 'b:start', 'b:end']);
  });

  it('still renews where the browser has no Web Locks', async () => {
    Object.defineProperty(navigator, 'locks', { configurable: true, value: undefined });
    await expect(withRefreshLock(async () => 'done')).resolves.toBe('done');
  });
});
