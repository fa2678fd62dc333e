import { SESSION_END_REASON_KEY, SESSION_WARNING_LEAD_MS } from '../config/constants';
import { forgetEndReason, onSessionEnd, readEndReason, rememberEndReason } from './session-care';
import { ActivityTracker, WarningScheduler, type ActivityChannel } from './session-timers';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
});
afterEach(() => jest.useRealTimers());

function pair(): [ActivityChannel, ActivityChannel] {
  const a: ActivityChannel = { postMessage: jest.fn(), onmessage: null, close: jest.fn() };
  const b: ActivityChannel = { postMessage: jest.fn(), onmessage: null, close: jest.fn() };
  (a.postMessage as jest.Mock).mockImplementation((data) =>
    b.onmessage?.({ data } as MessageEvent),
  );
  (b.postMessage as jest.Mock).mockImplementation((data) =>
    a.onmessage?.({ data } as MessageEvent),
  );
  return [a, b];
}

describe('ActivityTracker', () => {
  test('input in one tab moves the last activity of the other tab', () => {
    const [channelA, channelB] = pair();
    const tabA = new EventTarget();
    const a = new ActivityTracker({ now: Date.now, target: tabA, channel: () => channelA });
    const b = new ActivityTracker({
      now: Date.now,
      target: new EventTarget(),
      channel: () => channelB,
    });
    a.start();
    b.start();
    jest.advanceTimersByTime(60_000);
    tabA.dispatchEvent(new Event('keydown'));
    expect(a.last).toBe(Date.now());
    expect(b.last).toBe(Date.now());
  });

  test('the same session started again is no activity; a new session is', () => {
    const a = new ActivityTracker({
      now: Date.now,
      target: new EventTarget(),
      channel: () => null,
    });
    a.start('u1@1000');
    const started = Date.now();
    jest.advanceTimersByTime(10 * 60_000);
    // The screens dropped to signed out for a moment and came back: the idle time runs on.
    a.stop();
    a.start('u1@1000');
    expect(a.last).toBe(started);
    a.stop();
    a.start('u1@2000');
    expect(a.last).toBe(Date.now());
  });

  test('shares input at most every few seconds, but Stay signed in at once', () => {
    const [channelA] = pair();
    const target = new EventTarget();
    const a = new ActivityTracker({ now: Date.now, target, channel: () => channelA });
    a.start();
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(channelA.postMessage).toHaveBeenCalledTimes(1);
    a.touch();
    expect(channelA.postMessage).toHaveBeenCalledTimes(2);
  });

  test('input does not count while the warning holds it; a future time from another tab is capped', () => {
    const [channelA, channelB] = pair();
    const target = new EventTarget();
    const a = new ActivityTracker({ now: Date.now, target, channel: () => channelA });
    a.start();
    const before = a.last;
    a.hold(true);
    jest.advanceTimersByTime(10_000);
    target.dispatchEvent(new Event('keydown'));
    expect(a.last).toBe(before);
    channelB.postMessage({ type: 'activity', at: Date.now() + 3_600_000 });
    expect(a.last).toBe(Date.now());
    channelB.postMessage({ type: 'activity', at: 'soon' });
    expect(a.last).toBe(Date.now());
  });
});

describe('WarningScheduler', () => {
  function scheduler() {
    const events: string[] = [];
    const s = new WarningScheduler({
      now: Date.now,
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      onExpiring: (cause, endsAt) => events.push(`expiring ${cause} ${endsAt - Date.now()}`),
      onExtended: () => events.push('extended'),
      onEnded: (cause) => events.push(`ended ${cause}`),
    });
    return { s, events };
  }

  test('warns two minutes before the idle deadline and ends at it', () => {
    const { s, events } = scheduler();
    s.update({ idle: Date.now() + 15 * 60_000, expiry: null });
    jest.advanceTimersByTime(13 * 60_000 - 1);
    expect(events).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(events).toEqual([`expiring idle ${SESSION_WARNING_LEAD_MS}`]);
    jest.advanceTimersByTime(SESSION_WARNING_LEAD_MS);
    expect(events).toEqual([`expiring idle ${SESSION_WARNING_LEAD_MS}`, 'ended idle']);
  });

  test('a deadline moved out of the warning window closes the warning and does not end', () => {
    const { s, events } = scheduler();
    s.update({ idle: Date.now() + 60_000, expiry: null });
    expect(events).toEqual(['expiring idle 60000']);
    s.update({ idle: Date.now() + 15 * 60_000, expiry: null });
    expect(events).toEqual(['expiring idle 60000', 'extended']);
    jest.advanceTimersByTime(60_000);
    expect(events).toHaveLength(2);
  });

  test('the earlier deadline wins; no deadline, no timer', () => {
    const { s, events } = scheduler();
    s.update({ idle: null, expiry: null });
    jest.advanceTimersByTime(24 * 3_600_000);
    expect(events).toEqual([]);
    s.update({ idle: Date.now() + 30 * 60_000, expiry: Date.now() + 5 * 60_000 });
    jest.advanceTimersByTime(5 * 60_000);
    expect(events).toEqual([`expiring expiry ${SESSION_WARNING_LEAD_MS}`, 'ended expiry']);
  });

  test("renewal failing for a while: the access token's expiry is a third deadline", () => {
    const { s, events } = scheduler();
    // Renewal starts ten minutes ahead: a token two minutes from its end has not been renewed.
    s.update({ idle: null, expiry: Date.now() + 60 * 60_000, renewal: Date.now() + 3 * 60_000 });
    jest.advanceTimersByTime(60_000);
    expect(events).toEqual([`expiring renewal ${SESSION_WARNING_LEAD_MS}`]);
    // A late renewal worked: the new expiry is far off, the warning closes.
    s.update({ idle: null, expiry: Date.now() + 60 * 60_000, renewal: Date.now() + 60 * 60_000 });
    expect(events.at(-1)).toBe('extended');
    // On a tie the person's rule says why, not the unreachable service.
    const tie = Date.now() + 60_000;
    s.update({ idle: tie, expiry: null, renewal: tie });
    expect(events.at(-1)).toBe('expiring idle 60000');
  });
});

