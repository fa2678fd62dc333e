import type { PushPlatform } from '../../api/users';
import type { Paths } from '../../config/paths';
import { QUERY_HREF } from '../../config/constants';
import type { PushTokenResult } from '../../firebase';

// The push-registration screen as a state machine, pure so every transition is unit tested
// (register-token-machine.test.ts). The hook (use-register-token.ts) runs the side effects a state
// asks for; the page only renders the state.

export interface PushToken {
  token: string;
  platform: PushPlatform;
}

/** What this browser allows before anyone clicks: offer only what can work. */
export type WebPushSupport = 'offer' | 'denied' | 'unsupported';

export type RegisterTokenState =
  /**
   * A link brought a token: nothing is registered until the signed-in user presses Turn on
   * (anyone can send such a link, with a token of their own device).
   */
  | { kind: 'confirm'; push: PushToken }
  /**
   * A token is being registered: the link's, or the one this browser just gave. `attempt` counts
   * registrations, so a retry of the same token is a new request.
   */
  | { kind: 'registering'; push: PushToken; fromLink: boolean; attempt: number }
  | { kind: 'done'; created: boolean }
  /** No token in the link and no Firebase Messaging: nothing to do. */
  | { kind: 'missing' }
  /** No token given, but this browser may get one from Firebase Messaging: ask the user first. */
  | { kind: 'offer' }
  /** The user said yes: the browser's permission prompt and Firebase Messaging are under way. */
  | { kind: 'asking'; attempt: number }
  | { kind: 'denied' }
  | { kind: 'unsupported' }
  /** Retry registers the link's token again, or (`link` null) asks the browser again. */
  | { kind: 'failed'; error: unknown; attempt: number; link: PushToken | null }
  /** The user continues (to `href`, or home); the hook navigates. */
  | { kind: 'leaving' };

export type RegisterTokenEvent =
  /** The user's press on "Turn on notifications" for the link's token. */
  | { type: 'confirm' }
  /** The user's click on "Turn on notifications": the only way the browser is ever asked. */
  | { type: 'ask' }
  | { type: 'browserAnswered'; result: PushTokenResult }
  | { type: 'registered'; created: boolean }
  | { type: 'failed'; error: unknown }
  | { type: 'retry' }
  | { type: 'continue' };

export function initialRegisterTokenState(
  link: PushToken | null,
  webPush: WebPushSupport | null,
): RegisterTokenState {
  if (link) return { kind: 'confirm', push: link };
  return webPush ? { kind: webPush } : { kind: 'missing' };
}

/**
 * Screens the user may leave: work under way finishes first. A failure may be left too:
 * notifications are optional, and the user continues where the link was going without them.
 */
const LEAVABLE = new Set<RegisterTokenState['kind']>([
  'confirm',
  'offer',
  'denied',
  'unsupported',
  'missing',
  'done',
  'failed',
]);

/** The next state; an event the current state does not expect leaves it unchanged. */
export function registerTokenReducer(
  state: RegisterTokenState,
  event: RegisterTokenEvent,
): RegisterTokenState {
  switch (event.type) {
    case 'confirm':
      return state.kind === 'confirm'
        ? { kind: 'registering', push: state.push, fromLink: true, attempt: 1 }
        : state;
    case 'ask':
      return state.kind === 'offer' ? { kind: 'asking', attempt: 0 } : state;
    case 'browserAnswered':
      if (state.kind !== 'asking') return state;
      return event.result.kind === 'token'
        ? {
            kind: 'registering',
            push: { token: event.result.token, platform: 'web' },
            fromLink: false,
            attempt: state.attempt + 1,
          }
        : { kind: event.result.kind };
    case 'registered':
      return state.kind === 'registering' ? { kind: 'done', created: event.created } : state;
    case 'failed':
      if (state.kind === 'registering') {
        const link = state.fromLink ? state.push : null;
        return { kind: 'failed', error: event.error, attempt: state.attempt, link };
      }
      if (state.kind === 'asking') {
        return { kind: 'failed', error: event.error, attempt: state.attempt, link: null };
      }
      return state;
    case 'retry':
      if (state.kind !== 'failed') return state;
      return state.link
        ? { kind: 'registering', push: state.link, fromLink: true, attempt: state.attempt + 1 }
        : { kind: 'asking', attempt: state.attempt };
    case 'continue':
      return LEAVABLE.has(state.kind) ? { kind: 'leaving' } : state;
  }
}

/** Continuing without being asked: after a registration, or when there was nothing to do. */
export function continuesByItself(state: RegisterTokenState): boolean {
  return state.kind === 'done' || state.kind === 'missing';
}

/**
 * Where the user continues: home, or the redirect screen with `href` exactly as it stood in this
 * URL (still encoded: the redirect rules decode it once, src/flows/redirect/resolve-redirect.ts).
 */
export function continuePath(paths: Paths, rawHref: string | null): string {
  return rawHref === null ? paths.home : `${paths.redirect}?${QUERY_HREF}=${rawHref}`;
}
