// Organisations over HTTP (dev-api/src/organisations/, docs/organisations.md): the rules the API
// keeps whatever a screen does (never zero owners, no escalation by an admin, members only),
// invitations (single use, 7 days, revocable, for one address, the same answer for any address),
// a removed member refused at the next call, data rights, and org_id/org_role in tokens after a
// switch. The dev API's clock is moved instead of waiting; every exchange is checked against
// api/openapi.yaml by the test server.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  apiRequest,
  createUser,
  decodeJwtPayload,
  refresh,
  signInWithTokens,
  type JsonResponse,
  type TestAuthority,
  type TokenSet,
} from './oidc-helpers.ts';
import { demo, outbox, TestClock, type OutboxMail, authorityPerTest } from './two-step-helpers.ts';
import { eraseDueAccounts } from '../src/privacy/deletion.ts';

let auth: TestAuthority;
let clock: TestClock;

authorityPerTest((fresh, moved) => {
  auth = fresh;
  clock = moved;
});

const DAY = 24 * 3600;
const PASSWORD = 'Another-Passw0rd!';

interface Organisation {
  id: string;
  name: string;
  slug: string;
  role: string;
  roles: string[];
  memberCount: number;
}
interface Member {
  userId: string;
  email: string;
  role: string;
}
interface Invitation {
  id: string;
  email: string;
  role: string;
  expiresAt: string;
}
type Body = Record<string, unknown>;

async function signIn(credentials: { email: string; password: string } = demo): Promise<TokenSet> {
  return (await signInWithTokens(auth, credentials)).tokens;
}

/** A confirmed account (acme), signed in. */
async function person(email: string, name = 'Test User') {
  const id = await createUser(auth.db, { email, password: PASSWORD, name });
  const tokens = await signIn({ email, password: PASSWORD });
  return { id, email, tokens, token: tokens.access_token };
}

function call<T = Body>(token: string | undefined, method: string, path: string, body?: unknown) {
  return apiRequest<T>(auth, path, { method, token, body });
}

