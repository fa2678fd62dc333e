// The account mails: confirmation, password reset, "you already have an account", "a sign-up
// is already waiting" and "your password was changed", in en, pt-BR and es. Links go to the
// account app that asked (platform/app-links.ts).
//
// A mail to an address nobody has proven yet carries no text a stranger typed: anyone can sign
// up any address, and a name such as "Win a prize at evil.example" would otherwise go out from
// our domain. Such mails greet without a name (`Recipient.name` null).
import {
  compose,
  linkMail,
  resetPasswordLabel,
  type Block,
  type MailLocale,
  type Recipient,
} from '../platform/mail-layout.ts';
import type { MailInput } from '../platform/mailer.ts';

interface AccountCopy {
  confirm: { subject: string; intro: string; button: string; note: string; ignore: string };
  reset: {
    subject: string;
    intro: (email: string) => string;
    button: string;
    note: string;
    ignore: string;
  };
  exists: {
    subject: string;
    intro: (email: string) => string;
    signInLead: string;
    signIn: string;
    forgotLead: string;
    forgot: string;
    ignore: string;
  };
  pending: {
    subject: string;
    intro: (email: string) => string;
    earlier: string;
    button: string;
    note: string;
    ignore: string;
  };
  changed: {
    subject: string;
    intro: (email: string) => string;
    wasYou: string;
    notYouLead: string;
  };
}