describe('the end reason', () => {
  test('reaches the listeners as it is decided', () => {
    const heard: string[] = [];
    const stop = onSessionEnd(({ reason }) => heard.push(reason));
    rememberEndReason(sessionStorage, { reason: 'renewal-refused' });
    stop();
    rememberEndReason(sessionStorage, { reason: 'clock' });
    expect(heard).toEqual(['renewal-refused']);
    forgetEndReason(sessionStorage);
  });

  test('is kept for the next screens until forgotten; anything else is ignored', () => {
    rememberEndReason(sessionStorage, { reason: 'idle', idleMinutes: 15 });
    expect(readEndReason(sessionStorage)).toEqual({ reason: 'idle', idleMinutes: 15 });
    // The refusals that follow an end (other requests' 401) do not replace its reason.
    rememberEndReason(sessionStorage, { reason: 'revoked' });
    expect(readEndReason(sessionStorage)).toEqual({ reason: 'idle', idleMinutes: 15 });
    forgetEndReason(sessionStorage);
    expect(readEndReason(sessionStorage)).toBeNull();
    sessionStorage.setItem('account.sessionEndReason', '{"reason":"bored"}');
    expect(readEndReason(sessionStorage)).toBeNull();
  });
});

test("a refusal that followed another tab's idle end gives way to the idle reason, never the reverse", () => {
  // This tab's renewal was refused (another tab ended the session at the idle deadline) before
  // this tab's own timer said why.
  rememberEndReason(sessionStorage, { reason: 'renewal-refused' });
  rememberEndReason(sessionStorage, { reason: 'idle', idleMinutes: 15 });
  expect(readEndReason(sessionStorage)).toEqual({ reason: 'idle', idleMinutes: 15 });
  rememberEndReason(sessionStorage, { reason: 'revoked' });
  expect(readEndReason(sessionStorage)).toEqual({ reason: 'idle', idleMinutes: 15 });
  forgetEndReason(sessionStorage);
  // A lifetime's end the same; and a first cause stays.
  rememberEndReason(sessionStorage, { reason: 'revoked' });
  rememberEndReason(sessionStorage, { reason: 'expired' });
  rememberEndReason(sessionStorage, { reason: 'idle', idleMinutes: 15 });
  expect(readEndReason(sessionStorage)).toEqual({ reason: 'expired' });
  forgetEndReason(sessionStorage);
});

// Signed out by another tab: this tab's screen may look for a reason in the same commit in which
// its timers, stopping, write it (their cleanup runs after the next screen rendered). A first
// look that found nothing must not hide the reason written just after (seen inside the host).
test('a reason written after the page first looked is still the one it shows', async () => {
  // A module of its own: the reason a page shows is kept per module (per page load).
  await jest.isolateModulesAsync(async () => {
    const care = await import('./session-care');
    const storage = window.sessionStorage;
    storage.clear();
    expect(care.endReasonOfThisPage(storage)).toBeNull();
    care.rememberEndReason(storage, { reason: 'idle', idleMinutes: 15 });
    expect(care.endReasonOfThisPage(storage)).toEqual({ reason: 'idle', idleMinutes: 15 });
    // Still there for the next page load of this tab (the tab that ended the session shows this
    // screen, then leaves for the origin): forgotten only when a session begins (./store.ts).
    expect(care.readEndReason(storage)).toEqual({ reason: 'idle', idleMinutes: 15 });
    care.forgetEndReason(storage);
    expect(care.endReasonOfThisPage(storage)).toBeNull();
  });
});

// Read back by hand (no zod in the sign-in screen's first load): only a known reason, with a
// finite number of minutes if any, and only those two fields.
test.each([
  ['{"reason":"clock"}', { reason: 'clock' }],
  ['{"reason":"idle","idleMinutes":15,"extra":"x"}', { reason: 'idle', idleMinutes: 15 }],
  ['{"reason":"idle","idleMinutes":"15"}', null],
  ['{"reason":"idle","idleMinutes":null}', null],
  ['{"reason":"bored"}', null],
  ['{"reason":"toString"}', null],
  ['["idle"]', null],
  ['null', null],
  ['"idle"', null],
  ['{', null],
])('a stored %s reads as %j', (raw, expected) => {
  sessionStorage.setItem(SESSION_END_REASON_KEY, raw);
  expect(readEndReason(sessionStorage)).toEqual(expected);
  sessionStorage.clear();
});