async function createOrganisation(token: string, slug = 'acme-research'): Promise<Organisation> {
  const created = await call<Organisation>(token, 'POST', '/organisations', {
    name: 'Acme Research',
    slug,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body;
}

function tokenOf(mail: OutboxMail | undefined): string {
  assert.ok(mail, 'a mail was sent');
  const link = mail.links[0];
  assert.ok(link, 'the mail has a link');
  const url = new URL(link);
  assert.equal(url.pathname, '/organisations/invitation');
  const token = url.searchParams.get('token');
  assert.ok(token);
  return token;
}

async function lastMailTo(address: string): Promise<OutboxMail | undefined> {
  return (await outbox(auth)).filter((mail) => mail.to === address).at(-1);
}

/** Invites `email` with `role` and answers the invitation's token (from its mail). */
async function invite(token: string, organisationId: string, email: string, role = 'member') {
  const invited = await call<Invitation>(
    token,
    'POST',
    `/organisations/${organisationId}/invitations`,
    { email, role },
  );
  assert.equal(invited.status, 201, JSON.stringify(invited.body));
  return { invitation: invited.body, token: tokenOf(await lastMailTo(email)) };
}

/** `someone` joins `organisationId` with `role`, through an invitation from `ownerToken`. */
async function join(
  ownerToken: string,
  organisationId: string,
  someone: { email: string; token: string },
  role = 'member',
) {
  const { token } = await invite(ownerToken, organisationId, someone.email, role);
  const accepted = await call(someone.token, 'POST', '/organisation-invitations/accept', { token });
  assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
}

function assertRefused(answer: JsonResponse, status: number, error: string) {
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  assert.equal(answer.body.error, error);
}

/** The stored access token's claims (opaque: what introspection would answer). */
function accessTokenExtra(accessToken: string): Record<string, unknown> {
  const row = auth.db
    .prepare<[string], { payload: string }>(
      "SELECT payload FROM oidc_models WHERE model = 'AccessToken' AND id = ?",
    )
    .get(accessToken);
  assert.ok(row, 'the access token is stored');
  return (JSON.parse(row.payload) as { extra?: Record<string, unknown> }).extra ?? {};
}

describe('organisations', () => {
  test('the creator is the only owner; a slug is unique in the tenant; members only', async () => {
    const owner = await signIn();
    const created = await createOrganisation(owner.access_token);
    assert.equal(created.role, 'owner');
    assert.equal(created.memberCount, 1);
    assert.match(created.id, /^[A-Za-z0-9_-]{22}$/);

    assertRefused(
      await call(owner.access_token, 'POST', '/organisations', {
        name: 'Other',
        slug: 'acme-research',
      }),
      409,
      'slug_taken',
    );
    const badLogo = await call(owner.access_token, 'POST', '/organisations', {
      name: 'Other',
      slug: 'other',
      logoUrl: 'https://user:secret@cdn.example.com/logo.png',
    });
    assertRefused(badLogo, 400, 'validation');
    assert.deepEqual(badLogo.body.fields, { logoUrl: 'invalid' });
    const httpLogo = await call(owner.access_token, 'POST', '/organisations', {
      name: 'Other',
      slug: 'other',
      logoUrl: 'http://cdn.example.com/logo.png',
    });
    assert.deepEqual(httpLogo.body.fields, { logoUrl: 'invalid' });

    const mine = await call<{ organisations: Organisation[]; activeOrganisationId: null }>(
      owner.access_token,
      'GET',
      '/organisations',
    );
    assert.deepEqual(
      mine.body.organisations.map((organisation) => organisation.slug),
      ['acme-research'],
    );
    assert.equal(mine.body.activeOrganisationId, null);

    const renamed = await call<Organisation>(
      owner.access_token,
      'PATCH',
      `/organisations/${created.id}`,
      { name: 'Acme Research Lab' },
    );
    assert.equal(renamed.body.name, 'Acme Research Lab');
  });

  test('a member of A cannot read B, and an unknown id answers the same', async () => {
    const alice = await person('alice@example.com');
    const bob = await person('bob@example.com');
    const a = await createOrganisation(alice.token, 'org-a');
    const b = await createOrganisation(bob.token, 'org-b');

    for (const path of [
      `/organisations/${b.id}`,
      `/organisations/${b.id}/members`,
      `/organisations/${b.id}/invitations`,
      `/organisations/${b.id}/activity`,
      '/organisations/kq3Xw0m1TgC2v9bZr7xLwA',
    ]) {
      assertRefused(await call(alice.token, 'GET', path), 403, 'not_a_member');
    }
    assertRefused(
      await call(alice.token, 'POST', `/organisations/${b.id}/invitations`, {
        email: 'eve@example.com',
        role: 'member',
      }),
      403,
      'not_a_member',
    );
    assertRefused(
      await call(alice.token, 'PUT', '/users/me/active-organisation', { organisationId: b.id }),
      403,
      'not_a_member',
    );
    assert.equal((await call(alice.token, 'GET', `/organisations/${a.id}`)).status, 200);
  });

  test('the last owner cannot leave, be demoted or removed; a second owner makes it possible', async () => {
    const owner = await signIn();
    const demoId = auth.db
      .prepare<[], { id: string }>("SELECT id FROM users WHERE email = 'demo@example.com'")
      .get()!.id;
    const organisation = await createOrganisation(owner.access_token);
    const base = `/organisations/${organisation.id}`;

    assertRefused(await call(owner.access_token, 'POST', `${base}/leave`), 409, 'last_owner');
    assertRefused(
      await call(owner.access_token, 'PATCH', `${base}/members/${demoId}`, { role: 'admin' }),
      409,
      'last_owner',
    );
    assertRefused(
      await call(owner.access_token, 'DELETE', `${base}/members/${demoId}`),
      409,
      'last_owner',
    );

    const ana = await person('ana@example.com', 'Ana');
    await join(owner.access_token, organisation.id, ana, 'owner');
    const demoted = await call<Member>(owner.access_token, 'PATCH', `${base}/members/${demoId}`, {
      role: 'admin',
    });
    assert.equal(demoted.status, 200, JSON.stringify(demoted.body));
    assert.equal(demoted.body.role, 'admin');
    // Ana is now the last owner.
    assertRefused(await call(ana.token, 'POST', `${base}/leave`), 409, 'last_owner');
  });

  test('an admin cannot grant, change, invite or remove an owner, nor raise themselves', async () => {
    const owner = await signIn();
    const organisation = await createOrganisation(owner.access_token);
    const base = `/organisations/${organisation.id}`;
    const admin = await person('admin@example.com', 'Admin');
    const member = await person('member@example.com', 'Member');
    await join(owner.access_token, organisation.id, admin, 'admin');
    await join(owner.access_token, organisation.id, member, 'member');
    const members = (await call<{ members: Member[] }>(admin.token, 'GET', `${base}/members`)).body
      .members;
    const ownerId = members.find((m) => m.role === 'owner')!.userId;

    const escalations: [string, string, unknown][] = [
      ['PATCH', `${base}/members/${member.id}`, { role: 'owner' }],
      ['PATCH', `${base}/members/${admin.id}`, { role: 'owner' }],
      ['PATCH', `${base}/members/${ownerId}`, { role: 'member' }],
      ['DELETE', `${base}/members/${ownerId}`, undefined],
      ['POST', `${base}/invitations`, { email: 'boss@example.com', role: 'owner' }],
    ];
    for (const [method, path, body] of escalations) {
      assertRefused(await call(admin.token, method, path, body), 403, 'role_escalation');
    }
    // What an admin may do: make a member an admin, and a plain member may do none of it.
    const promoted = await call<Member>(admin.token, 'PATCH', `${base}/members/${member.id}`, {
      role: 'admin',
    });
    assert.equal(promoted.body.role, 'admin');
    await call(owner.access_token, 'PATCH', `${base}/members/${member.id}`, { role: 'member' });
    assertRefused(
      await call(member.token, 'PATCH', `${base}/members/${admin.id}`, { role: 'member' }),
      403,
      'insufficient_role',
    );
    assertRefused(
      await call(member.token, 'POST', `${base}/invitations`, {
        email: 'x@example.com',
        role: 'member',
      }),
      403,
      'insufficient_role',
    );
    assertRefused(
      await call(owner.access_token, 'PATCH', `${base}/members/${member.id}`, { role: 'king' }),
      400,
      'validation',
    );
  });

  test("a tenant's own roles can be assigned, with a member's rights", async () => {
    // acme names `billing` (seed.ts); a user without a tenant gets the built-in roles only.
    const owner = await signIn();
    const organisation = await createOrganisation(owner.access_token);
    assert.deepEqual(organisation.roles, ['owner', 'admin', 'member', 'billing']);
    const billing = await person('billing@example.com');
    await join(owner.access_token, organisation.id, billing, 'billing');
    assertRefused(
      await call(billing.token, 'GET', `/organisations/${organisation.id}/invitations`),
      403,
      'insufficient_role',
    );
    auth.db.prepare('UPDATE users SET tenant_id = NULL WHERE id = ?').run(billing.id);
    const own = await createOrganisation(billing.token, 'no-tenant');
    assert.deepEqual(own.roles, ['owner', 'admin', 'member']);
  });
});

describe('invitations', () => {
  test('the inviter gets the same answer, and the invitee the same mail, with or without an account', async () => {
    const owner = await signIn();
    const organisation = await createOrganisation(owner.access_token);
    await createUser(auth.db, { email: 'known@example.com', password: PASSWORD, name: 'Known' });
    const known = await invite(owner.access_token, organisation.id, 'known@example.com');
    const unknown = await invite(owner.access_token, organisation.id, 'nobody@example.com');
    const shape = (invitation: Invitation) => Object.keys(invitation).sort();
    assert.deepEqual(shape(known.invitation), shape(unknown.invitation));

    const knownMail = await lastMailTo('known@example.com');
    const unknownMail = await lastMailTo('nobody@example.com');
    assert.equal(knownMail?.subject, unknownMail?.subject);
    // Only the greeting differs (the account's own name); no text the inviter typed.
    const body = (mail: OutboxMail | undefined) =>
      mail!.text
        .split('\n')
        .slice(1)
        .join('\n')
        .replace(/token=[^&\s]+/g, 'token=…');
    assert.equal(body(knownMail), body(unknownMail));
    assert.doesNotMatch(unknownMail!.text, /Acme Research/);
    assert.match(unknownMail!.text, /demo@example\.com/);
  });

  test("a sign-up carrying the address's own invitation is confirmed at once; any other is not", async () => {
    const owner = await signIn();
    const organisation = await createOrganisation(owner.access_token);
    const signUp = (email: string, invitationToken: string) =>
      call(undefined, 'POST', '/accounts', {
        name: 'Nina Costa',
        email,
        password: PASSWORD,
        acceptedTerms: true,
        invitationToken,
      });
    const { token } = await invite(owner.access_token, organisation.id, 'nina@example.com');

    // Another address with Nina's invitation: an ordinary sign-up (a confirmation mail).
    const other = await signUp('not-nina@example.com', token);
    assert.deepEqual([other.status, other.body], [202, { status: 'pending_confirmation' }]);
    assert.match((await lastMailTo('not-nina@example.com'))!.subject, /[Cc]onfirm/);

    const nina = await signUp('nina@example.com', token);
    assert.deepEqual([nina.status, nina.body], [202, { status: 'confirmed' }]);
    // No confirmation mail: the last mail to Nina is still the invitation.
    assert.equal(tokenOf(await lastMailTo('nina@example.com')), token);
    const tokens = await signIn({ email: 'nina@example.com', password: PASSWORD });
    // The sign-up spent nothing: Accept still joins, on the press.
    const accepted = await call(tokens.access_token, 'POST', '/organisation-invitations/accept', {
      token,
    });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));

    // A revoked invitation proves nothing any more.
    const nora = await invite(owner.access_token, organisation.id, 'nora@example.com');
    const revoked = await call(
      owner.access_token,
      'DELETE',
      `/organisations/${organisation.id}/invitations/${nora.invitation.id}`,
    );
    assert.equal(revoked.status, 204);
    const late = await signUp('nora@example.com', nora.token);
    assert.deepEqual(late.body, { status: 'pending_confirmation' });
  });

  test('single use: a second accept is invitation_used, and the lookup says so', async () => {
    const owner = await signIn();
    const organisation = await createOrganisation(owner.access_token);
    const ana = await person('ana@example.com', 'Ana');
    const { token } = await invite(owner.access_token, organisation.id, ana.email, 'admin');

    // Opening a link never acts: only a POST with the signed-in user's token does.
    assertRefused(
      await call(ana.token, 'GET', `/organisation-invitations/accept?token=${token}`),
      405,
      'method_not_allowed',
    );
    assertRefused(
      await call(undefined, 'POST', '/organisation-invitations/lookup', {}),
      400,
      'invitation_invalid',
    );
    const preview = await call(undefined, 'POST', '/organisation-invitations/lookup', { token });
    assert.equal(preview.status, 200);
    assert.equal(preview.body.email, ana.email);
    assert.equal(preview.body.role, 'admin');
    // Looking changes nothing.
    const listed = await call<{ invitations: Invitation[] }>(
      owner.access_token,
      'GET',
      `/organisations/${organisation.id}/invitations`,
    );
    assert.equal(listed.body.invitations.length, 1);

    const accepted = await call<Organisation>(
      ana.token,
      'POST',
      '/organisation-invitations/accept',
      {
        token,
      },
    );
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    assert.equal(accepted.body.role, 'admin');
    await call(owner.access_token, 'DELETE', `/organisations/${organisation.id}/members/${ana.id}`);

    assertRefused(
      await call(ana.token, 'POST', '/organisation-invitations/accept', { token }),
      409,
      'invitation_used',
    );
    assertRefused(
      await call(undefined, 'POST', '/organisation-invitations/lookup', { token }),
      409,
      'invitation_used',
    );
  });

  test('an invitation expires after 7 days', async () => {
    const owner = await signIn();
    const organisation = await createOrganisation(owner.access_token);
    const ana = await person('ana@example.com', 'Ana');
    const { token } = await invite(owner.access_token, organisation.id, ana.email);
    clock.advance(7 * DAY + 1);
    assertRefused(
      await call(undefined, 'POST', '/organisation-invitations/lookup', { token }),
      410,
      'invitation_expired',
    );
    assertRefused(
      await call(ana.token, 'POST', '/organisation-invitations/accept', { token }),
      410,
      'invitation_expired',
    );
    const pending = await call<{ invitations: Invitation[] }>(
      owner.access_token,
      'GET',
      `/organisations/${organisation.id}/invitations`,
    );
    assert.deepEqual(pending.body.invitations, []);
  });

  test('a revoked invitation is refused; a resend replaces the link', async () => {
    const owner = await signIn();
    const organisation = await createOrganisation(owner.access_token);
    const base = `/organisations/${organisation.id}/invitations`;
    const ana = await person('ana@example.com', 'Ana');
    const first = await invite(owner.access_token, organisation.id, ana.email);

    const resent = await call<Invitation>(
      owner.access_token,
      'POST',
      `${base}/${first.invitation.id}/resend`,
    );
    assert.equal(resent.status, 200, JSON.stringify(resent.body));
    const second = tokenOf(await lastMailTo(ana.email));
    assert.notEqual(second, first.token);
    assertRefused(
      await call(ana.token, 'POST', '/organisation-invitations/accept', { token: first.token }),
      400,
      'invitation_invalid',
    );

    const revoked = await call(owner.access_token, 'DELETE', `${base}/${first.invitation.id}`);
    assert.equal(revoked.status, 204);
    assertRefused(
      await call(ana.token, 'POST', '/organisation-invitations/accept', { token: second }),
      410,
      'invitation_revoked',
    );
    assertRefused(
      await call(owner.access_token, 'DELETE', `${base}/${first.invitation.id}`),
      404,
      'not_found',
    );
  });

  test('accepting signed in as another address is refused and joins nobody', async () => {
    const owner = await signIn();
    const organisation = await createOrganisation(owner.access_token);
    const { token } = await invite(owner.access_token, organisation.id, 'ana@example.com');
    const eve = await person('eve@example.com', 'Eve');
    assertRefused(
      await call(eve.token, 'POST', '/organisation-invitations/accept', { token }),
      403,
      'invitation_wrong_account',
    );
    assertRefused(
      await call(eve.token, 'GET', `/organisations/${organisation.id}`),
      403,
      'not_a_member',
    );
    // Still pending for the invited address.
    const ana = await person('ana@example.com', 'Ana');
    const accepted = await call(ana.token, 'POST', '/organisation-invitations/accept', { token });
    assert.equal(accepted.status, 200);
  });

  test('invitations are limited per inviter', async () => {
    const owner = await signIn();
    const organisation = await createOrganisation(owner.access_token);
    for (let i = 0; i < 20; i++) {
      await invite(owner.access_token, organisation.id, `person${i}@example.com`);
    }
    const refused = await call(
      owner.access_token,
      'POST',
      `/organisations/${organisation.id}/invitations`,
      { email: 'one-more@example.com', role: 'member' },
    );
    assertRefused(refused, 429, 'too_many_attempts');
    assert.ok(Number(refused.headers.get('Retry-After')) > 0);
  });
});

