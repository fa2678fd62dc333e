// Enterprise SSO's mails, in en, pt-BR and es (docs/enterprise-sso.md): to each person of the
// domain signed out because their organisation now requires its SSO ("When you turn
// enforcement on"), and the note an account waiting for its confirmation gets instead of a
// confirmation link once its domain requires SSO. The organisation's name is its admins' text,
// like in the membership notices (organisations/mails.ts), and goes only to accounts of its
// own verified domains; the note, to an address not proven yet, names no organisation.
import { linkMail, type MailLocale, type Recipient } from '../platform/mail-layout.ts';
import type { MailInput } from '../platform/mailer.ts';

interface NoteCopy {
  subject: string;
  lines: readonly string[];
  button: string;
  after: string;
}

const note: Record<MailLocale, NoteCopy> = {
  en: {
    subject: 'Your organisation signs in with single sign-on',
    lines: [
      'You asked for a new link to confirm this address. The organisation of this address now signs its people in through its own identity provider (single sign-on), so no confirmation link is sent.',
      "Sign in instead: type this address on the sign-in page, which takes you to your organisation's sign-in. That first sign-in confirms the address.",
    ],
    button: 'Sign in',
    after: "If you didn't ask for this, ignore this mail: nothing changes.",
  },
  'pt-BR': {
    subject: 'Sua organização usa login único (SSO)',
    lines: [
      'Você pediu um novo link para confirmar este endereço. A organização deste endereço agora faz o login das pessoas pelo próprio provedor de identidade (login único, SSO), por isso nenhum link de confirmação é enviado.',
      'Em vez disso, entre: digite este endereço na página de login, que leva você ao login da sua organização. Esse primeiro login confirma o endereço.',
    ],
    button: 'Entrar',
    after: 'Se não foi você que pediu, ignore este e-mail: nada muda.',
  },
  es: {
    subject: 'Tu organización usa el inicio de sesión único (SSO)',
    lines: [
      'Pediste un nuevo enlace para confirmar esta dirección. La organización de esta dirección ahora inicia la sesión de su gente con su propio proveedor de identidad (inicio de sesión único, SSO), así que no se envía ningún enlace de confirmación.',
      'En su lugar, inicia sesión: escribe esta dirección en la página de inicio de sesión, que te lleva al inicio de sesión de tu organización. Ese primer inicio de sesión confirma la dirección.',
    ],
    button: 'Iniciar sesión',
    after: 'Si no lo pediste tú, ignora este correo: nada cambia.',
  },
};

/** Instead of a confirmation link, where the address's domain requires its SSO. */
export function ssoSignInNoteMail(recipient: Recipient, signInUrl: string): MailInput {
  const t = note[recipient.locale];
  return linkMail(
    recipient,
    { subject: t.subject, before: t.lines, button: t.button, after: [t.after] },
    signInUrl,
  );
}

interface SsoRequiredCopy {
  subject: (org: string) => string;
  signedOut: (org: string, email: string) => string;
  how: string;
  button: string;
  noLonger: string;
  owner: (org: string) => string;
}

const copy: Record<MailLocale, SsoRequiredCopy> = {
  en: {
    subject: (org) => `${org} now requires single sign-on`,
    signedOut: (org, email) =>
      `${org} now requires its people to sign in through its own identity provider (single ` +
      `sign-on). So we signed your account ${email} out wherever it had signed in another way ` +
      '(a password, an e-mail code, another provider or a passkey).',
    how: "To sign in, type your work address on the sign-in page: it takes you to your organisation's sign-in.",
    button: 'Sign in',
    noLonger:
      "Your password, e-mail codes and other providers no longer sign in to this account. If you have questions, ask your organisation's IT administrator.",
    owner: (org) =>
      `As an owner of ${org}, you can still sign in with a passkey, so that a problem at the identity provider never locks you out of its settings.`,
  },
  'pt-BR': {
    subject: (org) => `${org} agora exige login único (SSO)`,
    signedOut: (org, email) =>
      `${org} agora exige que as pessoas da organização entrem pelo provedor de identidade ` +
      `dela (login único, SSO). Por isso encerramos as sessões da sua conta ${email} que ` +
      'tinham entrado de outra forma (senha, código por e-mail, outro provedor ou chave de acesso).',
    how: 'Para entrar, digite seu endereço de trabalho na página de login: ela leva você ao login da sua organização.',
    button: 'Entrar',
    noLonger:
      'A senha, os códigos por e-mail e outros provedores não entram mais nesta conta. Em caso de dúvida, fale com o administrador de TI da sua organização.',
    owner: (org) =>
      `Como proprietário de ${org}, você ainda pode entrar com uma chave de acesso, para que um problema no provedor de identidade nunca tire você das configurações.`,
  },
  es: {
    subject: (org) => `${org} ahora exige el inicio de sesión único (SSO)`,
    signedOut: (org, email) =>
      `${org} ahora exige que su gente inicie sesión con su propio proveedor de identidad ` +
      `(inicio de sesión único, SSO). Por eso cerramos las sesiones de tu cuenta ${email} que ` +
      'se habían iniciado de otra forma (contraseña, código por correo, otro proveedor o llave de acceso).',
    how: 'Para iniciar sesión, escribe tu dirección del trabajo en la página de inicio de sesión: te lleva al inicio de sesión de tu organización.',
    button: 'Iniciar sesión',
    noLonger:
      'La contraseña, los códigos por correo y otros proveedores ya no inician sesión en esta cuenta. Si tienes dudas, consulta al administrador de TI de tu organización.',
    owner: (org) =>
      `Como propietario de ${org}, aún puedes iniciar sesión con una llave de acceso, para que un problema en el proveedor de identidad nunca te deje fuera de su configuración.`,
  },
};

/** "Your organisation now requires SSO; you were signed out; sign in here" (sign-out.ts). */
export function ssoRequiredMail(
  recipient: Recipient,
  organisation: string,
  signInUrl: string,
  options: { owner: boolean },
): MailInput {
  const t = copy[recipient.locale];
  return linkMail(
    recipient,
    {
      subject: t.subject(organisation),
      before: [t.signedOut(organisation, recipient.to), t.how],
      button: t.button,
      after: [t.noLonger, ...(options.owner ? [t.owner(organisation)] : [])],
    },
    signInUrl,
  );
}
