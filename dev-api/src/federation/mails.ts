// The linked-identity notices to the owner (one linked, one unlinked), in en, pt-BR and es. The
// provider is named by its configured display name; the address is the one it gave.
import {
  compose,
  resetPasswordLabel,
  type MailLocale,
  type Recipient,
} from '../platform/mail-layout.ts';
import type { MailInput } from '../platform/mailer.ts';

export type IdentityNotice = 'linked' | 'unlinked';

interface NoticeCopy {
  subject: (provider: string) => string;
  intro: (email: string, provider: string, address: string) => string;
  wasYou: string;
  notYouLead: string;
}

const copy: Record<MailLocale, Record<IdentityNotice, NoticeCopy>> = {
  en: {
    linked: {
      subject: (provider) => `${provider} was linked to your account`,
      intro: (email, provider, address) =>
        `Your ${provider} account ${address} was just linked to your account ${email}. ` +
        `It can now sign you in.`,
      wasYou: "If this was you, there's nothing else to do.",
      notYouLead:
        "If it wasn't you, reset your password right away, then unlink it in your account's " +
        'security settings:',
    },
    unlinked: {
      subject: (provider) => `${provider} was unlinked from your account`,
      intro: (email, provider, address) =>
        `Your ${provider} account ${address} was just unlinked from your account ${email}. ` +
        'It no longer signs you in.',
      wasYou: "If this was you, there's nothing else to do.",
      notYouLead: "If it wasn't you, reset your password right away:",
    },
  },
  'pt-BR': {
    linked: {
      subject: (provider) => `${provider} foi vinculado à sua conta`,
      intro: (email, provider, address) =>
        `Sua conta ${provider} ${address} acabou de ser vinculada à sua conta ${email}. ` +
        'Agora ela permite entrar.',
      wasYou: 'Se foi você, não é preciso fazer mais nada.',
      notYouLead:
        'Se não foi você, redefina sua senha agora mesmo e depois desvincule-a nas ' +
        'configurações de segurança da sua conta:',
    },
    unlinked: {
      subject: (provider) => `${provider} foi desvinculado da sua conta`,
      intro: (email, provider, address) =>
        `Sua conta ${provider} ${address} acabou de ser desvinculada da sua conta ${email}. ` +
        'Ela não permite mais entrar.',
      wasYou: 'Se foi você, não é preciso fazer mais nada.',
      notYouLead: 'Se não foi você, redefina sua senha agora mesmo:',
    },
  },
  es: {
    linked: {
      subject: (provider) => `Se vinculó ${provider} a tu cuenta`,
      intro: (email, provider, address) =>
        `Se acaba de vincular tu cuenta de ${provider} ${address} a tu cuenta ${email}. ` +
        'Ahora permite iniciar sesión.',
      wasYou: 'Si fuiste tú, no tienes que hacer nada más.',
      notYouLead:
        'Si no fuiste tú, restablece tu contraseña de inmediato y luego desvincúlala en la ' +
        'configuración de seguridad de tu cuenta:',
    },
    unlinked: {
      subject: (provider) => `Se desvinculó ${provider} de tu cuenta`,
      intro: (email, provider, address) =>
        `Se acaba de desvincular tu cuenta de ${provider} ${address} de tu cuenta ${email}. ` +
        'Ya no permite iniciar sesión.',
      wasYou: 'Si fuiste tú, no tienes que hacer nada más.',
      notYouLead: 'Si no fuiste tú, restablece tu contraseña de inmediato:',
    },
  },
};

/** An identity linked to or unlinked from the account: tells the owner, with a way out. */
export function identityMail(
  notice: IdentityNotice,
  recipient: Recipient,
  identity: { providerName: string; email: string },
  forgotPasswordUrl: string,
): MailInput {
  const text = copy[recipient.locale][notice];
  return compose(
    recipient,
    text.subject(identity.providerName),
    [
      { kind: 'p', text: text.intro(recipient.to, identity.providerName, identity.email) },
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