describe('membership changes', () => {
  test('a removed member is refused at the very next call, whatever their token says', async () => {
    const owner = await signIn();
    const organisation = await createOrganisation(owner.access_token);
    const ana = await person('ana@example.com', 'Ana');
    await join(owner.access_token, organisation.id, ana);
    await call(ana.token, 'PUT', '/users/me/active-organisation', {
      organisationId: organisation.id,
    });
    const renewed = await refresh(auth, ana.tokens.refresh_token!);
    const anaToken = renewed.body.access_token!;
    assert.equal(accessTokenExtra(anaToken).org_id, organisation.id);
    assert.equal(
      (await call(anaToken, 'GET', `/organisations/${organisation.id}/members`)).status,
      200,
    );

    const removed = await call(
      owner.access_token,
      'DELETE',
      `/organisations/${organisation.id}/members/${ana.id}`,
    );
    assert.equal(removed.status, 204);
    // The same access token, still carrying org_id: refused all the same.
    assert.equal(accessTokenExtra(anaToken).org_id, organisation.id);
    assertRefused(
      await call(anaToken, 'GET', `/organisations/${organisation.id}/members`),
      403,
      'not_a_member',
    );
    // Told by mail and in their own activity.
    const mail = await lastMailTo(ana.email);
    assert.match(mail!.subject, /removed from Acme Research/);
    const activity = await call<{ events: { type: string; detail: Body }[] }>(
      anaToken,
      'GET',
      '/users/me/activity',
    );
    assert.equal(activity.body.events[0]?.type, 'organisation_removed');
    assert.equal(activity.body.events[0]?.detail.organisation, 'Acme Research');
    // And the next refresh carries no organisation.
    const after = await refresh(auth, renewed.body.refresh_token!);
    assert.equal(accessTokenExtra(after.body.access_token!).org_id, undefined);
    assert.equal(decodeJwtPayload(after.body.id_token!).org_id, undefined);
  });

  test("a role change is mailed in the member's language and recorded in both activities", async () => {
    const owner = await signIn();
    const organisation = await createOrganisation(owner.access_token);
    const ana = await person('ana@example.com', 'Ana');
    auth.db.prepare("UPDATE users SET locale = 'pt-BR' WHERE id = ?").run(ana.id);
    await join(owner.access_token, organisation.id, ana);
    await call(owner.access_token, 'PATCH', `/organisations/${organisation.id}/members/${ana.id}`, {
      role: 'admin',
    });
    const mail = await lastMailTo(ana.email);
    assert.equal(mail?.subject, 'Seu papel em Acme Research mudou');
    assert.match(mail!.text, /administrador/);

    const events = await call<{ events: { type: string; detail: Body }[] }>(
      owner.access_token,
      'GET',
      `/organisations/${organisation.id}/activity`,
    );
    assert.deepEqual(
      events.body.events.map((event) => event.type),
      ['member_role_changed', 'member_joined', 'invitation_sent', 'organisation_created'],
    );
    assert.deepEqual(events.body.events[0]?.detail, { role: 'admin', previousRole: 'member' });
    const own = await call<{ events: { type: string }[] }>(ana.token, 'GET', '/users/me/activity');
    assert.deepEqual(
      own.body.events.slice(0, 2).map((event) => event.type),
      ['organisation_role_changed', 'organisation_joined'],
    );
  });

  test('deleting an organisation and transferring ownership need a recent authentication', async () => {
    const owner = await signIn();
    const organisation = await createOrganisation(owner.access_token);
    const ana = await person('ana@example.com', 'Ana');
    await join(owner.access_token, organisation.id, ana, 'admin');
    const base = `/organisations/${organisation.id}`;
    assertRefused(await call(ana.token, 'DELETE', base), 403, 'insufficient_role');

    clock.advance(11 * 60);
    assertRefused(
      await call(owner.access_token, 'POST', `${base}/transfer-ownership`, { userId: ana.id }),
      403,
      'reauthentication_required',
    );
    assertRefused(await call(owner.access_token, 'DELETE', base), 403, 'reauthentication_required');

    clock.advance(-11 * 60);
    const transferred = await call<Organisation>(
      owner.access_token,
      'POST',
      `${base}/transfer-ownership`,
      { userId: ana.id },
    );
    assert.equal(transferred.status, 200, JSON.stringify(transferred.body));
    assert.equal(transferred.body.role, 'admin');
    assertRefused(await call(owner.access_token, 'DELETE', base), 403, 'insufficient_role');
    const deleted = await call(ana.token, 'DELETE', base);
    assert.equal(deleted.status, 204);
    assertRefused(await call(owner.access_token, 'GET', base), 403, 'not_a_member');
    assert.match((await lastMailTo(demo.email))!.subject, /Acme Research was deleted/);
  });
});

