// Sessions and activity (api/openapi.yaml, "Sessions and activity"; docs/sessions-and-activity.md):
// GET /users/me/sessions, DELETE /users/me/sessions/:id, POST /users/me/sessions/end-others,
// GET and DELETE /users/me/push-tokens[/:id], GET /users/me/activity,
// POST /users/me/activity/not-me, and the new-device mail's POST /accounts/not-me.
// "This wasn't me" is a recovery (accounts/recovery.ts, docs/recovery.md).
//
// Ending another session (one, or every other) needs a recent authentication
// (authority/recent-auth.ts): without it a stolen refresh token could sign the owner out everywhere, again
// and again, while keeping its own session. Ending this session and "This wasn't me" stay free:
// taking access away from yourself must always work, and "This wasn't me" ends the thief's
// session too and mails the owner. Every lookup is scoped to the token's account, so another
// account's session, registration or event is a 404.
import Router from '@koa/router';
import type { Context } from 'koa';
import { accountTokens } from '../accounts/tokens.ts';
import { activityContext, listActivity, recordActivity } from './activity.ts';
import { appLink, pickApp } from '../platform/app-links.ts';
import { nowIso } from '../platform/db.ts';
import { ApiError } from '../platform/errors.ts';
import { recoverAccount, type RecoveryDeps, type RecoveryResult } from '../accounts/recovery.ts';
import { requireUser } from '../authority/require-user.ts';
import { notMeTokens, signInMethod } from './devices.ts';
import {
  listAccountSessions,
  publicSessionId,
  revokeAccountSessions,
  revokeSession,
  type AccountSessionRow,
} from './store.ts';
import { takeMailTurn, throttleKeys } from '../platform/throttle.ts';
import { activeUser, type ActiveUserState } from '../accounts/active-user.ts';
import { bodyOf } from '../platform/http.ts';
import type { AuthorityServices } from '../authority/services.ts';
import { findUser } from '../accounts/store.ts';
import type { ResponseBody } from '../platform/contract-types.ts';

export type SessionRouteServices = AuthorityServices & RecoveryDeps;

/** The timeline's page size. */
export const ACTIVITY_PAGE_SIZE = 20;

const CURSOR = /^[1-9][0-9]{0,15}$/;

interface MailUser {
  id: string;
  email: string;
  name: string;
  locale: string;
  tenant_id: string | null;
  confirmed_at?: string | null;
  /** A disabled account gets no reset mail (as POST /accounts/password-reset). */
  disabled?: number;
}

function isoOf(seconds: number | null): string | null {
  return seconds === null ? null : new Date(seconds * 1000).toISOString();
}

