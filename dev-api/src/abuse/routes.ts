// GET /auth/challenge: whether a purpose needs a challenge now, and the challenge (api/openapi.yaml).
import Router from '@koa/router';
import { ApiError } from '../platform/errors.ts';
import type { AbuseService } from './service.ts';
import { isChallengePurpose } from './settings.ts';

export function abuseRoutes({ abuse }: { abuse: AbuseService }): Router[] {
  const router = new Router();
  router.get('/auth/challenge', async (ctx) => {
    const purpose = ctx.query.purpose;
    if (purpose === undefined || purpose === '') {
      throw ApiError.validation({ purpose: 'required' });
    }
    if (!isChallengePurpose(purpose)) throw ApiError.validation({ purpose: 'unknown' });
    const whitelabel = typeof ctx.query.whitelabel === 'string' ? ctx.query.whitelabel : null;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await abuse.offer(ctx, purpose, whitelabel);
  });
  return [router];
}
