/**
 * Whether a CAPTCHA's script URL is on one of the configured `challengeOrigins` (exact origins,
 * or one leading `*.` label): the app loads a tenant's script from nowhere else, whatever the
 * API's offer names (docs/abuse-protection.md).
 */
export function allowedScript(url: string, allowed: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  return allowed.some((origin) => {
    const wildcard = origin.indexOf('://*.');
    if (wildcard < 0) return origin === target.origin;
    const protocol = `${origin.slice(0, wildcard)}:`;
    const suffix = origin.slice(wildcard + 4); // ".hcaptcha.com" (with its port, if any)
    return target.protocol === protocol && target.host.endsWith(suffix);
  });
}
