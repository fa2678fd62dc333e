// Self-hosted proof of work (ALTCHA v2, altcha-lib): challenges signed with the API's HMAC key,
// valid for a few minutes and spent by the request they come with. The cost is a hidden counter
// (deterministic mode: the solver tries counters until the derived key's prefix matches), so the
// expected work grows with `difficulty`, which rises with the client address's recent failures.
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomInt } from 'node:crypto';
import { epochSeconds, type Clock } from '../platform/clock.ts';
import type { ChallengePurpose } from './settings.ts';

/** Why a solution is refused (the contract's `ChallengeRefusal.reason`). */
export type RefusalReason = 'expired' | 'reused' | 'forged' | 'failed';

export interface AltchaOptions {
  hmacKey: string;
  ttlSeconds: number;
  clock: Clock;
}

/** The counter a challenge may hide is capped (uint32, and a solve must end in a browser). */
export const MAX_DIFFICULTY = 5_000_000;

export interface Altcha {
  create(purpose: ChallengePurpose, difficulty: number): Promise<Challenge>;
  /** Checks a solution sent as the contract's `ChallengeToken`; spends it when good. */
  verify(token: string, purpose: ChallengePurpose): Promise<RefusalReason | null>;
}

interface DecodedPayload {
  challenge: Challenge;
  solution: Solution;
}

/** The widget's payload: base64 of `{ challenge, solution }`; null when it is not one. */
export function decodePayload(token: string): DecodedPayload | null {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { challenge, solution } = value as Partial<DecodedPayload>;
    if (typeof challenge !== 'object' || challenge === null) return null;
    if (typeof challenge.parameters !== 'object' || challenge.parameters === null) return null;
    if (typeof solution !== 'object' || solution === null) return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

export function createAltcha({ hmacKey, ttlSeconds, clock }: AltchaOptions): Altcha {
  // Spent challenges (their signatures) until they expire: a solution is good for one request.
  // In memory: one dev API process; a production API with several keeps them in a shared store.
  const spent = new Map<string, number>();
  const prune = (now: number) => {
    for (const [signature, expiresAt] of spent) if (expiresAt < now) spent.delete(signature);
  };

  return {
    async create(purpose, difficulty) {
      const max = Math.max(1, Math.min(MAX_DIFFICULTY, Math.floor(difficulty)));
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(0, max + 1),
        deriveKey,
        expiresAt: epochSeconds(clock) + ttlSeconds,
        // Signed with the rest: a solution for one purpose cannot be spent on another.
        data: { purpose, difficulty: max },
        hmacSignatureSecret: hmacKey,
      });
    },

    async verify(token, purpose) {
      const payload = decodePayload(token);
      if (!payload) return 'forged';
      const { challenge, solution } = payload;
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
      }).catch(() => null);
      if (!result) return 'forged';
      if (result.expired) return 'expired';
      if (!result.verified) return 'forged';
      // The library reads the system time; the API's own clock (which tests move) decides too.
      const now = epochSeconds(clock);
      const expiresAt = challenge.parameters.expiresAt ?? 0;
      if (expiresAt < now) return 'expired';
      if (challenge.parameters.data?.purpose !== purpose) return 'forged';
      prune(now);
      const signature = challenge.signature!;
      if (spent.has(signature)) return 'reused';
      spent.set(signature, expiresAt);
      return null;
    },
  };
}
