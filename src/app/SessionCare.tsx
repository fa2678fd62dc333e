import { useEffect, useRef, type ReactNode } from 'react';
import { lazyPart } from '../lib/lazy-part';
import {
  onSessionEnd,
  type SessionDeadlineCause,
  type SessionEvent,
} from '../session/session-care';
import { useSession } from '../session/SessionContext';

// The timers and the warning, only while someone is signed in: a host's page carries none of
// it before (the remote's budget, bench/budgets.json).
// A part, not React.lazy: nothing to show until it arrives, and no Suspense fallback to hold the
// screen back (lib/lazy-part.ts).
const SessionWatch = lazyPart(
  () => import(/* webpackChunkName: "session-watch" */ './SessionWatch'),
);

/** What a host's own warning gets (`AuthProvider`'s `renderSessionWarning`). */
export interface SessionWarningProps {
  cause: SessionDeadlineCause;
  /** When the session ends (epoch ms). */
  endsAt: number;
  /** One press: extends the session (idle) or signs in again (the lifetime's end). */
  stay(): void;
  signOut(): void;
}

export interface SessionCareProps {
  onSessionEvent?: (event: SessionEvent) => void;
  renderSessionWarning?: (props: SessionWarningProps) => ReactNode;
}

/**
 * Session care (docs/session-care.md): every automatic end of a session reaches the host once per
 * page (`session-ended`, with its reason), and while someone is signed in, ./SessionWatch warns
 * before the tenant's idle timeout or the session's lifetime ends it.
 */
export function SessionCare({ onSessionEvent, renderSessionWarning }: SessionCareProps) {
  const { status } = useSession();
  const emit = useRef(onSessionEvent);
  useEffect(() => {
    emit.current = onSessionEvent;
  });
  // Every automatic end, whichever layer decided it, reaches the host once per page.
  useEffect(() => {
    let told = false;
    return onSessionEnd(({ reason }) => {
      if (told) return;
      told = true;
      emit.current?.({ type: 'session-ended', reason });
    });
  }, []);
  if (status !== 'signed-in') return null;
  return (
    <SessionWatch onSessionEvent={onSessionEvent} renderSessionWarning={renderSessionWarning} />
  );
}
