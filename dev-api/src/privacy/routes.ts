// Your data (api/openapi.yaml, "Your data"; docs/your-data.md): change the e-mail address,
// download everything, delete the account with a grace period.
//
// Signed in (bearer token, recent authentication): POST /users/me/email, GET
// /users/me/data-export, POST /users/me/deletion. From the mailed links, without a session:
// POST /accounts/email-change/confirm, /accounts/email-change/revert and /accounts/restore.
import Router from '@koa/router';
import type { Context } from 'koa';
import { negotiateLocale } from '../platform/mail-layout.ts';
import {
  accountFrozenOldAddressMail,
  deletionScheduledMail,
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  emailChangeTakenMail,
} from './mails.ts';
import { accountTokens } from '../accounts/tokens.ts';
import { activityContext, recordActivity } from '../sessions/activity.ts';
import { appLink, pickApp } from '../platform/app-links.ts';
import { ApiError } from '../platform/errors.ts';
import { sendMail } from '../platform/mailer.ts';
import { requireUser } from '../authority/require-user.ts';
import { takeMailTurnOr429 } from '../platform/throttle.ts';
import { GRACE_PERIOD_MS, restoreAccount, scheduleDeletion } from './deletion.ts';
import { buildExport, exportFileName } from './export.ts';
import { EMAIL_CHANGE_TTL_MS, EMAIL_REVERT_TTL_MS, linkErrors, privacyLinks } from './links.ts';
import { recoverAccount, type RecoveryDeps } from '../accounts/recovery.ts';
import { readEmail } from '../accounts/fields.ts';
import { activeUser, type ActiveUserState } from '../accounts/active-user.ts';
import { bodyOf } from '../platform/http.ts';
import type { AuthorityServices } from '../authority/services.ts';
import { findUser, findUserByEmail, freezeUser, setEmail } from '../accounts/store.ts';
import type { ResponseBody } from '../platform/contract-types.ts';
import { soleOwnedOrganisations } from '../organisations/store.ts';

export type PrivacyRouteServices = AuthorityServices & RecoveryDeps;

/** E-mail change requests per user (the mail limits of the account routes). */
const emailChangeKey = (userId: string) => `mail:email-change:${userId}`;

const emailTaken = () =>
  new ApiError(409, 'email_taken', 'This address now belongs to another account.');

