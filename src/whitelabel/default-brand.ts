import type { Brand } from '../api/whitelabels';
import logo from './assets/default-logo.svg';
import logoDark from './assets/default-logo-dark.svg';

/** The platform's own brand: shown with no tenant, or when the tenant's brand cannot load. */
export const defaultBrand: Brand = { id: 'default', name: 'Account', logo, logoDark };
