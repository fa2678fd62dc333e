import {
  DISABLE_INTERCEPTORS_HEADER,
  DISABLE_INTERCEPTORS_VALUE,
  REQUEST_TIMEOUT_MS,
  TOKEN_PATH,
} from '../config/constants';
import { ApiError, kindForStatus, needsReauthentication } from './errors';

/**
 * Whose endpoint a request reaches, as the contract (api/openapi.yaml) says per operation:
 * `user` for one that needs the bearer token (`security: bearerAuth`), `public` for every other
 * (sign-up, mailed links, the authority's interaction, brands). Public requests never carry the
 * token, and their 401/403 are the calling screen's to explain: they never renew the session nor
 * sign the tab out.
 */
export type Audience = 'public' | 'user';

export interface RequestOptions {
  /**
   * Required, so each call states its audience beside its path (and src/api/audience.test.ts
   * checks every call against the contract's `security`), rather than a list of public paths
   * kept apart from the calls that a new endpoint could miss.
   */
  auth: Audience;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialized as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
}

/** What the client needs from the session; absent for anonymous use. */
export interface ClientAuth {
  getAccessToken(): Promise<string | null>;
  /** One renewal after the API refused `rejected` (401); resolves to the new token or null. */
  renewAfterRejection(rejected: string): Promise<string | null>;
  /** The API refused the user for good: 401 after renewal, or 403. */
  onAuthFailure(kind: 'unauthorized' | 'forbidden'): void;
}

export interface ApiClient {
  readonly apiUrl: string;
  /** `path` is relative to `apiUrl`, or an absolute URL (which never gets the token elsewhere). */
  request<T>(path: string, options: RequestOptions): Promise<T>;
  /** False since a request to the API got no answer (network, timeout), until one gets one. */
  reachable(): boolean;
  /** Calls `listener` whenever `reachable()` changes; returns the unsubscribe. */
  onReachable(listener: () => void): () => void;
}

interface ErrorBody {
  error?: unknown;
  fields?: unknown;
}

/**
 * The one HTTP client of the product (docs/architecture.md, "HTTP client"). It adds
 * `Authorization: Bearer` only to `auth: 'user'` requests for URLs under `apiUrl` ("secure
 * routes"), never to the token endpoint, and not at all when a request carries
 * `DISABLE_INTERCEPTORS: true` (the marker itself is never sent). A user request's 401 gets one
 * renewal and one retry, and only a user request's refusal reaches the session (`onAuthFailure`):
 * a public endpoint's 401/403 (a wrong password, an unconfirmed account) is no verdict on the
 * session, and resending it (a login, with the password) would be wrong. Every failure becomes a typed
 * `ApiError`, and a request unanswered after REQUEST_TIMEOUT_MS fails as `timeout`. It also
 * tells whether the API answers at all (`reachable`), for the connection notice.
 */
export function createApiClient(
  apiUrl: string,
  auth: ClientAuth | null = null,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ApiClient {
  const api = new URL(`${apiUrl}/`);
  let reachable = true;
  const listeners = new Set<() => void>();
  const report = (answered: boolean) => {
    if (answered === reachable) return;
    reachable = answered;
    listeners.forEach((listener) => listener());
  };

  function isSecureRoute(url: URL): boolean {
    return (
      url.origin === api.origin && url.pathname.startsWith(api.pathname) && !namesTokenPath(url)
    );
  }

  async function send(url: URL, options: RequestOptions, headers: Headers, body?: string) {
    // The caller's signal, or ours after REQUEST_TIMEOUT_MS: a request never hangs forever.
    const controller = new AbortController();
    const abort = () => controller.abort();
    const timer = setTimeout(abort, REQUEST_TIMEOUT_MS);
    options.signal?.addEventListener('abort', abort);
    if (options.signal?.aborted) abort();
    try {
      const response = await fetchImpl(url.href, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: controller.signal,
        credentials: options.credentials,
      });
      if (url.origin === api.origin) report(true);
      return response;
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      if (url.origin === api.origin) report(false);
      throw new ApiError(controller.signal.aborted ? 'timeout' : 'network', 0);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abort);
    }
  }

  async function request<T>(path: string, options: RequestOptions): Promise<T> {
    const url = new URL(path.replace(/^\/+(?=[^/])/, ''), api);
    const headers = new Headers(options.headers);
    const bypass = headers.get(DISABLE_INTERCEPTORS_HEADER) === DISABLE_INTERCEPTORS_VALUE;
    headers.delete(DISABLE_INTERCEPTORS_HEADER);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    let body: string | undefined;
    if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    const authorize = options.auth === 'user' && !bypass && auth !== null && isSecureRoute(url);
    const token = authorize ? await auth.getAccessToken() : null;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let response = await send(url, options, headers, body);

    if (token && response.status === 401) {
      const renewed = await auth!.renewAfterRejection(token);
      if (renewed) {
        headers.set('Authorization', `Bearer ${renewed}`);
        response = await send(url, options, headers, body);
      }
    }

    if (!response.ok) {
      const error = await toApiError(response);
      // Only a refusal of the user's own token is an authorization verdict (public requests carry
      // none); a sensitive operation asking the user to confirm it is them is the screen's too.
      const verdict =
        error.kind === 'unauthorized' ||
        (error.kind === 'forbidden' && !needsReauthentication(error));
      if (token && verdict) {
        auth!.onAuthFailure(error.kind);
      }
      throw error;
    }
    if (response.status === 204) return undefined as T;
    try {
      return (await response.json()) as T;
    } catch {
      throw new ApiError('server', response.status, 'invalid_json');
    }
  }

  return {
    apiUrl,
    request,
    reachable: () => reachable,
    onReachable: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Whether the URL could reach the token endpoint: read as leniently as a server might route it
 * (the dev authority's router ignores case; others decode escapes or merge slashes). A URL that
 * cannot be decoded counts as one.
 */
function namesTokenPath(url: URL): boolean {
  let href: string;
  try {
    href = decodeURIComponent(url.href);
  } catch {
    return true;
  }
  return href
    .toLowerCase()
    .replace(/[/\\]+/g, '/')
    .includes(TOKEN_PATH);
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
  return new ApiError(
    kindForStatus(response.status),
    response.status,
    code,
    fields,
    retryAfter,
    parsed as Record<string, unknown>,
  );
}
