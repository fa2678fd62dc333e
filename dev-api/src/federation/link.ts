// Linking an identity to an account, however it came (docs/federation.md): a first sign-in's
// new account, the proof of an existing account in the sign-in interaction, or the owner's
// "Link" in the account centre. Every link is a new way in, so each is recorded on the
// activity timeline and mailed to the owner, whose mail offers the reset-password way out.
import type { Context } from 'koa';
import type { UserRow } from '../accounts/store.ts';
import { appLink, type AppLocation } from '../platform/app-links.ts';
import type { Db } from '../platform/db.ts';
import { negotiateLocale } from '../platform/mail-layout.ts';
import { sendMail } from '../platform/mailer.ts';
import { activityContext, recordActivity } from '../sessions/activity.ts';
import { identityMail } from './mails.ts';
import { providerName, type FederationConfig } from './providers.ts';
import type { LinkedIdentityRow, LinkedIdentityStore } from './store.ts';

export function linkIdentity(
  services: { db: Db; federation: FederationConfig; linkedIdentities: LinkedIdentityStore },
  ctx: Context,
  user: UserRow,
  identity: { provider: string; subject: string; email: string },
  /** The app the mail's links go to (the one that asked). */
  app: AppLocation,
  /** The provider's name, where the caller knows it better (an organisation's connection). */
  displayName?: string,
): LinkedIdentityRow {
  const { db, federation } = services;
  const row = services.linkedIdentities.link({ userId: user.id, ...identity });
  // The provider's name as it was when it happened.
  const name = displayName ?? providerName(federation, identity.provider);
  recordActivity(db, {
    userId: user.id,
    type: 'identity_linked',
    ...activityContext(ctx),
    detail: { provider: name },
  });
  sendMail(
    db,
    identityMail(
      'linked',
      { to: user.email, name: user.name, locale: negotiateLocale(user.locale) },
      { providerName: name, email: identity.email },
      appLink(app, 'forgot-password', { whitelabel: user.tenant_id }),
    ),
  );
  return row;
}
