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
 * `value` as an absolute https URL (http on loopback) without credentials, or null. Whitespace,
 * controls and backslashes are what a URL parser quietly repairs; a real URL from a tenant has
 * none, so they are refused rather than judged in one reading and used in another.
 */
export function parseSafeUrl(value: string): URL | null {
  const repaired = (c: string) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f || c === '\\';
  if ([...value].some(repaired)) return null;
  // `https:cdn.example.com` parses alone, but on an https page an <img> reads it as a path.
  if (!/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value); // no base: relative and protocol-relative (`//evil`) URLs throw
  } catch {
    return null;
  }
  return isSecureOrLoopback(url) && url.username === '' && url.password === '' ? url : null;
}

/**
 * An absolute https URL (http on loopback) without credentials, on one of `logoOrigins`
 * (config `logoOrigins`, also the source of a Content-Security-Policy `img-src`).
 */
export function isAllowedLogoUrl(value: string, logoOrigins: readonly string[]): boolean {
  const url = parseSafeUrl(value);
  return !!url && logoOrigins.includes(url.origin);
}

/**
 * A tenant's document (its terms, its privacy notice) may be linked from anywhere on the web,
 * but only as a plain https page (http on loopback): never `javascript:` or `data:`, never with
 * credentials in it.
 */
export function isAllowedDocumentUrl(value: string): boolean {
  return parseSafeUrl(value) !== null;
}
