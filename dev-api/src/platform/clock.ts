// The dev API's notion of "now" for the rules that depend on time (recent authentication, TOTP
// steps, trusted devices, throttles). One function so tests can move it (AppOptions.clock)
// without waiting; oidc-provider keeps its own clock for token lifetimes.

/** Milliseconds since the epoch, like Date.now. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** Whole seconds since the epoch. */
export function epochSeconds(clock: Clock): number {
  return Math.floor(clock() / 1000);
}
