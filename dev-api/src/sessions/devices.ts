// What the sessions list and the activity timeline know about each sign-in: when a sign-in
// completes at the authority (the resume after the login interaction), the browser session's
// device (its __Host- cookie's hash, device.ts), address, user agent and `amr` are recorded
// with the session's uid, a `signed_in` event is added, and a browser the account has not
// signed in on before (not its very first sign-in) is mailed to the owner with a "This wasn't
// me" link. Token renewals mark the session active. See docs/sessions-and-activity.md.
import { createHash, randomBytes } from 'node:crypto';
import Bowser from 'bowser';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type Provider from 'oidc-provider';
import { negotiateLocale } from '../platform/mail-layout.ts';
import { newDeviceMail } from './mails.ts';
import { activityContext, hasSignedInOnDevice, recordActivity } from './activity.ts';
import { appLink, pickApp, type AppLocation } from '../platform/app-links.ts';
import { nowIso, type Db } from '../platform/db.ts';
import { ApiError } from '../platform/errors.ts';
import { sendMail } from '../platform/mailer.ts';
import { endEmailReverts } from '../privacy/links.ts';
import { interactionDevices } from '../platform/device.ts';
import { findUser, markFirstSignIn } from '../accounts/store.ts';

export type SignInMethod =
  | 'password'
  | 'password_two_step'
  | 'passkey'
  | 'email_code'
  | 'email_code_two_step'
  | 'federated'
  | 'federated_two_step'
  | 'unknown';

/**
 * How a session signed in, from its amr (provider.ts AMR, passkeys/webauthn.ts passkeyAmr,
 * passwordless/store.ts EMAIL_AMR, federation/broker.ts FED_AMR). A provider's sign-in is
 * `federated` even when the link that came with it also proved the password or a passkey: the
 * provider is how the person came.
 */
export function signInMethod(amr: readonly string[]): SignInMethod {
  if (amr.includes('fed')) return amr.includes('otp') ? 'federated_two_step' : 'federated';
  if (amr.includes('hwk') || amr.includes('swk')) return 'passkey';
  if (amr.includes('pwd')) return amr.includes('otp') ? 'password_two_step' : 'password';
  if (amr.includes('email')) return amr.includes('otp') ? 'email_code_two_step' : 'email_code';
  return 'unknown';
}

// bowser names a browser it does not know by the user agent's first word, which is whatever the
// caller sent ("Visit https://…/1.0"): only names from its own lists go into a mail.
const KNOWN_BROWSERS = new Set<string>(Object.values(Bowser.BROWSER_MAP));
const KNOWN_SYSTEMS = new Set<string>(Object.values(Bowser.OS_MAP));

/**
 * The provider's configured name a federated sign-in's interaction result carries
 * (federation/broker.ts `signedInWith`), or null.
 */
function providerOf(result: unknown): string | null {
  const federation = (result as { federation?: { provider?: unknown } } | undefined)?.federation;
  const name = federation?.provider;
  return typeof name === 'string' && name !== '' ? name.slice(0, 200) : null;
}

/**
 * The provider's or organisation connection's id the same result carries: an organisation that
 * starts to require its SSO keeps the sessions of its own connection (enterprise-sso/).
 */
function providerIdOf(result: unknown): string | null {
  const federation = (result as { federation?: { providerId?: unknown } } | undefined)?.federation;
  const id = federation?.providerId;
  return typeof id === 'string' && id !== '' ? id.slice(0, 200) : null;
}

/** "Chrome", "Linux" from a user agent (bowser), or null for what it cannot name. */
export function browserAndSystem(userAgent: string | null): {
  browser: string | null;
  os: string | null;
} {
  const parsed = userAgent ? Bowser.parse(userAgent) : null;
  const browser = parsed?.browser.name;
  const os = parsed?.os.name;
  return {
    browser: browser && KNOWN_BROWSERS.has(browser) ? browser : null,
    os: os && KNOWN_SYSTEMS.has(os) ? os : null,
  };
}

/** How long the mailed "This wasn't me" link works. */
export const NOT_ME_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The mailed "This wasn't me" links: random, single use, stored hashed, 7 days. */
export function notMeTokens(db: Db) {
  const errors = {
    invalid: () => new ApiError(400, 'token_invalid', 'This link is not valid.'),
    expired: () => new ApiError(410, 'token_expired', 'This link has expired.'),
    used: () => new ApiError(409, 'token_used', 'This link has already been used.'),
  };
  return {
    issue(userId: string): string {
      const token = randomBytes(32).toString('base64url');
      const expires = new Date(Date.now() + NOT_ME_TOKEN_TTL_SECONDS * 1000).toISOString();
      db.prepare(
        `INSERT INTO not_me_tokens (token_hash, user_id, expires_at, created_at)
         VALUES (?, ?, ?, ?)`,
      ).run(hashOf(token), userId, expires, nowIso());
      return token;
    },
    /** Spends the token; the account's id, or throws the matching ApiError. */
    consume(token: unknown): string {
      if (typeof token !== 'string' || token.length < 16 || token.length > 256) {
        throw errors.invalid();
      }
      const row = db
        .prepare<[string], { user_id: string; expires_at: string; used_at: string | null }>(
          'SELECT user_id, expires_at, used_at FROM not_me_tokens WHERE token_hash = ?',
        )
        .get(hashOf(token));
      if (!row) throw errors.invalid();
      if (row.used_at !== null) throw errors.used();
      if (Date.parse(row.expires_at) <= Date.now()) throw errors.expired();
      const spent = db
        .prepare('UPDATE not_me_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL')
        .run(nowIso(), hashOf(token));
      if (spent.changes !== 1) throw errors.used();
      return row.user_id;
    },
  };
}

