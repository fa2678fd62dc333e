// The client when the API is down, slow or refusing: typed errors, a timeout, and whether the
// API answers at all (the connection notice reads it).
import { REQUEST_TIMEOUT_MS } from '../config/constants';
import { createApiClient } from './client';
import { errorFeedback } from './error-messages';
import { ApiError } from './errors';

const refused = jest.fn(async () => {
  throw new TypeError('Failed to fetch');
}) as unknown as typeof fetch;

/** A fetch that never answers, but gives up when its signal aborts (as the browser's does). */
const hanging = jest.fn(
  (_url: string, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
    }),
) as unknown as typeof fetch;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

function answering(status: number, headers: Record<string, string> = {}) {
  return jest.fn(
    async () => new Response('<html>proxy page</html>', { status, headers }),
  ) as unknown as typeof fetch;
}

describe('the client when the API fails', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    [500, {}, 'error.server', undefined],
    [502, {}, 'error.server', undefined],
    [503, {}, 'error.server', undefined],
    [503, { 'Retry-After': '120' }, 'error.unavailable', { minutes: 2 }],
    [503, { 'Retry-After': '10' }, 'error.unavailable', { minutes: 1 }],
    // An HTTP date is not a wait we read: the plain message.
    [503, { 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' }, 'error.server', undefined],
    [504, {}, 'error.server', undefined],
  ])('%i %j: %s', async (status, headers, id, values) => {
    const client = createApiClient('http://api.test', null, answering(status, headers));
    const error = await failure(
      client.request('accounts', { auth: 'public', method: 'POST', body: {} }),
    );
    expect(error).toMatchObject({ kind: 'server', status });
    expect(errorFeedback(error)).toEqual({
      message: expect.objectContaining({ id }),
      ...(values ? { values } : {}),
    });
  });

  it('a dropped connection is a network error', async () => {
    const error = await failure(
      createApiClient('http://api.test', null, refused).request('x', { auth: 'user' }),
    );
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(errorFeedback(error).message.id).toBe('error.network');
  });

  it(`gives up on a request unanswered after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    jest.useFakeTimers();
    const pending = failure(
      createApiClient('http://api.test', null, hanging).request('x', { auth: 'user' }),
    );
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(errorFeedback(error).message.id).toBe('error.timeout');
  });

  it("the caller's own abort is not a timeout, nor a failure of the API", async () => {
    const client = createApiClient('http://api.test', null, hanging);
    const controller = new AbortController();
    const pending = client.request('x', { auth: 'user', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(client.reachable()).toBe(true);
  });

  it('tells when the API stops answering and when it answers again', async () => {
    let down = true;
    const fetch = jest.fn(async () => {
      if (down) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 503 });
    }) as unknown as typeof globalThis.fetch;
    const client = createApiClient('http://api.test', null, fetch);
    const changes: boolean[] = [];
    const unsubscribe = client.onReachable(() => changes.push(client.reachable()));
    expect(client.reachable()).toBe(true);
    await failure(client.request('x', { auth: 'user' }));
    await failure(client.request('x', { auth: 'user' }));
    expect(client.reachable()).toBe(false);
    down = false;
    // Any answer, even an error status, means the API is there.
    await failure(client.request('x', { auth: 'user' }));
    expect(client.reachable()).toBe(true);
    expect(changes).toEqual([false, true]);
    unsubscribe();
    down = true;
    await failure(client.request('x', { auth: 'user' }));
    expect(changes).toEqual([false, true]);
  });

  it('another origin failing says nothing about the API', async () => {
    const client = createApiClient('http://api.test', null, refused);
    await failure(client.request('https://elsewhere.example/x', { auth: 'user' }));
    expect(client.reachable()).toBe(true);
  });
});
