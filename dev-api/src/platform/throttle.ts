// Failed sign-ins are counted per submitted e-mail (whether or not the account exists, so the
// answer never tells) and per client address; past a limit, sign-in waits.
// The same counter (table login_failures, one row per event) also limits the account mails and
// password changes, under their own key prefixes (see `throttleKeys`).
import type { Db } from './db.ts';
import { ApiError } from './errors.ts';

export interface ThrottleRule {
  /** Failures allowed inside the window before sign-in is refused. */
  max: number;
  windowSeconds: number;
}

/**
 * Failed sign-ins one address may make in the window: 20. The browser tests' suite is hundreds of
 * people behind one address (every browser's request comes from 127.0.0.1), and its tests of
 * wrong passwords, unconfirmed, frozen and deleted accounts add up past any limit meant for one
 * client, blocking the sign-ins that follow; `DEV_API_TEST_LOGIN_ADDRESS_MAX` (set by
 * playwright.config.ts) raises it for that server only. The API's own tests keep and test 20.
 */
function loginAddressMax(): number {
  const raw = process.env.DEV_API_TEST_LOGIN_ADDRESS_MAX;
  if (raw === undefined || raw === '') return 20;
  const max = Number(raw);
  if (!Number.isInteger(max) || max < 20) {
    throw new Error(
      `DEV_API_TEST_LOGIN_ADDRESS_MAX must be an integer of 20 or more, got "${raw}"`,
    );
  }
  return max;
}

export const loginThrottle = {
  account: { max: 5, windowSeconds: 15 * 60 },
  address: { max: loginAddressMax(), windowSeconds: 15 * 60 },
} satisfies Record<string, ThrottleRule>;

