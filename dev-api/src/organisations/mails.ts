// The organisation mails, in en, pt-BR and es (docs/organisations.md, "Mails"): the invitation,
// and a notice to the person concerned by every membership change.
//
// The invitation goes to an address that may have no account, so it carries no text anyone
// typed (mail-layout.ts): not the organisation's name, not the inviter's name; only the
// inviter's e-mail address (a confirmed account's, not free text) and the role. The page the
// link opens shows the organisation before anything is pressed. The mail is the same whether or
// not the address has an account (only the greeting and the language follow the account).
import {
  compose,
  linkMail,
  mailDate,
  type MailLocale,
  type Recipient,
} from '../platform/mail-layout.ts';
import type { MailInput } from '../platform/mailer.ts';

export type MembershipNotice = 'joined' | 'role_changed' | 'removed' | 'left' | 'deleted';

interface OrganisationCopy {
  role: Record<'owner' | 'admin' | 'member', string>;
  invitation: {
    subject: string;
    intro: (inviter: string, role: string) => string;
    button: string;
    expires: (date: string) => string;
    ignore: string;
  };
  notice: Record<MembershipNotice, { subject: (org: string) => string }>;
  /** "Your role in {org} is now {role}." and friends: filled by `noticeLine`. */
  lines: {
    joined: (org: string, role: string) => string;
    role_changed: (org: string, role: string, previous: string) => string;
    removed: (org: string) => string;
    left: (org: string) => string;
    deleted: (org: string) => string;
  };
  /** To the member who received an organisation when its only owner's account was erased. */
  erased: (org: string) => string;
  open: string;
  /** To the organisation's owners and admins: someone asks to join. */
  accessRequest: {
    subject: (org: string) => string;
    line: (requester: string, org: string) => string;
    button: string;
    unknown: string;
  };
}

const copy: Record<MailLocale, OrganisationCopy> = {
  en: {
    role: { owner: 'owner', admin: 'admin', member: 'member' },
    invitation: {
      subject: "You're invited to join an organisation",
      intro: (inviter, role) =>
        `${inviter} invited you to join their organisation as ${role}. Open the invitation ` +
        'to see which organisation it is and to accept it.',
      button: 'Open the invitation',
      expires: (date) => `The invitation works once, until ${date}.`,
      ignore: "If you weren't expecting it, ignore this mail: nothing happens unless you accept.",
    },
    notice: {
      joined: { subject: (org) => `You joined ${org}` },
      role_changed: { subject: (org) => `Your role in ${org} changed` },
      removed: { subject: (org) => `You were removed from ${org}` },
      left: { subject: (org) => `You left ${org}` },
      deleted: { subject: (org) => `${org} was deleted` },
    },
    lines: {
      joined: (org, role) => `You are now a member of ${org}, as ${role}.`,
      role_changed: (org, role, previous) =>
        `Your role in ${org} is now ${role} (it was ${previous}).`,
      removed: (org) =>
        `An admin of ${org} removed you from it. You no longer see its members or its data.`,
      left: (org) => `You left ${org}. You no longer see its members or its data.`,
      deleted: (org) => `An owner of ${org} deleted it, with its memberships and invitations.`,
    },
    erased: (org) =>
      `The account of the only owner of ${org} was deleted, so ${org} is now yours to look after. Sign in to see it under Organisations.`,
    open: 'Your organisations',
    accessRequest: {
      subject: (org) => `Someone asks to join ${org}`,
      line: (requester, org) =>
        `${requester} asks to join ${org}. Open its members screen to let them in, or to decline.`,
      button: 'Review the request',
      unknown:
        "If you don't know who this is, decline: nothing is sent to them, and nothing changes.",
    },
  },
  'pt-BR': {
    role: { owner: 'proprietário', admin: 'administrador', member: 'membro' },
    invitation: {
      subject: 'Você foi convidado para uma organização',
      intro: (inviter, role) =>
        `${inviter} convidou você para a organização dele como ${role}. Abra o convite para ` +
        'ver qual é a organização e para aceitar.',
      button: 'Abrir o convite',
      expires: (date) => `O convite vale uma vez, até ${date}.`,
      ignore:
        'Se você não esperava este convite, ignore este e-mail: nada acontece sem o seu aceite.',
    },
    notice: {
      joined: { subject: (org) => `Você entrou em ${org}` },
      role_changed: { subject: (org) => `Seu papel em ${org} mudou` },
      removed: { subject: (org) => `Você foi removido de ${org}` },
      left: { subject: (org) => `Você saiu de ${org}` },
      deleted: { subject: (org) => `${org} foi excluída` },
    },
    lines: {
      joined: (org, role) => `Agora você faz parte de ${org}, como ${role}.`,
      role_changed: (org, role, previous) =>
        `Seu papel em ${org} agora é ${role} (antes era ${previous}).`,
      removed: (org) =>
        `Um administrador de ${org} removeu você. Você não vê mais os membros nem os dados dela.`,
      left: (org) => `Você saiu de ${org}. Você não vê mais os membros nem os dados dela.`,
      deleted: (org) => `Um proprietário de ${org} a excluiu, com os membros e os convites.`,
    },
    erased: (org) =>
      `A conta do único proprietário de ${org} foi excluída, então agora ${org} fica aos seus cuidados. Entre para vê-la em Organizações.`,
    open: 'Suas organizações',
    accessRequest: {
      subject: (org) => `Alguém pede para entrar em ${org}`,
      line: (requester, org) =>
        `${requester} pede para entrar em ${org}. Abra a tela de membros para permitir a entrada ou recusar.`,
      button: 'Ver o pedido',
      unknown: 'Se você não sabe quem é, recuse: nada é enviado para a pessoa e nada muda.',
    },
  },
  es: {
    role: { owner: 'propietario', admin: 'administrador', member: 'miembro' },
    invitation: {
      subject: 'Te invitaron a unirte a una organización',
      intro: (inviter, role) =>
        `${inviter} te invitó a unirte a su organización como ${role}. Abre la invitación ` +
        'para ver qué organización es y para aceptarla.',
      button: 'Abrir la invitación',
      expires: (date) => `La invitación sirve una sola vez, hasta el ${date}.`,
      ignore: 'Si no la esperabas, ignora este correo: no pasa nada si no la aceptas.',
    },
    notice: {
      joined: { subject: (org) => `Te uniste a ${org}` },
      role_changed: { subject: (org) => `Tu rol en ${org} cambió` },
      removed: { subject: (org) => `Te quitaron de ${org}` },
      left: { subject: (org) => `Saliste de ${org}` },
      deleted: { subject: (org) => `Se eliminó ${org}` },
    },
    lines: {
      joined: (org, role) => `Ahora formas parte de ${org}, como ${role}.`,
      role_changed: (org, role, previous) =>
        `Tu rol en ${org} ahora es ${role} (antes era ${previous}).`,
      removed: (org) =>
        `Un administrador de ${org} te quitó de ella. Ya no ves sus miembros ni sus datos.`,
      left: (org) => `Saliste de ${org}. Ya no ves sus miembros ni sus datos.`,
      deleted: (org) => `Un propietario de ${org} la eliminó, con sus miembros e invitaciones.`,
    },
    erased: (org) =>
      `Se eliminó la cuenta del único propietario de ${org}, así que ahora ${org} queda a tu cargo. Inicia sesión para verla en Organizaciones.`,
    open: 'Tus organizaciones',
    accessRequest: {
      subject: (org) => `Alguien pide unirse a ${org}`,
      line: (requester, org) =>
        `${requester} pide unirse a ${org}. Abre la pantalla de miembros para dejarle entrar o rechazar el pedido.`,
      button: 'Ver el pedido',
      unknown: 'Si no sabes quién es, rechaza el pedido: no se le envía nada y nada cambia.',
    },
  },
};

