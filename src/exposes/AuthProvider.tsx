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
// Session care's host API (docs/session-care.md, "Hosts"): the events and a host's own warning.
export type { SessionDeadlineCause, SessionEndReason, SessionEvent } from '../session/session-care';
export type { SessionWarningProps } from '../app/SessionCare';
