// What the process knows about where it runs: the dev API's own folder and whether it is production.
import { fileURLToPath } from 'node:url';

/** The dev-api/ folder (its data, public logos and the contract next to it are found from here). */
export const devApiDir = fileURLToPath(new URL('../..', import.meta.url));

/** A production process never serves the development routes, whoever builds the app. */
export function isProduction(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV === 'production';
}
