export { AuthProvider, AuthProvider as default } from '../app/AuthProvider';
export type { AuthProviderProps } from '../app/AuthProvider';
export { useAccount } from '../session/SessionContext';
export type { AccountState, AccountStatus } from '../session/SessionContext';
export type { Profile } from '../api/users';
export type { AccountConfig, AccountConfigInput } from '../config/config';
export { useOrganizations } from '../features/organisations/context';
export type {
  OrganizationChange,
  OrganizationMembership,
  OrganizationRole,
  OrganizationsState,
  OrganizationsStatus,
} from '../features/organisations/context';
