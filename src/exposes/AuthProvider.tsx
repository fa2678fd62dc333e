export { AuthProvider, AuthProvider as default } from '../auth/AuthProvider';
export type { AuthProviderProps } from '../auth/AuthProvider';
export type { AccountConfig, AccountConfigInput } from '../config/config';
