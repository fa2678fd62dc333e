import { Component, Suspense, use, useMemo, type ReactNode } from 'react';
import { NavLink, Route, Routes } from 'react-router-dom';
import { loadAccountRemote, type AccountRemote } from './remote';
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
}

/** The shell renders at once; the account remote arrives when it arrives, or fails readably. */
export function App({ account, manifestUrl }: AppProps) {
  const remote = useMemo(() => loadAccountRemote(manifestUrl), [manifestUrl]);
  return (
    <RemoteErrorBoundary fallback={(error) => <Shell error={error} />}>
      <Suspense fallback={<Shell loading />}>
        <WithRemote remote={remote} settings={account} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function WithRemote({
  remote,
  settings,
}: {
  remote: Promise<AccountRemote>;
  settings: AccountSettings;
}) {
  const account = use(remote);
  const config = useMemo(() => ({ ...settings, basePath: '/account' }), [settings]);
  return (
    <account.AuthProvider config={config}>
      <Shell account={account} />
    </account.AuthProvider>
  );
}

interface ShellProps {
  account?: AccountRemote;
  loading?: boolean;
  error?: Error;
}

function Shell({ account, loading, error }: ShellProps) {
  const accountArea = account ? (
    <account.AccountRoutes />
  ) : error ? (
    <div role="alert" className="host-error">
      <h2>The account area is unavailable</h2>
      <p>It could not be loaded from its server. Check your connection and reload the page.</p>
      <p className="host-detail">{error.message}</p>
    </div>
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
          <NavLink to="/account">Account</NavLink>
        </nav>
        <div className="host-user">
          {account ? (
            <>
              <span className="host-logo">
                <account.WhitelabelLogo height={28} surface="light" />
              </span>
              <SignedInUser useAccount={account.useAccount} />
            </>
          ) : null}
        </div>
      </header>
      <main className="host-main">
        <Routes>
          <Route path="/" element={<HostHome />} />
          <Route path="/account/*" element={accountArea} />
        </Routes>
      </main>
    </div>
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
