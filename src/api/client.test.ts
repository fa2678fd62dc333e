import { createApiClient } from './client';
import { ApiError } from './errors';

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return jest.fn(
    async () =>
      new Response(
        body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
        {
          status,
          headers: { 'Content-Type': 'application/json', ...headers },
        },
      ),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('api client', () => {
  it('builds URLs under apiUrl and parses JSON', async () => {
    const fetch = answer(200, { ok: true });
    const client = createApiClient(
      'http://api.test/base',
      fetch as unknown as typeof globalThis.fetch,
    );
    await expect(client.request('/users/me')).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls[0]).toBeDefined();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/base/users/me');
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
  });

  it('sends bodies as JSON', async () => {
    const fetch = answer(204);
    const client = createApiClient('http://api.test', fetch as unknown as typeof globalThis.fetch);
    await client.request('accounts', { method: 'POST', body: { name: 'Ana' } });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Ana"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('never sends the DISABLE_INTERCEPTORS marker on the wire', async () => {
    const fetch = answer(200, {});
    const client = createApiClient('http://api.test', fetch as unknown as typeof globalThis.fetch);
    await client.request('x', { headers: { DISABLE_INTERCEPTORS: 'true', 'X-Other': '1' } });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.has('DISABLE_INTERCEPTORS')).toBe(false);
    expect(headers.get('X-Other')).toBe('1');
  });

  it('turns a network failure into a typed error', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createApiClient('http://api.test', fetch as unknown as typeof globalThis.fetch);
    expect(await failure(client.request('x'))).toMatchObject({ kind: 'network', status: 0 });
  });

  it('types 5xx as server errors, even when the body is not JSON', async () => {
    const client = createApiClient(
      'http://api.test',
      answer(502, '<html>Bad gateway</html>') as unknown as typeof fetch,
    );
    expect(await failure(client.request('x'))).toMatchObject({ kind: 'server', status: 502 });
  });

  it('carries the server code, field errors and Retry-After', async () => {
    const client = createApiClient(
      'http://api.test',
      answer(400, {
        error: 'validation',
        message: 'bad',
        fields: { email: 'invalid' },
      }) as unknown as typeof fetch,
    );
    expect(await failure(client.request('x'))).toMatchObject({
      kind: 'client',
      code: 'validation',
      fields: { email: 'invalid' },
    });
    const limited = createApiClient(
      'http://api.test',
      answer(
        429,
        { error: 'too_many_attempts' },
        { 'Retry-After': '30' },
      ) as unknown as typeof fetch,
    );
    expect(await failure(limited.request('x'))).toMatchObject({
      kind: 'rate_limited',
      code: 'too_many_attempts',
      retryAfter: 30,
    });
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'client'],
  ])('maps %i to %s', async (status, kind) => {
    const client = createApiClient(
      'http://api.test',
      answer(status, {}) as unknown as typeof fetch,
    );
    expect(await failure(client.request('x'))).toMatchObject({ kind, status });
  });
});
