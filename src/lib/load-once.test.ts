import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('starts the load in a later task, not in the task that asks (a commit of React)', async () => {
    const load = jest.fn(() => Promise.resolve('module'));
    const get = loadOnce(load);
    const answer = get();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await expect(answer).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once for every caller', async () => {
    const load = jest.fn(() => Promise.resolve('module'));
    const get = loadOnce(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['module', 'module']);
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure (a chunk that did not arrive)', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce('module');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('ChunkLoadError');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
