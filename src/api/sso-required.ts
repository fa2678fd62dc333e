// Enterprise SSO's enforcement (docs/enterprise-sso.md): the start URL a password refusal
// (`403 sso_required`) names. Apart from ./enterprise-sso.ts, which the sign-in form loads lazily.
import { ApiError } from './errors';

/** The organisation's SSO start of a password refused with `sso_required`, else null. */
export function ssoRequiredStart(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'sso_required') return null;
  const startUrl = error.body?.startUrl;
  return typeof startUrl === 'string' ? startUrl : null;
}
