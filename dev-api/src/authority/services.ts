// The platform's services plus the authority's: the OIDC provider (for `requireUser`) and recent
// authentication (for `requireRecent`). Capabilities' router factories build on this type.
import type Provider from 'oidc-provider';
import type { PlatformServices } from '../platform/services.ts';
import type { RecentAuth } from './recent-auth.ts';

export interface AuthorityServices extends PlatformServices {
  provider: Provider;
  recentAuth: RecentAuth;
}
