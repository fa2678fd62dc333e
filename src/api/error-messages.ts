import { defineMessages, type MessageDescriptor } from 'react-intl';
import { ApiError } from './errors';

const messages = defineMessages({
  network: {
    id: 'error.network',
    defaultMessage: 'We could not reach the server. Check your connection and try again.',
  },
  timeout: {
    id: 'error.timeout',
    defaultMessage: 'The server took too long to answer. Please try again.',
  },
  server: {
    id: 'error.server',
    defaultMessage: 'Something went wrong on our side. Please try again in a moment.',
  },
  unavailable: {
    id: 'error.unavailable',
    defaultMessage:
      'The service is busy right now. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  rateLimited: {
    id: 'error.rateLimited',
    defaultMessage: 'Too many attempts. Please wait a moment and try again.',
  },
  unknown: {
    id: 'error.unknown',
    defaultMessage: 'Something unexpected happened. Please try again.',
  },
});

/**
 * The one error mapper: server codes and error kinds to translated messages. A flow passes its
 * own code table first; anything it does not know falls back to the generic messages here.
 */
export function errorMessage(
  error: unknown,
  codes: Partial<Record<string, MessageDescriptor>> = {},
): MessageDescriptor {
  if (error instanceof ApiError) {
    const own = error.code ? codes[error.code] : undefined;
    if (own) return own;
    if (error.kind === 'network') return messages.network;
    if (error.kind === 'timeout') return messages.timeout;
    if (error.kind === 'server') return messages.server;
    if (error.kind === 'rate_limited') return messages.rateLimited;
  }
  return messages.unknown;
}

/**
 * `errorMessage` with the values its message needs: a server that says when to come back (503
 * with `Retry-After` in seconds) gets that wait, in whole minutes.
 */
export function errorFeedback(
  error: unknown,
  codes: Partial<Record<string, MessageDescriptor>> = {},
): { message: MessageDescriptor; values?: Record<string, number> } {
  const message = errorMessage(error, codes);
  const wait = error instanceof ApiError ? error.retryAfter : undefined;
  if (message !== messages.server || wait === undefined) return { message };
  return { message: messages.unavailable, values: { minutes: Math.max(1, Math.ceil(wait / 60)) } };
}
