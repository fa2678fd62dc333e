// When an organisation starts requiring its SSO (docs/enterprise-sso.md, "When you turn
// enforcement on"): "Require SSO" turned on, or a domain verified while it is on. The sign-in
// rule (enforcement.ts) stops every new sign-in of the domain that is not the organisation's
// own connection; this ends the ones already made another way, so the rule holds from now on
// and not from the next sign-in. Each account of the domain keeps only the sessions the rule
// still allows: those of the organisation's own connection, and its owners' passkey sessions
// (break-glass). The admin who acts keeps the session they act from: they proved themselves
// moments ago (recent authentication), and signing them out mid-change would leave them
// without the screen that says what happened or lets them undo it. Everything else goes as in
// "sign out everywhere" (sessions/store.ts): the browser sessions, their grants with every
// access and refresh token, sign-ins not resumed yet and second steps waiting. Each person
// signed out is mailed (in their language) and sees it in their activity; the organisation's
// activity records how many.
import { findUser } from '../accounts/store.ts';
import type { OrganisationStore } from '../organisations/store.ts';
import { appLink, pickApp, type AppLocation } from '../platform/app-links.ts';
import type { Db } from '../platform/db.ts';
import { negotiateLocale } from '../platform/mail-layout.ts';
import { sendMail } from '../platform/mailer.ts';
import { recordActivity } from '../sessions/activity.ts';
import { signInMethod } from '../sessions/devices.ts';
import {
  listAccountSessions,
  revokeAccountSessions,
  type AccountSessionRow,
} from '../sessions/store.ts';
import { ssoRequiredMail } from './mails.ts';
import { domainOf, type SsoStore } from './store.ts';

export interface SsoSignOutInput {
  organisationId: string;
  /** The domains that now require the organisation's SSO (all verified ones, or the new one). */
  domains: readonly string[];
  /** The admin acting, and the grant of the session they act from (kept). */
  actorId: string;
  actorGrantId: string | undefined;
}

/** Ends the sessions the organisation's rule no longer allows; answers how many, and whose. */
export function endSessionsOutsideSso(
  services: {
    db: Db;
    sso: SsoStore;
    organisations: OrganisationStore;
    apps: readonly AppLocation[];
  },
  input: SsoSignOutInput,
): { people: number; sessions: number } {
  const { db, sso, organisations, apps } = services;
  const organisation = organisations.find(input.organisationId);
  if (!organisation) return { people: 0, sessions: 0 };
  const connections = new Set(sso.connections(input.organisationId).map((row) => row.id));
  const isOwner = (userId: string) =>
    organisations.member(input.organisationId, userId)?.role === 'owner';

  const allowed = (session: AccountSessionRow, owner: boolean) =>
    (input.actorGrantId !== undefined && session.grantIds.includes(input.actorGrantId)) ||
    (session.amr.includes('fed') &&
      session.providerId !== null &&
      connections.has(session.providerId)) ||
    (owner && signInMethod(session.amr) === 'passkey');

  // Every account of the domains (by the domain of its address, as the rule reads it).
  const candidates = db.prepare<[string], { id: string; email: string }>(
    `SELECT id, email FROM users WHERE lower(email) LIKE '%@' || ?`,
  );
  const forgetDevice = db.prepare('DELETE FROM session_devices WHERE session_uid = ?');
  let people = 0;
  let sessions = 0;
  for (const domain of input.domains) {
    for (const account of candidates.all(domain)) {
      if (domainOf(account.email) !== domain) continue;
      const owner = isOwner(account.id);
      const listed = listAccountSessions(db, account.id);
      const kept = listed.filter((session) => allowed(session, owner));
      const ended = listed.filter((session) => !kept.includes(session));
      // Also when nothing is listed: tokens whose session expired, sign-ins not resumed yet.
      revokeAccountSessions(db, account.id, {
        keepGrantIds: kept.flatMap((session) => session.grantIds),
        // The admin's own grant even without a listed browser session behind it.
        keepGrantId: account.id === input.actorId ? input.actorGrantId : undefined,
      });
      for (const session of ended) forgetDevice.run(session.uid);
      if (ended.length === 0) continue;
      people += 1;
      sessions += ended.length;
      recordActivity(db, {
        userId: account.id,
        type: 'sso_required_signed_out',
        detail: {
          ended: ended.length,
          organisation: organisation.name,
          organisationId: organisation.id,
        },
      });
      const person = findUser(db, account.id);
      if (!person) continue;
      sendMail(
        db,
        ssoRequiredMail(
          {
            to: person.email,
            name: person.confirmed_at ? person.name : null,
            locale: negotiateLocale(person.locale),
          },
          organisation.name,
          // The person's own app is not known here (the admin's may be another): the
          // standalone one, in the person's tenant's colours.
          appLink(pickApp(apps), 'sign-in', {
            whitelabel: person.tenant_id,
          }),
          { owner },
        ),
      );
    }
  }
  organisations.record({
    organisationId: organisation.id,
    type: 'sso_sessions_ended',
    actorId: input.actorId,
    detail: { people, sessions, domains: input.domains.join(' ') },
  });
  return { people, sessions };
}
