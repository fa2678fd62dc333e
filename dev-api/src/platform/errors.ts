// One error shape for every response: `{ error, message }` plus `fields` for validation.
import type { Middleware } from 'koa';

export type FieldErrors = Record<string, string>;

export interface ApiErrorOptions {
  /** Per-field codes for `validation` errors, e.g. `{ email: 'required' }`. */
  fields?: FieldErrors;
  /** Extra response headers, e.g. `Retry-After` on a 429. */
  headers?: Record<string, string>;
  /**
   * More properties of the body, for the few errors whose documented schema has them (e.g.
   * `maxAge` on `reauthentication_required`); never `error`, `message` or `fields`.
   */
  extra?: Record<string, unknown>;
}

/** Throw from any handler; the error middleware turns it into the JSON response. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  readonly headers: Record<string, string>;
  readonly extra: Record<string, unknown>;

  constructor(status: number, code: string, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }

  static validation(fields: FieldErrors, message = 'Some fields are invalid.'): ApiError {
    return new ApiError(400, 'validation', message, { fields });
  }

  static notFound(message = 'Not found.'): ApiError {
    return new ApiError(404, 'not_found', message);
  }
}

export interface ErrorBody {
  error: string;
  message: string;
  fields?: FieldErrors;
  [extra: string]: unknown;
}

/** Errors raised by Koa and its middleware (http-errors): a status and `expose`. */
interface HttpLikeError {
  status?: unknown;
  expose?: unknown;
  type?: unknown;
  message?: unknown;
  headers?: unknown;
}

// Codes for the client errors that Koa, the router and the body parser raise themselves.
const codesByType: Record<string, string> = {
  'entity.parse.failed': 'invalid_json',
  'entity.too.large': 'payload_too_large',
  'encoding.unsupported': 'unsupported_encoding',
  'charset.unsupported': 'unsupported_encoding',
};
const codesByStatus: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  501: 'not_implemented',
};

function toErrorResponse(error: unknown): { status: number; body: ErrorBody; headers: unknown } {
  if (error instanceof ApiError) {
    const body: ErrorBody = { ...error.extra, error: error.code, message: error.message };
    if (error.fields) body.fields = error.fields;
    return { status: error.status, body, headers: error.headers };
  }
  const http = (typeof error === 'object' && error !== null ? error : {}) as HttpLikeError;
  const status = typeof http.status === 'number' ? http.status : 500;
  // Client errors raised on purpose are safe to describe; anything else is hidden as internal.
  // co-body marks a JSON syntax error with status 400 but neither `expose` nor `type`.
  const isBadJson = status === 400 && error instanceof SyntaxError;
  const isClientError = status >= 400 && status < 500 && (http.expose === true || isBadJson);
  if (isClientError || status === 501) {
    const code =
      (isBadJson ? 'invalid_json' : undefined) ??
      (typeof http.type === 'string' ? codesByType[http.type] : undefined) ??
      codesByStatus[status] ??
      'bad_request';
    const message =
      code === 'invalid_json'
        ? 'The request body is not valid JSON.'
        : typeof http.message === 'string' && http.message
          ? http.message
          : 'The request could not be handled.';
    return { status, body: { error: code, message }, headers: http.headers };
  }
  return {
    status: 500,
    body: { error: 'internal', message: 'Something went wrong on our side.' },
    headers: http.headers,
  };
}

/**
 * Outermost middleware: maps thrown errors and unmatched routes to the JSON error shape.
 * Like Koa's own handler it drops headers set before the failure, keeping only the ones
 * attached to the error (the CORS middleware attaches its headers there).
 */
export function errorMiddleware(logError: (error: unknown) => void): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null) {
        throw ApiError.notFound(`No route for ${ctx.method} ${ctx.path}.`);
      }
    } catch (error) {
      const { status, body, headers } = toErrorResponse(error);
      if (status >= 500) logError(error);
      // Too late to answer with JSON once a response has started streaming.
      if (ctx.headerSent) return;
      for (const name of ctx.res.getHeaderNames()) ctx.res.removeHeader(name);
      if (typeof headers === 'object' && headers !== null) {
        for (const [name, value] of Object.entries(headers)) {
          if (typeof value === 'string' || typeof value === 'number') ctx.set(name, String(value));
        }
      }
      ctx.status = status;
      ctx.body = body;
    }
  };
}
