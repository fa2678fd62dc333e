// Push registrations of the signed-in user (api/openapi.yaml): POST /users/me/push-tokens
// registers this device's token, GET lists the account's, DELETE …/:id removes one. Created and
// listed by this one capability (sessions/push-tokens.ts owns the table).
import Router from '@koa/router';
import { requireUser } from '../authority/require-user.ts';
import type { AuthorityServices } from '../authority/services.ts';
import type { ResponseBody } from '../platform/contract-types.ts';
import { ApiError } from '../platform/errors.ts';
import { activeUser, type ActiveUserState } from '../accounts/active-user.ts';
import {
  listPushTokens,
  PUSH_PLATFORMS,
  PUSH_TOKEN_MAX_LENGTH,
  registerPushToken,
  removePushToken,
} from './push-tokens.ts';
import { bodyOf } from '../platform/http.ts';
import type { FieldErrors } from '../platform/errors.ts';

const ID = /^[1-9][0-9]{0,15}$/;

export function pushTokenRoutes({
  db,
  provider,
}: Pick<AuthorityServices, 'db' | 'provider'>): Router<ActiveUserState>[] {
  const router = new Router<ActiveUserState>({ prefix: '/users/me' });
  router.use(requireUser(provider));

  router.post('/push-tokens', async (ctx) => {
    // Checked here, not only by the contract: an empty token is a refusal the 400 gives no code
    // for, so the request validation leaves the whole body to this route.
    const body = bodyOf(ctx);
    const fields: FieldErrors = {};
    const token = typeof body.token === 'string' ? body.token : '';
    if (!token.trim()) fields.token = 'required';
    else if (token.length > PUSH_TOKEN_MAX_LENGTH) fields.token = 'too_long';
    const platform = PUSH_PLATFORMS.find((name) => name === body.platform);
    if (!platform) fields.platform = body.platform === undefined ? 'required' : 'invalid';
    if (Object.keys(fields).length > 0 || !platform) throw ApiError.validation(fields);
    // The account's state is checked after the fields (400 before 401/403), as ever.
    await activeUser(db)(ctx, async () => {
      const created = registerPushToken(db, ctx.state.user.id, token, platform);
      ctx.status = created ? 201 : 200;
      ctx.body = { token, platform, created } satisfies ResponseBody<'registerPushToken', 201>;
    });
  });

  router.get('/push-tokens', activeUser(db), (ctx) => {
    ctx.body = {
      registrations: listPushTokens(db, ctx.state.user.id).map((row) => ({
        id: String(row.id),
        platform: row.platform,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      })),
    };
  });

  router.delete('/push-tokens/:id', activeUser(db), (ctx) => {
    const id = ctx.params.id ?? '';
    const removed = ID.test(id) && removePushToken(db, ctx.state.user.id, Number(id));
    if (!removed) throw ApiError.notFound('No push registration with this id.');
    ctx.status = 204;
  });

  return [router];
}
