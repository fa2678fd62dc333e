import { parseConfig, type AccountConfig } from './config';

/** Development defaults: the dev API on this machine. Used when /config.json is absent. */
export const developmentConfig = {
  apiUrl: 'http://localhost:4000',
};

/**
 * The standalone app reads its configuration at start-up, so one build serves many environments.
 * A missing file (404) means development defaults; a file that exists but is invalid is an error.
 */
export async function loadStandaloneConfig(url = '/config.json'): Promise<AccountConfig> {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (response.status === 404) return parseConfig(developmentConfig);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseConfig(await response.json());
}
