// The browser's side of passkeys (@simplewebauthn/browser), loaded only when a screen offers a
// passkey: the sign-in screen's first bundle stays within its size budget (scripts/budgets.test.mjs).

export type WebAuthn = typeof import('@simplewebauthn/browser');

let loading: Promise<WebAuthn> | null = null;

/** The library, fetched once (its own chunk). */
export function loadWebAuthn(): Promise<WebAuthn> {
  loading ??= import(/* webpackChunkName: "webauthn" */ '@simplewebauthn/browser');
  return loading;
}

/**
 * Why a ceremony did not give an answer, as the user reads it:
 * - `aborted`: this app stopped it (another ceremony started, the screen closed): say nothing;
 * - `cancelled`: the user closed the browser's prompt, or it timed out (browsers answer both
 *   `NotAllowedError`, on purpose: a page must not learn which passkeys exist);
 * - `exists`: registering a passkey this authenticator already holds for the account;
 * - `unsupported`: this browser cannot use passkeys;
 * - `failed`: anything else (another site's settings, an authenticator error).
 */
export type CeremonyProblem = 'aborted' | 'cancelled' | 'exists' | 'unsupported' | 'failed';

/** Thrown by `ceremony` in place of the browser's own errors. */
export class CeremonyError extends Error {
  constructor(readonly problem: CeremonyProblem) {
    super(`passkey ceremony: ${problem}`);
    this.name = 'CeremonyError';
  }
}

function problemOf(error: unknown): CeremonyProblem {
  const name = error instanceof Error ? error.name : '';
  if (name === 'AbortError') return 'aborted';
  if (name === 'NotAllowedError') return 'cancelled';
  if (name === 'InvalidStateError') return 'exists';
  if (name === 'NotSupportedError' || /not supported/i.test(String(error))) return 'unsupported';
  return 'failed';
}

/** Runs a browser ceremony, turning its failure into a `CeremonyError`. */
export async function ceremony<T>(run: (webAuthn: WebAuthn) => Promise<T>): Promise<T> {
  const webAuthn = await loadWebAuthn();
  if (!webAuthn.browserSupportsWebAuthn()) throw new CeremonyError('unsupported');
  try {
    return await run(webAuthn);
  } catch (error) {
    throw new CeremonyError(problemOf(error));
  }
}