/** Mails a person can trigger for one e-mail address (resend confirmation, password reset). */
export const mailThrottle = {
  perMinute: { max: 1, windowSeconds: 60 },
  perHour: { max: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, ThrottleRule>;

/**
 * Wrong current passwords per user: POST /users/me/password and /users/me/reauthenticate share
 * the count (both let someone holding an access token try passwords).
 */
export const passwordChangeThrottle: ThrottleRule = { max: 5, windowSeconds: 15 * 60 };

/**
 * Wrong two-step codes per user, wherever they are tried (the sign-in's second step,
 * re-authentication, confirming the setup): six digits fall to guessing without a limit.
 */
export const secondFactorThrottle: ThrottleRule = { max: 5, windowSeconds: 15 * 60 };

/** The counters' keys; the e-mail is the submitted one, lowercased, whether or not it exists. */
export const throttleKeys = {
  loginAccount: (email: string) => `account:${email}`,
  loginAddress: (ip: string) => `address:${addressBlock(ip)}`,
  confirmMail: (email: string) => `mail:confirm:${email}`,
  resetMail: (email: string) => `mail:reset:${email}`,
  /** Mails POST /accounts sends to an address that already has an account. */
  signUpMail: (email: string) => `mail:sign-up:${email}`,
  passwordChange: (userId: string) => `password-change:${userId}`,
  secondFactor: (userId: string) => `second-factor:${userId}`,
  /** POST /accounts requests per submitted e-mail (new or taken alike). */
  signUpEmail: (email: string) => `sign-up:email:${email}`,
  /** POST /accounts requests per client address. */
  signUpAddress: (ip: string) => `sign-up:address:${addressBlock(ip)}`,
};

type RuleKeys = readonly (readonly [string, ThrottleRule])[];

/** An attempt already counted against its keys; `release` takes it back when it succeeded. */
export interface Reservation {
  release(): void;
}

export interface Throttle {
  /** Seconds to wait before another attempt, or 0 when allowed. */
  retryAfter(keys: RuleKeys): number;
  /**
   * Checks the rules and counts one attempt against every key in one step, before the attempt's
   * slow work (a password hash) runs: concurrent attempts cannot all pass the check and be
   * counted afterwards. Returns the seconds to wait (nothing counted) when a rule is at its limit.
   */
  reserve(keys: RuleKeys): { wait: number } | Reservation;
  /** Counts one event (a mail sent, a request accepted) against each key. */
  record(keys: readonly string[]): void;
  clear(key: string): void;
}

export function createThrottle(
  db: Db,
  now: () => number = () => Math.floor(Date.now() / 1000),
): Throttle {
  const recent = db.prepare<[string, number], { failed_at: number }>(
    'SELECT failed_at FROM login_failures WHERE key = ? AND failed_at > ? ORDER BY failed_at',
  );
  const insert = db.prepare('INSERT INTO login_failures (key, failed_at) VALUES (?, ?)');
  const clear = db.prepare('DELETE FROM login_failures WHERE key = ?');
  const prune = db.prepare('DELETE FROM login_failures WHERE failed_at <= ?');
  const remove = db.prepare('DELETE FROM login_failures WHERE rowid = ?');

  const record = (keys: readonly string[]) => {
    const t = now();
    db.transaction(() => {
      prune.run(t - 24 * 3600);
      for (const key of keys) insert.run(key, t);
    })();
  };

  function retryAfter(keys: RuleKeys): number {
    const t = now();
    let wait = 0;
    for (const [key, rule] of keys) {
      const failures = recent.all(key, t - rule.windowSeconds);
      if (failures.length >= rule.max) {
        // Allowed again when the oldest failure that counts leaves the window.
        const oldest = failures[failures.length - rule.max]!.failed_at;
        wait = Math.max(wait, oldest + rule.windowSeconds - t);
      }
    }
    return wait;
  }

  // better-sqlite3 is synchronous: the check and the inserts run with nothing in between.
  const reserve = db.transaction((keys: RuleKeys): { wait: number } | Reservation => {
    const wait = retryAfter(keys);
    if (wait > 0) return { wait };
    const t = now();
    prune.run(t - 24 * 3600);
    const rowids = keys.map(([key]) => insert.run(key, t).lastInsertRowid);
    return {
      release: () => {
        for (const rowid of rowids) remove.run(rowid);
      },
    };
  });

  return {
    retryAfter,
    reserve,
    record,
    clear(key) {
      clear.run(key);
    },
  };
}

/**
 * Sign-ups (POST /accounts) that pass validation, counted before the password is hashed and
 * whether or not the address has an account, so the 429 tells nothing. Each one may mail an
 * address nobody has proven. Per e-mail, a person gets a retry or two; per client address, a
 * shared network (an office behind one NAT, a browser-test run of about 30 sign-ups) still
 * fits, bulk mailing does not.
 */
export const signUpThrottle = {
  perEmail: { max: 3, windowSeconds: 60 * 60 },
  perAddress: { max: 40, windowSeconds: 60 * 60 },
} satisfies Record<string, ThrottleRule>;

/**
 * The block one client controls: an IPv4 address, or an IPv6 /64 (a single subscriber usually
 * holds a whole /64 and could otherwise rotate through it). IPv4-mapped IPv6 counts as IPv4.
 */
export function addressBlock(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Counts one mail to `key` when its mail limits allow it: true when the mail may go, false
 * (nothing counted) when the address has had enough for now. For answers that must not say so.
 */
export function takeMailTurn(throttle: Throttle, key: string): boolean {
  if (mailWait(throttle, key) > 0) return false;
  throttle.record([key]);
  return true;
}

/** Like `takeMailTurn`, for operations that document it: over the limit is `429 too_many_requests`. */
export function takeMailTurnOr429(throttle: Throttle, key: string): void {
  const wait = mailWait(throttle, key);
  if (wait > 0) {
    throw new ApiError(429, 'too_many_requests', 'Too many requests. Try again later.', {
      headers: { 'Retry-After': String(wait) },
    });
  }
  throttle.record([key]);
}

function mailWait(throttle: Throttle, key: string): number {
  return throttle.retryAfter([
    [key, mailThrottle.perMinute],
    [key, mailThrottle.perHour],
  ]);
}
