// The passkey notices to the owner (one added, one removed), in en, pt-BR and es. A passkey is
// described by the browser and system it was added on, never by its name (docs/passkeys.md).
import {
  compose,
  resetPasswordLabel,
  type MailLocale,
  type Recipient,
} from '../platform/mail-layout.ts';
import type { MailInput } from '../platform/mailer.ts';

interface PasskeyNoticeCopy {
  subject: string;
  /** `passkey` is `passkeyOn`'s, lower case (the intro capitalises it where it starts). */
  intro: (email: string, passkey: string) => string;
  wasYou: string;
  notYouLead: string;
}

export type PasskeyNotice = 'added' | 'removed';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface PasskeyCopy {
  /** A passkey added or removed. */
  passkey: Record<PasskeyNotice, PasskeyNoticeCopy>;
  /** "a passkey on Chrome on Linux": how mails name a passkey (never by its name). */
  passkeyOn: (browser: string | null, os: string | null) => string;
}

const copy: Record<MailLocale, PasskeyCopy> = {
  en: {
    passkey: {
      added: {
        subject: 'A passkey was added',
        intro: (email, passkey) =>
          `${capitalised(passkey)} was just added to your account ${email}. It signs in ` +
          'without your password.',
        wasYou: "If this was you, there's nothing else to do.",
        notYouLead:
          "If it wasn't you, reset your password right away, then remove the passkey in your " +
          "account's security settings:",
      },
      removed: {
        subject: 'A passkey was removed',
        intro: (email, passkey) =>
          `${capitalised(passkey)} was just removed from your account ${email}. It no longer ` +
          'signs in.',
        wasYou: "If this was you, there's nothing else to do.",
        notYouLead: "If it wasn't you, reset your password right away:",
      },
    },
    passkeyOn: (browser, os) =>
      browser && os
        ? `a passkey on ${browser} on ${os}`
        : browser || os
          ? `a passkey on ${browser ?? os}`
          : 'a passkey',
  },
  'pt-BR': {
    passkey: {
      added: {
        subject: 'Uma chave de acesso foi adicionada',
        intro: (email, passkey) =>
          `${capitalised(passkey)} acabou de ser adicionada à sua conta ${email}. ` +
          'Ela permite entrar sem a sua senha.',
        wasYou: 'Se foi você, não é preciso fazer mais nada.',
        notYouLead:
          'Se não foi você, redefina sua senha agora mesmo e depois remova a chave de acesso ' +
          'nas configurações de segurança da sua conta:',
      },
      removed: {
        subject: 'Uma chave de acesso foi removida',
        intro: (email, passkey) =>
          `${capitalised(passkey)} acabou de ser removida da sua conta ${email}. Ela ` +
          'não permite mais entrar.',
        wasYou: 'Se foi você, não é preciso fazer mais nada.',
        notYouLead: 'Se não foi você, redefina sua senha agora mesmo:',
      },
    },
    passkeyOn: (browser, os) =>
      browser && os
        ? `uma chave de acesso no ${browser} em ${os}`
        : browser || os
          ? `uma chave de acesso em ${browser ?? os}`
          : 'uma chave de acesso',
  },
  es: {
    passkey: {
      added: {
        subject: 'Se agregó una llave de acceso',
        intro: (email, passkey) =>
          `Se acaba de agregar ${passkey} a tu cuenta ${email}. ` +
          'Permite iniciar sesión sin tu contraseña.',
        wasYou: 'Si fuiste tú, no tienes que hacer nada más.',
        notYouLead:
          'Si no fuiste tú, restablece tu contraseña de inmediato y luego quita la llave de ' +
          'acceso en la configuración de seguridad de tu cuenta:',
      },
      removed: {
        subject: 'Se quitó una llave de acceso',
        intro: (email, passkey) =>
          `Se acaba de quitar ${passkey} de tu cuenta ${email}. Ya no ` + 'permite iniciar sesión.',
        wasYou: 'Si fuiste tú, no tienes que hacer nada más.',
        notYouLead: 'Si no fuiste tú, restablece tu contraseña de inmediato:',
      },
    },
    passkeyOn: (browser, os) =>
      browser && os
        ? `una llave de acceso en ${browser} en ${os}`
        : browser || os
          ? `una llave de acceso en ${browser ?? os}`
          : 'una llave de acceso',
  },
};

/** Where a passkey was added, as the server saw it (bowser's known names, else null). */
export interface PasskeyOrigin {
  browser: string | null;
  os: string | null;
}

/**
 * A passkey added to or removed from the account: tells the owner, with a way out. The passkey
 * is described by the browser and system it was added on, never by its name (typed by the
 * adder, or claimed by the authenticator: docs/passkeys.md).
 */
export function passkeyMail(
  notice: PasskeyNotice,
  recipient: Recipient,
  addedOn: PasskeyOrigin,
  forgotPasswordUrl: string,
): MailInput {
  const t = copy[recipient.locale];
  const text = t.passkey[notice];
  return compose(
    recipient,
    text.subject,
    [
      { kind: 'p', text: text.intro(recipient.to, t.passkeyOn(addedOn.browser, addedOn.os)) },
      { kind: 'p', text: text.wasYou },
      {
        kind: 'link',
        lead: text.notYouLead,
        label: resetPasswordLabel(recipient.locale),
        url: forgotPasswordUrl,
      },
    ],
    [forgotPasswordUrl],
  );
}
