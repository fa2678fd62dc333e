import { createContext, useContext } from 'react';
import type { Profile } from '../api/users';

export type AccountStatus = 'loading' | 'anonymous' | 'signed-in';

export interface AccountState {
  status: AccountStatus;
  /** The profile from `GET /users/me`, once loaded. */
  profile: Profile | null;
  /**
   * Starts sign-in; afterwards the user returns to `returnTo` (an in-app path, made safe), by
   * default the account home.
   */
  signIn(returnTo?: string, options?: { reauthenticate?: boolean }): Promise<void>;
  signOut(): Promise<void>;
}

export interface Authentication {
  /** Who (the ID token's `sub`), known before the profile has loaded. */
  sub: string;
  /** RFC 8176 method references, e.g. `pwd`, `otp`, `hwk`, `swk`, `mfa`. */
  methods: readonly string[];
  /** When (milliseconds since the epoch). */
  at: number;
  /**
   * The tenant the ID token names (`tenant_id`; null for none), known before the profile: the
   * brand is asked for beside the profile (whitelabel/WhitelabelContext.tsx). Undefined when the
   * token does not say; the profile decides in any case.
   */
  tenantId?: string | null;
}

export type AuthFailure = 'unauthorized' | 'forbidden';

export interface SessionState extends AccountState {
  /**
   * The page started on a public screen and has not loaded the session yet (it reads as
   * anonymous); `wake` loads it now, for a screen that needs to know.
   */
  dormant: boolean;
  wake(): void;
  /** Set when a failed sign-in callback left an error to explain. */
  callbackError: Error | null;
  /**
   * How and when the user signed in (the ID token's `amr` and `auth_time`), null when signed
   * out. Screens use it for offers that fit the sign-in, never for access decisions: the API
   * checks its own token.
   */
  authentication: Authentication | null;
  /**
   * When the access token expires (epoch ms), null when signed out: session care warns before
   * it when renewal keeps failing (docs/session-care.md).
   */
  tokenExpiresAt: number | null;
  /** Renews now, past a failing renewal's retry wait; true when it worked. */
  renew(): Promise<boolean>;
  /** Where the sign-in that just finished goes next (a same-origin path). */
  returnPath: string;
  /** The profile could not be loaded (network, server); `reloadProfile` tries again. */
  profileError: unknown;
  reloadProfile(): void;
  /** After an edit: the saved profile shows at once, here and in the host's header. */
  setProfile(profile: Profile): void;
  /** The API refused the user (401 after renewal, or 403), until a screen has acted on it. */
  authFailure: AuthFailure | null;
  clearAuthFailure(): void;
  /**
   * The server ended every session (the account was deleted): forget it here and in every tab,
   * with no sign-out round trip. The app then settles signed out (analytics reset).
   */
  forget(): Promise<void>;
  /**
   * Session care's timers have ended the session (the tenant's idle timeout, the lifetime): one
   * tab signs out at the authority, the others follow it (session.ts, `expire`).
   */
  expire(): Promise<void>;
  /**
   * The server has just ended every session at the person's request (the account's deletion):
   * the screens hold as they are, and no refusal meanwhile counts, until `forget`.
   */
  expectEnd(): Promise<void>;
}

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside the account AuthProvider');
  return state;
}

/**
 * The signed-in user for host shells and screens: status, profile, sign-in and sign-out. Hosts
 * get it from the remote's `AuthProvider` module.
 */
export function useAccount(): AccountState {
  const { status, profile, signIn, signOut } = useSession();
  return { status, profile, signIn, signOut };
}
