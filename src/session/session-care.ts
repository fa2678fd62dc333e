// Session care without UI (docs/session-care.md): why a session ended, kept for the screen that
// follows, and told to the host. The input activity and the warning's scheduler, needed only
// while someone is signed in, are in ./session-timers.ts (a chunk of their own); the dialog and
// the host events sit in app/SessionCare.tsx.
import { SESSION_END_REASON_KEY } from '../config/constants';

/** Why a session ended without the person asking. */
export type SessionEndReason =
  'expired' | 'idle' | 'revoked' | 'renewal-refused' | 'renewal-failed' | 'clock';

/**
 * What ends the session next: the tenant's idle timeout, the authority's absolute lifetime, or
 * the access token's expiry while renewal keeps failing (the sign-in service out of reach).
 */
export type SessionDeadlineCause = 'idle' | 'expiry' | 'renewal';

/** The typed events `AuthProvider` gives a host (`onSessionEvent`). */
export type SessionEvent =
  | { type: 'session-expiring'; cause: SessionDeadlineCause; endsAt: number }
  | { type: 'session-extended' }
  | { type: 'session-ended'; reason: SessionEndReason };

export const REASONS: readonly SessionEndReason[] = [
  'expired',
  'idle',
  'revoked',
  'renewal-refused',
  'renewal-failed',
  'clock',
];

export interface StoredEndReason {
  reason: SessionEndReason;
  idleMinutes?: number;
}

/**
 * A stored end reason read back, or null when it is not one (only its two fields kept). Checked
 * by hand, not with zod, which the sign-in screen's first load leaves out (bench/README.md,
 * "What the first load holds"); tab-sync.ts checks the same shape in other tabs' messages.
 */
export function storedEndReasonOf(value: unknown): StoredEndReason | null {
  if (typeof value !== 'object' || value === null) return null;
  const { reason, idleMinutes } = value as Record<string, unknown>;
  if (!REASONS.includes(reason as SessionEndReason)) return null;
  if (idleMinutes === undefined) return { reason: reason as SessionEndReason };
  if (typeof idleMinutes !== 'number' || !Number.isFinite(idleMinutes)) return null;
  return { reason: reason as SessionEndReason, idleMinutes };
}

/**
 * What ends a session on its own and what follows from such an end: an idle or lifetime end
 * signs the session out at the authority, and every other tab then meets refusals (a renewal
 * refused, a 401) before its own timer has said why.
 */
const CONSEQUENCES: readonly SessionEndReason[] = ['revoked', 'renewal-refused'];
const CAUSES: readonly SessionEndReason[] = ['idle', 'expired'];

/**
 * Keeps why the session ended for the next screens of this tab (it survives the sign-out's
 * navigation). The first reason wins: ending a session makes more refusals on the way (another
 * tab's sign-out already ended it at the API, so this tab's requests get 401), and those must not
 * turn "15 minutes without activity" into "ended elsewhere". Except that a cause replaces a
 * consequence written first: this tab's renewal was refused because another tab ended the session
 * at its idle deadline, and this tab's timer says so a moment later.
 */
export function rememberEndReason(storage: Storage | undefined, reason: StoredEndReason): void {
  try {
    const kept = readEndReason(storage);
    const replaces = kept && CONSEQUENCES.includes(kept.reason) && CAUSES.includes(reason.reason);
    if (kept && !replaces) return;
    storage?.setItem(SESSION_END_REASON_KEY, JSON.stringify(reason));
  } catch {
    // Storage full or blocked: the next screen says only "Please sign in".
  }
  endListeners.forEach((listener) => listener(reason));
}

const endListeners = new Set<(reason: StoredEndReason) => void>();

/**
 * Every automatic end as it is decided in this page (idle, lifetime, a refused renewal, the
 * clock, a revocation): `AuthProvider` turns these into the host's `session-ended` event.
 */
export function onSessionEnd(listener: (reason: StoredEndReason) => void): () => void {
  endListeners.add(listener);
  return () => {
    endListeners.delete(listener);
  };
}

/** Why the session ended, if an automatic end said so in this tab. */
export function readEndReason(storage: Storage | undefined): StoredEndReason | null {
  try {
    const raw = storage?.getItem(SESSION_END_REASON_KEY);
    if (!raw) return null;
    return storedEndReasonOf(JSON.parse(raw));
  } catch {
    return null;
  }
}

let shown: { raw: string; reason: StoredEndReason } | null = null;

/**
 * The reason this page shows: read from storage at each look (signed out by another tab, this
 * tab's timers write theirs as they stop, just after the next screen first looked), the same
 * object while it has not changed (a store's snapshot). Not forgotten when read: the tab that
 * ends the session renders the signed-out screen and then leaves for the origin (session.ts,
 * `signOut`), and that new page must say it too. It is forgotten when a session begins again
 * (./store.ts).
 */
export function endReasonOfThisPage(storage: Storage | undefined): StoredEndReason | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(SESSION_END_REASON_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  if (shown?.raw !== raw) {
    const reason = readEndReason(storage);
    shown = reason ? { raw, reason } : null;
  }
  return shown?.reason ?? null;
}

/** A new session: the last one's reason is no longer news (here, or in the next page load). */
export function forgetEndReason(storage: Storage | undefined): void {
  try {
    storage?.removeItem(SESSION_END_REASON_KEY);
  } catch {
    // Blocked storage held nothing.
  }
}
