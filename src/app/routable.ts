/**
 * False for a path react-router cannot render. It re-encodes the decoded path it matched through
 * `new URL()`, which drops tabs and line breaks: `/%09/a:b` becomes `//a:b`, read as a host `a`
 * with the port `b`, and the render throws "Invalid URL" (the address-bar path stays encoded).
 * No route of ours contains one of these characters, so such a path is simply not found.
 */
export function isRoutablePath(pathname: string): boolean {
  return !/[\t\n\r]|%0[9ad]/i.test(pathname);
}
