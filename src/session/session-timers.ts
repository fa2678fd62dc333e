// Session care's timers (docs/session-care.md), loaded once someone is signed in: the input
// activity shared across tabs, and the scheduler that warns before a session ends and ends it.
import * as z from 'zod/mini';
import { ACTIVITY_SHARE_INTERVAL_MS, SESSION_WARNING_LEAD_MS } from '../config/constants';
import type { SessionDeadlineCause } from './session-care';

/** What the tracker needs of a BroadcastChannel. */
export interface ActivityChannel {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

const activityMessageSchema = z.object({ type: z.literal('activity'), at: z.number() });

/** The input that counts as activity: a person, never a timer or a request. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * The last input (pointer, key) in any tab of the product. Each tab listens to its own input and
 * shares it over a channel at most every few seconds; a tab adopts a later time from another tab,
 * never one in the future. While `hold` is on (the warning shows), input does not count: only
 * **Stay signed in** (`touch`) extends the session, so a stray mouse move does not silently close
 * the warning.
 */
export class ActivityTracker {
  private lastAt: number;
  private lastShared = -Infinity;
  private listeners = new Set<(at: number) => void>();
  private held = false;
  /** The session this tracker last started for (null: never started). */
  private session: string | null = null;
  private channel: ActivityChannel | null = null;
  private readonly onInput = () => {
    if (!this.held) this.record(false);
  };

  constructor(
    private readonly deps: {
      now(): number;
      target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
      /** Opens the channel to the other tabs (again after a stop), or null without one. */
      channel(): ActivityChannel | null;
    },
  ) {
    this.lastAt = deps.now();
  }

  /**
   * Starts listening. A new session (`session`: who and when they signed in) counts as activity;
   * the same session started again does not: the screens may drop to signed out and back for a
   * moment (an access token found expired before its renewal arrived), and that must not restart
   * the idle timeout (seen in the two-tab browser test: the tab that flickered kept its session
   * fifteen minutes longer than the other tab, which ended it, and said only "no longer accepts").
   */
  start(session = ''): void {
    if (session !== this.session) {
      this.session = session;
      this.lastAt = this.deps.now();
    }
    this.channel = this.deps.channel();
    ACTIVITY_EVENTS.forEach((type) =>
      this.deps.target.addEventListener(type, this.onInput, { capture: true, passive: true }),
    );
    if (this.channel) {
      this.channel.onmessage = (event) => {
        const parsed = activityMessageSchema.safeParse(event.data);
        if (!parsed.success) return;
        const at = Math.min(parsed.data.at, this.deps.now());
        if (at > this.lastAt) this.update(at);
      };
    }
  }

  stop(): void {
    ACTIVITY_EVENTS.forEach((type) =>
      this.deps.target.removeEventListener(type, this.onInput, { capture: true }),
    );
    this.channel?.close();
    this.channel = null;
  }

  get last(): number {
    return this.lastAt;
  }

  hold(held: boolean): void {
    this.held = held;
  }

  /** **Stay signed in**: counts as activity now, shared at once with every tab. */
  touch(): void {
    this.record(true);
  }

  onChange(listener: (at: number) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private record(shareNow: boolean): void {
    const now = this.deps.now();
    this.update(now);
    if (shareNow || now - this.lastShared >= ACTIVITY_SHARE_INTERVAL_MS) {
      this.lastShared = now;
      this.channel?.postMessage({ type: 'activity', at: now });
    }
  }

  private update(at: number): void {
    this.lastAt = at;
    this.listeners.forEach((listener) => listener(at));
  }
}

export interface Deadlines {
  /** When the idle timeout ends the session (epoch ms), or null without one. */
  idle: number | null;
  /** When the authority's absolute lifetime ends it (epoch ms), or null when unknown. */
  expiry: number | null;
  /**
   * When the access token expires (epoch ms), or null when unknown. Renewal starts ten minutes
   * ahead and retries every 10 s, so reaching the warning before it means renewal has failed
   * for eight minutes.
   */
  renewal?: number | null;
}

export interface WarningSchedulerDeps {
  now(): number;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  onExpiring(cause: SessionDeadlineCause, endsAt: number): void;
  onExtended(): void;
  onEnded(cause: SessionDeadlineCause): void;
}

/**
 * Warns `SESSION_WARNING_LEAD_MS` before the earliest deadline and ends the session at it. A
 * deadline that moves out of the warning window (Stay signed in, activity in another tab, a new
 * sign-in) closes the warning; one that moves within it keeps it open with the new end.
 */
export class WarningScheduler {
  private timer: unknown = null;
  private warning: { cause: SessionDeadlineCause; endsAt: number } | null = null;
  private ended = false;

  constructor(private readonly deps: WarningSchedulerDeps) {}

  get warningShown(): boolean {
    return this.warning !== null;
  }

  update(deadlines: Deadlines): void {
    this.clear();
    if (this.ended) return;
    const next = earliest(deadlines);
    if (!next) {
      this.closeWarning();
      return;
    }
    const left = next.at - this.deps.now();
    if (left <= 0) {
      this.ended = true;
      this.warning = null;
      this.deps.onEnded(next.cause);
      return;
    }
    if (left <= SESSION_WARNING_LEAD_MS) {
      if (this.warning?.cause !== next.cause || this.warning.endsAt !== next.at) {
        this.warning = { cause: next.cause, endsAt: next.at };
        this.deps.onExpiring(next.cause, next.at);
      }
      this.timer = this.deps.setTimer(() => this.update(deadlines), left);
      return;
    }
    this.closeWarning();
    this.timer = this.deps.setTimer(() => this.update(deadlines), left - SESSION_WARNING_LEAD_MS);
  }

  /** A new session (signed in again): the scheduler may warn and end again. */
  reset(): void {
    this.clear();
    this.ended = false;
    this.warning = null;
  }

  stop(): void {
    this.clear();
  }

  private closeWarning(): void {
    if (!this.warning) return;
    this.warning = null;
    this.deps.onExtended();
  }

  private clear(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }
}

function earliest(deadlines: Deadlines): { cause: SessionDeadlineCause; at: number } | null {
  // On a tie the idle timeout, then the lifetime, says why: they are the person's and the
  // authority's rules, the renewal's deadline only a consequence of an unreachable service.
  const candidates: { cause: SessionDeadlineCause; at: number | null | undefined }[] = [
    { cause: 'idle', at: deadlines.idle },
    { cause: 'expiry', at: deadlines.expiry },
    { cause: 'renewal', at: deadlines.renewal },
  ];
  let best: { cause: SessionDeadlineCause; at: number } | null = null;
  for (const { cause, at } of candidates) {
    if (at === null || at === undefined) continue;
    if (!best || at < best.at) best = { cause, at };
  }
  return best;
}
