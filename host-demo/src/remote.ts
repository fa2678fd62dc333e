import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { AccountRoutesProps } from '../../src/exposes/AccountRoutes';
import type {
  AccountState,
  AuthProviderProps,
  OrganizationsState,
} from '../../src/exposes/AuthProvider';
import type {
  OrganizationSwitcherProps,
  RequireOrganizationProps,
} from '../../src/exposes/OrganizationSwitcher';
import type { WhitelabelLogoProps } from '../../src/exposes/WhitelabelLogo';
import type { ComponentType } from 'react';

// In this repository the host reads the remote's types from source; an outside host gets the
// same declarations from the remote's published @mf-types (see the README and hosts/types/).
export interface AccountRemote {
  AuthProvider: ComponentType<AuthProviderProps>;
  /** The signed-in user, from inside the remote's AuthProvider. */
  useAccount: () => AccountState;
  /** The person's organisations and the active one, from inside the remote's AuthProvider. */
  useOrganizations: () => OrganizationsState;
  AccountRoutes: ComponentType<AccountRoutesProps>;
  WhitelabelLogo: ComponentType<WhitelabelLogoProps>;
}

/** What the runtime answers for a module of the remote it could not load (see below). */
export class AccountUnavailable {
  constructor(readonly error: unknown) {}
}

/**
 * The federation runtime's own failure hook: when a module of the `account` remote cannot be
 * loaded (its server is down, its manifest or a chunk is missing, a release that is not there),
 * `loadRemote` resolves to an AccountUnavailable instead of rejecting, and the shell shows its
 * fallback with a link to the standalone app (App.tsx). Any loadRemote('account/…') of this page
 * gets it, whoever calls it.
 */
export function accountFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'account-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // `onLoad` is the last stage of a failed loadRemote (a failed manifest fetch ends there
      // too); answering earlier stages would hand the runtime a stand-in manifest or entry.
      if (lifecycle !== 'onLoad' || !id.startsWith('account/')) return undefined;
      return new AccountUnavailable(error);
    },
  };
}

async function load<M>(name: string): Promise<M | AccountUnavailable> {
  const module = await loadRemote<M>(`account/${name}`);
  return module ?? new AccountUnavailable(new Error(`account/${name} did not load`));
}

/**
 * Registers the remote from its manifest URL (configuration, not build input) and loads it; one
 * module that cannot be loaded makes the whole remote unavailable (its parts only work together).
 */
export async function loadAccountRemote(
  manifestUrl: string,
): Promise<AccountRemote | AccountUnavailable> {
  registerPlugins([accountFallbackPlugin()]);
  registerRemotes([{ name: 'account', entry: manifestUrl }]);
  const [auth, routes, logo] = await Promise.all([
    load<Pick<AccountRemote, 'AuthProvider' | 'useAccount' | 'useOrganizations'>>('AuthProvider'),
    load<Pick<AccountRemote, 'AccountRoutes'>>('AccountRoutes'),
    load<Pick<AccountRemote, 'WhitelabelLogo'>>('WhitelabelLogo'),
  ]);
  if (auth instanceof AccountUnavailable) return auth;
  if (routes instanceof AccountUnavailable) return routes;
  if (logo instanceof AccountUnavailable) return logo;
  return {
    AuthProvider: auth.AuthProvider,
    useAccount: auth.useAccount,
    useOrganizations: auth.useOrganizations,
    AccountRoutes: routes.AccountRoutes,
    WhitelabelLogo: logo.WhitelabelLogo,
  };
}

/** The fourth exposed module: the switcher and the guard for the host's own pages. */
export interface OrganizationsRemote {
  OrganizationSwitcher: ComponentType<OrganizationSwitcherProps>;
  RequireOrganization: ComponentType<RequireOrganizationProps>;
}

let organizations: Promise<OrganizationsRemote | AccountUnavailable> | null = null;

/**
 * The organisations module, loaded once, when the header or a page first needs it (someone is
 * signed in), so the sign-in screen's first load never carries it.
 */
export function loadOrganizations(): Promise<OrganizationsRemote | AccountUnavailable> {
  organizations ??= load<OrganizationsRemote>('OrganizationSwitcher');
  return organizations;
}
