// A protected request's challenge (docs/abuse-protection.md): `send` runs the request with a
// solved challenge when one is needed, and once more with a fresh one when the API asks for it
// (`403 challenge_required` or `challenge_invalid`), keeping what the person typed. The solving
// code is a lazy chunk (./solver), loaded only when a challenge is solved: ahead on a screen
// that always needs one (sign-up, recovery), after the API asked on the sign-in form. Invisible
// unless it takes long: then a status message (no puzzle, nothing to do).
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import type { ChallengePurpose } from '../../api/challenge';
import { isChallengeRefusal } from '../../api/errors';
import { CHALLENGE_SLOW_MS } from '../../config/constants';
import { useConfig } from '../../config/ConfigContext';
import { useSignUpTenant } from '../../whitelabel/WhitelabelContext';
import styles from './challenge.module.css';
import { messages } from './messages';

/**
 * For the form's `codes`: a challenge refused even after a fresh one was solved. The form says
 * to try again, with what was typed kept.
 */
export const challengeCodes = {
  challenge_required: messages.failed,
  challenge_invalid: messages.failed,
};

export interface Challenge {
  /** Runs `request` with the challenge it needs (the `challenge` field), solving one if asked. */
  send<T>(request: (challenge: string | undefined) => Promise<T>): Promise<T>;
  /** Where a CAPTCHA renders and the "taking long" message shows: put it in the form. */
  slot: ReactNode;
}

/** `ahead`: the screen always needs one, so it starts solving at once (the submit waits less). */
export function useChallenge(purpose: ChallengePurpose, { ahead = false } = {}): Challenge {
  const api = useApi();
  const { challengeOrigins } = useConfig();
  const { tenantId } = useSignUpTenant();
  const container = useRef<HTMLDivElement>(null);
  // What to say while it takes long (the message comes with the solver's chunk), or null.
  const [slow, setSlow] = useState<MessageDescriptor | null>(null);
  const ready = useRef<Promise<string | undefined> | null>(null);

  const obtain = useCallback(
    async (force: boolean): Promise<string | undefined> => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const { solve, solvingMessages } = await import(
          /* webpackChunkName: "challenge" */ './solver'
        );
        timer = setTimeout(() => setSlow(solvingMessages.slow), CHALLENGE_SLOW_MS);
        return await solve({
          api,
          purpose,
          tenant: tenantId,
          force,
          container: () => container.current,
          allowedOrigins: challengeOrigins,
        });
      } finally {
        clearTimeout(timer);
        setSlow(null);
      }
    },
    [api, purpose, tenantId, challengeOrigins],
  );

  // Ahead: solved while the person types. A failure here is not theirs to see: the submit asks
  // again (and the API says whether it was needed).
  const prepare = useCallback(() => {
    ready.current = obtain(false).catch(() => undefined);
  }, [obtain]);
  useEffect(() => {
    if (ahead) prepare();
  }, [ahead, prepare]);

  const send = useCallback(
    async <T,>(request: (challenge: string | undefined) => Promise<T>): Promise<T> => {
      const first = ready.current ? await ready.current : undefined;
      ready.current = null;
      try {
        return await request(first);
      } catch (error) {
        if (!isChallengeRefusal(error)) {
          // Spent with a refused request (a field error): the next submit gets a fresh one.
          if (ahead && first) prepare();
          throw error;
        }
        // Asked for one (or the one sent was refused): a fresh one, and the request once more.
        // If none can be had, the API's refusal is what the form explains.
        const fresh = await obtain(true).catch(() => {
          throw error;
        });
        try {
          return await request(fresh);
        } catch (again) {
          if (ahead) prepare();
          throw again;
        }
      }
    },
    [ahead, obtain, prepare],
  );

  const slot = (
    <div ref={container} className={styles.slot} data-challenge={purpose}>
      <p role="status" className={slow ? styles.status : styles.quiet}>
        {slow && <FormattedMessage {...slow} />}
      </p>
    </div>
  );
  return { send, slot };
}
