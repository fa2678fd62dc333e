import { useEffect, useRef } from 'react';
import { useSession } from '../../session/SessionContext';

/**
 * Once `ended` (the screen shows that the server ended every session at this person's request:
 * the account's deletion, "This wasn't me"), forgets the session on this device, in every tab,
 * once. Until then the screen before it has held the session (`expectEnd`), so a request still
 * under way meeting the ended session could not turn the screen into "Please sign in".
 */
export function useForgetEndedSession(ended: boolean): void {
  const { forget } = useSession();
  const forgotten = useRef(false);
  useEffect(() => {
    if (!ended || forgotten.current) return;
    forgotten.current = true;
    void forget();
  }, [ended, forget]);
}
