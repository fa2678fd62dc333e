// Have I Been Pwned's k-anonymity range API: only the first five hex characters of the
// password's SHA-1 leave the API, with `Add-Padding: true` so the answer's size tells nothing
// either; the match is made here against the returned suffixes. Fails open: when the service
// cannot be reached in time, the password is let through and the log says so.
import { createHash } from 'node:crypto';

export interface BreachedCheckOptions {
  /** `{rangeUrl}{prefix}` is requested, e.g. https://api.pwnedpasswords.com/range/ */
  rangeUrl: string;
  timeoutMs: number;
  log: (message: string) => void;
}

/** How many times the password was seen in breaches (0: never, or the check failed open). */
export async function breachCount(
  password: string,
  options: BreachedCheckOptions,
): Promise<number> {
  const hash = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
  const prefix = hash.slice(0, 5);
  const suffix = hash.slice(5);
  try {
    const response = await fetch(`${options.rangeUrl}${prefix}`, {
      headers: { 'Add-Padding': 'true', 'User-Agent': 'account-dev-api' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await response.text();
    for (const line of text.split(/\r?\n/)) {
      const [candidate, count] = line.trim().split(':');
      // Padding lines carry a count of 0: never a match.
      if (candidate?.toUpperCase() === suffix) return Number(count) || 0;
    }
    return 0;
  } catch (error) {
    options.log(
      `abuse: breached-password check skipped (fail open): ${error instanceof Error ? error.message : String(error)}`,
    );
    return 0;
  }
}
