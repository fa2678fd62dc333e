import {
  createElement,
  useEffect,
  useReducer,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

export interface LazyPartOptions<P> {
  /** Shown until the code has arrived (nothing by default), e.g. a screen's `Loading`. */
  placeholder?: ReactNode;
  /** The module when it has arrived another way (a preload): then it renders at once. */
  arrived?: () => ComponentType<P> | undefined;
}

/**
 * A component whose code is a chunk of its own: a screen, the account centre's frame, a watcher,
 * an offer. `React.lazy` without Suspense: until the code has arrived it renders `placeholder`
 * (nothing by default), and a state update shows it.
 *
 * Why not lazy inside a Suspense boundary: React holds back every boundary's reveal until 300 ms
 * after the most recent fallback anywhere on the page was shown (react-dom's fallback throttle,
 * for retries only), so each chunk that arrived while a fallback was up waited out the rest of
 * those 300 ms, and the next one again: the signed-in overview appeared ~330 ms after all it
 * needed had arrived (docs/architecture.md, "Code that arrives later"). A state update is not
 * throttled.
 *
 * Rendered at once when the code has arrived already. A chunk that cannot arrive throws into
 * the nearest error boundary, as lazy does; the next mount asks for it again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { placeholder = null, arrived: preloaded }: LazyPartOptions<P> = {},
): ComponentType<P> {
  let arrived: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        arrived = module.default;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function LazyPart(props: P) {
    const [, settled] = useReducer((n: number) => n + 1, 0);
    const [failed, setFailed] = useState<{ error: unknown } | null>(null);
    arrived ??= preloaded?.() ?? null;
    const ready = arrived !== null;
    useEffect(() => {
      if (ready) return;
      let live = true;
      start().then(
        () => {
          if (live) settled();
        },
        (error: unknown) => {
          if (live) setFailed({ error });
        },
      );
      return () => {
        live = false;
      };
    }, [ready]);
    if (failed) throw failed.error;
    return arrived ? createElement(arrived, props) : placeholder;
  }
  return LazyPart;
}
