// Links in mails point at the account app that asked: the standalone app, or the host demo that
// mounts it under /account. Which one is never taken from the request as is: a `returnOrigin`
// in the body (or else the request's Origin header) only picks one of the configured apps, so a
// stranger cannot make us mail a link to their own site.

export interface AppLocation {
  origin: string;
  basePath: string;
}

function originOf(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return null;
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The configured app whose origin the first usable candidate names; else the standalone app
 * (base path ''), else the first one.
 */
export function pickApp(
  apps: readonly AppLocation[],
  ...candidates: readonly unknown[]
): AppLocation {
  for (const candidate of candidates) {
    const origin = originOf(candidate);
    const app = origin ? apps.find((entry) => entry.origin === origin) : undefined;
    if (app) return app;
  }
  const fallback = apps.find((app) => app.basePath === '') ?? apps[0];
  if (!fallback) throw new Error('no account app is configured');
  return fallback;
}

/** `{origin}{basePath}/{route}` with the query; undefined parameters are left out. */
export function appLink(
  app: AppLocation,
  route: string,
  query: Record<string, string | null | undefined> = {},
): string {
  const url = new URL(`${app.origin}${app.basePath}/${route}`);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(name, value);
  }
  return url.toString();
}
