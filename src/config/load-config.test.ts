import { ConfigError } from './config';
import { configProblem, loadStandaloneConfig } from './load-config';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(status: number, body: string) {
  globalThis.fetch = jest.fn(async () => new Response(body, { status }));
}

describe('loadStandaloneConfig', () => {
  it('reads the deployed /config.json', async () => {
    answer(200, JSON.stringify({ apiUrl: 'https://api.example.com/' }));
    await expect(loadStandaloneConfig()).resolves.toMatchObject({
      apiUrl: 'https://api.example.com',
    });
  });

  it('refuses a missing /config.json instead of falling back to a local API', async () => {
    answer(404, 'Not Found');
    const failure = loadStandaloneConfig();
    await expect(failure).rejects.toThrow('/config.json answered 404');
    expect(configProblem(await failure.catch((error: unknown) => error))).toBe('missing');
  });

  it.each([
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', async () => new Response('', { status: 502 })],
  ])('names %s as unreachable', async (_, answer) => {
    globalThis.fetch = jest.fn(answer);
    const error = await loadStandaloneConfig().catch((failure: unknown) => failure);
    expect(configProblem(error)).toBe('unreachable');
  });

  it('refuses an invalid /config.json, naming the bad value', async () => {
    answer(200, JSON.stringify({ apiUrl: 'ftp://api.example.com' }));
    const failure = loadStandaloneConfig();
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow('apiUrl');
    expect(configProblem(await failure.catch((error: unknown) => error))).toBe('invalid');
  });

  it('refuses a page that is not JSON (a server answering its HTML for every path)', async () => {
    answer(200, '<!doctype html><html></html>');
    const error = await loadStandaloneConfig().catch((failure: unknown) => failure);
    expect(configProblem(error)).toBe('invalid');
  });
});
