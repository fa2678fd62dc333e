// A device is a browser profile, known to the authority by a long-lived cookie of its own:
// random, HttpOnly, and `__Host-` prefixed, so neither a sibling subdomain nor a page of another
// port can set or overwrite it (it must be Secure, on Path=/, with no Domain). Sign-in
// interactions record the device that started them; every later step must come from it.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Db } from './db.ts';

export const DEVICE_COOKIE = '__Host-account-device';
const DEVICE_MAX_AGE_MS = 400 * 24 * 3600 * 1000; // the longest lifetime browsers keep a cookie

/** Browsers treat these hosts as secure contexts: Secure cookies work over plain http there. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

type CookieContext = Pick<Context, 'cookies' | 'hostname' | 'secure'>;

export function deviceHash(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('base64url');
}

/** The hash of this request's device cookie, or null when it has none. */
export function readDevice(ctx: CookieContext): string | null {
  const id = ctx.cookies.get(DEVICE_COOKIE, { signed: false });
  return id && /^[A-Za-z0-9_-]{43}$/.test(id) ? deviceHash(id) : null;
}

/** The device's hash, giving the browser a device cookie first when it has none. */
export function ensureDevice(ctx: CookieContext): string {
  const existing = readDevice(ctx);
  if (existing) return existing;
  const id = randomBytes(32).toString('base64url');
  // Koa refuses Secure cookies on a request it thinks is plain http; loopback is a secure context.
  if (!ctx.secure && LOOPBACK_HOSTS.has(ctx.hostname)) ctx.cookies.secure = true;
  ctx.cookies.set(DEVICE_COOKIE, id, {
    signed: false,
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: '/',
    maxAge: DEVICE_MAX_AGE_MS,
    overwrite: true,
  });
  return deviceHash(id);
}

/** Which device each sign-in interaction started on (rows outlive their interaction briefly). */
export function interactionDevices(db: Db) {
  const insert = db.prepare(
    'INSERT OR REPLACE INTO interaction_devices (uid, device_hash, expires_at) VALUES (?, ?, ?)',
  );
  const find = db.prepare<[string, number], { device_hash: string }>(
    'SELECT device_hash FROM interaction_devices WHERE uid = ? AND expires_at > ?',
  );
  const prune = db.prepare('DELETE FROM interaction_devices WHERE expires_at <= ?');
  const setRemember = db.prepare('UPDATE interaction_devices SET remember = ? WHERE uid = ?');
  const findRemember = db.prepare<[string, number], { remember: number | null }>(
    'SELECT remember FROM interaction_devices WHERE uid = ? AND expires_at > ?',
  );
  const now = () => Math.floor(Date.now() / 1000);
  return {
    record(uid: string, device: string, ttlSeconds: number): void {
      prune.run(now());
      insert.run(uid, device, now() + ttlSeconds);
    },
    deviceOf(uid: string): string | null {
      return find.get(uid, now())?.device_hash ?? null;
    },
    /** "Keep me signed in on this device" for this interaction (docs/session-care.md). */
    remember(uid: string, remember: boolean): void {
      setRemember.run(remember ? 1 : 0, uid);
    },
    /** The choice the sign-in page sent; null when it sent none. */
    rememberOf(uid: string): boolean | null {
      const row = findRemember.get(uid, now());
      return row?.remember === null || row === undefined ? null : row.remember === 1;
    },
  };
}
