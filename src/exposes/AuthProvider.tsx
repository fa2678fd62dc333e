export { AuthProvider, AuthProvider as default } from '../auth/AuthProvider';
export type { AuthProviderProps } from '../auth/AuthProvider';
export { useAccount } from '../auth/SessionContext';
export type { AccountState, AccountStatus } from '../auth/SessionContext';
export type { Profile } from '../api/users';
export type { AccountConfig, AccountConfigInput } from '../config/config';
