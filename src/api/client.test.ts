import { createApiClient, type ClientAuth } from './client';
import { ApiError } from './errors';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/** A fetch double answering in order; records what was sent. */
function server(...answers: Answer[]) {
  const calls: { url: string; headers: Headers; init: RequestInit }[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, headers: new Headers(init.headers), init });
    const a = answers.length > 1 ? answers.shift()! : answers[0]!;
    const body =
      a.body === undefined ? null : typeof a.body === 'string' ? a.body : JSON.stringify(a.body);
    return new Response(body, {
      status: a.status,
      headers: { 'Content-Type': 'application/json', ...a.headers },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function session(token: string | null, renewed: string | null = null) {
  const failures: string[] = [];
  const renewals: string[] = [];
  const auth: ClientAuth = {
    getAccessToken: async () => token,
    renewAfterRejection: async (rejected) => {
      renewals.push(rejected);
      return renewed;
    },
    onAuthFailure: (kind) => failures.push(kind),
  };
  return { auth, failures, renewals };
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
    const { fetch, calls } = server({ status: 200, body: { ok: true } });
    const client = createApiClient('http://api.test/base', null, fetch);
    await expect(client.request('/users/me', { auth: 'user' })).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('http://api.test/base/users/me');
    expect(calls[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('sends bodies as JSON', async () => {
    const { fetch, calls } = server({ status: 204 });
    await createApiClient('http://api.test', null, fetch).request('accounts', {
      auth: 'public',
      method: 'POST',
      body: { name: 'Ana' },
    });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"name":"Ana"}');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  describe('authorization rules', () => {
    it('adds the bearer token to URLs under apiUrl', async () => {
      const { fetch, calls } = server({ status: 200, body: {} });
      const client = createApiClient('http://api.test/base', session('tok').auth, fetch);
      await client.request('users/me', { auth: 'user' });
      await client.request('http://api.test/base/accounts', { auth: 'user' });
      expect(calls.map((c) => c.headers.get('Authorization'))).toEqual([
        'Bearer tok',
        'Bearer tok',
      ]);
    });

    it.each([
      ['another origin', 'https://evil.example/base/users/me'],
      ['a look-alike host', 'http://api.test.evil.example/base/x'],
      ['another port', 'http://api.test:8080/base/x'],
      ['another scheme', 'https://api.test/base/x'],
      ['a path outside apiUrl', 'http://api.test/other'],
      ['the token endpoint', 'http://api.test/base/auth/oidc/token'],
      // The dev authority's router ignores case; other servers decode escapes or merge slashes.
      ['the token endpoint in capitals', 'http://api.test/base/auth/oidc/TOKEN'],
      ['the token endpoint escaped', 'http://api.test/base/auth/oidc/%74oken'],
      ['the token endpoint with doubled slashes', 'http://api.test/base/auth//oidc/token'],
    ])('never sends the token to %s', async (_label, url) => {
      const { fetch, calls } = server({ status: 200, body: {} });
      await createApiClient('http://api.test/base', session('tok').auth, fetch).request(url, {
        auth: 'user',
      });
      expect(calls[0]?.url).toBe(url);
      expect(calls[0]?.headers.has('Authorization')).toBe(false);
    });

    it('skips every rule with DISABLE_INTERCEPTORS: true, and never sends the marker', async () => {
      const { fetch, calls } = server({ status: 401, body: {} });
      const { auth, renewals, failures } = session('tok', 'new');
      const client = createApiClient('http://api.test', auth, fetch);
      const error = await failure(
        client.request('users/me', {
          auth: 'user',
          headers: { DISABLE_INTERCEPTORS: 'true', 'X-Other': '1' },
        }),
      );
      expect(error.kind).toBe('unauthorized');
      expect(calls).toHaveLength(1);
      expect(calls[0]?.headers.has('Authorization')).toBe(false);
      expect(calls[0]?.headers.has('DISABLE_INTERCEPTORS')).toBe(false);
      expect(calls[0]?.headers.get('X-Other')).toBe('1');
      expect(renewals).toEqual([]);
      expect(failures).toEqual([]);
    });

    it('a marker with another value is dropped but changes nothing', async () => {
      const { fetch, calls } = server({ status: 200, body: {} });
      await createApiClient('http://api.test', session('tok').auth, fetch).request('x', {
        auth: 'user',
        headers: { DISABLE_INTERCEPTORS: 'false' },
      });
      expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
      expect(calls[0]?.headers.has('DISABLE_INTERCEPTORS')).toBe(false);
    });

    it('sends no Authorization header without a token', async () => {
      const { fetch, calls } = server({ status: 200, body: {} });
      await createApiClient('http://api.test', session(null).auth, fetch).request('x', {
        auth: 'user',
      });
      expect(calls[0]?.headers.has('Authorization')).toBe(false);
    });

    it('401: renews once and retries once with the new token', async () => {
      const { fetch, calls } = server({ status: 401, body: {} }, { status: 200, body: { ok: 1 } });
      const { auth, renewals, failures } = session('old', 'new');
      await expect(
        createApiClient('http://api.test', auth, fetch).request('x', { auth: 'user' }),
      ).resolves.toEqual({
        ok: 1,
      });
      expect(renewals).toEqual(['old']);
      expect(calls.map((c) => c.headers.get('Authorization'))).toEqual([
        'Bearer old',
        'Bearer new',
      ]);
      expect(failures).toEqual([]);
    });

    it('401 again after the retry: gives up and reports unauthorized', async () => {
      const { fetch, calls } = server({ status: 401, body: {} });
      const { auth, renewals, failures } = session('old', 'new');
      const error = await failure(
        createApiClient('http://api.test', auth, fetch).request('x', { auth: 'user' }),
      );
      expect(error.kind).toBe('unauthorized');
      expect(calls).toHaveLength(2);
      expect(renewals).toHaveLength(1);
      expect(failures).toEqual(['unauthorized']);
    });

    it('401 when renewal fails: no retry, unauthorized', async () => {
      const { fetch, calls } = server({ status: 401, body: {} });
      const { auth, failures } = session('old', null);
      await failure(createApiClient('http://api.test', auth, fetch).request('x', { auth: 'user' }));
      expect(calls).toHaveLength(1);
      expect(failures).toEqual(['unauthorized']);
    });

    it('403 with the user token: reports forbidden', async () => {
      const { fetch } = server({ status: 403, body: { error: 'account_disabled' } });
      const { auth, failures } = session('tok');
      const error = await failure(
        createApiClient('http://api.test', auth, fetch).request('x', { auth: 'user' }),
      );
      expect(error).toMatchObject({ kind: 'forbidden', code: 'account_disabled' });
      expect(failures).toEqual(['forbidden']);
    });

    it('403 asking to confirm it is you: left to the screen, with what the body says', async () => {
      const body = { error: 'reauthentication_required', maxAge: 600, codeRequired: true };
      const { fetch } = server({ status: 403, body });
      const { auth, failures } = session('tok');
      const error = await failure(
        createApiClient('http://api.test', auth, fetch).request('x', { auth: 'user' }),
      );
      expect(error).toMatchObject({ kind: 'forbidden', code: 'reauthentication_required' });
      expect(error.body).toMatchObject({ codeRequired: true });
      expect(failures).toEqual([]);
    });

    it.each([401, 403])(
      "a public request's %i: no token was sent, no renewal, no retry, no verdict",
      async (status) => {
        const { fetch, calls } = server({ status, body: { error: 'account_not_confirmed' } });
        const { auth, renewals, failures } = session('tok', 'new');
        const client = createApiClient('http://api.test', auth, fetch);
        const error = await failure(client.request('login', { auth: 'public', method: 'POST' }));
        expect(error.code).toBe('account_not_confirmed');
        expect(calls).toHaveLength(1);
        expect(calls[0]?.headers.has('Authorization')).toBe(false);
        expect(renewals).toEqual([]);
        expect(failures).toEqual([]);
      },
    );

    it('a public request never carries the token, even under apiUrl', async () => {
      const { fetch, calls } = server({ status: 200, body: {} });
      const client = createApiClient('http://api.test/base', session('tok').auth, fetch);
      await client.request('accounts', { auth: 'public', method: 'POST' });
      await client.request('http://api.test/base/users/me', { auth: 'public' });
      expect(calls.map((c) => c.headers.has('Authorization'))).toEqual([false, false]);
    });
  });

  describe('typed errors', () => {
    it('a network failure', async () => {
      const fetch = jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof globalThis.fetch;
      expect(
        await failure(
          createApiClient('http://api.test', null, fetch).request('x', { auth: 'user' }),
        ),
      ).toMatchObject({
        kind: 'network',
        status: 0,
      });
    });

    it('5xx, even when the body is not JSON', async () => {
      const { fetch } = server({ status: 502, body: '<html>Bad gateway</html>' });
      expect(
        await failure(
          createApiClient('http://api.test', null, fetch).request('x', { auth: 'user' }),
        ),
      ).toMatchObject({
        kind: 'server',
        status: 502,
      });
    });

    it('the server code, field errors and Retry-After', async () => {
      const { fetch } = server({
        status: 400,
        body: { error: 'validation', message: 'bad', fields: { email: 'invalid' } },
      });
      expect(
        await failure(
          createApiClient('http://api.test', null, fetch).request('x', { auth: 'user' }),
        ),
      ).toMatchObject({
        kind: 'client',
        code: 'validation',
        fields: { email: 'invalid' },
      });
      const limited = server({
        status: 429,
        body: { error: 'too_many_attempts' },
        headers: { 'Retry-After': '30' },
      });
      expect(
        await failure(
          createApiClient('http://api.test', null, limited.fetch).request('x', { auth: 'user' }),
        ),
      ).toMatchObject({
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
      const { fetch } = server({ status, body: {} });
      expect(
        await failure(
          createApiClient('http://api.test', null, fetch).request('x', { auth: 'user' }),
        ),
      ).toMatchObject({
        kind,
        status,
      });
    });
  });
});
