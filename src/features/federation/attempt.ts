// What a provider's button remembers on this browser (docs/federation.md, "The front end"):
// the provider last used (its id only, in localStorage, never a token), and for the round trip
// through the provider, in this tab's sessionStorage: the e-mail typed before leaving (so a
// cancel or a failure comes back with nothing lost; never the password) and the "Last used"
// before this attempt (a failed attempt puts it back).
import { browserStorage, readItem, tabStorage, writeItem } from '../../lib/storage';

export const LAST_USED_KEY = 'account.federation.last-used';
export const ATTEMPT_KEY = 'account.federation.attempt';
/** From the sign-up page: the sign-in page goes on to this provider once it has its interaction. */
export const START_KEY = 'account.federation.start';

const PROVIDER_ID = /^[a-z0-9-]{1,64}$/;

export function lastUsedProvider(): string | null {
  const id = readItem(browserStorage(), LAST_USED_KEY);
  return id && PROVIDER_ID.test(id) ? id : null;
}

interface Attempt {
  provider: string;
  previous: string | null;
  email: string;
}

/** Before leaving for the provider: marks it "Last used" and keeps what was typed. */
export function beginAttempt(provider: string, email = ''): void {
  const attempt: Attempt = { provider, previous: lastUsedProvider(), email };
  writeItem(tabStorage(), ATTEMPT_KEY, JSON.stringify(attempt));
  writeItem(browserStorage(), LAST_USED_KEY, provider);
}

/** Attempts already ended in this page, by interaction: a screen mounted again reads the same. */
const ended = new Map<string, { email: string } | null>();

/**
 * Back on the sign-in page from the provider, in `interaction`: what was typed before leaving,
 * taken out of storage once (a screen mounted again, inside a host say, gets the same). A
 * failed attempt (`failed`) was not a use: the provider last used before it is marked again.
 */
export function endAttempt(interaction: string, failed: boolean): { email: string } | null {
  if (ended.has(interaction)) return ended.get(interaction) ?? null;
  const storage = tabStorage();
  const raw = readItem(storage, ATTEMPT_KEY);
  writeItem(storage, ATTEMPT_KEY, null);
  let result: { email: string } | null = null;
  try {
    const attempt = raw ? (JSON.parse(raw) as Partial<Attempt>) : null;
    if (attempt && failed && readItem(browserStorage(), LAST_USED_KEY) === attempt.provider) {
      writeItem(browserStorage(), LAST_USED_KEY, attempt.previous ?? null);
    }
    if (attempt) result = { email: typeof attempt.email === 'string' ? attempt.email : '' };
  } catch {
    result = null;
  }
  ended.set(interaction, result);
  return result;
}

/** From the sign-up page, which has no interaction yet: the sign-in page goes on with it. */
export function startAfterSignIn(provider: string): void {
  writeItem(tabStorage(), START_KEY, provider);
}

const started = new Map<string, string | null>();

/** The provider the sign-up page chose, taken once for `interaction` (as `endAttempt`). */
export function takeStart(interaction: string): string | null {
  if (started.has(interaction)) return started.get(interaction) ?? null;
  const storage = tabStorage();
  const id = readItem(storage, START_KEY);
  writeItem(storage, START_KEY, null);
  const result = id && PROVIDER_ID.test(id) ? id : null;
  started.set(interaction, result);
  return result;
}
