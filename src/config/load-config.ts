import { ConfigError, parseConfig, type AccountConfig } from './config';

/** Why the standalone app could not start: what the start-up screen names. */
export type ConfigProblem = 'missing' | 'unreachable' | 'invalid';

export class ConfigLoadError extends Error {
  constructor(
    readonly problem: ConfigProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigLoadError';
  }
}

/** The problem a failed `loadStandaloneConfig` reports. */
export function configProblem(error: unknown): ConfigProblem {
  if (error instanceof ConfigLoadError) return error.problem;
  return error instanceof ConfigError ? 'invalid' : 'unreachable';
}

/**
 * The standalone app reads its configuration at start-up, so one build serves many environments.
 * The file is required: a build ships none (development servers answer one, a deployment renders
 * its own, deploy/render.ts), so a missing, unreachable or invalid file is an error the start-up
 * screen names, never a silent fallback to some other API.
 */
export async function loadStandaloneConfig(url = '/config.json'): Promise<AccountConfig> {
  let response: Response;
  try {
    // As index.html preloads it (same URL, mode and credentials), so the preload is used. The
    // server marks it no-cache: a new deployment's file is read at once.
    response = await fetch(url, { headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new ConfigLoadError('unreachable', `${url} could not be fetched: ${String(cause)}`);
  }
  if (!response.ok) {
    const problem = response.status === 404 || response.status === 410 ? 'missing' : 'unreachable';
    throw new ConfigLoadError(problem, `${url} answered ${response.status}`);
  }
  let input: unknown;
  try {
    input = await response.json();
  } catch {
    throw new ConfigLoadError('invalid', `${url} is not JSON`);
  }
  return parseConfig(input);
}
