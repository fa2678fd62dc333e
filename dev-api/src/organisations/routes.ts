// Organisations (api/openapi.yaml, "Organisations"; docs/organisations.md): organisations,
// members and roles, invitations, the organisation's activity, and the session's active
// organisation. Every organisation route reads the caller's membership and role from the
// database on each request, never from the access token's org_id/org_role (which lag a
// token's lifetime behind): a member removed a moment ago is refused at their next call.
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { activeUser, type ActiveUserState } from '../accounts/active-user.ts';
import { readEmail } from '../accounts/fields.ts';
import { findUserByEmail } from '../accounts/store.ts';
import { requireUser } from '../authority/require-user.ts';
import type { AuthorityServices } from '../authority/services.ts';
import { appLink, pickApp } from '../platform/app-links.ts';
import type { ResponseBody, Schema } from '../platform/contract-types.ts';
import { ApiError } from '../platform/errors.ts';
import { bodyOf, tooManyAttempts } from '../platform/http.ts';
import { negotiateLocale, type Recipient } from '../platform/mail-layout.ts';
import { sendMail } from '../platform/mailer.ts';
import type { ThrottleRule } from '../platform/throttle.ts';
import { activityContext, recordActivity, type ActivityType } from '../sessions/activity.ts';
import {
  accessRequestMail,
  invitationMail,
  membershipMail,
  type MembershipNotice,
} from './mails.ts';
import {
  activeOrganisation,
  rank,
  SlugTakenError,
  type AccessRequestRow,
  type InvitationRow,
  type MemberRow,
  type OrganisationRow,
  type OrganisationStore,
} from './store.ts';

export type OrganisationRouteServices = AuthorityServices & { organisations: OrganisationStore };

/** Invitations and resends per inviter: each mails an address nobody here has proven. */
export const invitationThrottle: ThrottleRule = { max: 20, windowSeconds: 60 * 60 };
const invitationKey = (userId: string) => `organisation-invitations:${userId}`;

/** Access requests per person: each may mail an organisation's admins. */
export const accessRequestThrottle: ThrottleRule = { max: 10, windowSeconds: 60 * 60 };
const accessRequestKey = (userId: string) => `organisation-access-requests:${userId}`;

const ADMIN = 2;
const OWNER = 3;
const SLUG = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const NAME_MAX = 100;

const notAMember = () =>
  new ApiError(403, 'not_a_member', 'You are not a member of this organisation.');
const insufficientRole = () =>
  new ApiError(403, 'insufficient_role', 'Your role in this organisation does not allow this.');
const roleEscalation = () => new ApiError(403, 'role_escalation', 'Only an owner can do this.');
const lastOwner = () =>
  new ApiError(409, 'last_owner', 'An organisation needs at least one owner.');
const slugTaken = () => new ApiError(409, 'slug_taken', 'This slug is taken.');
const memberNotFound = () => ApiError.notFound('No member with this id.');
const invitationNotFound = () => ApiError.notFound('No pending invitation with this id.');
const invitationInvalid = () =>
  new ApiError(400, 'invitation_invalid', 'This invitation link is not valid.');

function readOrganisationName(value: unknown): { name: string; problem: string | null } {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) return { name, problem: 'required' };
  if ([...name].length > NAME_MAX) return { name, problem: 'too_long' };
  // Shown on screens and in mails: no control characters (C0, DEL, C1).
  if (/\p{Cc}/u.test(name)) return { name, problem: 'invalid' };
  return { name, problem: null };
}

/** An absolute https URL without credentials (an image a browser loads from anywhere). */
function readLogoUrl(value: unknown): { logoUrl: string | null; problem: string | null } {
  if (value === null || value === undefined) return { logoUrl: null, problem: null };
  if (typeof value !== 'string' || value.length > 2048)
    return { logoUrl: null, problem: 'invalid' };
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' || url.username || url.password) {
      return { logoUrl: null, problem: 'invalid' };
    }
    return { logoUrl: url.toString(), problem: null };
  } catch {
    return { logoUrl: null, problem: 'invalid' };
  }
}

interface Membership {
  organisation: OrganisationRow;
  me: MemberRow;
}

