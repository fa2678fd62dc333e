// Development-only helpers used by developers and end-to-end tests (DESIGN 7).
import Router from '@koa/router';
import type { Db } from '../db.ts';
import { listOutbox } from '../mailer.ts';
import { resetData } from '../seed.ts';

export function devRoutes(db: Db): Router {
  const router = new Router({ prefix: '/dev' });

  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.get('/outbox', (ctx) => {
    ctx.body = { messages: listOutbox(db) };
  });

  // Wipes every table and re-seeds in place, so a running server keeps its connection.
  router.post('/reset', async (ctx) => {
    await resetData(db);
    ctx.status = 204;
  });

  return router;
}
