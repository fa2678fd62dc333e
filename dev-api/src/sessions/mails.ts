// The sessions' mail, in en, pt-BR and es: a sign-in from a browser the account had not used
// before, with a single-use "This wasn't me" link.
import { compose, type MailLocale, type Recipient } from '../platform/mail-layout.ts';
import type { MailInput } from '../platform/mailer.ts';

/** The new-device mail's text (newDeviceMail). */
interface NewDeviceCopy {
  subject: string;
  intro: (email: string) => string;
  when: (at: string) => string;
  device: (browser: string, os: string) => string;
  unknown: string;
  wasYou: string;
  notYouLead: string;
  notYou: string;
  note: string;
}

const copy: Record<MailLocale, NewDeviceCopy> = {
  en: {
    subject: 'New sign-in to your account',
    intro: (email) =>
      `Your account ${email} was just signed in to from a device it has not used before.`,
    when: (at) => `When: ${at}`,
    device: (browser, os) => `Device: ${browser} on ${os}`,
    unknown: 'unknown',
    wasYou: 'If this was you, there is nothing to do.',
    notYouLead:
      "If it wasn't you, we will sign out every device and send you a link to choose a new password:",
    notYou: "This wasn't me",
    note: 'This link works only once and expires in 7 days.',
  },
  'pt-BR': {
    subject: 'Novo acesso à sua conta',
    intro: (email) =>
      `Sua conta ${email} acabou de ser acessada de um dispositivo que ela ainda não tinha usado.`,
    when: (at) => `Quando: ${at}`,
    device: (browser, os) => `Dispositivo: ${browser} em ${os}`,
    unknown: 'desconhecido',
    wasYou: 'Se foi você, não é preciso fazer nada.',
    notYouLead:
      'Se não foi você, vamos desconectar todos os dispositivos e enviar um link para você criar uma nova senha:',
    notYou: 'Não fui eu',
    note: 'Este link funciona só uma vez e expira em 7 dias.',
  },
  es: {
    subject: 'Nuevo inicio de sesión en tu cuenta',
    intro: (email) =>
      `Se acaba de iniciar sesión en tu cuenta ${email} desde un dispositivo que no había usado antes.`,
    when: (at) => `Cuándo: ${at}`,
    device: (browser, os) => `Dispositivo: ${browser} en ${os}`,
    unknown: 'desconocido',
    wasYou: 'Si fuiste tú, no tienes que hacer nada.',
    notYouLead:
      'Si no fuiste tú, cerraremos la sesión en todos los dispositivos y te enviaremos un enlace para elegir una nueva contraseña:',
    notYou: 'No fui yo',
    note: 'Este enlace funciona una sola vez y vence en 7 días.',
  },
};

/**
 * A sign-in from a browser the account had not used before (not its first sign-in): when (in
 * the recipient's language, UTC: the server does not know their time zone), which browser and
 * system, and a single-use "This wasn't me" link (sessions/routes.ts, POST /accounts/not-me).
 */
export function newDeviceMail(
  recipient: Recipient,
  signIn: { at: string; browser: string | null; os: string | null },
  notMeUrl: string,
): MailInput {
  const t = copy[recipient.locale];
  const at = new Intl.DateTimeFormat(recipient.locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'UTC',
    hourCycle: recipient.locale === 'en' ? undefined : 'h23',
  }).format(new Date(signIn.at));
  return compose(
    recipient,
    t.subject,
    [
      { kind: 'p', text: t.intro(recipient.to) },
      { kind: 'p', text: t.when(`${at} UTC`) },
      { kind: 'p', text: t.device(signIn.browser ?? t.unknown, signIn.os ?? t.unknown) },
      { kind: 'p', text: t.wasYou },
      { kind: 'link', lead: t.notYouLead, label: t.notYou, url: notMeUrl },
      { kind: 'p', text: t.note },
    ],
    [notMeUrl],
  );
}
