// Development-only helpers used by developers and end-to-end tests.
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { ApiError } from '../platform/errors.ts';
import { escapeHtml } from '../platform/mail-layout.ts';
import { listOutbox } from '../platform/mailer.ts';
import { eraseDueAccounts } from '../privacy/deletion.ts';
import { resetData } from './seed.ts';
import type { PlatformServices } from '../platform/services.ts';
import { accountState, findUserByEmail } from '../accounts/store.ts';
import { countPushTokens } from '../sessions/push-tokens.ts';
import { tenantName } from '../tenants/whitelabels.ts';

/**
 * Refuses a browser request sent from a page of another origin (an `Origin` header that is not
 * one of ours, `null` included): any site open in the developer's browser could otherwise POST
 * to localhost and wipe the data. Tools (curl, test runners) send no `Origin` and pass.
 */
export function refuseOtherOrigins(allowedOrigins: ReadonlySet<string>): Middleware {
  return async (ctx, next) => {
    const origin = ctx.get('Origin');
    if (origin && !allowedOrigins.has(origin)) {
      throw new ApiError(403, 'origin_not_allowed', 'This origin may not use the dev routes.');
    }
    await next();
  };
}

export function devRoutes({
  db,
  allowedOrigins,
  production,
}: Pick<PlatformServices, 'db' | 'allowedOrigins' | 'production'>): Router[] {
  const router = new Router({ prefix: '/dev' });
  // A production process never serves the development routes (404), whoever builds the app.
  if (production) return [router];

  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });
  router.use(refuseOtherOrigins(allowedOrigins));

  router.get('/outbox', (ctx) => {
    ctx.body = { messages: listOutbox(db) };
  });

  // Wipes every table and re-seeds in place, so a running server keeps its connection.
  router.post('/reset', async (ctx) => {
    await resetData(db);
    ctx.status = 204;
  });

  // The erase job of "Your data" (privacy/deletion.ts) as if it were `now`: the browser tests
  // reach the end of the 14-day grace period without moving the machine's clock. With `email`,
  // only that account: a test erases its own, not one a test running beside it scheduled.
  router.post('/erase-accounts', (ctx) => {
    const body = (ctx.request.body ?? {}) as { now?: unknown; email?: unknown };
    if (body.now === undefined) throw ApiError.validation({ now: 'required' });
    const now = typeof body.now === 'string' ? Date.parse(body.now) : Number.NaN;
    if (Number.isNaN(now)) throw ApiError.validation({ now: 'invalid' });
    if (body.email !== undefined && typeof body.email !== 'string') {
      throw ApiError.validation({ email: 'invalid' });
    }
    const only =
      typeof body.email === 'string' ? { email: body.email.trim().toLowerCase() } : undefined;
    ctx.body = { erased: eraseDueAccounts(db, () => now, only).length };
  });

  // What a mailed link could change, for the browser tests that open a link's page without
  // pressing anything (a mail scanner, a link preview) and check that nothing changed.
  router.get('/account-state', (ctx) => {
    const email = typeof ctx.query.email === 'string' ? ctx.query.email.trim().toLowerCase() : '';
    if (!email) throw ApiError.validation({ email: 'required' });
    const user = accountState(db, email);
    if (!user) throw ApiError.notFound('No such user.');
    ctx.body = {
      confirmed: user.confirmed === 1,
      deletionScheduled: user.scheduled === 1,
      frozen: user.frozen === 1,
      pushRegistrations: countPushTokens(db, user.id),
    };
  });

  // Makes a user's accepted terms and privacy notice an older version than the one in force, as
  // if the configuration had moved on since (docs/your-data.md, "Consents"): the browser tests
  // see the prompt for that user only, while other tests share the same API.
  router.post('/consents/outdate', (ctx) => {
    const body = (ctx.request.body ?? {}) as { email?: unknown };
    if (typeof body.email !== 'string' || !body.email) {
      throw ApiError.validation({ email: 'required' });
    }
    const user = findUserByEmail(db, body.email.trim().toLowerCase());
    if (!user) throw ApiError.notFound('No such user.');
    const { changes } = db
      .prepare<[string]>(`UPDATE consents SET version = 'outdated' WHERE user_id = ?`)
      .run(user.id);
    ctx.body = { outdated: changes };
  });

  // A tenant's terms and privacy notice, as a stand-in for the pages a tenant publishes on its
  // own site (tenants.terms_url, tenants.privacy_url; docs/your-data.md, "Consents"): the demo
  // tenants' links lead somewhere real in development.
  router.get('/documents/:tenant/:document', (ctx) => {
    const { tenant, document } = ctx.params;
    const name = tenantName(db, tenant ?? '');
    const title =
      document === 'terms' ? 'Terms of service' : document === 'privacy' ? 'Privacy notice' : null;
    if (!name || !title) throw ApiError.notFound('No such document.');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(`${name}: ${title}`)}</title>
<h1>${escapeHtml(`${name}: ${title}`)}</h1>
<p>A development stand-in: in production this link leads to the page the tenant publishes.</p></html>`;
  });

  return [router];
}
