import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/errors';
import { leavePage } from '../../lib/navigate';

/** Goes where the authority sends a finished step: only ever the authority itself. */
export function followAuthority(api: ApiClient, redirectTo: string): void {
  const target = new URL(redirectTo, api.apiUrl);
  if (target.origin !== new URL(api.apiUrl).origin) {
    throw new ApiError('server', 200, 'bad_redirect');
  }
  leavePage(target.href);
}
