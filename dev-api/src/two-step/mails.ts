// Two-step verification's notices to the owner (turned on or off, a recovery code used, new
// recovery codes), in en, pt-BR and es, each with the way out if it was not them; sent from the
// settings, the sign-in and a re-authentication alike (mailTwoStepNotice).
import { appLink, type AppLocation } from '../platform/app-links.ts';
import type { Db } from '../platform/db.ts';
import {
  compose,
  negotiateLocale,
  resetPasswordLabel,
  type Block,
  type MailLocale,
  type Recipient,
} from '../platform/mail-layout.ts';
import { sendMail, type MailInput } from '../platform/mailer.ts';
import type { AccountRow } from '../accounts/active-user.ts';

interface SecurityNotice {
  subject: string;
  intro: (email: string) => string;
  wasYou: string;
  notYouLead: string;
}

export type TwoStepNotice = 'enabled' | 'disabled' | 'recoveryCodeUsed' | 'recoveryCodesRenewed';

interface TwoStepCopy {
  /** Two-step verification changes. */
  twoStep: Record<TwoStepNotice, SecurityNotice>;
  /** Added to the `recoveryCodeUsed` notice. */
  recoveryCodesLeft: (count: number) => string;
}

const copy: Record<MailLocale, TwoStepCopy> = {
  en: {
    twoStep: {
      enabled: {
        subject: 'Two-step verification is on',
        intro: (email) =>
          `Two-step verification was just turned on for your account ${email}. From now on, ` +
          'signing in asks for a code from your authenticator app after your password.',
        wasYou:
          'If this was you, keep your recovery codes somewhere safe: they let you in if you ' +
          'lose your phone.',
        notYouLead: "If it wasn't you, someone knows your password: reset it right away:",
      },
      disabled: {
        subject: 'Two-step verification is off',
        intro: (email) =>
          `Two-step verification was just turned off for your account ${email}. Signing in now ` +
          'asks only for your password, and your recovery codes and trusted devices no longer ' +
          'work.',
        wasYou: "If this was you, there's nothing else to do.",
        notYouLead:
          "If it wasn't you, reset your password right away, then turn two-step verification " +
          'back on:',
      },
      recoveryCodeUsed: {
        subject: 'A recovery code was used',
        intro: (email) =>
          `One of the recovery codes of your account ${email} was just used, and it no longer ` +
          'works.',
        wasYou: "If this was you, there's nothing else to do.",
        notYouLead: "If it wasn't you, reset your password right away:",
      },
      recoveryCodesRenewed: {
        subject: 'New recovery codes',
        intro: (email) =>
          `A new set of recovery codes was just made for your account ${email}. The earlier ` +
          'codes no longer work.',
        wasYou: 'If this was you, keep the new codes somewhere safe.',
        notYouLead: "If it wasn't you, reset your password right away:",
      },
    },
    recoveryCodesLeft: (count) =>
      `Recovery codes left: ${count}. You can make a new set in your account's security ` +
      'settings.',
  },
  'pt-BR': {
    twoStep: {
      enabled: {
        subject: 'A verificação em duas etapas foi ativada',
        intro: (email) =>
          `A verificação em duas etapas acabou de ser ativada na sua conta ${email}. A partir ` +
          'de agora, depois da senha, será pedido um código do seu app autenticador.',
        wasYou:
          'Se foi você, guarde seus códigos de recuperação em um lugar seguro: eles permitem ' +
          'entrar se você perder o celular.',
        notYouLead: 'Se não foi você, alguém sabe sua senha: redefina-a agora mesmo:',
      },
      disabled: {
        subject: 'A verificação em duas etapas foi desativada',
        intro: (email) =>
          `A verificação em duas etapas acabou de ser desativada na sua conta ${email}. Agora ` +
          'só a senha é pedida para entrar, e seus códigos de recuperação e dispositivos ' +
          'confiáveis deixaram de funcionar.',
        wasYou: 'Se foi você, não é preciso fazer mais nada.',
        notYouLead:
          'Se não foi você, redefina sua senha agora mesmo e ative de novo a verificação em ' +
          'duas etapas:',
      },
      recoveryCodeUsed: {
        subject: 'Um código de recuperação foi usado',
        intro: (email) =>
          `Um dos códigos de recuperação da sua conta ${email} acabou de ser usado e não ` +
          'funciona mais.',
        wasYou: 'Se foi você, não é preciso fazer mais nada.',
        notYouLead: 'Se não foi você, redefina sua senha agora mesmo:',
      },
      recoveryCodesRenewed: {
        subject: 'Novos códigos de recuperação',
        intro: (email) =>
          `Um novo conjunto de códigos de recuperação acabou de ser gerado para a sua conta ` +
          `${email}. Os códigos anteriores não funcionam mais.`,
        wasYou: 'Se foi você, guarde os novos códigos em um lugar seguro.',
        notYouLead: 'Se não foi você, redefina sua senha agora mesmo:',
      },
    },
    recoveryCodesLeft: (count) =>
      `Códigos de recuperação restantes: ${count}. Você pode gerar um novo conjunto nas ` +
      'configurações de segurança da sua conta.',
  },
  es: {
    twoStep: {
      enabled: {
        subject: 'Se activó la verificación en dos pasos',
        intro: (email) =>
          `Se acaba de activar la verificación en dos pasos en tu cuenta ${email}. A partir de ` +
          'ahora, después de la contraseña se te pedirá un código de tu app de autenticación.',
        wasYou:
          'Si fuiste tú, guarda tus códigos de recuperación en un lugar seguro: te permiten ' +
          'entrar si pierdes el teléfono.',
        notYouLead: 'Si no fuiste tú, alguien conoce tu contraseña: restablécela de inmediato:',
      },
      disabled: {
        subject: 'Se desactivó la verificación en dos pasos',
        intro: (email) =>
          `Se acaba de desactivar la verificación en dos pasos en tu cuenta ${email}. Ahora ` +
          'solo se pide la contraseña para iniciar sesión, y tus códigos de recuperación y ' +
          'dispositivos de confianza dejaron de funcionar.',
        wasYou: 'Si fuiste tú, no tienes que hacer nada más.',
        notYouLead:
          'Si no fuiste tú, restablece tu contraseña de inmediato y vuelve a activar la ' +
          'verificación en dos pasos:',
      },
      recoveryCodeUsed: {
        subject: 'Se usó un código de recuperación',
        intro: (email) =>
          `Se acaba de usar uno de los códigos de recuperación de tu cuenta ${email}, y ya no ` +
          'funciona.',
        wasYou: 'Si fuiste tú, no tienes que hacer nada más.',
        notYouLead: 'Si no fuiste tú, restablece tu contraseña de inmediato:',
      },
      recoveryCodesRenewed: {
        subject: 'Nuevos códigos de recuperación',
        intro: (email) =>
          `Se acaba de generar un nuevo conjunto de códigos de recuperación para tu cuenta ` +
          `${email}. Los códigos anteriores ya no funcionan.`,
        wasYou: 'Si fuiste tú, guarda los nuevos códigos en un lugar seguro.',
        notYouLead: 'Si no fuiste tú, restablece tu contraseña de inmediato:',
      },
    },
    recoveryCodesLeft: (count) =>
      `Códigos de recuperación restantes: ${count}. Puedes generar un nuevo conjunto en la ` +
      'configuración de seguridad de tu cuenta.',
  },
};

/**
 * Two-step verification turned on or off, a recovery code used (with how many are left), new
 * recovery codes: tells the owner, with a way out if it was not them.
 */
export function twoStepMail(
  notice: TwoStepNotice,
  recipient: Recipient,
  forgotPasswordUrl: string,
  recoveryCodesLeft?: number,
): MailInput {
  const t = copy[recipient.locale];
  const text = t.twoStep[notice];
  const blocks: Block[] = [{ kind: 'p', text: text.intro(recipient.to) }];
  if (recoveryCodesLeft !== undefined) {
    blocks.push({ kind: 'p', text: t.recoveryCodesLeft(recoveryCodesLeft) });
  }
  blocks.push(
    { kind: 'p', text: text.wasYou },
    {
      kind: 'link',
      lead: text.notYouLead,
      label: resetPasswordLabel(recipient.locale),
      url: forgotPasswordUrl,
    },
  );
  return compose(recipient, text.subject, blocks, [forgotPasswordUrl]);
}

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
