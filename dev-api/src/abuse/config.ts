// The deployment's abuse-protection settings from the environment (server/config.ts calls this;
// the README's configuration table lists them). Production points at the real services;
// development and the tests at the stand-ins (stand-ins/abuse-services.ts) on ABUSE_STAND_IN_PORT.
import {
  CHALLENGE_PURPOSES,
  DEV_ALTCHA_HMAC_KEY,
  REAL_CAPTCHA_ENDPOINTS,
  REAL_RANGE_URL,
  isChallengePurpose,
  type AbuseConfig,
  type ChallengePurpose,
} from './settings.ts';
import { MAX_DIFFICULTY } from './altcha.ts';

type Env = Record<string, string | undefined>;

/** The stand-ins' paths under their origin (the same as the real services' own). */
export function standInEndpoints(origin: string) {
  return {
    rangeUrl: `${origin}/range/`,
    turnstile: {
      siteverifyUrl: `${origin}/turnstile/v0/siteverify`,
      scriptUrl: `${origin}/turnstile/v0/api.js?render=explicit`,
    },
    hcaptcha: {
      siteverifyUrl: `${origin}/hcaptcha/siteverify`,
      scriptUrl: `${origin}/hcaptcha/1/api.js?render=explicit`,
    },
  };
}

export function readAbuseConfig(
  env: Env,
  options: { production: boolean; standInOrigin: string; fail: (message: string) => Error },
): AbuseConfig {
  const { fail } = options;
  const text = (name: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const flag = (name: string, fallback: boolean) => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    if (['on', 'true', '1'].includes(raw)) return true;
    if (['off', 'false', '0'].includes(raw)) return false;
    throw fail(`${name} must be on or off, got "${raw}"`);
  };
  const url = (name: string, fallback: string) => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    try {
      const parsed = new URL(raw);
      if (parsed.protocol === 'https:' || parsed.hostname === 'localhost') return raw;
    } catch {
      // named below
    }
    throw fail(`${name} must be an https URL (http only on localhost), got "${raw}"`);
  };

  const hmacKey = text('ALTCHA_HMAC_KEY') ?? DEV_ALTCHA_HMAC_KEY;
  if (hmacKey.length < 32) {
    throw fail('ALTCHA_HMAC_KEY must be at least 32 characters of random key material');
  }
  const rawDifficulty = text('ALTCHA_DIFFICULTY');
  // Development and the tests solve real challenges, cheaply (a few milliseconds); production's
  // default costs a browser about half a second and a bot that much per request.
  let difficulty = options.production ? 100_000 : 1000;
  if (rawDifficulty !== undefined) {
    difficulty = Number(rawDifficulty);
    if (!/^\d+$/.test(rawDifficulty) || difficulty < 1 || difficulty > MAX_DIFFICULTY) {
      throw fail(`ALTCHA_DIFFICULTY must be a whole number from 1 to ${MAX_DIFFICULTY}`);
    }
  }
  const rawPurposes = text('CHALLENGE_PURPOSES');
  // Production challenges every bot-prone purpose for every tenant. Development leaves the
  // choice to the demo tenants (Acme and Umbrella turn them on, dev/seed.ts), so the tools and
  // tests that sign accounts up through the API for other subjects need not solve one.
  let purposes: ChallengePurpose[] = options.production
    ? ['sign_up', 'password_reset', 'email_code']
    : [];
  if (rawPurposes === 'none') purposes = [];
  else if (rawPurposes !== undefined) {
    const list = rawPurposes.split(',').map((p) => p.trim());
    const unknown = list.filter((p) => !isChallengePurpose(p) || p === 'sign_in');
    if (unknown.length > 0) {
      throw fail(
        `CHALLENGE_PURPOSES lists ${CHALLENGE_PURPOSES.filter((p) => p !== 'sign_in').join(', ')} or none, got "${unknown.join(',')}"`,
      );
    }
    purposes = list as ChallengePurpose[];
  }

  const standIn = standInEndpoints(options.standInOrigin);
  const real = options.production;
  return {
    enabled: true,
    purposes,
    signInChallenge: flag('SIGN_IN_CHALLENGE', true),
    altcha: { hmacKey, difficulty, ttlSeconds: 600 },
    rangeUrl: flag('BREACHED_PASSWORD_CHECK', true)
      ? url('HIBP_RANGE_URL', real ? REAL_RANGE_URL : standIn.rangeUrl)
      : null,
    rangeTimeoutMs: 2000,
    refuseDisposable: flag('REFUSE_DISPOSABLE_EMAIL', false),
    turnstile: {
      siteverifyUrl: url(
        'TURNSTILE_SITEVERIFY_URL',
        real ? REAL_CAPTCHA_ENDPOINTS.turnstile.siteverifyUrl : standIn.turnstile.siteverifyUrl,
      ),
      scriptUrl: url(
        'TURNSTILE_SCRIPT_URL',
        real ? REAL_CAPTCHA_ENDPOINTS.turnstile.scriptUrl : standIn.turnstile.scriptUrl,
      ),
    },
    hcaptcha: {
      siteverifyUrl: url(
        'HCAPTCHA_SITEVERIFY_URL',
        real ? REAL_CAPTCHA_ENDPOINTS.hcaptcha.siteverifyUrl : standIn.hcaptcha.siteverifyUrl,
      ),
      scriptUrl: url(
        'HCAPTCHA_SCRIPT_URL',
        real ? REAL_CAPTCHA_ENDPOINTS.hcaptcha.scriptUrl : standIn.hcaptcha.scriptUrl,
      ),
    },
    siteverifyTimeoutMs: 5000,
  };
}