export function sessionRoutes(options: SessionRouteServices): Router<ActiveUserState>[] {
  const { db, throttle, recentAuth } = options;
  const resetTokens = accountTokens(db);
  const mailTokens = notMeTokens(db);
  const me = new Router<ActiveUserState>({ prefix: '/users/me' });
  const touch = db.prepare<[string, string]>(
    'UPDATE session_devices SET last_seen_at = ? WHERE session_uid = ?',
  );

  const currentOf = (sessions: AccountSessionRow[], grantId: string | undefined) =>
    grantId ? sessions.find((session) => session.grantIds.includes(grantId)) : undefined;

  /**
   * "This wasn't me": the report is recorded, then the account is recovered (accounts/recovery.ts: every
   * session ends, every factor but the mailbox is removed, the password too, one mail lists
   * them and carries the reset link that sets the next password). The mail carries a reset link unless one went out in the last minute (the rest
   * happens all the same). A disabled account is answered the same but its mail has no reset
   * link, as POST /accounts/password-reset mails none.
   */
  function secureAccount(
    ctx: Context,
    user: MailUser,
    detail: Record<string, string>,
  ): RecoveryResult & { resetMailSent: boolean } {
    recordActivity(db, {
      userId: user.id,
      type: 'not_me_reported',
      ...activityContext(ctx),
      detail,
    });
    const key = throttleKeys.resetMail(user.email);
    const resetMailSent = takeMailTurn(throttle, key);
    const app = pickApp(options.apps, ctx.get('Origin'));
    const resetUrl =
      resetMailSent && !user.disabled
        ? appLink(app, 'forgot-password', {
            token: resetTokens.issue(user.id, 'reset'),
            whitelabel: user.tenant_id,
          })
        : null;
    const { sessionsEnded, removed } = recoverAccount(options, {
      ctx,
      user,
      reason: 'not_me',
      resetUrl,
      app,
      endPassword: true,
    });
    return { sessionsEnded, resetMailSent, removed };
  }

  me.use(requireUser(options.provider), activeUser(db));

  me.get('/sessions', (ctx) => {
    const sessions = listAccountSessions(db, ctx.state.user.id);
    const current = currentOf(sessions, ctx.state.grantId);
    const now = nowIso();
    if (current) touch.run(now, current.uid);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      sessions: sessions.map((session) => {
        const signedInAt = session.signedInAt ?? isoOf(session.loginTs) ?? now;
        const lastActiveAt = session === current ? now : (session.lastSeenAt ?? signedInAt);
        return {
          id: publicSessionId(session.uid),
          current: session === current,
          userAgent: session.userAgent,
          ip: session.ip,
          method: signInMethod(session.amr),
          ...(session.provider ? { provider: session.provider } : {}),
          remembered: session.remembered,
          signedInAt,
          lastActiveAt: lastActiveAt < signedInAt ? signedInAt : lastActiveAt,
        };
      }),
    };
  });

  me.delete('/sessions/:id', async (ctx) => {
    const { user, grantId } = ctx.state;
    const sessions = listAccountSessions(db, user.id);
    const target = sessions.find((session) => publicSessionId(session.uid) === ctx.params.id);
    if (!target) throw ApiError.notFound('No session with this id.');
    const current = target === currentOf(sessions, grantId);
    // Another session: 403 reauthentication_required unless this one authenticated lately.
    if (!current) await recentAuth.requireRecent(ctx, () => Promise.resolve());
    if (!revokeSession(db, user.id, target.uid))
      throw ApiError.notFound('No session with this id.');
    recordActivity(db, {
      userId: user.id,
      type: 'session_ended',
      ...activityContext(ctx),
      detail: { current },
    });
    ctx.status = 204;
  });

  me.post('/sessions/end-others', recentAuth.requireRecent, (ctx) => {
    const { user, grantId } = ctx.state;
    const sessions = listAccountSessions(db, user.id);
    const current = currentOf(sessions, grantId);
    const others = sessions.filter((session) => session !== current);
    // Without a grant nothing could be kept: every token of our client has one (provider.ts).
    if (!grantId) throw new ApiError(401, 'invalid_token', 'Sign in again.');
    revokeAccountSessions(db, user.id, { keepGrantId: grantId });
    const gone = db.prepare('DELETE FROM session_devices WHERE session_uid = ?');
    for (const session of others) gone.run(session.uid);
    recordActivity(db, {
      userId: user.id,
      type: 'other_sessions_ended',
      ...activityContext(ctx),
      detail: { ended: others.length },
    });
    ctx.body = { ended: others.length } satisfies ResponseBody<'endOtherSessions', 200>;
  });

  me.get('/activity', (ctx) => {
    const before = ctx.query.before;
    if (before !== undefined && (typeof before !== 'string' || !CURSOR.test(before))) {
      throw ApiError.validation({ before: 'invalid' });
    }
    const { user, grantId } = ctx.state;
    const page = listActivity(db, user.id, {
      ...(before === undefined ? {} : { before }),
      limit: ACTIVITY_PAGE_SIZE,
    });
    const device = currentOf(listAccountSessions(db, user.id), grantId)?.deviceHash ?? null;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      events: page.events.map((event) => ({
        id: event.id,
        type: event.type,
        at: event.at,
        userAgent: event.userAgent,
        ip: event.ip,
        thisDevice: device !== null && event.deviceHash === device,
        detail: event.detail,
      })),
      next: page.next,
    };
  });

  me.post('/activity/not-me', (ctx) => {
    const body = bodyOf(ctx);
    const { user } = ctx.state;
    const eventId = body.eventId;
    if (eventId !== undefined && (typeof eventId !== 'string' || !CURSOR.test(eventId))) {
      throw ApiError.validation({ eventId: 'invalid' });
    }
    if (typeof eventId === 'string') {
      const known = db
        .prepare('SELECT 1 FROM activity_events WHERE id = ? AND user_id = ?')
        .get(Number(eventId), user.id);
      if (!known) throw ApiError.notFound('No activity with this id.');
    }
    ctx.body = secureAccount(ctx, user, typeof eventId === 'string' ? { eventId } : {});
  });

  // From the new-device mail, without a session: the token names the account.
  const accounts = new Router<ActiveUserState>({ prefix: '/accounts' });
  accounts.post('/not-me', (ctx) => {
    const body = bodyOf(ctx);
    if (typeof body.token !== 'string' || body.token === '') {
      throw new ApiError(400, 'token_invalid', 'This link is not valid.');
    }
    const user = findUser(db, mailTokens.consume(body.token));
    if (!user) throw new ApiError(400, 'token_invalid', 'This link is not valid.');
    ctx.body = secureAccount(ctx, user, { from: 'mail' });
  });

  return [me, accounts];
}
