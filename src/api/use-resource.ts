import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { errorFeedback } from './error-messages';

/** A load's outcome for one key and attempt: `for` is `key#attempt`. */
interface Result<T> {
  key: string;
  for: string;
  data?: T;
  error?: unknown;
}

export interface Resource<T> {
  /** The answer for the current key: kept while a reload runs, and when a reload fails. */
  data: T | null;
  /** The last load's failure for the current key (null once a load succeeds). */
  error: unknown;
  /** `error` through the one error mapper (src/api/error-messages.ts), ready for a screen. */
  feedback: { message: MessageDescriptor; values?: Record<string, number> } | null;
  /** A load for the current key and attempt is under way. */
  loading: boolean;
  /** Loads again (after a change, or on "Try again"). */
  reload(): void;
  /** Replaces the data for the current key with what an action got back, without a request. */
  set(data: T): void;
}

export interface ResourceOptions {
  /** This screen's own server codes and what they mean, asked before the generic messages. */
  codes?: Partial<Record<string, MessageDescriptor>>;
}

/**
 * The one fetch-on-mount (docs/architecture.md, "Data loading"): loads once per `key` (nothing
 * while it is null) and again on `reload`. The request is aborted when the key changes or the
 * component unmounts, and an answer that arrives for an earlier key or attempt is dropped, so a
 * screen never shows another key's data. `key` names everything the answer depends on; `load` may
 * be a new function on every render (the latest one is used).
 */
export function useResource<T>(
  key: string | null,
  load: (signal: AbortSignal, key: string) => Promise<T>,
  options: ResourceOptions = {},
): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result<T> | null>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const requested = key === null ? null : `${key}#${attempt}`;

  useEffect(() => {
    if (key === null || requested === null) return;
    const controller = new AbortController();
    latest.current(controller.signal, key).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key, for: requested, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A failed reload keeps what was shown for this key; the screen decides what to say.
        setResult((last) => ({
          key,
          for: requested,
          data: last?.key === key ? last.data : undefined,
          error,
        }));
      },
    );
    return () => controller.abort();
  }, [key, requested]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback(
    (data: T) => {
      if (key !== null && requested !== null) setResult({ key, for: requested, data });
    },
    [key, requested],
  );

  const current = result?.key === key ? result : null;
  const error = current?.error ?? null;
  return {
    data: current?.data ?? null,
    error,
    feedback: error ? errorFeedback(error, options.codes) : null,
    loading: requested !== null && current?.for !== requested,
    reload,
    set,
  };
}
