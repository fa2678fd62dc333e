// GET /whitelabels/:id?app=account — a tenant's brand for the white-labelled pages (api/openapi.yaml).
import Router from '@koa/router';
import type { Db } from '../platform/db.ts';
import { ApiError, type FieldErrors } from '../platform/errors.ts';
import { logoUrl } from './logos.ts';
import type { PlatformServices } from '../platform/services.ts';

/** White-label ids, as the front end accepts them from the `whitelabel` query parameter. */
export const whitelabelIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** White-label application names this API knows; the account front end is `account`. */
export const whitelabelApps: readonly string[] = ['account'];

export interface Whitelabel {
  id: string;
  name: string;
  logo: string;
  logoDark: string;
  primaryColor?: string;
  idleTimeoutMinutes?: number;
  keepSignedInDefault?: boolean;
  documents?: { terms: string; privacy: string };
  emailCodes?: boolean;
  onboardingOrganisation?: boolean;
  identifierFirst?: boolean;
}

interface TenantRow {
  id: string;
  name: string;
  primary_color: string | null;
  logo_file: string;
  logo_dark_file: string;
  idle_timeout_minutes: number | null;
  keep_signed_in_default: number;
  terms_url: string | null;
  privacy_url: string | null;
  email_codes: number;
  onboarding_organisation: number;
  identifier_first: number;
}

export function findWhitelabel(db: Db, id: string, publicUrl: string): Whitelabel | null {
  const row = db
    .prepare<[string], TenantRow>(
      `SELECT id, name, primary_color, logo_file, logo_dark_file, idle_timeout_minutes,
              keep_signed_in_default,
              terms_url, privacy_url, email_codes, onboarding_organisation, identifier_first
       FROM tenants WHERE id = ?`,
    )
    .get(id);
  if (!row) return null;
  const whitelabel: Whitelabel = {
    id: row.id,
    name: row.name,
    logo: logoUrl(publicUrl, row.logo_file),
    logoDark: logoUrl(publicUrl, row.logo_dark_file),
  };
  if (row.primary_color) whitelabel.primaryColor = row.primary_color;
  if (row.idle_timeout_minutes !== null) whitelabel.idleTimeoutMinutes = row.idle_timeout_minutes;
  // Said only where it differs from the default (checked).
  if (row.keep_signed_in_default === 0) whitelabel.keepSignedInDefault = false;
  if (row.email_codes === 1) whitelabel.emailCodes = true;
  if (row.onboarding_organisation === 1) whitelabel.onboardingOrganisation = true;
  if (row.identifier_first === 1) whitelabel.identifierFirst = true;
  // Both or neither: a path is this API's own (the development stand-in), made absolute.
  if (row.terms_url && row.privacy_url) {
    whitelabel.documents = {
      terms: new URL(row.terms_url, publicUrl).href,
      privacy: new URL(row.privacy_url, publicUrl).href,
    };
  }
  return whitelabel;
}

export function whitelabelRoutes({
  db,
  publicUrl,
}: Pick<PlatformServices, 'db' | 'publicUrl'>): Router[] {
  const router = new Router();

  router.get('/whitelabels/:id', (ctx) => {
    const id = ctx.params.id ?? '';
    const app = ctx.query.app;
    const fields: FieldErrors = {};
    if (!whitelabelIdPattern.test(id)) fields.id = 'invalid';
    if (app === undefined || app === '') fields.app = 'required';
    else if (typeof app !== 'string' || !whitelabelApps.includes(app)) fields.app = 'unknown';
    if (Object.keys(fields).length > 0) {
      throw ApiError.validation(fields, 'Expected a white-label id and ?app=account.');
    }

    const whitelabel = findWhitelabel(db, id, publicUrl);
    if (!whitelabel) throw ApiError.notFound(`No white label with id "${id}".`);
    ctx.body = whitelabel;
  });

  return [router];
}

/** The tenant's display name (the authenticator app's label for its accounts), if it exists. */
export function tenantName(db: Db, id: string): string | undefined {
  return db.prepare<[string], { name: string }>('SELECT name FROM tenants WHERE id = ?').get(id)
    ?.name;
}