export function organisationRoutes(options: OrganisationRouteServices): Router[] {
  const { db, organisations: store, throttle } = options;
  const signedIn: Middleware<ActiveUserState>[] = [requireUser(options.provider), activeUser(db)];

  /** The caller's membership of `:organisationId`: unknown and not a member answer alike. */
  function membership(ctx: Context, minimum = 1): Membership {
    const { userId } = ctx.state as ActiveUserState;
    const id = (ctx.params as { organisationId?: string }).organisationId ?? '';
    const organisation = store.find(id);
    const me = organisation ? store.member(organisation.id, userId) : undefined;
    if (!organisation || !me) throw notAMember();
    if (rank(me.role) < minimum) throw insufficientRole();
    return { organisation, me };
  }

  /** Sensitive after the role is known (a member is not asked to confirm for nothing). */
  async function requireRecent(ctx: Context): Promise<void> {
    await options.recentAuth.requireRecent(ctx as Parameters<Middleware>[0], async () => {});
  }

  const view = (organisation: OrganisationRow, role: string): Schema<'Organisation'> => ({
    id: organisation.id,
    name: organisation.name,
    slug: organisation.slug,
    logoUrl: organisation.logo_url,
    role,
    roles: store.roles(organisation),
    memberCount: store.memberCount(organisation.id),
    createdAt: organisation.created_at,
  });

  const memberView = (row: MemberRow): Schema<'OrganisationMember'> => ({
    userId: row.user_id,
    name: row.name,
    email: row.email,
    role: row.role,
    joinedAt: row.joined_at,
  });

  const invitationView = (row: InvitationRow): Schema<'OrganisationInvitation'> => ({
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy:
      row.invited_by && row.inviter_name !== null
        ? { userId: row.invited_by, name: row.inviter_name }
        : null,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    expiresAt: row.expires_at,
  });

  const appFor = (ctx: Context) => pickApp(options.apps, ctx.get('Origin'));

  const recipientOf = (person: { email: string; name: string; locale: string }): Recipient => ({
    to: person.email,
    name: person.name,
    locale: negotiateLocale(person.locale),
  });

  /**
   * What a membership change leaves behind: a mail to the person, and an entry in their own
   * activity. The request's device and address are theirs only when they made it.
   */
  function tellPerson(
    ctx: Context,
    person: MemberRow,
    notice: MembershipNotice,
    organisation: OrganisationRow,
    roles: { role?: string; previous?: string } = {},
  ): void {
    const { userId } = ctx.state as ActiveUserState;
    sendMail(
      db,
      membershipMail(
        notice,
        recipientOf(person),
        organisation.name,
        roles,
        appLink(appFor(ctx), 'organisations', { whitelabel: person.tenant_id }),
      ),
    );
    const type: ActivityType = {
      joined: 'organisation_joined',
      role_changed: 'organisation_role_changed',
      removed: 'organisation_removed',
      left: 'organisation_left',
      deleted: 'organisation_deleted',
    }[notice] as ActivityType;
    recordActivity(db, {
      userId: person.user_id,
      type,
      ...(person.user_id === userId ? activityContext(ctx) : {}),
      detail: {
        organisation: organisation.name,
        organisationId: organisation.id,
        ...(roles.role ? { role: roles.role } : {}),
        ...(roles.previous ? { previousRole: roles.previous } : {}),
      },
    });
  }

  function takeInvitationTurn(userId: string): void {
    const turn = throttle.reserve([[invitationKey(userId), invitationThrottle]]);
    if ('wait' in turn) throw tooManyAttempts(turn.wait);
  }

  /**
   * The invitation mail: the same text whether or not the address has an account (the
   * greeting and the language follow the account when there is one; the inviter never sees it).
   */
  function mailInvitation(
    ctx: Context,
    organisation: OrganisationRow,
    row: InvitationRow,
    token: string,
  ): void {
    const { user } = ctx.state as ActiveUserState;
    const account = findUserByEmail(db, row.email);
    const known = account && account.confirmed_at !== null && !account.disabled;
    const recipient: Recipient = {
      to: row.email,
      name: known ? account.name : null,
      locale: negotiateLocale(known ? account.locale : user.locale),
    };
    const url = appLink(appFor(ctx), 'organisations/invitation', {
      token,
      whitelabel: organisation.tenant_id,
    });
    sendMail(db, invitationMail(recipient, user.email, row.role, row.expires_at, url));
  }

  /** An invitation a link names: the lookup's and the accept's refusals, in their order. */
  function usableInvitation(token: unknown, check: (row: InvitationRow) => void = () => {}) {
    if (typeof token !== 'string' || !TOKEN.test(token)) throw invitationInvalid();
    const row = store.byToken(token);
    const organisation = row ? store.find(row.organisation_id) : undefined;
    if (!row || !organisation) throw invitationInvalid();
    check(row);
    if (row.accepted_at) {
      throw new ApiError(409, 'invitation_used', 'This invitation was already accepted.');
    }
    if (row.revoked_at) {
      throw new ApiError(410, 'invitation_revoked', 'This invitation was revoked.');
    }
    if (Date.parse(row.expires_at) <= options.clock()) {
      throw new ApiError(410, 'invitation_expired', 'This invitation has expired.');
    }
    return { row, organisation };
  }

  // ---- organisations ---------------------------------------------------------------------------
  const orgs = new Router<ActiveUserState>({ prefix: '/organisations' });

  orgs.get('/', ...signedIn, (ctx) => {
    const { user, grantId } = ctx.state;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      organisations: store.forUser(user.id).map((row) => view(row, row.role)),
      activeOrganisationId: activeOrganisation(db, user.id, grantId)?.organisationId ?? null,
    } satisfies ResponseBody<'listMyOrganisations', 200>;
  });

  orgs.post('/', ...signedIn, (ctx) => {
    const { user } = ctx.state;
    const body = bodyOf(ctx);
    const { name, problem: nameProblem } = readOrganisationName(body.name);
    const slug = typeof body.slug === 'string' ? body.slug : '';
    const { logoUrl, problem: logoProblem } = readLogoUrl(body.logoUrl);
    const fields: Record<string, string> = {};
    if (nameProblem) fields.name = nameProblem;
    if (!slug) fields.slug = 'required';
    else if (!SLUG.test(slug)) fields.slug = 'invalid';
    if (logoProblem) fields.logoUrl = logoProblem;
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields);

    let organisation: OrganisationRow;
    try {
      organisation = store.create({
        ownerId: user.id,
        tenantId: user.tenant_id,
        name,
        slug,
        logoUrl,
      });
    } catch (error) {
      if (error instanceof SlugTakenError) throw slugTaken();
      throw error;
    }
    recordActivity(db, {
      userId: user.id,
      type: 'organisation_created',
      ...activityContext(ctx),
      detail: { organisation: name, organisationId: organisation.id, role: 'owner' },
    });
    ctx.status = 201;
    ctx.body = view(organisation, 'owner');
  });

  orgs.get('/:organisationId', ...signedIn, (ctx) => {
    const { organisation, me } = membership(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = view(organisation, me.role);
  });

  orgs.patch('/:organisationId', ...signedIn, (ctx) => {
    const { organisation, me } = membership(ctx, ADMIN);
    const body = bodyOf(ctx);
    const changes: { name?: string; slug?: string; logoUrl?: string | null } = {};
    const fields: Record<string, string> = {};
    if (body.name !== undefined) {
      const { name, problem } = readOrganisationName(body.name);
      if (problem) fields.name = problem;
      else changes.name = name;
    }
    if (body.slug !== undefined) {
      if (typeof body.slug !== 'string' || !SLUG.test(body.slug)) fields.slug = 'invalid';
      else changes.slug = body.slug;
    }
    if (body.logoUrl !== undefined) {
      const { logoUrl, problem } = readLogoUrl(body.logoUrl);
      if (problem) fields.logoUrl = problem;
      else changes.logoUrl = logoUrl;
    }
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields);
    if (Object.keys(changes).length === 0) {
      throw new ApiError(400, 'validation', 'Nothing to change.');
    }
    try {
      store.update(organisation.id, changes);
    } catch (error) {
      if (error instanceof SlugTakenError) throw slugTaken();
      throw error;
    }
    store.record({
      organisationId: organisation.id,
      type: 'organisation_updated',
      actorId: me.user_id,
      detail: {
        ...(changes.name !== undefined ? { name: true } : {}),
        ...(changes.slug !== undefined ? { slug: true } : {}),
        ...('logoUrl' in changes ? { logo: true } : {}),
      },
    });
    ctx.body = view(store.find(organisation.id)!, me.role);
  });

  orgs.delete('/:organisationId', ...signedIn, async (ctx) => {
    const { organisation } = membership(ctx, OWNER);
    await requireRecent(ctx);
    const everyone = store.members(organisation.id);
    store.remove(organisation.id);
    for (const person of everyone) tellPerson(ctx, person, 'deleted', organisation);
    ctx.status = 204;
  });

  // ---- members ---------------------------------------------------------------------------------

  orgs.get('/:organisationId/members', ...signedIn, (ctx) => {
    const { organisation } = membership(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      members: store.members(organisation.id).map(memberView),
    } satisfies ResponseBody<'listOrganisationMembers', 200>;
  });

  orgs.patch('/:organisationId/members/:userId', ...signedIn, (ctx) => {
    const { organisation, me } = membership(ctx, ADMIN);
    const target = store.member(organisation.id, ctx.params.userId ?? '');
    if (!target) throw memberNotFound();
    const role = bodyOf(ctx).role;
    if (role === undefined) throw ApiError.validation({ role: 'required' });
    if (typeof role !== 'string' || !store.roles(organisation).includes(role)) {
      throw ApiError.validation({ role: 'invalid' });
    }
    // Only an owner makes or unmakes an owner: an admin cannot raise anyone (themselves
    // included) to owner, nor take an owner's role away.
    if (me.role !== 'owner' && (role === 'owner' || target.role === 'owner')) {
      throw roleEscalation();
    }
    if (role !== target.role) {
      const previous = target.role;
      db.transaction(() => {
        if (previous === 'owner' && store.ownerCount(organisation.id) <= 1) throw lastOwner();
        store.setRole(organisation.id, target.user_id, role);
        store.record({
          organisationId: organisation.id,
          type: 'member_role_changed',
          actorId: me.user_id,
          subjectUserId: target.user_id,
          detail: { role, previousRole: previous },
        });
      })();
      tellPerson(ctx, target, 'role_changed', organisation, { role, previous });
    }
    ctx.body = memberView(store.member(organisation.id, target.user_id)!);
  });

  function leave(ctx: Context, { organisation, me }: Membership): void {
    db.transaction(() => {
      if (me.role === 'owner' && store.ownerCount(organisation.id) <= 1) throw lastOwner();
      store.removeMember(organisation.id, me.user_id);
      store.record({
        organisationId: organisation.id,
        type: 'member_left',
        actorId: me.user_id,
        subjectUserId: me.user_id,
        detail: { role: me.role },
      });
    })();
    tellPerson(ctx, me, 'left', organisation, { role: me.role });
    ctx.status = 204;
  }

  orgs.delete('/:organisationId/members/:userId', ...signedIn, (ctx) => {
    const found = membership(ctx);
    const { organisation, me } = found;
    if (ctx.params.userId === me.user_id) return leave(ctx, found);
    if (rank(me.role) < ADMIN) throw insufficientRole();
    const target = store.member(organisation.id, ctx.params.userId ?? '');
    if (!target) throw memberNotFound();
    if (target.role === 'owner' && me.role !== 'owner') throw roleEscalation();
    db.transaction(() => {
      if (target.role === 'owner' && store.ownerCount(organisation.id) <= 1) throw lastOwner();
      store.removeMember(organisation.id, target.user_id);
      store.record({
        organisationId: organisation.id,
        type: 'member_removed',
        actorId: me.user_id,
        subjectUserId: target.user_id,
        detail: { role: target.role },
      });
    })();
    tellPerson(ctx, target, 'removed', organisation, { role: target.role });
    ctx.status = 204;
  });

  orgs.post('/:organisationId/leave', ...signedIn, (ctx) => {
    leave(ctx, membership(ctx));
  });

  orgs.post('/:organisationId/transfer-ownership', ...signedIn, async (ctx) => {
    const { organisation, me } = membership(ctx, OWNER);
    await requireRecent(ctx);
    const userId = bodyOf(ctx).userId;
    if (userId === undefined) throw ApiError.validation({ userId: 'required' });
    if (typeof userId !== 'string' || !ID.test(userId) || userId === me.user_id) {
      throw ApiError.validation({ userId: 'invalid' });
    }
    const target = store.member(organisation.id, userId);
    if (!target) throw memberNotFound();
    db.transaction(() => {
      store.setRole(organisation.id, target.user_id, 'owner');
      store.setRole(organisation.id, me.user_id, 'admin');
      store.record({
        organisationId: organisation.id,
        type: 'ownership_transferred',
        actorId: me.user_id,
        subjectUserId: target.user_id,
        detail: { role: 'owner', previousRole: target.role },
      });
    })();
    tellPerson(ctx, target, 'role_changed', organisation, {
      role: 'owner',
      previous: target.role,
    });
    tellPerson(ctx, me, 'role_changed', organisation, { role: 'admin', previous: 'owner' });
    ctx.body = view(organisation, 'admin');
  });

  orgs.get('/:organisationId/activity', ...signedIn, (ctx) => {
    const { organisation } = membership(ctx, ADMIN);
    const before = ctx.query.before;
    if (
      before !== undefined &&
      (typeof before !== 'string' || !/^[1-9][0-9]{0,15}$/.test(before))
    ) {
      throw ApiError.validation({ before: 'invalid' });
    }
    const page = store.events(organisation.id, { before, limit: 20 });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      events: page.events.map((row) => ({
        id: String(row.id),
        type: row.type,
        at: row.created_at,
        actor:
          row.actor_id && row.actor_name !== null
            ? { userId: row.actor_id, name: row.actor_name }
            : null,
        subject:
          row.subject_user_id || row.subject_email
            ? {
                userId: row.subject_name === null ? null : row.subject_user_id,
                name: row.subject_name,
                email: row.subject_email,
              }
            : null,
        detail: JSON.parse(row.detail) as Record<string, string | number | boolean>,
      })),
      next: page.next,
    } satisfies ResponseBody<'listOrganisationActivity', 200>;
  });

  // ---- invitations -----------------------------------------------------------------------------

  orgs.get('/:organisationId/invitations', ...signedIn, (ctx) => {
    const { organisation } = membership(ctx, ADMIN);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      invitations: store.pendingInvitations(organisation.id).map(invitationView),
    } satisfies ResponseBody<'listOrganisationInvitations', 200>;
  });

  orgs.post('/:organisationId/invitations', ...signedIn, (ctx) => {
    const { organisation, me } = membership(ctx, ADMIN);
    const body = bodyOf(ctx);
    const { email, problem } = readEmail(body.email);
    const fields: Record<string, string> = {};
    if (problem) fields.email = problem;
    if (body.role === undefined) fields.role = 'required';
    else if (typeof body.role !== 'string' || !store.roles(organisation).includes(body.role)) {
      fields.role = 'invalid';
    }
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields);
    const role = body.role as string;
    if (role === 'owner' && me.role !== 'owner') throw roleEscalation();
    // Both are in the lists the caller sees anyway: they say nothing about accounts.
    if (store.members(organisation.id).some((member) => member.email === email)) {
      throw new ApiError(409, 'already_member', 'This address is already a member.');
    }
    if (store.pendingFor(organisation.id, email)) {
      throw new ApiError(409, 'already_invited', 'This address already has a pending invitation.');
    }
    takeInvitationTurn(me.user_id);
    const { row, token } = store.invite({
      organisationId: organisation.id,
      email,
      role,
      invitedBy: me.user_id,
    });
    mailInvitation(ctx, organisation, row, token);
    store.record({
      organisationId: organisation.id,
      type: 'invitation_sent',
      actorId: me.user_id,
      subjectEmail: email,
      detail: { role },
    });
    ctx.status = 201;
    ctx.body = invitationView(row);
  });

  /** A pending invitation of this organisation the caller may manage. */
  function managedInvitation(ctx: Context): Membership & { invitation: InvitationRow } {
    const found = membership(ctx, ADMIN);
    const invitation = store.invitationById(
      found.organisation.id,
      (ctx.params as { invitationId?: string }).invitationId ?? '',
    );
    if (!invitation || !store.isPending(invitation)) throw invitationNotFound();
    if (invitation.role === 'owner' && found.me.role !== 'owner') throw roleEscalation();
    return { ...found, invitation };
  }

  orgs.delete('/:organisationId/invitations/:invitationId', ...signedIn, (ctx) => {
    const { organisation, me, invitation } = managedInvitation(ctx);
    store.revoke(invitation.id);
    store.record({
      organisationId: organisation.id,
      type: 'invitation_revoked',
      actorId: me.user_id,
      subjectEmail: invitation.email,
      detail: { role: invitation.role },
    });
    ctx.status = 204;
  });

  orgs.post('/:organisationId/invitations/:invitationId/resend', ...signedIn, (ctx) => {
    const { organisation, me, invitation } = managedInvitation(ctx);
    takeInvitationTurn(me.user_id);
    const { row, token } = store.resend(invitation, me.user_id);
    mailInvitation(ctx, organisation, row, token);
    store.record({
      organisationId: organisation.id,
      type: 'invitation_resent',
      actorId: me.user_id,
      subjectEmail: row.email,
      detail: { role: row.role },
    });
    ctx.body = invitationView(row);
  });

  // ---- access requests ---------------------------------------------------------------------------

  const accessRequestView = (row: AccessRequestRow): Schema<'AccessRequest'> => ({
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    createdAt: row.created_at,
  });

  orgs.get('/:organisationId/access-requests', ...signedIn, (ctx) => {
    const { organisation } = membership(ctx, ADMIN);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      requests: store.pendingAccessRequests(organisation.id).map(accessRequestView),
    } satisfies ResponseBody<'listOrganisationAccessRequests', 200>;
  });

  /** A pending request of this organisation, for its owners and admins. */
  function pendingRequest(ctx: Context): Membership & { request: AccessRequestRow } {
    const found = membership(ctx, ADMIN);
    const request = store.pendingAccessRequest(
      found.organisation.id,
      (ctx.params as { requestId?: string }).requestId ?? '',
    );
    if (!request) throw ApiError.notFound('No pending access request with this id.');
    return { ...found, request };
  }

  orgs.post('/:organisationId/access-requests/:requestId/approve', ...signedIn, (ctx) => {
    const { organisation, me, request } = pendingRequest(ctx);
    const role = bodyOf(ctx).role;
    if (
      role !== undefined &&
      (typeof role !== 'string' || !store.roles(organisation).includes(role))
    ) {
      throw ApiError.validation({ role: 'invalid' });
    }
    const granted = (role as string | undefined) ?? 'member';
    if (granted === 'owner' && me.role !== 'owner') throw roleEscalation();
    db.transaction(() => {
      if (!store.decideAccessRequest(request.id, 'approved', me.user_id)) {
        throw ApiError.notFound('No pending access request with this id.');
      }
      store.record({
        organisationId: organisation.id,
        type: 'access_approved',
        actorId: me.user_id,
        subjectUserId: request.user_id,
        detail: { role: granted },
      });
      // Joined meanwhile (an invitation): nothing more to add.
      if (!store.member(organisation.id, request.user_id)) {
        store.addMember(organisation.id, request.user_id, granted);
        store.record({
          organisationId: organisation.id,
          type: 'member_joined',
          actorId: me.user_id,
          subjectUserId: request.user_id,
          detail: { role: granted },
        });
      }
    })();
    const joined = store.member(organisation.id, request.user_id)!;
    tellPerson(ctx, joined, 'joined', organisation, { role: joined.role });
    ctx.body = memberView(joined);
  });

  orgs.post('/:organisationId/access-requests/:requestId/decline', ...signedIn, (ctx) => {
    const { organisation, me, request } = pendingRequest(ctx);
    if (!store.decideAccessRequest(request.id, 'declined', me.user_id)) {
      throw ApiError.notFound('No pending access request with this id.');
    }
    // Nothing is mailed to the person: a decline would tell them the organisation exists.
    store.record({
      organisationId: organisation.id,
      type: 'access_declined',
      actorId: me.user_id,
      subjectUserId: request.user_id,
    });
    ctx.status = 204;
  });

  const requests = new Router<ActiveUserState>({ prefix: '/organisation-access-requests' });

  requests.post('/', ...signedIn, (ctx) => {
    const { user } = ctx.state;
    const slug = bodyOf(ctx).slug;
    if (slug === undefined || slug === '') throw ApiError.validation({ slug: 'required' });
    if (typeof slug !== 'string' || !SLUG.test(slug))
      throw ApiError.validation({ slug: 'invalid' });
    // Counted before the slug is looked up, whatever it names: the limit tells nothing either.
    const turn = throttle.reserve([[accessRequestKey(user.id), accessRequestThrottle]]);
    if ('wait' in turn) throw tooManyAttempts(turn.wait);
    ctx.status = 202;
    ctx.body = { status: 'accepted' } satisfies ResponseBody<'requestOrganisationAccess', 202>;
    // The same answer from here on, whatever the slug names (no enumeration of organisations).
    const organisation = store.findBySlug(user.tenant_id, slug);
    if (!organisation || store.member(organisation.id, user.id)) return;
    if (!store.requestAccess(organisation.id, user.id)) return;
    store.record({
      organisationId: organisation.id,
      type: 'access_requested',
      actorId: user.id,
      subjectUserId: user.id,
    });
    const membersUrl = (admin: MemberRow) =>
      appLink(appFor(ctx), 'organisations', {
        organisation: organisation.id,
        whitelabel: admin.tenant_id,
      });
    for (const admin of store.members(organisation.id)) {
      if (rank(admin.role) < ADMIN) continue;
      sendMail(
        db,
        accessRequestMail(recipientOf(admin), user.email, organisation.name, membersUrl(admin)),
      );
    }
  });

  // ---- an invitation's link ----------------------------------------------------------------------
  const links = new Router<ActiveUserState>({ prefix: '/organisation-invitations' });

  // Looks only: the page shows this before the reader presses Accept.
  links.post('/lookup', (ctx) => {
    const { row, organisation } = usableInvitation(bodyOf(ctx).token);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      organisation: {
        name: organisation.name,
        slug: organisation.slug,
        logoUrl: organisation.logo_url,
      },
      role: row.role,
      email: row.email,
      expiresAt: row.expires_at,
    } satisfies ResponseBody<'lookUpOrganisationInvitation', 200>;
  });

  links.post('/accept', ...signedIn, (ctx) => {
    const { user } = ctx.state;
    const { row, organisation } = usableInvitation(bodyOf(ctx).token, (found) => {
      // Whoever holds the link is not necessarily the invited person: only that address joins.
      if (found.email !== user.email.toLowerCase()) {
        throw new ApiError(
          403,
          'invitation_wrong_account',
          'This invitation is for another e-mail address.',
        );
      }
    });
    if (store.member(organisation.id, user.id)) {
      throw new ApiError(409, 'already_member', 'You are already a member.');
    }
    db.transaction(() => {
      if (!store.accept(row.id, user.id)) {
        throw new ApiError(409, 'invitation_used', 'This invitation was already accepted.');
      }
      store.addMember(organisation.id, user.id, row.role);
      store.record({
        organisationId: organisation.id,
        type: 'member_joined',
        actorId: user.id,
        subjectUserId: user.id,
        detail: { role: row.role },
      });
    })();
    tellPerson(ctx, store.member(organisation.id, user.id)!, 'joined', organisation, {
      role: row.role,
    });
    ctx.body = view(organisation, row.role);
  });

  // ---- the session's active organisation ---------------------------------------------------------
  const me = new Router<ActiveUserState>({ prefix: '/users/me' });

  const activeView = (userId: string, grantId: string | undefined) => {
    const active = activeOrganisation(db, userId, grantId);
    return {
      organisationId: active?.organisationId ?? null,
      role: active?.role ?? null,
    } satisfies ResponseBody<'getActiveOrganisation', 200>;
  };

  me.get('/active-organisation', ...signedIn, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = activeView(ctx.state.userId, ctx.state.grantId);
  });

  me.put('/active-organisation', ...signedIn, (ctx) => {
    const { userId, grantId } = ctx.state;
    const chosen = bodyOf(ctx).organisationId;
    if (chosen === undefined) throw ApiError.validation({ organisationId: 'required' });
    if (chosen !== null && (typeof chosen !== 'string' || !ID.test(chosen))) {
      throw ApiError.validation({ organisationId: 'invalid' });
    }
    if (chosen !== null && !store.member(chosen, userId)) throw notAMember();
    // Every access token of our client has a grant (require-user.ts).
    if (!grantId) throw new ApiError(401, 'invalid_token', 'Sign in again.');
    store.select(grantId, userId, chosen);
    ctx.body = activeView(userId, grantId);
  });

  // One state type for the server's list of routers (as privacy/routes.ts does).
  return [orgs, links, requests, me] as unknown as Router[];
}
