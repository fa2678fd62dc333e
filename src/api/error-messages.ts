import { defineMessages, type MessageDescriptor } from 'react-intl';
import { ApiError } from './errors';

const messages = defineMessages({
  network: {
    id: 'error.network',
    defaultMessage: 'We could not reach the server. Check your connection and try again.',
  },
  server: {
    id: 'error.server',
    defaultMessage: 'Something went wrong on our side. Please try again in a moment.',
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
    if (error.kind === 'server') return messages.server;
    if (error.kind === 'rate_limited') return messages.rateLimited;
  }
  return messages.unknown;
}
