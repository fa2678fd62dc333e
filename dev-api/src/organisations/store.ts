// Organisations (docs/organisations.md): the only SQL on the organisation tables. Organisations,
// their members and roles, invitations (the token only as its SHA-256), the organisation's
// activity, and each session's active organisation (per grant: one signed-in browser), which
// the authority reads when it issues a token (`organisationClaims`).
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db.ts';
import { negotiateLocale } from '../platform/mail-layout.ts';
import { sendMail } from '../platform/mailer.ts';
import { inheritedOwnershipMail } from './mails.ts';

/** The built-in roles, highest first. A tenant may add its own (ranked with `member`). */
export const BUILT_IN_ROLES = ['owner', 'admin', 'member'] as const;
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
/** The grant lives 14 days (authority/provider.ts); a selection outliving it is useless. */
const SELECTION_TTL_MS = 14 * 24 * 3600 * 1000;

/** 3 (owner), 2 (admin) or 1 (member and any role a tenant names). */
export function rank(role: string): number {
  return role === 'owner' ? 3 : role === 'admin' ? 2 : 1;
}

export function newId(): string {
  return randomBytes(16).toString('base64url');
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface OrganisationRow {
  id: string;
  tenant_id: string | null;
  name: string;
  slug: string;
  logo_url: string | null;
  created_at: string;
}

export interface MemberRow {
  user_id: string;
  name: string;
  email: string;
  locale: string;
  tenant_id: string | null;
  role: string;
  joined_at: string;
}

export interface InvitationRow {
  id: string;
  organisation_id: string;
  email: string;
  role: string;
  invited_by: string | null;
  inviter_name: string | null;
  created_at: string;
  sent_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

export type OrganisationEventType =
  | 'organisation_created'
  | 'organisation_updated'
  | 'member_joined'
  | 'member_left'
  | 'member_removed'
  | 'member_role_changed'
  | 'ownership_transferred'
  | 'invitation_sent'
  | 'invitation_resent'
  | 'invitation_revoked'
  | 'access_requested'
  | 'access_approved'
  | 'access_declined'
  // Enterprise SSO required: the people of the domain signed in another way were signed out.
  | 'sso_sessions_ended';

export interface AccessRequestRow {
  id: string;
  organisation_id: string;
  user_id: string;
  name: string;
  email: string;
  created_at: string;
}

export interface OrganisationEventInput {
  organisationId: string;
  type: OrganisationEventType;
  actorId: string | null;
  subjectUserId?: string | null;
  subjectEmail?: string | null;
  detail?: Record<string, string | number | boolean>;
}

interface EventRow {
  id: number;
  type: OrganisationEventType;
  created_at: string;
  actor_id: string | null;
  actor_name: string | null;
  subject_user_id: string | null;
  subject_name: string | null;
  subject_email: string | null;
  detail: string;
}

export class SlugTakenError extends Error {
  override name = 'SlugTakenError';
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function organisationStore(db: Db, clock: Clock) {
  const now = () => new Date(clock()).toISOString();

  const memberColumns = `m.user_id, u.name, u.email, u.locale, u.tenant_id, m.role, m.joined_at`;
  const invitationColumns = `i.id, i.organisation_id, i.email, i.role, i.invited_by,
    inv.name AS inviter_name, i.created_at, i.sent_at, i.expires_at, i.accepted_at, i.revoked_at`;

  function find(id: string): OrganisationRow | undefined {
    return db
      .prepare<[string], OrganisationRow>(
        'SELECT id, tenant_id, name, slug, logo_url, created_at FROM organisations WHERE id = ?',
      )
      .get(id);
  }

  function member(organisationId: string, userId: string): MemberRow | undefined {
    return db
      .prepare<[string, string], MemberRow>(
        `SELECT ${memberColumns} FROM organisation_members m JOIN users u ON u.id = m.user_id
          WHERE m.organisation_id = ? AND m.user_id = ?`,
      )
      .get(organisationId, userId);
  }

  function members(organisationId: string): MemberRow[] {
    return db
      .prepare<[string], MemberRow>(
        `SELECT ${memberColumns} FROM organisation_members m JOIN users u ON u.id = m.user_id
          WHERE m.organisation_id = ? ORDER BY m.joined_at, m.rowid`,
      )
      .all(organisationId);
  }

  function ownerCount(organisationId: string): number {
    return (
      db
        .prepare<[string], { n: number }>(
          `SELECT count(*) AS n FROM organisation_members
            WHERE organisation_id = ? AND role = 'owner'`,
        )
        .get(organisationId)?.n ?? 0
    );
  }

  /** The roles an organisation assigns: the built-in ones, then its tenant's own. */
  function roles(organisation: OrganisationRow): string[] {
    const row = organisation.tenant_id
      ? db
          .prepare<[string], { organisation_roles: string }>(
            'SELECT organisation_roles FROM tenants WHERE id = ?',
          )
          .get(organisation.tenant_id)
      : undefined;
    const extra = row ? (JSON.parse(row.organisation_roles) as unknown) : [];
    const named = Array.isArray(extra)
      ? extra.filter(
          (role): role is string =>
            typeof role === 'string' &&
            /^[a-z][a-z0-9_]{0,31}$/.test(role) &&
            !(BUILT_IN_ROLES as readonly string[]).includes(role),
        )
      : [];
    return [...BUILT_IN_ROLES, ...named];
  }

  function memberCount(organisationId: string): number {
    return (
      db
        .prepare<[string], { n: number }>(
          'SELECT count(*) AS n FROM organisation_members WHERE organisation_id = ?',
        )
        .get(organisationId)?.n ?? 0
    );
  }

  function record(input: OrganisationEventInput): void {
    db.prepare(
      `INSERT INTO organisation_events
         (organisation_id, type, created_at, actor_id, subject_user_id, subject_email, detail)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      input.organisationId,
      input.type,
      now(),
      input.actorId,
      input.subjectUserId ?? null,
      input.subjectEmail ?? null,
      JSON.stringify(input.detail ?? {}),
    );
  }

  function invitationById(organisationId: string, id: string): InvitationRow | undefined {
    return db
      .prepare<[string, string], InvitationRow>(
        `SELECT ${invitationColumns} FROM organisation_invitations i
           LEFT JOIN users inv ON inv.id = i.invited_by
          WHERE i.organisation_id = ? AND i.id = ?`,
      )
      .get(organisationId, id);
  }

  function isPending(row: InvitationRow): boolean {
    return !row.accepted_at && !row.revoked_at && Date.parse(row.expires_at) > clock();
  }

  return {
    find,
    member,
    members,
    ownerCount,
    roles,
    memberCount,
    record,
    isPending,

    /** Creates the organisation with `ownerId` as its only owner; SlugTakenError on a clash. */
    create(input: {
      ownerId: string;
      tenantId: string | null;
      name: string;
      slug: string;
      logoUrl: string | null;
    }): OrganisationRow {
      const id = newId();
      const at = now();
      try {
        db.transaction(() => {
          db.prepare(
            `INSERT INTO organisations (id, tenant_id, name, slug, logo_url, created_at)
             VALUES (?, ?, ?, ?, ?, ?)`,
          ).run(id, input.tenantId, input.name, input.slug, input.logoUrl, at);
          db.prepare(
            `INSERT INTO organisation_members (organisation_id, user_id, role, joined_at)
             VALUES (?, ?, 'owner', ?)`,
          ).run(id, input.ownerId, at);
          record({ organisationId: id, type: 'organisation_created', actorId: input.ownerId });
        })();
      } catch (error) {
        if (isUniqueViolation(error)) throw new SlugTakenError();
        throw error;
      }
      return find(id)!;
    },

    update(id: string, changes: { name?: string; slug?: string; logoUrl?: string | null }): void {
      try {
        db.prepare(
          `UPDATE organisations SET name = coalesce(@name, name), slug = coalesce(@slug, slug),
             logo_url = CASE WHEN @setLogo THEN @logoUrl ELSE logo_url END WHERE id = @id`,
        ).run({
          id,
          name: changes.name ?? null,
          slug: changes.slug ?? null,
          setLogo: changes.logoUrl === undefined ? 0 : 1,
          logoUrl: changes.logoUrl ?? null,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new SlugTakenError();
        throw error;
      }
    },

    /** Deletes the organisation; memberships, invitations and events go with it. */
    remove(id: string): void {
      db.prepare('DELETE FROM organisations WHERE id = ?').run(id);
    },

    /** The user's organisations with their role, oldest membership first. */
    forUser(userId: string): (OrganisationRow & { role: string; joined_at: string })[] {
      return db
        .prepare<[string], OrganisationRow & { role: string; joined_at: string }>(
          `SELECT o.id, o.tenant_id, o.name, o.slug, o.logo_url, o.created_at, m.role, m.joined_at
             FROM organisation_members m JOIN organisations o ON o.id = m.organisation_id
            WHERE m.user_id = ? ORDER BY m.joined_at, m.rowid`,
        )
        .all(userId);
    },

    /** Organisations whose only owner this user is (account deletion waits for them). */
    soleOwnerOf: (userId: string) => soleOwnedOrganisations(db, userId),

    addMember(organisationId: string, userId: string, role: string): void {
      db.prepare(
        `INSERT INTO organisation_members (organisation_id, user_id, role, joined_at)
         VALUES (?, ?, ?, ?)`,
      ).run(organisationId, userId, role, now());
    },

    setRole(organisationId: string, userId: string, role: string): void {
      db.prepare(
        'UPDATE organisation_members SET role = ? WHERE organisation_id = ? AND user_id = ?',
      ).run(role, organisationId, userId);
    },

    removeMember(organisationId: string, userId: string): void {
      db.prepare('DELETE FROM organisation_members WHERE organisation_id = ? AND user_id = ?').run(
        organisationId,
        userId,
      );
    },

    // ---- invitations --------------------------------------------------------------------------

    pendingInvitations(organisationId: string): InvitationRow[] {
      return db
        .prepare<[string, string], InvitationRow>(
          `SELECT ${invitationColumns} FROM organisation_invitations i
             LEFT JOIN users inv ON inv.id = i.invited_by
            WHERE i.organisation_id = ? AND i.accepted_at IS NULL AND i.revoked_at IS NULL
              AND i.expires_at > ? ORDER BY i.sent_at DESC, i.rowid DESC`,
        )
        .all(organisationId, now());
    },

    pendingFor(organisationId: string, email: string): InvitationRow | undefined {
      return this.pendingInvitations(organisationId).find((row) => row.email === email);
    },

    invitationById,

    /** A new invitation; the token goes in the mail only. */
    invite(input: { organisationId: string; email: string; role: string; invitedBy: string }): {
      row: InvitationRow;
      token: string;
    } {
      const id = newId();
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = new Date(clock() + INVITATION_TTL_MS).toISOString();
      db.prepare(
        `INSERT INTO organisation_invitations
           (id, organisation_id, email, role, token_hash, invited_by, created_at, sent_at,
            expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        input.organisationId,
        input.email,
        input.role,
        hashInvitationToken(token),
        input.invitedBy,
        at,
        at,
        expiresAt,
      );
      return { row: invitationById(input.organisationId, id)!, token };
    },

    /** A new token (the earlier link stops working) and 7 more days. */
    resend(row: InvitationRow, by: string): { row: InvitationRow; token: string } {
      const token = randomBytes(32).toString('base64url');
      db.prepare(
        `UPDATE organisation_invitations SET token_hash = ?, invited_by = ?, sent_at = ?,
           expires_at = ? WHERE id = ?`,
      ).run(
        hashInvitationToken(token),
        by,
        now(),
        new Date(clock() + INVITATION_TTL_MS).toISOString(),
        row.id,
      );
      return { row: invitationById(row.organisation_id, row.id)!, token };
    },

    revoke(id: string): void {
      db.prepare('UPDATE organisation_invitations SET revoked_at = ? WHERE id = ?').run(now(), id);
    },

    byToken(token: string): InvitationRow | undefined {
      return db
        .prepare<[string], InvitationRow>(
          `SELECT ${invitationColumns} FROM organisation_invitations i
             LEFT JOIN users inv ON inv.id = i.invited_by
            WHERE i.token_hash = ?`,
        )
        .get(hashInvitationToken(token));
    },

    /** Spends the invitation; false when it was spent meanwhile (single use). */
    accept(id: string, userId: string): boolean {
      return (
        db
          .prepare(
            `UPDATE organisation_invitations SET accepted_at = ?, accepted_by = ?
              WHERE id = ? AND accepted_at IS NULL AND revoked_at IS NULL`,
          )
          .run(now(), userId, id).changes === 1
      );
    },

    // ---- activity -----------------------------------------------------------------------------

    events(organisationId: string, options: { before?: string; limit: number }) {
      const before = options.before ? Number(options.before) : Number.MAX_SAFE_INTEGER;
      const rows = db
        .prepare<[string, number, number], EventRow>(
          `SELECT e.id, e.type, e.created_at, e.actor_id, a.name AS actor_name,
                  e.subject_user_id, s.name AS subject_name, e.subject_email, e.detail
             FROM organisation_events e
             LEFT JOIN users a ON a.id = e.actor_id
             LEFT JOIN users s ON s.id = e.subject_user_id
            WHERE e.organisation_id = ? AND e.id < ? ORDER BY e.id DESC LIMIT ?`,
        )
        .all(organisationId, before, options.limit + 1);
      const events = rows.slice(0, options.limit);
      return {
        events,
        next: rows.length > options.limit ? String(events[events.length - 1]!.id) : null,
      };
    },

    // ---- access requests -------------------------------------------------------------------------

    /** The organisation of `tenantId` (null: the group without a tenant) with this slug. */
    findBySlug(tenantId: string | null, slug: string): OrganisationRow | undefined {
      return db
        .prepare<[string, string | null], OrganisationRow>(
          `SELECT id, tenant_id, name, slug, logo_url, created_at FROM organisations
            WHERE slug = ? AND tenant_id IS ?`,
        )
        .get(slug, tenantId);
    },

    /** A new pending request; false when this person already has one pending here. */
    requestAccess(organisationId: string, userId: string): boolean {
      const result = db
        .prepare(
          `INSERT INTO organisation_access_requests (id, organisation_id, user_id, created_at)
           VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        )
        .run(newId(), organisationId, userId, now());
      return result.changes === 1;
    },

    pendingAccessRequests(organisationId: string): AccessRequestRow[] {
      return db
        .prepare<[string], AccessRequestRow>(
          `SELECT r.id, r.organisation_id, r.user_id, u.name, u.email, r.created_at
             FROM organisation_access_requests r JOIN users u ON u.id = r.user_id
            WHERE r.organisation_id = ? AND r.decided_at IS NULL
            ORDER BY r.created_at, r.rowid`,
        )
        .all(organisationId);
    },

    pendingAccessRequest(organisationId: string, id: string): AccessRequestRow | undefined {
      return this.pendingAccessRequests(organisationId).find((row) => row.id === id);
    },

    /** Decides a pending request; false when it was no longer pending. */
    decideAccessRequest(id: string, decision: 'approved' | 'declined', by: string): boolean {
      return (
        db
          .prepare(
            `UPDATE organisation_access_requests SET decided_at = ?, decision = ?, decided_by = ?
              WHERE id = ? AND decided_at IS NULL`,
          )
          .run(now(), decision, by, id).changes === 1
      );
    },

    // ---- the session's active organisation ----------------------------------------------------

    /** Stores this grant's choice (null: as an individual) and remembers it as the user's last. */
    select(grantId: string, userId: string, organisationId: string | null): void {
      const at = now();
      db.transaction(() => {
        db.prepare('DELETE FROM organisation_selections WHERE selected_at < ?').run(
          new Date(clock() - SELECTION_TTL_MS).toISOString(),
        );
        db.prepare(
          `INSERT INTO organisation_selections (grant_id, user_id, organisation_id, selected_at)
           VALUES (?, ?, ?, ?)
           ON CONFLICT (grant_id) DO UPDATE SET user_id = excluded.user_id,
             organisation_id = excluded.organisation_id, selected_at = excluded.selected_at`,
        ).run(grantId, userId, organisationId, at);
        // As an individual: a new sign-in starts as one too (no last choice to fall back to).
        if (organisationId === null) {
          db.prepare('UPDATE organisation_members SET selected_at = NULL WHERE user_id = ?').run(
            userId,
          );
        } else {
          db.prepare(
            `UPDATE organisation_members SET selected_at = ?
              WHERE organisation_id = ? AND user_id = ?`,
          ).run(at, organisationId, userId);
        }
      })();
    },
  };
}

export type OrganisationStore = ReturnType<typeof organisationStore>;

/**
 * The session's active organisation and the user's role in it now: the grant's choice (null: as
 * an individual; no choice: none). A choice of an organisation the user no longer belongs to
 * (left, removed, deleted) gives none. Read by the authority each time it issues a token
 * (`org_id`, `org_role`) and by GET /users/me/active-organisation.
 */
export function activeOrganisation(
  db: Db,
  userId: string,
  grantId: string | undefined,
): { organisationId: string; role: string } | null {
  if (!grantId) return null;
  const row = db
    .prepare<[string, string], { organisation_id: string; role: string }>(
      `SELECT m.organisation_id, m.role FROM organisation_selections s
         JOIN organisation_members m
           ON m.organisation_id = s.organisation_id AND m.user_id = s.user_id
        WHERE s.grant_id = ? AND s.user_id = ?`,
    )
    .get(grantId, userId);
  return row ? { organisationId: row.organisation_id, role: row.role } : null;
}

/**
 * A new session (its first tokens, at the code exchange) starts in the organisation the user
 * chose last in any session, if they still belong to it. Sessions already running keep their
 * own choice: a switch in one browser never moves another.
 */
function startSession(db: Db, userId: string, grantId: string): void {
  const last = db
    .prepare<[string], { organisation_id: string }>(
      `SELECT organisation_id FROM organisation_members
        WHERE user_id = ? AND selected_at IS NOT NULL ORDER BY selected_at DESC LIMIT 1`,
    )
    .get(userId);
  if (!last) return;
  db.prepare(
    `INSERT INTO organisation_selections (grant_id, user_id, organisation_id, selected_at)
     VALUES (?, ?, ?, ?) ON CONFLICT (grant_id) DO NOTHING`,
  ).run(grantId, userId, last.organisation_id, new Date().toISOString());
}

/** The token claims of the session's active organisation, or none (provider.ts). */
export function organisationClaims(
  db: Db,
  userId: string,
  grantId: string | undefined,
  newSession: boolean,
): { org_id: string; org_role: string } | undefined {
  if (grantId && newSession) startSession(db, userId, grantId);
  const active = activeOrganisation(db, userId, grantId);
  return active ? { org_id: active.organisationId, org_role: active.role } : undefined;
}

/** The user's memberships for the data export (an allow-list of columns). */
export function exportMemberships(db: Db, userId: string) {
  return db
    .prepare<[string], { id: string; name: string; slug: string; role: string; joinedAt: string }>(
      `SELECT o.id, o.name, o.slug, m.role, m.joined_at AS joinedAt
         FROM organisation_members m JOIN organisations o ON o.id = m.organisation_id
        WHERE m.user_id = ? ORDER BY m.joined_at, m.rowid`,
    )
    .all(userId);
}

/** The organisations whose only owner the user is (POST /users/me/deletion refuses then). */
export function soleOwnedOrganisations(db: Db, userId: string): OrganisationRow[] {
  return db
    .prepare<[string], OrganisationRow>(
      `SELECT o.id, o.tenant_id, o.name, o.slug, o.logo_url, o.created_at
         FROM organisation_members m JOIN organisations o ON o.id = m.organisation_id
        WHERE m.user_id = ? AND m.role = 'owner'
          AND (SELECT count(*) FROM organisation_members x
                WHERE x.organisation_id = m.organisation_id AND x.role = 'owner') = 1
        ORDER BY o.created_at`,
    )
    .all(userId);
}

/**
 * Before an account is erased (privacy/deletion.ts): each organisation it is still the only owner
 * of goes to its highest-ranking other member (the longest-standing first), or is deleted when
 * nobody else is in it. Deletion is refused to a last owner when asked (last_owner_of_organisation),
 * but the other owners may leave during the 14 days' grace; an organisation must not be left
 * without an owner by the erase. Recorded in the organisation's activity (no actor).
 */
export function handOverSoleOwnership(db: Db, userId: string, at: string): void {
  for (const organisation of soleOwnedOrganisations(db, userId)) {
    const heir = db
      .prepare<[string, string], { user_id: string; role: string }>(
        `SELECT user_id, role FROM organisation_members
          WHERE organisation_id = ? AND user_id <> ?
          ORDER BY CASE role WHEN 'admin' THEN 0 ELSE 1 END, joined_at, rowid LIMIT 1`,
      )
      .get(organisation.id, userId);
    if (!heir) {
      db.prepare('DELETE FROM organisations WHERE id = ?').run(organisation.id);
      continue;
    }
    db.prepare(
      `UPDATE organisation_members SET role = 'owner' WHERE organisation_id = ? AND user_id = ?`,
    ).run(organisation.id, heir.user_id);
    // Every membership change is mailed to the person concerned (docs/organisations.md).
    const person = db
      .prepare<[string], { email: string; name: string; locale: string }>(
        'SELECT email, name, locale FROM users WHERE id = ?',
      )
      .get(heir.user_id);
    if (person) {
      sendMail(
        db,
        inheritedOwnershipMail(
          { to: person.email, name: person.name, locale: negotiateLocale(person.locale) },
          organisation.name,
          heir.role,
        ),
      );
    }
    db.prepare(
      `INSERT INTO organisation_events
         (organisation_id, type, created_at, actor_id, subject_user_id, detail)
       VALUES (?, 'member_role_changed', ?, NULL, ?, ?)`,
    ).run(
      organisation.id,
      at,
      heir.user_id,
      JSON.stringify({ role: 'owner', previousRole: heir.role, reason: 'owner_erased' }),
    );
  }
}

/**
 * Enterprise SSO: after a sign-in through an organisation's connection, the new session starts in
 * that organisation (the "last choice" a new session reads at its code exchange: startSession).
 */
export function preferForNextSession(db: Db, userId: string, organisationId: string): void {
  db.prepare(
    `UPDATE organisation_members SET selected_at = ? WHERE organisation_id = ? AND user_id = ?`,
  ).run(new Date().toISOString(), organisationId, userId);
}

/**
 * Whether `token` is a pending organisation invitation (not accepted, revoked or expired) for
 * `email`: a sign-up that carries it needs no confirmation mail, because the invitation's link
 * was mailed to that address (docs/organisations.md, "The invitation page"). Spends nothing.
 */
export function invitationProvesAddress(db: Db, token: unknown, email: string, now: number) {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const row = db
    .prepare<
      [string],
      { email: string; expires_at: string; accepted_at: string | null; revoked_at: string | null }
    >(
      `SELECT i.email, i.expires_at, i.accepted_at, i.revoked_at FROM organisation_invitations i
         JOIN organisations o ON o.id = i.organisation_id
        WHERE i.token_hash = ?`,
    )
    .get(hashInvitationToken(token));
  return (
    !!row &&
    row.email === email &&
    !row.accepted_at &&
    !row.revoked_at &&
    Date.parse(row.expires_at) > now
  );
}
