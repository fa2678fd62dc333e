import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { MessageDescriptor } from 'react-intl';
import { errorFeedback } from '../api/error-messages';
import { ApiError } from '../api/errors';
import { RETRY_AFTER_FALLBACK_S } from '../config/constants';

/** What a form says above its fields after a submit (rendered by `FormFeedback`). */
export interface Feedback {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
  /**
   * `alert` (the default): a failure, announced and focused. `status`: announced politely (a
   * success, or a neutral answer that must read the same whatever the address).
   */
  tone?: 'alert' | 'status';
}

/** The user stopped the action themselves (closed "Confirm it's you"): nothing to report. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled by the user');
    this.name = 'Cancelled';
  }
}

/** Why a mailed link's token cannot be used. */
export type LinkProblem = 'expired' | 'used' | 'invalid';

const LINK_PROBLEMS: Partial<Record<string, LinkProblem>> = {
  token_expired: 'expired',
  token_used: 'used',
  token_invalid: 'invalid',
};

/** The link problem an error reports (`token_expired`, `token_used`, `token_invalid`), if any. */
export function linkProblem(error: unknown): LinkProblem | null {
  return (error instanceof ApiError && error.code && LINK_PROBLEMS[error.code]) || null;
}

/** A 429's wait in seconds (`Retry-After`) and in whole minutes (at least one). */
export function retryWait(error: ApiError): { seconds: number; minutes: number } {
  const seconds = error.retryAfter ?? RETRY_AFTER_FALLBACK_S;
  return { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) };
}

export interface SubmitHandlers<T extends FieldValues> {
  /** The call's own handler, asked first: returns true once it has dealt with the error. */
  onError?(error: unknown): boolean;
  /** A mailed link that cannot be used: the screen explains it instead of the form. */
  onLinkProblem?(problem: LinkProblem): void;
  /** The form whose fields take the server's field errors (`400 validation` with `fields`). */
  form?: Pick<UseFormReturn<T>, 'setError' | 'getValues'>;
  /**
   * Too many attempts (429): a message given `{minutes}` and `{seconds}` from `Retry-After`, a
   * whole feedback, or a function that takes the wait in seconds and shows it itself. Without
   * it, the generic "too many attempts" message.
   */
  rateLimited?: MessageDescriptor | Feedback | ((seconds: number) => void);
  /** This flow's own server codes and what they mean to the user. */
  codes?: Partial<Record<string, MessageDescriptor>>;
}

/**
 * Where a failed submit goes: the call's own handler, then the terminal cases (a link that
 * cannot be used, field errors, a rate limit, this flow's codes), then the global fallback
 * (network, server, anything else: src/api/error-messages.ts). Returns what the form shows, or
 * null when a handler took the error elsewhere.
 */
export function feedbackFor<T extends FieldValues>(
  error: unknown,
  handlers: SubmitHandlers<T>,
): Feedback | null {
  if (error instanceof Cancelled || handlers.onError?.(error)) return null;
  const problem = handlers.onLinkProblem ? linkProblem(error) : null;
  if (problem) {
    handlers.onLinkProblem!(problem);
    return null;
  }
  if (handlers.form && applyFieldErrors(error, handlers.form)) return null;
  if (error instanceof ApiError && error.kind === 'rate_limited' && handlers.rateLimited) {
    const wait = retryWait(error);
    const { rateLimited } = handlers;
    if (typeof rateLimited === 'function') {
      rateLimited(wait.seconds);
      return null;
    }
    return 'message' in rateLimited ? rateLimited : { message: rateLimited, values: wait };
  }
  return errorFeedback(error, handlers.codes);
}

/**
 * Puts the server's field errors on the form's fields of those names, focusing the first.
 * Returns whether any landed; a form keeps what the user typed either way.
 */
function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  form: NonNullable<SubmitHandlers<T>['form']>,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const known = Object.keys(form.getValues());
  const fields = Object.entries(error.fields).filter(([field]) => known.includes(field));
  fields.forEach(([field, code], index) =>
    form.setError(
      field as Path<T>,
      { type: 'server', message: code },
      { shouldFocus: index === 0 },
    ),
  );
  return fields.length > 0;
}

/**
 * The one submit: runs `action`, once at a time, and turns a failure into what the form shows
 * (`feedbackFor`).
 * `action` may resolve to a feedback of its own (a success to announce). The form's values are
 * never reset here: on failure the user keeps everything typed.
 */
export function useSubmit<A extends unknown[], T extends FieldValues = FieldValues>(
  action: (...args: A) => Promise<Feedback | void>,
  handlers: SubmitHandlers<T> = {},
) {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState(false);
  // A second submit while one runs (a double click before the button shows busy) joins it.
  const running = useRef<Promise<void> | null>(null);

  async function run(...args: A): Promise<void> {
    setFeedback(null);
    setBusy(true);
    try {
      setFeedback((await action(...args)) ?? null);
    } catch (error) {
      setFeedback(feedbackFor(error, handlers));
    } finally {
      setBusy(false);
    }
  }

  function submit(...args: A): Promise<void> {
    running.current ??= run(...args).finally(() => {
      running.current = null;
    });
    return running.current;
  }

  return { submit, feedback, busy };
}
