import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AccountRoutesProps } from '../../src/exposes/AccountRoutes';
import type { AuthProviderProps } from '../../src/exposes/AuthProvider';
import type { WhitelabelLogoProps } from '../../src/exposes/WhitelabelLogo';
import type { ComponentType } from 'react';

// In this repository the host reads the remote's types from source; an outside host gets the
// same declarations from the remote's published @mf-types (see the README).
export interface AccountRemote {
  AuthProvider: ComponentType<AuthProviderProps>;
  AccountRoutes: ComponentType<AccountRoutesProps>;
  WhitelabelLogo: ComponentType<WhitelabelLogoProps>;
}

async function load<K extends keyof AccountRemote>(name: K): Promise<AccountRemote[K]> {
  const module = await loadRemote<Record<K, AccountRemote[K]>>(`account/${name}`);
  const component = module?.[name];
  if (!component) throw new Error(`account/${name} did not load`);
  return component;
}

/** Registers the remote from its manifest URL (configuration, not build input) and loads it. */
export async function loadAccountRemote(manifestUrl: string): Promise<AccountRemote> {
  registerRemotes([{ name: 'account', entry: manifestUrl }]);
  const [AuthProvider, AccountRoutes, WhitelabelLogo] = await Promise.all([
    load('AuthProvider'),
    load('AccountRoutes'),
    load('WhitelabelLogo'),
  ]);
  return { AuthProvider, AccountRoutes, WhitelabelLogo };
}