describe('data rights', () => {
  test('the export lists memberships', async () => {
    const owner = await signIn();
    const organisation = await createOrganisation(owner.access_token);
    const exported = await call<{ organisations: Body[] }>(
      owner.access_token,
      'GET',
      '/users/me/data-export',
    );
    assert.equal(exported.status, 200);
    assert.deepEqual(
      exported.body.organisations.map(({ id, slug, role }) => ({ id, slug, role })),
      [{ id: organisation.id, slug: 'acme-research', role: 'owner' }],
    );
  });

  test("the last owner's account deletion waits until the organisation has another owner", async () => {
    const owner = await signIn();
    const organisation = await createOrganisation(owner.access_token);
    const refused = await call<{ organisations: Body[] }>(
      owner.access_token,
      'POST',
      '/users/me/deletion',
      { email: demo.email },
    );
    assertRefused(refused, 409, 'last_owner_of_organisation');
    assert.deepEqual(refused.body.organisations, [
      { id: organisation.id, name: 'Acme Research', slug: 'acme-research' },
    ]);
    // Nothing changed: the account still works.
    assert.equal((await call(owner.access_token, 'GET', '/users/me')).status, 200);

    const ana = await person('ana@example.com', 'Ana');
    await join(owner.access_token, organisation.id, ana);
    await call(owner.access_token, 'POST', `/organisations/${organisation.id}/transfer-ownership`, {
      userId: ana.id,
    });
    const scheduled = await call(owner.access_token, 'POST', '/users/me/deletion', {
      email: demo.email,
    });
    assert.equal(scheduled.status, 202, JSON.stringify(scheduled.body));
  });
});