/** Records each completed sign-in and each token renewal (oidc-provider's events). */
export function watchSessions(
  provider: Provider,
  options: { db: Db; apps: readonly AppLocation[]; logError: (error: unknown) => void },
): void {
  const { db, apps } = options;
  const tokens = notMeTokens(db);
  const devices = interactionDevices(db);
  const upsert = db.prepare(
    `INSERT INTO session_devices
       (session_uid, user_id, device_hash, ip, user_agent, amr, provider, provider_id,
        signed_in_at, last_seen_at)
     VALUES (@uid, @userId, @deviceHash, @ip, @userAgent, @amr, @provider, @providerId, @at, @at)
     ON CONFLICT (session_uid) DO UPDATE SET user_id = excluded.user_id,
       device_hash = excluded.device_hash, ip = excluded.ip, user_agent = excluded.user_agent,
       amr = excluded.amr, provider = excluded.provider, provider_id = excluded.provider_id,
       signed_in_at = excluded.signed_in_at,
       last_seen_at = excluded.last_seen_at`,
  );
  const touch = db.prepare<[string, string]>(
    `UPDATE session_devices SET last_seen_at = ?
      WHERE session_uid IN (SELECT uid FROM oidc_models WHERE model = 'Session'
        AND json_extract(payload, '$.authorizations.account.grantId') = ?)`,
  );

  function signedIn(ctx: KoaContextWithOIDC): void {
    const { oidc } = ctx;
    const login = (oidc.result as { login?: { accountId?: unknown } } | undefined)?.login;
    const session = oidc.session;
    if (!login || !session?.accountId || typeof session.uid !== 'string') return;
    const userId = session.accountId;
    const amr = Array.isArray(session.amr) ? session.amr : [];
    const method = signInMethod(amr);
    const provider = method.startsWith('federated') ? providerOf(oidc.result) : null;
    const detail: Record<string, string> = provider ? { method, provider } : { method };
    const { deviceHash = null, ip = null, userAgent = null } = activityContext(ctx);
    // The device is the one every step of the sign-in was bound to (interactions.ts): the
    // resume request is the caller's to shape, and one sent without the device cookie, or with
    // another one, must not pass for a known browser nor escape the mail.
    const interactionUid = (ctx.oidc.entities.Interaction as { uid?: unknown } | undefined)?.uid;
    const bound = typeof interactionUid === 'string' ? devices.deviceOf(interactionUid) : null;
    const request = { deviceHash: bound ?? deviceHash, ip, userAgent };
    const at = nowIso();
    // Decided before this sign-in is recorded: a browser seen before, or the first sign-in ever
    // (the one that sets the account's permanent marker). A sign-in with no device at all is
    // new: no browser signs in without one.
    const firstEver = markFirstSignIn(db, userId, at);
    const newDevice =
      !firstEver &&
      (request.deviceHash === null || !hasSignedInOnDevice(db, userId, request.deviceHash));
    upsert.run({
      uid: session.uid,
      userId,
      deviceHash: request.deviceHash,
      ip: request.ip,
      userAgent: request.userAgent,
      amr: JSON.stringify(amr),
      provider,
      providerId: method.startsWith('federated') ? providerIdOf(oidc.result) : null,
      at,
    });
    recordActivity(db, { userId, type: 'signed_in', ...request, detail });
    endEmailReverts(db, userId, new Date(at));
    if (!newDevice) return;
    recordActivity(db, { userId, type: 'new_device', ...request, detail });
    const user = findUser(db, userId);
    if (!user) return;
    const app = pickApp(apps, oidc.params?.redirect_uri);
    const notMeUrl = appLink(app, 'not-me', {
      token: tokens.issue(userId),
      whitelabel: user.tenant_id,
    });
    sendMail(
      db,
      newDeviceMail(
        { to: user.email, name: user.name, locale: negotiateLocale(user.locale) },
        { at, ...browserAndSystem(request.userAgent) },
        notMeUrl,
      ),
    );
  }

  // Listeners run inside oidc-provider's request: a failure here must not fail the sign-in.
  provider.on('authorization.success', (ctx: KoaContextWithOIDC) => {
    try {
      if (ctx.oidc.route === 'resume') signedIn(ctx);
    } catch (error) {
      options.logError(error);
    }
  });
  provider.on('access_token.saved', (token: { grantId?: string }) => {
    try {
      if (token.grantId) touch.run(nowIso(), token.grantId);
    } catch (error) {
      options.logError(error);
    }
  });
}
