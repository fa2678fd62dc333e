// The fourth exposed module (README, "Embedding the remote in a host"): the organisation switcher
// for a host's header and the guard for a host's pages that need an organisation. A module of its
// own so a host loads it once someone is signed in, never with the sign-in screen.
export {
  OrganizationSwitcher,
  OrganizationSwitcher as default,
} from '../features/organisations/OrganizationSwitcher';
export type { OrganizationSwitcherProps } from '../features/organisations/OrganizationSwitcher';
export { RequireOrganization } from '../features/organisations/RequireOrganization';
export type { RequireOrganizationProps } from '../features/organisations/RequireOrganization';
