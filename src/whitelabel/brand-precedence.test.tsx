import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Profile } from '../api/users';
import { SessionContext, useSession } from '../session/SessionContext';
import { mockFetch, renderWithProviders } from '../test/render';
import { brandTenant, useSignUpTenant, WhitelabelProvider } from './WhitelabelContext';
import { WhitelabelLogo } from './WhitelabelLogo';

const brandOf = (id: string, name: string) => ({
  id,
  name,
  logo: `https://cdn.test/logos/${id}.svg`,
  logoDark: `https://cdn.test/logos/${id}-dark.svg`,
});
const config = { logoOrigins: ['https://cdn.test'] };
const profile = (tenantId: string | null) => ({ tenantId }) as Profile;

describe('brandTenant', () => {
  it("a visitor sees the link's tenant", () => {
    expect(brandTenant({ status: 'anonymous', profile: null }, 'globex')).toBe('globex');
    expect(brandTenant({ status: 'anonymous', profile: null }, null)).toBeNull();
  });

  it('a signed-in user sees their own tenant, never the link’s', () => {
    const signedIn = { status: 'signed-in' as const, profile: profile('acme') };
    expect(brandTenant(signedIn, 'globex')).toBe('acme');
    // A user with no tenant gets the platform's brand, not the link's.
    expect(brandTenant({ ...signedIn, profile: profile(null) }, 'globex')).toBeNull();
  });

  it('before the profile, the tenant the ID token names (none included); the profile decides', () => {
    const token = (tenantId: string | null) => ({ sub: 'u', methods: [], at: 0, tenantId });
    const early = { status: 'signed-in' as const, profile: null };
    expect(brandTenant({ ...early, authentication: token('acme') }, 'globex')).toBe('acme');
    expect(brandTenant({ ...early, authentication: token('acme') }, null)).toBe('acme');
    expect(brandTenant({ ...early, authentication: token(null) }, 'globex')).toBeNull();
    expect(
      brandTenant(
        { status: 'signed-in', profile: profile('initech'), authentication: token('acme') },
        null,
      ),
    ).toBe('initech');
    // A session still loading has no word from a token yet.
    expect(
      brandTenant({ status: 'loading', profile: null, authentication: token('acme') }, 'globex'),
    ).toBeUndefined();
  });

  it("waits (no brand) while a link's tenant could still be overruled by the session", () => {
    expect(brandTenant({ status: 'loading', profile: null }, 'globex')).toBeUndefined();
    expect(brandTenant({ status: 'signed-in', profile: null }, 'globex')).toBeUndefined();
    // The profile cannot load: the platform's brand, not the link's.
    expect(
      brandTenant({ status: 'signed-in', profile: null, profileError: new Error('x') }, 'globex'),
    ).toBeNull();
    // No link: the platform's brand meanwhile, as before.
    expect(brandTenant({ status: 'loading', profile: null }, null)).toBeNull();
  });
});

function SignedIn({ tenantId, children }: { tenantId: string | null; children: ReactNode }) {
  const session = useSession();
  return (
    <SessionContext.Provider
      value={{ ...session, status: 'signed-in', profile: profile(tenantId) }}
    >
      <WhitelabelProvider>{children}</WhitelabelProvider>
    </SessionContext.Provider>
  );
}

function SignUpTenant() {
  const { tenantId, joinCode } = useSignUpTenant();
  return <output aria-label="sign-up tenant">{`${tenantId}/${joinCode}`}</output>;
}

describe('WhitelabelProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => jest.restoreAllMocks());

  const brands = () =>
    mockFetch((url) => {
      const id = new URL(url).pathname.split('/').pop()!;
      return { body: id === 'acme' ? brandOf('acme', 'Acme') : brandOf('globex', 'Globex') };
    });

  it("keeps a signed-in user's own brand when a link names another tenant", async () => {
    window.history.replaceState(null, '', '/?whitelabel=globex&join=globex-demo-join');
    const fetch = brands();
    renderWithProviders(
      <SignedIn tenantId="acme">
        <WhitelabelLogo />
      </SignedIn>,
      { config },
    );
    expect(await screen.findByRole('img', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Globex' })).not.toBeInTheDocument();
    // Asked for Acme's brand; Globex's only by the test's outer provider, whose session is
    // anonymous (renderWithProviders' own), when its session engine has loaded in time.
    expect(fetch.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('/whitelabels/acme'),
    );
  });

  it('a link stored earlier does not brand a signed-in user either', async () => {
    localStorage.setItem('whitelabelId', 'globex');
    brands();
    renderWithProviders(
      <SignedIn tenantId="acme">
        <WhitelabelLogo />
      </SignedIn>,
      { config },
    );
    expect(await screen.findByRole('img', { name: 'Acme' })).toBeInTheDocument();
  });

  it("brands a visitor's pages with the link, and offers its join code to a sign-up", async () => {
    window.history.replaceState(null, '', '/?whitelabel=globex&join=globex-demo-join');
    brands();
    renderWithProviders(
      <>
        <WhitelabelLogo />
        <SignUpTenant />
      </>,
      { config },
    );
    expect(await screen.findByRole('img', { name: 'Globex' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'sign-up tenant' })).toHaveTextContent(
      'globex/globex-demo-join',
    );
  });

  it("a later link of another tenant drops the earlier tenant's join code", async () => {
    window.history.replaceState(null, '', '/?whitelabel=globex&join=globex-demo-join');
    brands();
    const first = renderWithProviders(<SignUpTenant />, { config });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('globex/globex-demo-join'),
    );
    first.unmount();
    window.history.replaceState(null, '', '/?whitelabel=acme');
    renderWithProviders(<SignUpTenant />, { config });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('acme/null'));
  });
});
