/**
 * `load` once, shared by every caller; after a failure (a chunk that did not arrive) the next
 * call tries again. For modules loaded after the first render (bench/README.md, "What the first
 * load holds").
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