describe('erasing an account', () => {
  test('an organisation whose other owners left meanwhile goes to its admin, or is deleted', async () => {
    const owner = await signIn();
    const kept = await createOrganisation(owner.access_token, 'kept');
    const alone = await createOrganisation(owner.access_token, 'alone');
    const ana = await person('ana@example.com', 'Ana');
    const carl = await person('carl@example.com', 'Carl');
    const dora = await person('dora@example.com', 'Dora');
    await join(owner.access_token, kept.id, ana, 'owner');
    await join(owner.access_token, kept.id, dora, 'member');
    await join(owner.access_token, kept.id, carl, 'admin');
    await join(owner.access_token, alone.id, ana, 'owner');
    const scheduled = await call(owner.access_token, 'POST', '/users/me/deletion', {
      email: demo.email,
    });
    assert.equal(scheduled.status, 202, JSON.stringify(scheduled.body));
    // During the grace period the other owner leaves both.
    assert.equal((await call(ana.token, 'POST', `/organisations/${kept.id}/leave`)).status, 204);
    assert.equal((await call(ana.token, 'POST', `/organisations/${alone.id}/leave`)).status, 204);

    clock.advance(15 * DAY);
    assert.equal(eraseDueAccounts(auth.db, clock.now).length, 1);
    const members = await call<{ members: Member[] }>(
      carl.token,
      'GET',
      `/organisations/${kept.id}/members`,
    );
    assert.deepEqual(
      members.body.members.map(({ email, role }) => ({ email, role })),
      [
        { email: dora.email, role: 'member' },
        { email: carl.email, role: 'owner' },
      ],
    );
    const left = auth.db
      .prepare<[string], { n: number }>('SELECT count(*) AS n FROM organisations WHERE id = ?')
      .get(alone.id);
    assert.equal(left?.n, 0);
    // The new owner is told, in their language, why.
    const told = await lastMailTo(carl.email);
    assert.equal(told?.subject, 'Your role in Acme Research changed');
    assert.match(told!.text, /Your role in Acme Research is now owner \(it was admin\)/);
    assert.match(told!.text, /only owner of Acme Research was deleted/);
  });
});

