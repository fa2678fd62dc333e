import { DISABLE_INTERCEPTORS_HEADER } from '../config/constants';
import { ApiError, kindForStatus } from './errors';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialized as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
}

export interface ApiClient {
  readonly apiUrl: string;
  request<T>(path: string, options?: RequestOptions): Promise<T>;
}

interface ErrorBody {
  error?: unknown;
  fields?: unknown;
}

/**
 * The one HTTP client of the product. Every API call goes through it: it builds URLs under
 * `apiUrl`, sends and parses JSON, and turns every failure into a typed `ApiError`.
 */
export function createApiClient(apiUrl: string, fetchImpl: typeof fetch = fetch): ApiClient {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const url = new URL(path.replace(/^\/+/, ''), `${apiUrl}/`).toString();
    const headers = new Headers(options.headers);
    // The marker only tells this client to skip its rules; it is never sent on the wire.
    headers.delete(DISABLE_INTERCEPTORS_HEADER);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    let body: string | undefined;
    if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
        credentials: options.credentials,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError('network', 0);
    }

    if (!response.ok) throw await toApiError(response);
    if (response.status === 204) return undefined as T;
    try {
      return (await response.json()) as T;
    } catch {
      throw new ApiError('server', response.status, 'invalid_json');
    }
  }

  return { apiUrl, request };
}

async function toApiError(response: Response): Promise<ApiError> {
  let parsed: ErrorBody = {};
  try {
    parsed = (await response.json()) as ErrorBody;
  } catch {
    // Not JSON (a proxy's HTML page, say): the status alone decides.
  }
  const code = typeof parsed.error === 'string' ? parsed.error : undefined;
  const fields =
    parsed.fields && typeof parsed.fields === 'object'
      ? (parsed.fields as Record<string, string>)
      : undefined;
  const retryHeader = response.headers.get('Retry-After');
  const retryAfter = retryHeader && /^\d+$/.test(retryHeader) ? Number(retryHeader) : undefined;
  return new ApiError(kindForStatus(response.status), response.status, code, fields, retryAfter);
}
