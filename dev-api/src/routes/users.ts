// GET|PATCH /users/me: the signed-in user's profile.
import Router from '@koa/router';
import type Provider from 'oidc-provider';
import type { Db } from '../db.ts';
import { ApiError, type FieldErrors } from '../errors.ts';
import { requireUser, type AuthState } from '../oidc/require-user.ts';

export interface Profile {
  sub: string;
  email: string;
  name: string;
  locale: string;
  tenantId: string | null;
  onboardingCompleted: boolean;
}

interface ProfileRow {
  id: string;
  email: string;
  name: string;
  locale: string;
  tenant_id: string | null;
  onboarding_completed: number;
  disabled: number;
}

const LOCALES = new Set(['en', 'pt-BR', 'es']);

export function userRoutes(db: Db, provider: Provider): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/users/me' });
  const find = db.prepare<[string], ProfileRow>(
    'SELECT id, email, name, locale, tenant_id, onboarding_completed, disabled FROM users WHERE id = ?',
  );

  function load(userId: string): Profile {
    const row = find.get(userId);
    if (!row) {
      throw new ApiError(401, 'invalid_token', 'Sign in again.', {
        headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
      });
    }
    if (row.disabled) throw new ApiError(403, 'account_disabled', 'This account is disabled.');
    return {
      sub: row.id,
      email: row.email,
      name: row.name,
      locale: row.locale,
      tenantId: row.tenant_id,
      onboardingCompleted: row.onboarding_completed === 1,
    };
  }

  router.use(requireUser(provider));

  router.get('/', (ctx) => {
    ctx.body = load(ctx.state.userId);
  });

  router.patch('/', (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const fields: FieldErrors = {};
    const updates: Record<string, string | number> = {};
    if ('name' in body) {
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      if (!name) fields.name = 'required';
      else if (name.length > 100) fields.name = 'too_long';
      else updates.name = name;
    }
    if ('locale' in body) {
      if (typeof body.locale !== 'string' || !LOCALES.has(body.locale)) fields.locale = 'invalid';
      else updates.locale = body.locale;
    }
    if ('onboardingCompleted' in body) {
      if (typeof body.onboardingCompleted !== 'boolean') fields.onboardingCompleted = 'invalid';
      else updates.onboarding_completed = body.onboardingCompleted ? 1 : 0;
    }
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields);
    load(ctx.state.userId); // 401/403 before writing
    const columns = Object.keys(updates);
    if (columns.length > 0) {
      const set = columns.map((column) => `${column} = @${column}`).join(', ');
      db.prepare(`UPDATE users SET ${set} WHERE id = @id`).run({
        ...updates,
        id: ctx.state.userId,
      });
    }
    ctx.body = load(ctx.state.userId);
  });

  return router;
}