describe('the active organisation in tokens', () => {
  test('after a switch the next refresh carries org_id and org_role; the role follows changes', async () => {
    const owner = await signIn();
    const organisation = await createOrganisation(owner.access_token);
    assert.equal(accessTokenExtra(owner.access_token).org_id, undefined);
    assert.equal(decodeJwtPayload(owner.id_token).org_id, undefined);

    const switched = await call(owner.access_token, 'PUT', '/users/me/active-organisation', {
      organisationId: organisation.id,
    });
    assert.deepEqual(switched.body, { organisationId: organisation.id, role: 'owner' });
    // The token in hand does not change by itself.
    assert.equal(accessTokenExtra(owner.access_token).org_id, undefined);

    const renewed = await refresh(auth, owner.refresh_token);
    assert.equal(renewed.status, 200);
    const extra = accessTokenExtra(renewed.body.access_token!);
    assert.equal(extra.org_id, organisation.id);
    assert.equal(extra.org_role, 'owner');
    // The sign-in's auth_time stays beside them.
    assert.equal(extra.auth_time, decodeJwtPayload(owner.id_token).auth_time);
    const idToken = decodeJwtPayload(renewed.body.id_token!);
    assert.equal(idToken.org_id, organisation.id);
    assert.equal(idToken.org_role, 'owner');

    // Another owner demotes this one: the next refresh says admin.
    const ana = await person('ana@example.com', 'Ana');
    await join(owner.access_token, organisation.id, ana, 'owner');
    const me = (
      await call<{ members: Member[] }>(
        ana.token,
        'GET',
        `/organisations/${organisation.id}/members`,
      )
    ).body.members.find((member) => member.email === demo.email)!;
    await call(ana.token, 'PATCH', `/organisations/${organisation.id}/members/${me.userId}`, {
      role: 'admin',
    });
    const again = await refresh(auth, renewed.body.refresh_token!);
    assert.equal(accessTokenExtra(again.body.access_token!).org_role, 'admin');

    // Back to working as an individual: no claims.
    await call(again.body.access_token!, 'PUT', '/users/me/active-organisation', {
      organisationId: null,
    });
    const individual = await refresh(auth, again.body.refresh_token!);
    assert.equal(accessTokenExtra(individual.body.access_token!).org_id, undefined);
    assert.equal(decodeJwtPayload(individual.body.id_token!).org_role, undefined);
  });

  test("the switch is the session's: another browser keeps its own; a new sign-in starts with the last choice", async () => {
    const first = await signIn();
    const second = await signIn();
    const organisation = await createOrganisation(first.access_token);
    await call(first.access_token, 'PUT', '/users/me/active-organisation', {
      organisationId: organisation.id,
    });
    const other = await call(second.access_token, 'GET', '/users/me/active-organisation');
    assert.deepEqual(other.body, { organisationId: null, role: null });
    const renewed = await refresh(auth, second.refresh_token);
    assert.equal(accessTokenExtra(renewed.body.access_token!).org_id, undefined);

    const third = await signIn();
    assert.equal(accessTokenExtra(third.access_token).org_id, organisation.id);
    assert.equal(decodeJwtPayload(third.id_token).org_id, organisation.id);
  });
});