/** A role's name in the recipient's language; a tenant's own role as the tenant named it. */
export function roleName(locale: MailLocale, role: string): string {
  const names = copy[locale].role;
  return role in names ? names[role as keyof typeof names] : role;
}

/** The invitation, with the Accept page's link (it acts only on a press). */
export function invitationMail(
  recipient: Recipient,
  inviterEmail: string,
  role: string,
  expiresAt: string,
  url: string,
): MailInput {
  const t = copy[recipient.locale].invitation;
  return linkMail(
    recipient,
    {
      subject: t.subject,
      before: [t.intro(inviterEmail, roleName(recipient.locale, role))],
      button: t.button,
      after: [t.expires(mailDate(recipient.locale, expiresAt)), t.ignore],
    },
    url,
  );
}

/** A membership change, to the person it concerns, with a link to their organisations. */
export function membershipMail(
  notice: MembershipNotice,
  recipient: Recipient,
  organisation: string,
  roles: { role?: string; previous?: string },
  organisationsUrl: string,
): MailInput {
  const t = copy[recipient.locale];
  const role = roleName(recipient.locale, roles.role ?? 'member');
  const previous = roleName(recipient.locale, roles.previous ?? 'member');
  const line =
    notice === 'joined'
      ? t.lines.joined(organisation, role)
      : notice === 'role_changed'
        ? t.lines.role_changed(organisation, role, previous)
        : t.lines[notice](organisation);
  return compose(
    recipient,
    t.notice[notice].subject(organisation),
    [
      { kind: 'p', text: line },
      { kind: 'button', label: t.open, url: organisationsUrl },
    ],
    [organisationsUrl],
  );
}

/**
 * To each owner and admin (confirmed members): someone asks to join. It names the requester by
 * their e-mail address only (a confirmed account's), never by text they typed.
 */
export function accessRequestMail(
  recipient: Recipient,
  requesterEmail: string,
  organisation: string,
  membersUrl: string,
): MailInput {
  const t = copy[recipient.locale].accessRequest;
  return linkMail(
    recipient,
    {
      subject: t.subject(organisation),
      before: [t.line(requesterEmail, organisation)],
      button: t.button,
      after: [t.unknown],
    },
    membersUrl,
  );
}

/**
 * To the member who became an organisation's owner when its only owner's account was erased
 * (`handOverSoleOwnership`). The erase job knows no app, so the mail has no link: it says where
 * to look once signed in.
 */
export function inheritedOwnershipMail(
  recipient: Recipient,
  organisation: string,
  previousRole: string,
): MailInput {
  const t = copy[recipient.locale];
  return compose(
    recipient,
    t.notice.role_changed.subject(organisation),
    [
      {
        kind: 'p',
        text: t.lines.role_changed(
          organisation,
          roleName(recipient.locale, 'owner'),
          roleName(recipient.locale, previousRole),
        ),
      },
      { kind: 'p', text: t.erased(organisation) },
    ],
    [],
  );
}
