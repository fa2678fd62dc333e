// A host with no build-time remote: it registers `account` at run time, so its federation plugin
// cannot fetch types by itself (consumeTypes needs a remote it knows at build time). It reads
// them from the remote's @mf-types instead, mapped to `account/*` in tsconfig.json: what the
// README tells a host to do, checked by scripts/build.test.mjs against the real build.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AccountRoutesProps } from 'account/AccountRoutes';
import type {
  AccountState,
  AuthProviderProps,
  OrganizationChange,
  OrganizationsState,
} from 'account/AuthProvider';
import type { ReactElement } from 'react';

registerRemotes([{ name: 'account', entry: 'https://account.example.com/mf-manifest.json' }]);

async function load<M>(id: string): Promise<M> {
  const module = await loadRemote<M>(id);
  if (!module) throw new Error(`${id} did not load`);
  return module;
}

export async function accountArea(): Promise<ReactElement> {
  const { AuthProvider } =
    await load<typeof import('account/AuthProvider')>('account/AuthProvider');
  const { AccountRoutes } =
    await load<typeof import('account/AccountRoutes')>('account/AccountRoutes');
  const { WhitelabelLogo } =
    await load<typeof import('account/WhitelabelLogo')>('account/WhitelabelLogo');
  const { OrganizationSwitcher, RequireOrganization } = await load<
    typeof import('account/OrganizationSwitcher')
  >('account/OrganizationSwitcher');
  const onOrganizationChange = (event: OrganizationChange) => event.organization?.id;
  const config: AuthProviderProps['config'] = {
    apiUrl: 'https://api.example.com',
    basePath: '/account',
  };
  const routes: AccountRoutesProps = {};
  return (
    <AuthProvider
      config={config}
      theme="dark"
      language="pt-BR"
      onOrganizationChange={onOrganizationChange}
    >
      <WhitelabelLogo height={28} />
      <OrganizationSwitcher />
      <RequireOrganization minRole="admin">
        <AccountRoutes {...routes} />
      </RequireOrganization>
    </AuthProvider>
  );
}

// The types are the remote's own, not `any`: each line below must be an error.
export async function mistakes(): Promise<ReactElement[]> {
  const { AuthProvider } =
    await load<typeof import('account/AuthProvider')>('account/AuthProvider');
  // @ts-expect-error: a status is 'loading', 'anonymous' or 'signed-in'
  const status: AccountState['status'] = 'authenticated';
  // @ts-expect-error: the organisations' status is 'loading', 'none', 'ready' or 'error'
  const organizations: OrganizationsState['status'] = 'signed-in';
  return [
    <p key="status">{status}</p>,
    <p key="organizations">{organizations}</p>,
    // @ts-expect-error: AuthProvider needs its config
    <AuthProvider key="a">{null}</AuthProvider>,
    // @ts-expect-error: the theme is 'light' or 'dark'
    <AuthProvider key="b" config={{ apiUrl: 'https://api.example.com' }} theme="blue">
      {null}
    </AuthProvider>,
  ];
}