describe('onboarding', () => {
  test("a tenant's brand says whether its onboarding asks for an organisation (off by default)", async () => {
    const initech = await call(undefined, 'GET', '/whitelabels/initech?app=account');
    assert.equal(initech.status, 200);
    assert.equal(initech.body.onboardingOrganisation, true);
    for (const id of ['acme', 'globex']) {
      const other = await call(undefined, 'GET', `/whitelabels/${id}?app=account`);
      assert.equal(other.status, 200);
      assert.equal('onboardingOrganisation' in other.body, false, id);
    }
  });
});

describe('access requests', () => {
  interface AccessRequest {
    id: string;
    userId: string;
    email: string;
  }
  const ask = (token: string, slug: string) =>
    call(token, 'POST', '/organisation-access-requests', { slug });
  const pending = (token: string, organisationId: string) =>
    call<{ requests: AccessRequest[] }>(
      token,
      'GET',
      `/organisations/${organisationId}/access-requests`,
    );
  const mailsTo = async (address: string) =>
    (await outbox(auth)).filter((mail) => mail.to === address);

  test('the same answer whatever the slug names; owners and admins are mailed; an approval joins and is mailed', async () => {
    const owner = await signIn();
    const organisation = await createOrganisation(owner.access_token);
    const admin = await person('req-admin@example.com');
    const member = await person('req-member@example.com');
    await join(owner.access_token, organisation.id, admin, 'admin');
    await join(owner.access_token, organisation.id, member);
    const asker = await person('asker@example.com', 'Claim your prize at evil.example');

    const real = await ask(asker.token, 'acme-research');
    const none = await ask(asker.token, 'no-such-organisation');
    assert.equal(real.status, 202);
    assert.deepEqual(real.body, { status: 'accepted' });
    assert.deepEqual([none.status, none.body], [real.status, real.body]);
    // Asking again is answered alike and mails nobody again.
    assert.equal((await ask(asker.token, 'acme-research')).status, 202);

    const [toOwner] = await mailsTo(demo.email).then((mails) =>
      mails.filter((mail) => /asks to join/.test(mail.subject)),
    );
    const toAdmin = (await mailsTo(admin.email)).filter((mail) =>
      /asks to join/.test(mail.subject),
    );
    const toMember = (await mailsTo(member.email)).filter((mail) =>
      /asks to join/.test(mail.subject),
    );
    assert.ok(toOwner);
    assert.equal(toAdmin.length, 1);
    assert.equal(toMember.length, 0);
    assert.match(toOwner.text, /asker@example\.com asks to join Acme Research/);
    // The requester's name is text they typed: never in the mail.
    assert.doesNotMatch(toOwner.text, /prize/);
    assert.equal(new URL(toOwner.links[0]!).searchParams.get('organisation'), organisation.id);

    assertRefused(await pending(member.token, organisation.id), 403, 'insufficient_role');
    assertRefused(await pending(asker.token, organisation.id), 403, 'not_a_member');
    const listed = await pending(admin.token, organisation.id);
    assert.equal(listed.status, 200);
    assert.deepEqual(
      listed.body.requests.map(({ userId, email }) => ({ userId, email })),
      [{ userId: asker.id, email: asker.email }],
    );
    const id = listed.body.requests[0]!.id;
    const approve = (token: string, body?: Body) =>
      call(token, 'POST', `/organisations/${organisation.id}/access-requests/${id}/approve`, body);

    assertRefused(await approve(member.token), 403, 'insufficient_role');
    assertRefused(await approve(admin.token, { role: 'owner' }), 403, 'role_escalation');
    const approved = await approve(admin.token);
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.equal(approved.body.role, 'member');
    assert.equal((await call(asker.token, 'GET', `/organisations/${organisation.id}`)).status, 200);
    const joined = (await mailsTo(asker.email)).at(-1);
    assert.equal(joined?.subject, 'You joined Acme Research');
    assertRefused(await approve(admin.token), 404, 'not_found');
    assert.deepEqual((await pending(admin.token, organisation.id)).body.requests, []);

    const activity = await call<{ events: { type: string }[] }>(
      owner.access_token,
      'GET',
      `/organisations/${organisation.id}/activity`,
    );
    assert.deepEqual(
      activity.body.events.slice(0, 3).map((event) => event.type),
      ['member_joined', 'access_approved', 'access_requested'],
    );
  });

  test("a decline mails the requester nothing; another tenant's slug names nothing; requests are limited", async () => {
    const owner = await signIn();
    const organisation = await createOrganisation(owner.access_token);
    const asker = await person('decline-me@example.com');
    await ask(asker.token, 'acme-research');
    const [request] = (await pending(owner.access_token, organisation.id)).body.requests;
    const before = (await mailsTo(asker.email)).length;
    const declined = await call(
      owner.access_token,
      'POST',
      `/organisations/${organisation.id}/access-requests/${request!.id}/decline`,
    );
    assert.equal(declined.status, 204);
    assert.equal((await mailsTo(asker.email)).length, before);
    assertRefused(
      await call(asker.token, 'GET', `/organisations/${organisation.id}`),
      403,
      'not_a_member',
    );

    // Slugs are the tenant's: someone of another tenant names nothing with the same slug.
    const stranger = await person('globex-asker@example.com');
    auth.db.prepare("UPDATE users SET tenant_id = 'globex' WHERE id = ?").run(stranger.id);
    const mailsBefore = (await outbox(auth)).length;
    assert.equal((await ask(stranger.token, 'acme-research')).status, 202);
    assert.equal((await outbox(auth)).length, mailsBefore);
    assert.deepEqual((await pending(owner.access_token, organisation.id)).body.requests, []);

    // 10 an hour per person, whatever the slugs name; then 429 until the hour has passed.
    for (let i = 1; i < 10; i++) {
      assert.equal((await ask(stranger.token, `slug-${i}`)).status, 202);
    }
    const limited = await ask(stranger.token, 'slug-ten');
    assertRefused(limited, 429, 'too_many_attempts');
    assertRefused(await ask(stranger.token, 'bad slug'), 400, 'validation');
    clock.advance(3601);
    assert.equal((await ask(stranger.token, 'slug-ten')).status, 202);
  });
});
