// Its own module: only the session engine (a lazy chunk) needs it, not the first screen.

/**
 * Where the browser refuses sessionStorage, what must outlive this page (a sign-in's PKCE state,
 * read back by the callback page after the authority's redirect): kept in memory for this page,
 * and mirrored in a cookie that only `path` can read, that expires after `maxAgeS` and that is
 * removed once read and used. Values are URI-encoded.
 */
export function pageAndCookieStorage(path: string, maxAgeS: number): Storage {
  const memory = new Map<string, string>();
  const cookie = (key: string, value: string, maxAge: number) => {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  };
  const fromCookie = (key: string) => {
    const name = `${encodeURIComponent(key)}=`;
    const found = document.cookie.split('; ').find((entry) => entry.startsWith(name));
    return found === undefined ? null : decodeURIComponent(found.slice(name.length));
  };
  return {
    get length() {
      return memory.size;
    },
    key: (index) => [...memory.keys()][index] ?? null,
    getItem: (key) => memory.get(key) ?? fromCookie(key),
    setItem: (key, value) => {
      memory.set(key, value);
      cookie(key, value, maxAgeS);
    },
    removeItem: (key) => {
      memory.delete(key);
      cookie(key, '', 0);
    },
    clear: () => {
      for (const key of [...memory.keys()]) cookie(key, '', 0);
      memory.clear();
    },
  };
}
