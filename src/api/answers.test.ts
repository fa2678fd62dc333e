import { answerSchemas, checked } from './answers';

// The answers' schemas load with the first request that needs them (answers.ts): the answer is
// checked with them before it is returned, a failed request fails with its own error, and a
// chunk that did not arrive is fetched again next time.

test('the answer is returned only as the check made it', async () => {
  const schemas = answerSchemas(async () => ({ parse: (data: unknown) => `checked ${data}` }));
  await expect(
    checked(schemas, Promise.resolve('answer'), (s, data) => s.parse(data)),
  ).resolves.toBe('checked answer');
  await expect(
    checked(schemas, Promise.resolve('bad'), () => {
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
});

test("a failed request fails with its own error, even when the schemas' chunk fails too", async () => {
  const failing = answerSchemas(() => Promise.reject(new Error('chunk')));
  await expect(
    checked(failing, Promise.reject(new Error('request')), () => 'never'),
  ).rejects.toThrow('request');
  await expect(checked(failing, Promise.resolve({}), () => 'never')).rejects.toThrow('chunk');
});

test('loaded once; after a failure the next request loads it again', async () => {
  const load = jest
    .fn<Promise<{ ok: true }>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({ ok: true });
  const schemas = answerSchemas(load);
  await expect(schemas()).rejects.toThrow('offline');
  await expect(schemas()).resolves.toEqual({ ok: true });
  await expect(schemas()).resolves.toEqual({ ok: true });
  expect(load).toHaveBeenCalledTimes(2);
});
