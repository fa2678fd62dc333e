/**
 * Whether a CAPTCHA's script URL is on one of the configured `challengeOrigins`: the app loads a
 * tenant's script from nowhere else, whatever the API's offer names (docs/abuse-protection.md).
 */
export function allowedScript(url: string, allowed: readonly string[]): boolean {
  try {
    return allowed.includes(new URL(url).origin);
  } catch {
    return false;
  }
}