const copy: Record<MailLocale, AccountCopy> = {
  en: {
    confirm: {
      subject: 'Confirm your e-mail address',
      intro: 'Thanks for signing up! To activate your account, please confirm your e-mail address.',
      button: 'Confirm e-mail address',
      note:
        'This link works only once and expires in 24 hours. If it has expired, you can ask for ' +
        'a new one on the page it opens.',
      ignore:
        "If you didn't create an account, just ignore this e-mail: the account won't be activated.",
    },
    reset: {
      subject: 'Reset your password',
      intro: (email) => `We received a request to reset the password for the account ${email}.`,
      button: 'Choose a new password',
      note:
        'This link works only once and expires in 1 hour. Resetting your password signs you out ' +
        'on all your devices.',
      ignore: "If you didn't ask for this, ignore this e-mail: your password stays as it is.",
    },
    exists: {
      subject: 'Someone tried to sign up with your e-mail address',
      intro: (email) =>
        `Someone, perhaps you, just tried to create an account with ${email}. You already have ` +
        'an account with this address, so no new account was created.',
      signInLead: 'If it was you, sign in to the account you already have:',
      signIn: 'Sign in',
      forgotLead: 'Forgot your password? You can choose a new one:',
      forgot: 'Reset your password',
      ignore: "If it wasn't you, you don't need to do anything: your account has not changed.",
    },
    pending: {
      subject: 'Someone signed up again with your e-mail address',
      intro: (email) =>
        `Someone, perhaps you, just tried to create an account with ${email}. An earlier ` +
        'sign-up with this address is still waiting for confirmation, so nothing was changed.',
      earlier:
        'The link in the earlier e-mail activates the account with the password chosen in that ' +
        "sign-up. If you aren't sure that password is yours, don't use that link: choose your " +
        'password here instead, which also activates the account.',
      button: 'Choose your password',
      note: 'This link works only once and expires in 1 hour.',
      ignore: "If you didn't try to sign up, you don't need to do anything.",
    },
    changed: {
      subject: 'Your password was changed',
      intro: (email) =>
        `The password for your account ${email} was just changed. For your security, we signed ` +
        'you out on your other devices.',
      wasYou: "If this was you, there's nothing else to do.",
      notYouLead: "If it wasn't you, reset your password right away:",
    },
  },
  'pt-BR': {
    confirm: {
      subject: 'Confirme seu endereço de e-mail',
      intro: 'Obrigado por se cadastrar! Para ativar sua conta, confirme seu endereço de e-mail.',
      button: 'Confirmar e-mail',
      note:
        'Este link só pode ser usado uma vez e expira em 24 horas. Se ele tiver expirado, você ' +
        'pode pedir um novo na página que ele abrir.',
      ignore: 'Se você não criou uma conta, é só ignorar este e-mail: a conta não será ativada.',
    },
    reset: {
      subject: 'Redefinição de senha',
      intro: (email) => `Recebemos um pedido para redefinir a senha da conta ${email}.`,
      button: 'Escolher uma nova senha',
      note:
        'Este link só pode ser usado uma vez e expira em 1 hora. Ao redefinir a senha, todas as ' +
        'sessões abertas nos seus dispositivos serão encerradas.',
      ignore: 'Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.',
    },
    exists: {
      subject: 'Tentativa de cadastro com o seu e-mail',
      intro: (email) =>
        `Alguém, talvez você, acabou de tentar criar uma conta com o endereço ${email}. Como já ` +
        'existe uma conta com este endereço, nenhuma conta nova foi criada.',
      signInLead: 'Se foi você, entre na conta que você já tem:',
      signIn: 'Entrar',
      forgotLead: 'Esqueceu a senha? Você pode criar uma nova:',
      forgot: 'Redefinir senha',
      ignore: 'Se não foi você, não é preciso fazer nada: sua conta não foi alterada.',
    },
    pending: {
      subject: 'Nova tentativa de cadastro com o seu e-mail',
      intro: (email) =>
        `Alguém, talvez você, acabou de tentar criar uma conta com o endereço ${email}. Um ` +
        'cadastro anterior com este endereço ainda aguarda confirmação, por isso nada foi alterado.',
      earlier:
        'O link do e-mail anterior ativa a conta com a senha escolhida naquele cadastro. Se você ' +
        'não tem certeza de que essa senha é sua, não use aquele link: escolha sua senha aqui, o ' +
        'que também ativa a conta.',
      button: 'Escolher minha senha',
      note: 'Este link só pode ser usado uma vez e expira em 1 hora.',
      ignore: 'Se você não tentou se cadastrar, não é preciso fazer nada.',
    },
    changed: {
      subject: 'Sua senha foi alterada',
      intro: (email) =>
        `A senha da sua conta ${email} acabou de ser alterada. Por segurança, encerramos as ` +
        'sessões abertas nos seus outros dispositivos.',
      wasYou: 'Se foi você, não é preciso fazer mais nada.',
      notYouLead: 'Se não foi você, redefina sua senha agora mesmo:',
    },
  },
  es: {
    confirm: {
      subject: 'Confirma tu dirección de correo electrónico',
      intro:
        '¡Gracias por registrarte! Para activar tu cuenta, confirma tu dirección de correo ' +
        'electrónico.',
      button: 'Confirmar correo electrónico',
      note:
        'Este enlace solo se puede usar una vez y vence en 24 horas. Si ya venció, puedes pedir ' +
        'uno nuevo en la página que se abre.',
      ignore: 'Si no creaste una cuenta, simplemente ignora este correo: la cuenta no se activará.',
    },
    reset: {
      subject: 'Restablece tu contraseña',
      intro: (email) =>
        `Recibimos una solicitud para restablecer la contraseña de la cuenta ${email}.`,
      button: 'Elegir una nueva contraseña',
      note:
        'Este enlace solo se puede usar una vez y vence en 1 hora. Al restablecer la contraseña, ' +
        'se cerrarán todas las sesiones abiertas en tus dispositivos.',
      ignore: 'Si no lo solicitaste, ignora este correo: tu contraseña seguirá siendo la misma.',
    },
    exists: {
      subject: 'Intento de registro con tu correo electrónico',
      intro: (email) =>
        `Alguien, quizás tú, acaba de intentar crear una cuenta con ${email}. Como ya existe ` +
        'una cuenta con esta dirección, no se creó ninguna cuenta nueva.',
      signInLead: 'Si fuiste tú, inicia sesión en la cuenta que ya tienes:',
      signIn: 'Iniciar sesión',
      forgotLead: '¿Olvidaste tu contraseña? Puedes elegir una nueva:',
      forgot: 'Restablecer contraseña',
      ignore: 'Si no fuiste tú, no tienes que hacer nada: tu cuenta no cambió.',
    },
    pending: {
      subject: 'Nuevo intento de registro con tu correo electrónico',
      intro: (email) =>
        `Alguien, quizás tú, acaba de intentar crear una cuenta con ${email}. Un registro ` +
        'anterior con esta dirección todavía espera confirmación, así que no se cambió nada.',
      earlier:
        'El enlace del correo anterior activa la cuenta con la contraseña elegida en ese ' +
        'registro. Si no estás seguro de que esa contraseña sea tuya, no uses ese enlace: elige ' +
        'tu contraseña aquí, lo que también activa la cuenta.',
      button: 'Elegir mi contraseña',
      note: 'Este enlace solo se puede usar una vez y vence en 1 hora.',
      ignore: 'Si no intentaste registrarte, no tienes que hacer nada.',
    },
    changed: {
      subject: 'Se cambió tu contraseña',
      intro: (email) =>
        `La contraseña de tu cuenta ${email} se acaba de cambiar. Por seguridad, cerramos las ` +
        'sesiones abiertas en tus otros dispositivos.',
      wasYou: 'Si fuiste tú, no tienes que hacer nada más.',
      notYouLead: 'Si no fuiste tú, restablece tu contraseña de inmediato:',
    },
  },
};

