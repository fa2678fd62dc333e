// The mail that tells the owner about a two-step change (turned on or off, new recovery codes, a
// recovery code used), sent from the settings, the sign-in and a re-authentication alike.
import { negotiateLocale, twoStepMail, type TwoStepNotice } from '../platform/account-mails.ts';
import { appLink, type AppLocation } from '../platform/app-links.ts';
import type { Db } from '../platform/db.ts';
import { sendMail } from '../platform/mailer.ts';
import type { AccountRow } from '../accounts/active-user.ts';

/** Mails the owner about a two-step change, with the reset link on the app that asked. */
export function mailTwoStepNotice(
  db: Db,
  app: AppLocation,
  user: Pick<AccountRow, 'email' | 'name' | 'locale' | 'tenant_id'>,
  notice: TwoStepNotice,
  recoveryCodesLeft?: number,
): void {
  sendMail(
    db,
    twoStepMail(
      notice,
      { to: user.email, name: user.name, locale: negotiateLocale(user.locale) },
      appLink(app, 'forgot-password', { whitelabel: user.tenant_id }),
      recoveryCodesLeft,
    ),
  );
}
