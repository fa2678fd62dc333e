import { screen, waitFor } from '@testing-library/react';
import { mockFetch, renderWithProviders, sessionEngineLoaded } from '../test/render';
import { WhitelabelLogo } from './WhitelabelLogo';

const globex = {
  id: 'globex',
  name: 'Globex',
  logo: 'https://cdn.test/logos/globex.svg',
  logoDark: 'https://cdn.test/logos/globex-dark.svg',
};
// Where tenant logos may come from (the test API, http://api.test, is not https).
const config = { logoOrigins: ['https://cdn.test'] };

function setSystemDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('WhitelabelLogo', () => {
  beforeEach(() => {
    localStorage.clear();
    setSystemDark(false);
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the platform brand when no tenant is chosen, 40px high', async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    renderWithProviders(<WhitelabelLogo />);
    await sessionEngineLoaded();
    const logo = screen.getByRole('img', { name: 'Account' });
    expect(logo).toHaveAttribute('src', 'default-logo.svg');
    expect(logo).toHaveStyle({ height: '40px' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("loads the tenant's brand and uses its name as alt text", async () => {
    window.history.replaceState(null, '', '/?whitelabel=globex');
    const fetch = mockFetch(() => ({ body: globex }));
    renderWithProviders(<WhitelabelLogo height={28} />, { config });
    const logo = await screen.findByRole('img', { name: 'Globex' });
    expect(logo).toHaveAttribute('src', globex.logo);
    expect(logo).toHaveStyle({ height: '28px' });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://api.test/whitelabels/globex?app=account');
  });

  it('shows the dark logo under a dark system preference', async () => {
    setSystemDark(true);
    localStorage.setItem('whitelabelId', 'globex');
    mockFetch(() => ({ body: globex }));
    renderWithProviders(<WhitelabelLogo />, { config });
    expect(await screen.findByRole('img', { name: 'Globex' })).toHaveAttribute(
      'src',
      globex.logoDark,
    );
  });

  it("asks for the tenant's logo (its theme's variant) once the brand is known, before a screen shows it", async () => {
    setSystemDark(true);
    localStorage.setItem('whitelabelId', 'globex');
    mockFetch(() => ({ body: globex }));
    const asked: HTMLImageElement[] = [];
    const NativeImage = window.Image;
    jest.spyOn(window, 'Image').mockImplementation(() => {
      const image = new NativeImage();
      asked.push(image);
      return image;
    });
    // A screen that shows no logo yet (the account centre's header comes after its data).
    renderWithProviders(<p>Loading</p>, { config });
    await waitFor(() => expect(asked.map((image) => image.src)).toEqual([globex.logoDark]));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("follows the host's theme over the system preference", async () => {
    setSystemDark(false);
    localStorage.setItem('whitelabelId', 'globex');
    mockFetch(() => ({ body: globex }));
    renderWithProviders(<WhitelabelLogo />, { config, theme: 'dark' });
    expect(await screen.findByRole('img', { name: 'Globex' })).toHaveAttribute(
      'src',
      globex.logoDark,
    );
  });

  it('shows the light logo on a light surface the host names, even under the dark theme', async () => {
    localStorage.setItem('whitelabelId', 'globex');
    mockFetch(() => ({ body: globex }));
    renderWithProviders(<WhitelabelLogo surface="light" />, { config, theme: 'dark' });
    expect(await screen.findByRole('img', { name: 'Globex' })).toHaveAttribute('src', globex.logo);
  });

  it('uses the default dark logo with no tenant under the dark theme', async () => {
    mockFetch(() => ({ body: {} }));
    renderWithProviders(<WhitelabelLogo />, { theme: 'dark' });
    await sessionEngineLoaded();
    expect(screen.getByRole('img', { name: 'Account' })).toHaveAttribute(
      'src',
      'default-logo-dark.svg',
    );
  });

  it('falls back to the platform brand when the tenant cannot load', async () => {
    localStorage.setItem('whitelabelId', 'gone');
    mockFetch(() => ({ status: 404, body: { error: 'not_found', message: 'no' } }));
    renderWithProviders(<WhitelabelLogo />);
    expect(await screen.findByRole('img', { name: 'Account' })).toBeInTheDocument();
  });

  it('falls back when the server answers something that is not a brand', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('whitelabelId', 'acme');
    mockFetch(() => ({ body: { id: 'acme' } }));
    renderWithProviders(<WhitelabelLogo />);
    expect(await screen.findByRole('img', { name: 'Account' })).toBeInTheDocument();
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['plain http', 'http://cdn.test/logos/globex.svg'],
    ['a tracking pixel elsewhere', 'https://tracker.example.net/p.gif?u=1'],
  ])('refuses a brand whose logo is %s: the platform brand shows', async (_label, logo) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('whitelabelId', 'globex');
    mockFetch(() => ({ body: { ...globex, logo } }));
    const { container } = renderWithProviders(<WhitelabelLogo />, { config });
    expect(await screen.findByRole('img', { name: 'Account' })).toHaveAttribute(
      'src',
      'default-logo.svg',
    );
    expect(container.innerHTML).not.toContain(logo);
    expect(warn).toHaveBeenCalledWith('The brand of globex was refused (logo)');
  });

  it("accepts logos from the API's own origin by default (the dev API serves them there)", async () => {
    localStorage.setItem('whitelabelId', 'globex');
    const fromApi = {
      ...globex,
      logo: 'http://localhost:4000/logos/globex.svg',
      logoDark: 'http://localhost:4000/logos/globex-dark.svg',
    };
    mockFetch(() => ({ body: fromApi }));
    renderWithProviders(<WhitelabelLogo />, { config: { apiUrl: 'http://localhost:4000' } });
    expect(await screen.findByRole('img', { name: 'Globex' })).toHaveAttribute('src', fromApi.logo);
  });

  it('shows no logo (and no default brand flash) while the tenant loads', async () => {
    localStorage.setItem('whitelabelId', 'acme');
    mockFetch(() => new Promise<never>(() => {}));
    renderWithProviders(<WhitelabelLogo />);
    await sessionEngineLoaded();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