/** Sign-up and resend: the link confirms the address (24 h, single use). */
export function confirmAccountMail(recipient: Recipient, confirmUrl: string): MailInput {
  const t = copy[recipient.locale].confirm;
  return linkMail(
    recipient,
    { subject: t.subject, before: [t.intro], button: t.button, after: [t.note, t.ignore] },
    confirmUrl,
  );
}

/** Forgot password: the link opens the new-password form (1 h, single use). */
export function resetPasswordMail(recipient: Recipient, resetUrl: string): MailInput {
  const t = copy[recipient.locale].reset;
  return linkMail(
    recipient,
    {
      subject: t.subject,
      before: [t.intro(recipient.to)],
      button: t.button,
      after: [t.note, t.ignore],
    },
    resetUrl,
  );
}

/** A sign-up with an address that already has a confirmed account (instead of an error). */
export function accountExistsMail(
  recipient: Recipient,
  urls: { signIn: string; forgotPassword: string },
): MailInput {
  const t = copy[recipient.locale].exists;
  return compose(
    recipient,
    t.subject,
    [
      { kind: 'p', text: t.intro(recipient.to) },
      ...existingAccountLinks(recipient.locale, urls),
      { kind: 'p', text: t.ignore },
    ],
    [urls.signIn, urls.forgotPassword],
  );
}

/**
 * A sign-up with an address whose earlier sign-up is still unconfirmed: nothing changes, and
 * instead of a second confirmation link (which would activate the account with whatever
 * password the later sign-up chose, typed by anyone) the mailbox gets a password-reset link.
 */
export function signUpPendingMail(recipient: Recipient, resetUrl: string): MailInput {
  const t = copy[recipient.locale].pending;
  return linkMail(
    recipient,
    {
      subject: t.subject,
      before: [t.intro(recipient.to), t.earlier],
      button: t.button,
      after: [t.note, t.ignore],
    },
    resetUrl,
  );
}

/** After a reset or a change: tells the owner, with a way out if it was not them. */
export function passwordChangedMail(recipient: Recipient, forgotPasswordUrl: string): MailInput {
  const t = copy[recipient.locale].changed;
  return compose(
    recipient,
    t.subject,
    [
      { kind: 'p', text: t.intro(recipient.to) },
      { kind: 'p', text: t.wasYou },
      {
        kind: 'link',
        lead: t.notYouLead,
        label: resetPasswordLabel(recipient.locale),
        url: forgotPasswordUrl,
      },
    ],
    [forgotPasswordUrl],
  );
}

/**
 * "Sign in to the account you have, or reset its password": for a mail to an address that
 * already has an account (a sign-up here, an e-mail change in privacy/mails.ts).
 */
export function existingAccountLinks(
  locale: MailLocale,
  urls: { signIn: string; forgotPassword: string },
): Block[] {
  const t = copy[locale].exists;
  return [
    { kind: 'link', lead: t.signInLead, label: t.signIn, url: urls.signIn },
    { kind: 'link', lead: t.forgotLead, label: t.forgot, url: urls.forgotPassword },
  ];
}
