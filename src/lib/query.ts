/**
 * A query parameter exactly as it stands in the URL, still percent-encoded (`+` read as a
 * space, `%20`), or null when absent. Screens that hand a value on to the redirect rules use it:
 * those rules decode once themselves, so nothing is decoded twice or re-encoded differently.
 */
export function rawQueryParam(search: string, name: string): string | null {
  for (const part of search.replace(/^\?/, '').split('&')) {
    const [key, ...rest] = part.split('=');
    if (key === name) return rest.join('=').replace(/\+/g, '%20');
  }
  return null;
}
