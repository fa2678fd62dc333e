import { nextTask } from './next-task';

/**
 * `load` once, shared by every caller; after a failure (a chunk that did not arrive) the next
 * call tries again. For modules loaded after the first render (bench/README.md, "What the first
 * load holds").
 *
 * The load starts in a task of its own. Its callers ask from React's effects (the form's schema
 * and checker as it mounts, the answers' schemas with a screen's first request), which React runs
 * in the task that commits the screen, and inserting a chunk's script there made that task
 * longer: on the sign-in page, the app's takeover task, about a quarter of its ~80 ms at 4× CPU
 * (bench/README.md, "The takeover's long task, split"). The request it waits for is not delayed:
 * a caller's own request leaves first, and an answer is checked only once both are in.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= nextTask()
      .then(load)
      .catch((error: unknown) => {
        loading = null;
        throw error;
      }));
}
