import { Component, useEffect, useMemo, useState, type ReactNode } from 'react';
import { NavLink, Route, Routes, useLocation } from 'react-router';
import type { OrganizationChange } from '../../src/exposes/AuthProvider';
import {
  AccountUnavailable,
  loadAccountRemote,
  loadOrganizations,
  type AccountRemote,
  type OrganizationsRemote,
} from './remote';
import './shell.css';

/** What this platform hands the account remote (its `AuthProvider` config, docs/architecture.md, "Configuration"). */
export interface AccountSettings {
  apiUrl: string;
  /** Where tenant logos may load from; absent: the API's origin. */
  logoOrigins?: string[];
  posthog?: { key: string; host: string } | null;
}

interface AppProps {
  account: AccountSettings;
  manifestUrl: string;
  /** The standalone account app, linked from the fallback (default: the manifest's origin). */
  appUrl?: string;
}

/**
 * What `promise` resolves to once it has (undefined until then), through a state update. Not
 * `use()` under a Suspense boundary: React holds back the reveal of every boundary on the page,
 * the account remote's screens included, until 300 ms after the last fallback it showed, so the
 * sign-in form came ~240 ms after its code (README, "Loading the remote").
 */
function useArrived<T>(promise: Promise<T>): T | undefined {
  const [settled, setSettled] = useState<{ of: Promise<T>; value: T } | null>(null);
  useEffect(() => {
    let live = true;
    void promise.then((value) => {
      if (live) setSettled({ of: promise, value });
    });
    return () => {
      live = false;
    };
  }, [promise]);
  return settled?.of === promise ? settled.value : undefined;
}

/** The shell renders at once; the account remote arrives when it arrives, or fails readably. */
export function App({ account, manifestUrl, appUrl }: AppProps) {
  const remote = useMemo(() => loadAccountRemote(manifestUrl), [manifestUrl]);
  const standalone = appUrl ?? new URL('/', manifestUrl).href;
  return (
    <RemoteErrorBoundary
      fallback={(error) => <Shell failure={{ error, stage: 'render' }} appUrl={standalone} />}
    >
      <WithRemote remote={remote} settings={account} appUrl={standalone} />
    </RemoteErrorBoundary>
  );
}

function WithRemote({
  remote,
  settings,
  appUrl,
}: {
  remote: Promise<AccountRemote | AccountUnavailable>;
  settings: AccountSettings;
  appUrl: string;
}) {
  const account = useArrived(remote);
  const config = useMemo(() => ({ ...settings, basePath: '/account' }), [settings]);
  // What this host's own code was told: the last change of the active organisation.
  const [change, setChange] = useState<OrganizationChange | null>(null);
  if (account === undefined) return <Shell loading appUrl={appUrl} />;
  // The federation runtime could not load it (remote.ts, accountFallbackPlugin).
  if (account instanceof AccountUnavailable) {
    const error = account.error instanceof Error ? account.error : new Error(String(account.error));
    return <Shell failure={{ error, stage: 'load' }} appUrl={appUrl} />;
  }
  return (
    <account.AuthProvider config={config} onOrganizationChange={setChange}>
      <Shell account={account} appUrl={appUrl} organizationChange={change} />
    </account.AuthProvider>
  );
}

interface ShellProps {
  account?: AccountRemote;
  loading?: boolean;
  /** The remote could not be loaded, or failed while rendering. */
  failure?: { error: Error; stage: 'load' | 'render' };
  appUrl: string;
  organizationChange?: OrganizationChange | null;
}

function Shell({ account, loading, failure, appUrl, organizationChange }: ShellProps) {
  const accountArea = account ? (
    <account.AccountRoutes />
  ) : failure ? (
    <AccountFallback failure={failure} appUrl={appUrl} />
  ) : (
    <p role="status">{loading ? 'Loading the account area…' : null}</p>
  );

  return (
    <div className="host-app">
      <header className="host-header">
        <span className="host-product">Platform</span>
        <nav aria-label="Main">
          <NavLink to="/" end>
            Home
          </NavLink>
          <NavLink to="/team">Team</NavLink>
          <NavLink to="/account">Account</NavLink>
        </nav>
        <div className="host-user">
          {account ? (
            <>
              <span className="host-logo">
                <account.WhitelabelLogo height={28} surface="light" />
              </span>
              <HostOrganization
                useAccount={account.useAccount}
                useOrganizations={account.useOrganizations}
                change={organizationChange ?? null}
              />
              <SignedInUser useAccount={account.useAccount} />
            </>
          ) : null}
        </div>
      </header>
      <main className="host-main">
        <Routes>
          <Route path="/" element={<HostHome />} />
          <Route
            path="/team"
            element={account ? <TeamPage useAccount={account.useAccount} /> : accountArea}
          />
          <Route path="/account/*" element={accountArea} />
        </Routes>
      </main>
    </div>
  );
}

