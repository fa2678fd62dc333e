// The one abuse-protection object the routes use (docs/abuse-protection.md): which requests need
// a challenge, checking a solved one, the breached-password and disposable-address checks.
import type { Context } from 'koa';
import { ApiError } from '../platform/errors.ts';
import type { Db } from '../platform/db.ts';
import { epochSeconds, type Clock } from '../platform/clock.ts';
import { addressBlock, loginThrottle, throttleKeys, type Throttle } from '../platform/throttle.ts';
import { createAltcha, decodePayload, type RefusalReason } from './altcha.ts';
import { breachCount } from './breached.ts';
import { siteverify } from './captcha.ts';
import { isDisposableAddress } from './disposable.ts';
import {
  tenantAbuseSettings,
  type AbuseConfig,
  type ChallengePurpose,
  type TenantAbuseSettings,
} from './settings.ts';
import type { components } from '../../../src/api/schema.d.ts';

export type ChallengeOffer = components['schemas']['ChallengeOffer'];

/** Failed challenges count against the address for an hour; each one doubles the work... */
const FAILURE_WINDOW_SECONDS = 60 * 60;
/** ...up to 2^5 times the base (a person behind a busy address still gets through). */
const MAX_DOUBLINGS = 5;

/**
 * Sign-in asks for a challenge from the third failure for the submitted e-mail, and from half
 * the client address's limit (10 of 20): before the lock-out, not instead of it.
 */
export const signInChallengeRule = {
  account: { max: 3, windowSeconds: loginThrottle.account.windowSeconds },
  address: {
    max: Math.floor(loginThrottle.address.max / 2),
    windowSeconds: loginThrottle.address.windowSeconds,
  },
};

export const challengeFailureKey = (ip: string) => `challenge:address:${addressBlock(ip)}`;

export interface AbuseService {
  readonly config: AbuseConfig;
  /** What `GET /auth/challenge` answers. */
  offer(ctx: Context, purpose: ChallengePurpose, tenantId: unknown): Promise<ChallengeOffer>;
  /** Whether the purpose needs a challenge for this tenant (the deployment's or the tenant's). */
  required(purpose: ChallengePurpose, tenantId: unknown): boolean;
  /** Refuses (403) unless `token` is a good, unspent solution; spends it. */
  check(ctx: Context, purpose: ChallengePurpose, token: unknown, tenantId: unknown): Promise<void>;
  /** `check` when the purpose needs a challenge for this tenant; nothing otherwise. */
  requireChallenge(
    ctx: Context,
    purpose: ChallengePurpose,
    token: unknown,
    tenantId: unknown,
  ): Promise<void>;
  /** Sign-in: a challenge is needed after failures for the e-mail or from the address. */
  signInNeedsChallenge(ctx: Context, email: string): boolean;
  /** Seen in breaches (false when the deployment or the tenant turned the check off). */
  isBreached(password: string, tenantId: unknown): Promise<boolean>;
  refusesDisposable(email: string, tenantId: unknown): boolean;
}

export interface AbuseDeps {
  db: Db;
  clock: Clock;
  throttle: Throttle;
  config: AbuseConfig;
  log: (message: string) => void;
}

