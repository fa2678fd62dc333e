// The browser blocks storage (every cookie blocked, some private modes and web views): touching
// localStorage or sessionStorage throws. The screens still show, in the system's theme and
// language, and a choice holds for the page.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { mockFetch, testConfig } from '../test/render';
import { AccountRoutes } from './AccountRoutes';
import { AuthProvider } from './AuthProvider';

const saved = {
  localStorage: Object.getOwnPropertyDescriptor(window, 'localStorage')!,
  sessionStorage: Object.getOwnPropertyDescriptor(window, 'sessionStorage')!,
  languages: Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!,
};

function blockStorage() {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
}

function system({ dark, languages }: { dark: boolean; languages: string[] }) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <StrictMode>
      <AuthProvider config={testConfig}>
        <BrowserRouter>
          <AccountRoutes standalone />
        </BrowserRouter>
      </AuthProvider>
    </StrictMode>,
  );
}

beforeEach(() => {
  mockFetch(() => ({ status: 404, body: {} }));
  blockStorage();
});

afterEach(() => {
  Object.defineProperty(window, 'localStorage', saved.localStorage);
  Object.defineProperty(window, 'sessionStorage', saved.sessionStorage);
  Object.defineProperty(navigator, 'languages', saved.languages);
  delete (window as Partial<Window>).matchMedia;
  window.history.replaceState(null, '', '/');
});

describe('storage blocked by the browser', () => {
  it('shows the screen in the system’s theme and language, without an error', async () => {
    system({ dark: true, languages: ['es-AR', 'en'] });
    const errors = jest.spyOn(console, 'error');
    const { container } = renderAt('/forbidden');
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeInTheDocument();
    expect(container.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'dark');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('a language the browser prefers that we lack: the next one it lists, else the default', async () => {
    system({ dark: false, languages: ['de-DE', 'pt-PT'] });
    const { container, unmount } = renderAt('/forbidden');
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    expect(container.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'light');
    unmount();
    system({ dark: false, languages: ['de-DE'] });
    renderAt('/forbidden');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });

  it('a language chosen with the switch holds for the page', async () => {
    system({ dark: false, languages: ['en-US'] });
    renderAt('/forbidden');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Language' }),
      'Português (Brasil)',
    );
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
  });
});