/**
 * The remote's organisation components once they have arrived (useArrived: no Suspense), null
 * until then. Unavailable: the header and the page go on without them (the account area shows
 * its fallback).
 */
function useOrganizationsRemote(): OrganizationsRemote | null {
  const module = useArrived(useMemo(() => loadOrganizations(), []));
  return module === undefined || module instanceof AccountUnavailable ? null : module;
}

/**
 * The header's organisation slot: the remote's switcher (loaded once someone is signed in) and
 * what the host's own code knows: the active organisation from `useOrganizations`, and the last
 * `organization-changed` event it received.
 */
function HostOrganization({
  useAccount,
  useOrganizations,
  change,
}: {
  useAccount: AccountRemote['useAccount'];
  useOrganizations: AccountRemote['useOrganizations'];
  change: OrganizationChange | null;
}) {
  const { status } = useAccount();
  const { active } = useOrganizations();
  const organizations = useOrganizationsRemote();
  if (status !== 'signed-in') return null;
  return (
    <>
      {organizations ? <organizations.OrganizationSwitcher /> : null}
      <span className="host-org" aria-label="Host's active organisation">
        {active ? `${active.name} (${active.role})` : 'none'}
      </span>
      {change ? (
        <span className="host-org" role="status" aria-label="Host received">
          {`organization-changed: ${change.organization?.name ?? 'none'}`}
        </span>
      ) : null}
    </>
  );
}

/** The header's user slot, fed by the remote's AuthProvider. */
function SignedInUser({ useAccount }: { useAccount: AccountRemote['useAccount'] }) {
  const { status, profile, signIn, signOut } = useAccount();
  if (status === 'loading') return null;
  if (status === 'anonymous') {
    return (
      <button type="button" onClick={() => void signIn('/account')}>
        Sign in
      </button>
    );
  }
  return (
    <>
      <span aria-label="Signed-in user">{profile?.name ?? ''}</span>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </>
  );
}

/**
 * The account area when the remote cannot be loaded: what happened, and the same page in the
 * standalone account app (its routes are the ones under /account here).
 */
function AccountFallback({
  failure: { error, stage },
  appUrl,
}: {
  failure: NonNullable<ShellProps['failure']>;
  appUrl: string;
}) {
  const { pathname, search } = useLocation();
  return (
    <div role="alert" className="host-error">
      <h2>The account area is unavailable</h2>
      {stage === 'load' ? (
        <p>It could not be loaded from its server. Check your connection and reload the page.</p>
      ) : (
        <p>It stopped working on this page. Reload the page to try again.</p>
      )}
      <p>
        <a href={standaloneLink(pathname, search, appUrl)}>Open the account app</a>
      </p>
      <p className="host-detail">{error.message}</p>
    </div>
  );
}

/**
 * `/account/<route>?<query>` of this host as a URL of the standalone app. The route comes from the
 * address bar: it stays a path under the app (never `//other.origin` or `javascript:`).
 */
function standaloneLink(pathname: string, search: string, appUrl: string): string {
  const route = pathname.replace(/^\/account(?=\/|$)/, '').replace(/^\/+/, '');
  const url = new URL(`./${route}${search}`, appUrl);
  return url.origin === new URL(appUrl).origin ? url.href : appUrl;
}

/**
 * A page of the host's own that needs an organisation where the person is at least an admin: the
 * remote's guard sends anyone else to the account's `forbidden` screen, which says why and offers
 * the way forward, then comes back here.
 */
function TeamPage({ useAccount }: { useAccount: AccountRemote['useAccount'] }) {
  const { status, signIn } = useAccount();
  const organizations = useOrganizationsRemote();
  if (status === 'loading') return null;
  if (status === 'anonymous') {
    return (
      <section className="host-page">
        <button type="button" onClick={() => void signIn('/team')}>
          Sign in
        </button>
      </section>
    );
  }
  return (
    organizations && (
      <organizations.RequireOrganization minRole="admin">
        <section className="host-page">
          <h1>Team settings</h1>
          <p>Only an organisation's owners and admins see this page.</p>
        </section>
      </organizations.RequireOrganization>
    )
  );
}

function HostHome() {
  return (
    <section className="host-page">
      <h1>Platform home</h1>
      <p>
        This page belongs to the host shell. The account area under <code>/account</code> is the
        federated <code>account</code> remote, loaded at run time from its manifest.
      </p>
    </section>
  );
}

interface BoundaryProps {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
