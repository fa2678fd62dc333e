import { parseConfig, type AccountConfig } from './config';

/**
 * The standalone app reads its configuration at start-up, so one build serves many environments.
 * The file is required: a build ships none (development servers answer one, a deployment renders
 * its own, deploy/render.ts), so a missing or invalid file is an error the start-up screen shows,
 * never a silent fallback to some other API.
 */
export async function loadStandaloneConfig(url = '/config.json'): Promise<AccountConfig> {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseConfig(await response.json());
}
