// Typed errors of the one HTTP client. Components never see a raw Response or TypeError.
import type { Schemas } from './contract';

export type ApiErrorKind =
  | 'network' // no answer: offline, DNS, CORS, aborted
  | 'timeout' // no answer within REQUEST_TIMEOUT_MS
  | 'server' // 5xx
  | 'unauthorized' // 401 after the one renewal + retry
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'rate_limited' // 429
  | 'client'; // any other 4xx, with the server's `error` code

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    /** The server's `error` code (e.g. `invalid_credentials`), when it sent one. */
    readonly code?: Schemas['Error']['error'],
    /** Validation errors per field, when the server sent `{ error: "validation", fields }`. */
    readonly fields?: Schemas['Error']['fields'],
    /** Seconds from a `Retry-After` header, when present. */
    readonly retryAfter?: number,
    /** The whole error body, for the few refusals that say more (`reauthentication_required`). */
    readonly body?: Record<string, unknown>,
  ) {
    super(code ? `${kind} (${status}): ${code}` : `${kind} (${status})`);
    this.name = 'ApiError';
  }
}

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server';
  return 'client';
}

/**
 * A sensitive operation refused because the session's last authentication is too old: the user
 * confirms it is them (`POST /users/me/reauthenticate`) and the operation is tried again. Not a
 * verdict on the user, unlike any other 403.
 */
export const REAUTHENTICATION_REQUIRED = 'reauthentication_required';

export function needsReauthentication(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === REAUTHENTICATION_REQUIRED;
}

/**
 * `403 challenge_required` or `challenge_invalid` (docs/abuse-protection.md): solve a (new)
 * challenge and send the request again. Here, not in ./challenge.ts, so that a form that may be
 * asked for one carries only this check, and the challenge's schema comes with the solver.
 */
export function isChallengeRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.code === 'challenge_required' || error.code === 'challenge_invalid')
  );
}