export function privacyRoutes(options: PrivacyRouteServices): Router[] {
  const { db, throttle, clock } = options;
  const links = privacyLinks(db, clock);
  const resetTokens = accountTokens(db);

  const appFor = (ctx: Context) =>
    pickApp(options.apps, bodyOf(ctx).returnOrigin, ctx.get('Origin'));

  // ---- signed in ----------------------------------------------------------------------------
  const me = new Router<ActiveUserState>({ prefix: '/users/me' });
  me.use(requireUser(options.provider), activeUser(db));
  const recent = options.recentAuth.requireRecent;

  me.post('/email', recent, (ctx) => {
    const { user } = ctx.state;
    const { email: newEmail, problem } = readEmail(bodyOf(ctx).newEmail);
    if (problem) throw ApiError.validation({ newEmail: problem });
    if (newEmail === user.email) throw ApiError.validation({ newEmail: 'unchanged' });

    const key = emailChangeKey(user.id);
    takeMailTurnOr429(throttle, key);

    const app = appFor(ctx);
    const whitelabel = user.tenant_id;
    const locale = negotiateLocale(user.locale);
    const taken = findUserByEmail(db, newEmail);
    const revert = db.transaction(() => {
      // The newest request is the one that counts: earlier links stop working, the earlier
      // "It wasn't me" links too (an address two changes back has no say any more).
      links.consumeAll(user.id, 'email_change');
      links.consumeAll(user.id, 'email_revert');
      // Recorded either way, so the profile shows the same waiting change whether or not the
      // address has an account (no enumeration); when it has one, the token is never sent.
      const token = links.issue(user.id, 'email_change', newEmail, EMAIL_CHANGE_TTL_MS);
      if (taken) {
        // Told to that address's owner, never to the person asking: the answer stays the same.
        sendMail(
          db,
          emailChangeTakenMail(
            {
              to: taken.email,
              name: taken.confirmed_at ? taken.name : null,
              locale: negotiateLocale(taken.locale),
            },
            {
              signIn: appLink(app, 'sign-in', { whitelabel: taken.tenant_id }),
              forgotPassword: appLink(app, 'forgot-password', { whitelabel: taken.tenant_id }),
            },
          ),
        );
      } else {
        // Not proven yet: no name in the mail (platform/mail-layout.ts).
        sendMail(
          db,
          emailChangeConfirmMail(
            { to: newEmail, name: null, locale },
            appLink(app, 'privacy/confirm-email', { token, whitelabel }),
          ),
        );
      }
      return links.issue(user.id, 'email_revert', user.email, EMAIL_REVERT_TTL_MS);
    })();
    sendMail(
      db,
      emailChangeNoticeMail(
        { to: user.email, name: user.name, locale },
        newEmail,
        appLink(app, 'privacy/not-me', { token: revert, whitelabel }),
      ),
    );
    recordActivity(db, {
      userId: user.id,
      type: 'email_change_requested',
      ...activityContext(ctx),
    });
    ctx.status = 202;
    ctx.body = { status: 'accepted' };
  });

  // Cancel the waiting change (not sensitive: it only takes a change away; the old address's
  // "It wasn't me" link stays, since someone else may have asked).
  me.delete('/email', (ctx) => {
    links.consumeAll(ctx.state.user.id, 'email_change');
    ctx.status = 204;
  });

  me.get('/data-export', recent, (ctx) => {
    const { user } = ctx.state;
    // Recorded first, so the export shows its own download.
    recordActivity(db, { userId: user.id, type: 'data_exported', ...activityContext(ctx) });
    const data = buildExport(db, links, clock, user.id);
    ctx.set('Content-Disposition', `attachment; filename="${exportFileName(clock)}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = data;
  });

  me.post('/deletion', recent, (ctx) => {
    const { user } = ctx.state;
    const typed = bodyOf(ctx).email;
    const email = typeof typed === 'string' ? typed.trim().toLowerCase() : '';
    if (!email) throw ApiError.validation({ email: 'required' });
    if (email !== user.email) throw ApiError.validation({ email: 'not_account_email' });
    // An organisation never loses its last owner, not even to an account's deletion: the owner
    // transfers it or deletes it first (docs/organisations.md).
    const soleOwned = soleOwnedOrganisations(db, user.id);
    if (soleOwned.length > 0) {
      throw new ApiError(
        409,
        'last_owner_of_organisation',
        'Transfer or delete your organisations first.',
        { extra: { organisations: soleOwned.map(({ id, name, slug }) => ({ id, name, slug })) } },
      );
    }

    const eraseAt = new Date(clock() + GRACE_PERIOD_MS).toISOString();
    const token = db.transaction(() => {
      scheduleDeletion(db, user.id, eraseAt);
      return links.issue(user.id, 'restore', null, GRACE_PERIOD_MS);
    })();
    recordActivity(db, { userId: user.id, type: 'deletion_requested', ...activityContext(ctx) });
    const app = appFor(ctx);
    sendMail(
      db,
      deletionScheduledMail(
        { to: user.email, name: user.name, locale: negotiateLocale(user.locale) },
        eraseAt,
        appLink(app, 'privacy/restore', { token, whitelabel: user.tenant_id }),
      ),
    );
    ctx.status = 202;
    ctx.body = {
      status: 'deletion_scheduled',
      eraseAt,
    } satisfies ResponseBody<'requestAccountDeletion', 202>;
  });

  // ---- from the mailed links ----------------------------------------------------------------
  const accounts = new Router({ prefix: '/accounts' });

  accounts.post('/email-change/confirm', (ctx) => {
    const link = links.check(bodyOf(ctx).token, 'email_change');
    const user = findUser(db, link.userId);
    if (!user || user.disabled || !link.email) throw linkErrors('email_change').invalid();
    const newEmail = link.email;
    try {
      db.transaction(() => {
        if (!links.consume(link.id)) throw linkErrors('email_change').used();
        const owner = findUserByEmail(db, newEmail);
        if (owner && owner.id !== user.id) throw emailTaken();
        setEmail(db, user.id, newEmail);
        links.consumeAll(user.id, 'email_change');
      })();
    } catch (error) {
      // Taken between our check and the update (a sign-up at that very moment).
      if ((error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw emailTaken();
      throw error;
    }
    recordActivity(db, { userId: user.id, type: 'email_changed', ...activityContext(ctx) });
    ctx.body = { status: 'email_changed', email: newEmail };
  });

  // "It wasn't me" from the old address freezes the account; it never hands it to that address.
  // Neither mailbox proves who owns the account, and an old address (an abandoned work mailbox,
  // a recycled domain) is a common takeover route: the freeze stops whoever holds a session at
  // once and makes the next sign-in take a new password set through the account's current
  // address. It is a recovery too (accounts/recovery.ts): the factors added since go (docs/recovery.md).
  accounts.post('/email-change/revert', (ctx) => {
    const link = links.check(bodyOf(ctx).token, 'email_revert');
    const user = findUser(db, link.userId);
    if (!user || !link.email) throw linkErrors('email_revert').invalid();
    const oldEmail = link.email;
    db.transaction(() => {
      if (!links.consume(link.id)) throw linkErrors('email_revert').used();
      // A change not confirmed yet is cancelled; whoever holds a session is signed out.
      links.consumeAll(user.id, 'email_change');
      links.consumeAll(user.id, 'email_revert');
      freezeUser(db, user.id, new Date(clock()).toISOString());
    })();
    recordActivity(db, { userId: user.id, type: 'email_change_reverted', ...activityContext(ctx) });
    const app = appFor(ctx);
    const locale = negotiateLocale(user.locale);
    // Then the recovery (accounts/recovery.ts): every session ends and whatever could have been added to
    // the account since goes. Its one mail goes to the CURRENT address, with the link that sets
    // a new password (which unfreezes the account); a disabled account (its deletion asked) gets
    // no reset link, as from any other path. What was removed is not answered here: this answer
    // goes to the old mailbox, which proves nothing about the account.
    recoverAccount(options, {
      ctx,
      user: { ...user, name: user.confirmed_at ? user.name : null },
      reason: 'email_revert',
      app,
      resetUrl: user.disabled
        ? null
        : appLink(app, 'forgot-password', {
            token: resetTokens.issue(user.id, 'reset'),
            whitelabel: user.tenant_id,
          }),
    });
    // The old address is told what happened (not where the link went); when the change was not
    // confirmed yet it is the current address, and the mail above says it all.
    if (oldEmail !== user.email) {
      sendMail(db, accountFrozenOldAddressMail({ to: oldEmail, name: null, locale }));
    }
    ctx.body = { status: 'account_frozen' };
  });

  accounts.post('/restore', (ctx) => {
    const link = links.check(bodyOf(ctx).token, 'restore');
    if (!links.consume(link.id)) throw linkErrors('restore').used();
    // The link expires with the grace period, so a usable link finds the account restorable.
    if (
      !restoreAccount(db, clock, link.userId, { ...activityContext(ctx), detail: { via: 'link' } })
    ) {
      throw linkErrors('restore').invalid();
    }
    ctx.body = { status: 'restored' } satisfies ResponseBody<'restoreAccount', 200>;
  });

  return [me as unknown as Router, accounts];
}
