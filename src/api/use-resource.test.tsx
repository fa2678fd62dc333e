import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { defineMessages } from 'react-intl';
import { ApiError } from './errors';
import { useResource } from './use-resource';

/** A load the test answers by hand, recording the signal it was given. */
function deferred<T>() {
  const calls: { signal: AbortSignal; resolve(value: T): void; reject(error: unknown): void }[] =
    [];
  const load = jest.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { load, calls };
}

const own = defineMessages({ gone: { id: 'test.gone', defaultMessage: 'Gone.' } });

describe('useResource', () => {
  it('loads once per key, and is loading until the answer arrives', async () => {
    const { load, calls } = deferred<string>();
    const { result } = renderHook(() => useResource('a', load));
    expect(result.current).toMatchObject({ data: null, error: null, loading: true });
    await act(async () => calls[0]!.resolve('first'));
    expect(result.current).toMatchObject({ data: 'first', error: null, loading: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the key is null', () => {
    const { load } = deferred<string>();
    const { result } = renderHook(() => useResource(null, load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ data: null, loading: false });
  });

  it('aborts the request when the component unmounts, and sets nothing afterwards', async () => {
    const { load, calls } = deferred<string>();
    const { result, unmount } = renderHook(() => useResource('a', load));
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.resolve('late'));
    expect(result.current.data).toBeNull();
  });

  it('ignores an answer for an earlier key, even from a load that ignores its signal', async () => {
    const { load, calls } = deferred<string>();
    const { result, rerender } = renderHook(({ id }) => useResource(id, load), {
      initialProps: { id: 'a' },
    });
    rerender({ id: 'b' });
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.resolve('for a'));
    expect(result.current).toMatchObject({ data: null, loading: true });
    await act(async () => calls[1]!.resolve('for b'));
    expect(result.current.data).toBe('for b');
  });

  it("never shows another key's data while the new key loads", async () => {
    const { load, calls } = deferred<string>();
    const { result, rerender } = renderHook(({ id }) => useResource(id, load), {
      initialProps: { id: 'a' },
    });
    await act(async () => calls[0]!.resolve('for a'));
    rerender({ id: 'b' });
    expect(result.current).toMatchObject({ data: null, loading: true });
  });

  it('reloads: a new request, the old data shown meanwhile, then the new answer', async () => {
    const { load, calls } = deferred<string>();
    const { result } = renderHook(() => useResource('a', load));
    await act(async () => calls[0]!.resolve('first'));
    act(() => result.current.reload());
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ data: 'first', loading: true });
    await act(async () => calls[1]!.resolve('second'));
    expect(result.current).toMatchObject({ data: 'second', loading: false });
  });

  it('a failed reload keeps the data and reports the error; a good one clears it', async () => {
    const { load, calls } = deferred<string>();
    const { result } = renderHook(() => useResource('a', load));
    await act(async () => calls[0]!.resolve('first'));
    act(() => result.current.reload());
    await act(async () => calls[1]!.reject(new ApiError('network', 0)));
    expect(result.current).toMatchObject({ data: 'first', loading: false });
    expect(result.current.error).toBeInstanceOf(ApiError);
    act(() => result.current.reload());
    await act(async () => calls[2]!.resolve('third'));
    expect(result.current).toMatchObject({ data: 'third', error: null, feedback: null });
  });

  it.each([
    ['a network failure', new ApiError('network', 0), {}, 'error.network'],
    ['a server failure', new ApiError('server', 500), {}, 'error.server'],
    [
      "the screen's own code",
      new ApiError('not_found', 404, 'not_found'),
      { not_found: own.gone },
      'test.gone',
    ],
    ['anything else', new TypeError('boom'), {}, 'error.unknown'],
  ] as const)('maps a failure through the error mapper: %s', async (_name, error, codes, id) => {
    const { load, calls } = deferred<string>();
    const { result } = renderHook(() => useResource('a', load, { codes }));
    await act(async () => calls[0]!.reject(error));
    expect(result.current.error).toBe(error);
    expect(result.current.feedback?.message.id).toBe(id);
  });

  it('a 503 with Retry-After says the wait in minutes', async () => {
    const { load, calls } = deferred<string>();
    const { result } = renderHook(() => useResource('a', load));
    await act(async () => calls[0]!.reject(new ApiError('server', 503, undefined, undefined, 120)));
    expect(result.current.feedback).toEqual({
      message: expect.objectContaining({ id: 'error.unavailable' }),
      values: { minutes: 2 },
    });
  });

  it('set replaces the data for the current key without a request', async () => {
    const { load, calls } = deferred<string>();
    const { result } = renderHook(() => useResource('a', load));
    await act(async () => calls[0]!.resolve('first'));
    act(() => result.current.set('changed'));
    expect(result.current.data).toBe('changed');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('in StrictMode the first, aborted request is dropped and the second one counts', async () => {
    const { load, calls } = deferred<string>();
    const { result } = renderHook(() => useResource('a', load), { wrapper: StrictMode });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.resolve('stale'));
    expect(result.current.data).toBeNull();
    await act(async () => calls[1]!.resolve('fresh'));
    expect(result.current.data).toBe('fresh');
  });
});
