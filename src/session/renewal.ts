import { REFRESH_LOCK_NAME, REFRESH_RETRY_MS, RENEWAL_LEAD_S } from '../config/constants';

/** What the scheduler needs of a token holder; `User` of oidc-client-ts fits. */
export interface TokenSet {
  access_token: string;
  /** Seconds until the access token expires. */
  expires_in?: number;
}

export interface RenewalDeps<U extends TokenSet> {
  /** Runs `fn` while this tab holds the cross-tab refresh lock. */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
  /** Brings in a newer token set another tab may have obtained while we waited for the lock. */
  pullLatest(): Promise<void>;
  /** The stored token set, read again after the lock is taken. */
  getUser(): Promise<U | null>;
  /** Refreshes the tokens (refresh token, else the silent-renew iframe); throws on failure. */
  refresh(): Promise<U>;
  /** After a successful refresh: share the new tokens with the other tabs. */
  onRenewed(user: U): void;
  /** The authority rejected the session: sign out locally (the UI then goes to unauthorized). */
  onSessionEnded(error: unknown): void;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export type RenewalOutcome = 'renewed' | 'fresh' | 'no-session' | 'ended' | 'retrying';

interface RenewOptions {
  /** Renew even if not yet expiring: the API refused this access token (401). */
  rejectedToken?: string;
  /**
   * Renew now, past a pending retry's 10 s wait: the person pressed **Stay signed in** while
   * renewal keeps failing (docs/session-care.md).
   */
  now?: boolean;
}

/** OAuth errors after which retrying cannot help: the grant is gone, or sign-in is needed. */
const TERMINAL_ERRORS = new Set(['invalid_grant', 'login_required', 'interaction_required']);

export function isTerminalAuthError(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return typeof code === 'string' && TERMINAL_ERRORS.has(code);
}

/**
 * Keeps the session alive (docs/architecture.md, "Authentication"): renews before expiry, one tab at a time, and retries a
 * failed refresh every 10 s until it works or the authority ends the session. This is the only
 * retry timer: the library's automatic renewal is off.
 */
export class RenewalScheduler<U extends TokenSet> {
  private inFlight: Promise<RenewalOutcome> | null = null;
  private retryHandle: unknown = null;
  private stopped = false;

  constructor(private readonly deps: RenewalDeps<U>) {}

  /** Renew now unless another renewal (in this tab, or another tab meanwhile) made it needless. */
  renew(options: RenewOptions = {}): Promise<RenewalOutcome> {
    if (this.inFlight) return this.inFlight;
    // oidc-client-ts re-arms its "expiring" event on every getUser(), so inside the renewal
    // window it fires every second. While a retry is pending, the 10 s cadence stands; only an
    // API refusal (401) may renew at once.
    if (this.retryHandle !== null && options.rejectedToken === undefined && !options.now) {
      return Promise.resolve('retrying');
    }
    this.cancelRetry();
    this.stopped = false;
    this.inFlight = this.run(options).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Stops any pending retry (sign-out, unmount). */
  stop(): void {
    this.stopped = true;
    this.cancelRetry();
  }

  private async run(options: RenewOptions): Promise<RenewalOutcome> {
    try {
      return await this.deps.withLock(async () => {
        await this.deps.pullLatest();
        const user = await this.deps.getUser();
        if (!user) return 'no-session';
        if (options.rejectedToken !== undefined) {
          // Another tab already replaced the refused token: use the new one.
          if (user.access_token !== options.rejectedToken) return 'fresh';
        } else if ((user.expires_in ?? 0) > RENEWAL_LEAD_S) {
          return 'fresh';
        }
        const renewed = await this.deps.refresh();
        this.deps.onRenewed(renewed);
        return 'renewed';
      });
    } catch (error) {
      if (isTerminalAuthError(error) || (error as Error | null)?.name === 'IdTokenTimeError') {
        this.deps.onSessionEnded(error);
        return 'ended';
      }
      if (!this.stopped) {
        this.retryHandle = this.deps.setTimer(() => {
          this.retryHandle = null;
          void this.renew();
        }, REFRESH_RETRY_MS);
      }
      return 'retrying';
    }
  }

  private cancelRetry(): void {
    if (this.retryHandle !== null) this.deps.clearTimer(this.retryHandle);
    this.retryHandle = null;
  }
}

/** The cross-tab lock: Web Locks where the browser has them, else this tab alone. */
export function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks?.request) {
    return navigator.locks.request(REFRESH_LOCK_NAME, fn);
  }
  return fn();
}