export function createAbuseService({ db, clock, throttle, config, log }: AbuseDeps): AbuseService {
  const altcha = createAltcha({
    hmacKey: config.altcha.hmacKey,
    ttlSeconds: config.altcha.ttlSeconds,
    clock,
  });
  const countFailures = db.prepare<[string, number], { count: number }>(
    'SELECT count(*) AS count FROM login_failures WHERE key = ? AND failed_at > ?',
  );

  function difficulty(ip: string): number {
    const since = epochSeconds(clock) - FAILURE_WINDOW_SECONDS;
    const failures = countFailures.get(challengeFailureKey(ip), since)?.count ?? 0;
    return config.altcha.difficulty * 2 ** Math.min(failures, MAX_DOUBLINGS);
  }

  const required = (purpose: ChallengePurpose, tenant: TenantAbuseSettings) =>
    config.enabled && (config.purposes.includes(purpose) || tenant.purposes.includes(purpose));

  function refuse(purpose: ChallengePurpose, reason?: RefusalReason): ApiError {
    return reason
      ? new ApiError(403, 'challenge_invalid', 'This challenge is not valid.', {
          extra: { purpose, reason },
        })
      : new ApiError(403, 'challenge_required', 'Solve a challenge first.', {
          extra: { purpose },
        });
  }

  async function verify(
    ctx: Context,
    purpose: ChallengePurpose,
    token: string,
    tenant: TenantAbuseSettings,
  ): Promise<RefusalReason | null> {
    // The self-hosted proof of work is always accepted: a tenant's CAPTCHA adds a choice for its
    // people, it never lets a request through with less.
    if (decodePayload(token) || tenant.kind === 'altcha' || !tenant.secretKey) {
      return altcha.verify(token, purpose);
    }
    const endpoints = tenant.kind === 'turnstile' ? config.turnstile : config.hcaptcha;
    const result = await siteverify({
      url: endpoints.siteverifyUrl,
      secret: tenant.secretKey,
      token,
      remoteIp: ctx.ip,
      timeoutMs: config.siteverifyTimeoutMs,
    });
    if (result.ok) return null;
    if (result.errorCodes.includes('timeout-or-duplicate')) return 'reused';
    if (result.errorCodes.includes('invalid-input-response')) return 'forged';
    log(`abuse: ${tenant.kind} siteverify refused the token: ${result.errorCodes.join(', ')}`);
    return 'failed';
  }

  const service: AbuseService = {
    config,

    async offer(ctx, purpose, tenantId) {
      const tenant = tenantAbuseSettings(db, tenantId);
      const needed =
        purpose === 'sign_in'
          ? config.enabled &&
            config.signInChallenge &&
            throttle.retryAfter([
              [throttleKeys.loginAddress(ctx.ip), signInChallengeRule.address],
            ]) > 0
          : required(purpose, tenant);
      // The proof of work comes with every offer: the API accepts it whatever the tenant chose,
      // so a page that cannot load the tenant's CAPTCHA (a host whose CSP lacks its hosts) falls
      // back to it. Sign-in after failures is always the proof of work: no third party's script
      // on the sign-in form, whose first load must stay light.
      const challenge = await altcha.create(purpose, difficulty(ctx.ip));
      const proofOfWork = { parameters: challenge.parameters, signature: challenge.signature! };
      if (purpose !== 'sign_in' && tenant.kind !== 'altcha' && tenant.siteKey) {
        const endpoints = tenant.kind === 'turnstile' ? config.turnstile : config.hcaptcha;
        return {
          kind: tenant.kind,
          required: needed,
          altcha: proofOfWork,
          siteKey: tenant.siteKey,
          scriptUrl: endpoints.scriptUrl,
        };
      }
      return { kind: 'altcha', required: needed, altcha: proofOfWork };
    },

    required: (purpose, tenantId) => required(purpose, tenantAbuseSettings(db, tenantId)),

    async check(ctx, purpose, token, tenantId) {
      if (typeof token !== 'string' || token === '') throw refuse(purpose);
      const reason = await verify(ctx, purpose, token, tenantAbuseSettings(db, tenantId));
      if (reason) {
        // Each refused solution makes the next challenges from this address cost more.
        throttle.record([challengeFailureKey(ctx.ip)]);
        throw refuse(purpose, reason);
      }
    },

    async requireChallenge(ctx, purpose, token, tenantId) {
      if (service.required(purpose, tenantId)) await service.check(ctx, purpose, token, tenantId);
    },

    signInNeedsChallenge(ctx, email) {
      if (!config.enabled || !config.signInChallenge) return false;
      return (
        throttle.retryAfter([
          [throttleKeys.loginAccount(email), signInChallengeRule.account],
          [throttleKeys.loginAddress(ctx.ip), signInChallengeRule.address],
        ]) > 0
      );
    },

    async isBreached(password, tenantId) {
      if (!config.enabled || !config.rangeUrl) return false;
      if (!tenantAbuseSettings(db, tenantId).breachedCheck) return false;
      const count = await breachCount(password, {
        rangeUrl: config.rangeUrl,
        timeoutMs: config.rangeTimeoutMs,
        log,
      });
      return count > 0;
    },

    refusesDisposable(email, tenantId) {
      if (!config.enabled) return false;
      const refuses = config.refuseDisposable || tenantAbuseSettings(db, tenantId).refuseDisposable;
      return refuses && isDisposableAddress(email);
    },
  };
  return service;
}
