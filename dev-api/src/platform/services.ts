// What every part of the dev API is handed by the server (server/services.ts builds it once):
// the platform's share. The authority adds its own (authority/services.ts), the server the
// capabilities' stores; each router factory takes the one `Services` object and names, in its
// parameter type, only the members it uses.
import type { AppLocation } from './app-links.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import type { Throttle } from './throttle.ts';

export interface PlatformServices {
  db: Db;
  /** "Now" for everything the API decides (tests move it); see clock.ts. */
  clock: Clock;
  /** Where the account app runs (origin + base path): the links mails and redirects go to. */
  apps: readonly AppLocation[];
  /** One counter store for every limit (keyed apart). */
  throttle: Throttle;
  /** Base URL the browser reaches this API at (absolute links are built from it). */
  publicUrl: string;
  /** Browser origins allowed to call with credentials. */
  allowedOrigins: ReadonlySet<string>;
  /** Production: the development routes (/dev/*) are not mounted. */
  production: boolean;
  /** Where unexpected errors are reported. */
  logError: (error: unknown) => void;
  /** Folder holding the tenants' logo files. */
  logosDir: string;
}
