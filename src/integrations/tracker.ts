import { ANALYTICS_FALLBACK_EMAIL, ANALYTICS_FALLBACK_NAME } from '../config/constants';

/** Who the analytics see after the profile loads (docs/architecture.md, "Analytics"), fallbacks already applied. */
export interface Identity {
  sub: string;
  email: string;
  name: string;
}

/** One analytics destination (PostHog, Firebase Analytics), loaded on demand. */
export interface Sink {
  pageview(path: string): void;
  identify(identity: Identity): void;
  reset(): void;
}

export interface Tracker extends Sink {
  /** Starts loading the sinks; calls made before they arrive are replayed to each, in order. */
  start(): void;
}

type Call = (sink: Sink) => void;

/** Calls remembered while a sink loads; a page never makes many before its first idle moment. */
const MAX_PENDING = 100;

export function identityOf(profile: { sub: string; email?: string | null; name?: string | null }) {
  return {
    sub: profile.sub,
    email: profile.email?.trim() || ANALYTICS_FALLBACK_EMAIL,
    name: profile.name?.trim() || ANALYTICS_FALLBACK_NAME,
  } satisfies Identity;
}

/**
 * Fans each call out to every sink. Sinks are modules loaded with `import()` after the first
 * render, so none of their code is on the path to a usable screen; until one arrives, its calls
 * wait in a queue. A sink that fails to load is dropped (analytics never break a screen).
 */
export function createTracker(loaders: readonly (() => Promise<Sink>)[]): Tracker {
  const ready: Sink[] = [];
  let waiting = loaders.length;
  let pending: Call[] = [];
  let started = false;

  const dispatch = (call: Call) => {
    for (const sink of ready) safely(() => call(sink));
    if (waiting > 0 && pending.length < MAX_PENDING) pending.push(call);
  };

  return {
    start() {
      if (started) return;
      started = true;
      for (const load of loaders) {
        load().then(
          (sink) => {
            for (const call of pending) safely(() => call(sink));
            ready.push(sink);
            settle();
          },
          (error: unknown) => {
            console.error('An analytics module could not be loaded', error);
            settle();
          },
        );
      }
    },
    pageview: (path) => dispatch((sink) => sink.pageview(path)),
    identify: (identity) => dispatch((sink) => sink.identify(identity)),
    reset: () => dispatch((sink) => sink.reset()),
  };

  function settle() {
    waiting -= 1;
    if (waiting === 0) pending = [];
  }
}

function safely(run: () => void) {
  try {
    run();
  } catch (error) {
    console.error('Analytics call failed', error);
  }
}
