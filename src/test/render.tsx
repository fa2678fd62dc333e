import { act, render, type RenderResult } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthProvider } from '../app/AuthProvider';
import type { AccountConfigInput } from '../config/config';
import { AccountIntl } from '../i18n/LanguageProvider';
import type { Theme } from '../theme/theme';

export const testConfig: AccountConfigInput = {
  apiUrl: 'http://api.test',
  redirectAllowedOrigins: ['https://partner.example.com'],
};

interface Options {
  /** Initial URL inside the app (path + query). */
  route?: string;
  /** The route pattern the element is mounted at (defaults to every path). */
  path?: string;
  theme?: Theme;
  /** The host's `language` prop. */
  language?: string;
  config?: Partial<AccountConfigInput>;
  /** Render into this element (React replaces what it holds), not a new one. */
  container?: HTMLElement;
}

/** Shows the router's current location, so tests can assert navigation as a user would see it. */
function LocationProbe() {
  const location = useLocation();
  return <div aria-label="location">{location.pathname + location.search}</div>;
}

/**
 * Renders inside every provider the account screens need, in StrictMode (effects run twice, as in
 * development), with a memory router.
 */
export function renderWithProviders(ui: ReactElement, options: Options = {}): RenderResult {
  const config = { ...testConfig, ...options.config };
  return render(
    <StrictMode>
      <AuthProvider config={config} theme={options.theme} language={options.language}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          {/* What AccountRoutes puts around the screens. */}
          <AccountIntl>
            <Routes>
              <Route path={options.path ?? '*'} element={ui} />
              <Route path="*" element={null} />
            </Routes>
          </AccountIntl>
          <LocationProbe />
        </MemoryRouter>
      </AuthProvider>
    </StrictMode>,
    options.container ? { container: options.container } : undefined,
  );
}

/**
 * Waits, inside act, for the session engine's chunk: off the public screens the session store
 * loads it at mount, and it arrives a few microtasks later. A test that awaits nothing else (its
 * subject shows at once) awaits this, so the engine does not update the tree after the test.
 */
export async function sessionEngineLoaded(): Promise<void> {
  await act(async () => {
    // The same module the session store imports: once this resolves, its import has too.
    await import('../session/SessionEngine');
  });
}

/** A fetch double that answers JSON; installed on `globalThis.fetch` (the client's boundary). */
export function mockFetch(
  handler: (
    url: string,
    init?: RequestInit,
  ) => { status?: number; body?: unknown } | Promise<never>,
): jest.Mock {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = await handler(String(input), init);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

/**
 * The API's refusal of a sensitive action when the session's last authentication is too old
 * (`403 reauthentication_required`, api/openapi.yaml), as `mockFetch` answers it.
 */
export function reauthenticationRequired(
  methods: ('password' | 'passkey')[] = ['password'],
  codeRequired = false,
) {
  return {
    status: 403,
    body: { error: 'reauthentication_required', message: 'x', maxAge: 600, methods, codeRequired },
  };
}
