import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AccountRoutesProps } from '../../src/exposes/AccountRoutes';
import type { AccountState, AuthProviderProps } from '../../src/exposes/AuthProvider';
import type { WhitelabelLogoProps } from '../../src/exposes/WhitelabelLogo';
import type { ComponentType } from 'react';

// In this repository the host reads the remote's types from source; an outside host gets the
// same declarations from the remote's published @mf-types (see the README).
export interface AccountRemote {
  AuthProvider: ComponentType<AuthProviderProps>;
  /** The signed-in user, from inside the remote's AuthProvider. */
  useAccount: () => AccountState;
  AccountRoutes: ComponentType<AccountRoutesProps>;
  WhitelabelLogo: ComponentType<WhitelabelLogoProps>;
}

async function load<M>(name: string): Promise<M> {
  const module = await loadRemote<M>(`account/${name}`);
  if (!module) throw new Error(`account/${name} did not load`);
  return module;
}

/** Registers the remote from its manifest URL (configuration, not build input) and loads it. */
export async function loadAccountRemote(manifestUrl: string): Promise<AccountRemote> {
  registerRemotes([{ name: 'account', entry: manifestUrl }]);
  const [auth, routes, logo] = await Promise.all([
    load<Pick<AccountRemote, 'AuthProvider' | 'useAccount'>>('AuthProvider'),
    load<Pick<AccountRemote, 'AccountRoutes'>>('AccountRoutes'),
    load<Pick<AccountRemote, 'WhitelabelLogo'>>('WhitelabelLogo'),
  ]);
  return {
    AuthProvider: auth.AuthProvider,
    useAccount: auth.useAccount,
    AccountRoutes: routes.AccountRoutes,
    WhitelabelLogo: logo.WhitelabelLogo,
  };
}
