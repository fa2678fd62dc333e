// Which tenant logo URLs may reach an <img>. A brand comes from data a tenant controls (the API's
// `GET /whitelabels/:id`, Realtime Database `whitelabels/{id}`), so its logo is judged like any
// foreign input: a `javascript:`/`data:` URL, plain http on an https page, or a third-party
// tracking pixel is refused.

/** Hosts where plain http is fine: this machine, i.e. development. */
export const LOOPBACK_HOSTNAMES: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** https, or plain http to a loopback host only. */
export function isSecureOrLoopback(url: URL): boolean {
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && LOOPBACK_HOSTNAMES.includes(url.hostname))
  );
}

/**
 * An absolute https URL (http on loopback) without credentials, on one of `logoOrigins`
 * (config `logoOrigins`, also the source of a Content-Security-Policy `img-src`).
 */
export function isAllowedLogoUrl(value: string, logoOrigins: readonly string[]): boolean {
  // Whitespace, controls and backslashes are what a URL parser quietly repairs; a real logo URL
  // has none, so refuse them rather than judge one reading and render another.
  const repaired = (c: string) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f || c === '\\';
  if ([...value].some(repaired)) return false;
  // `https:cdn.example.com` parses alone, but on an https page an <img> reads it as a path.
  if (!/^https?:\/\//i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value); // no base: relative and protocol-relative (`//evil`) URLs throw
  } catch {
    return false;
  }
  return (
    isSecureOrLoopback(url) &&
    url.username === '' &&
    url.password === '' &&
    logoOrigins.includes(url.origin)
  );
}
