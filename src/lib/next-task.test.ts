import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task: a timer queued before it has run by then, microtasks too', async () => {
    const seen: string[] = [];
    setTimeout(() => seen.push('earlier task'), 0);
    void Promise.resolve().then(() => seen.push('microtask'));
    await nextTask();
    expect(seen).toEqual(['microtask', 'earlier task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTo = jest.fn(() => Promise.resolve());
    Object.assign(globalThis, { scheduler: { yield: yieldTo } });
    try {
      await nextTask();
      expect(yieldTo).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
