// Solves an ALTCHA challenge in Node, as the browser's worker does: for the dev API's tests and
// the browser tests' API helpers (development's challenges are cheap: a few milliseconds).
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** The `challenge` field's value (`ChallengeToken`) for a challenge from GET /auth/challenge. */
export async function solveToToken(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
