// The mails of "Your data" (docs/your-data.md), in en, pt-BR and es: an e-mail change's link
// and notices, and a deletion's restore link.
//
// A mail to an address nobody has proven yet carries no text a stranger typed: anyone can sign
// up any address, and a name such as "Win a prize at evil.example" would otherwise go out from
// our domain. Such mails greet without a name (`Recipient.name` null).
import {
  compose,
  linkMail,
  mailDate,
  type MailLocale,
  type Recipient,
} from '../platform/mail-layout.ts';
import type { MailInput } from '../platform/mailer.ts';
import { existingAccountLinks } from '../accounts/mails.ts';

interface PrivacyCopy {
  /** To the new address: the link that makes the change (24 h). */
  changeConfirm: {
    subject: string;
    intro: (email: string) => string;
    button: string;
    note: string;
    ignore: string;
  };
  /** To the current address: what was asked, and the "It wasn't me" link (7 days). */
  changeNotice: {
    subject: string;
    intro: (oldEmail: string, newEmail: string) => string;
    wasYou: string;
    notYouLead: string;
    notYou: string;
  };
  /** To a new address that already has an account (instead of a link). */
  changeTaken: { subject: string; intro: (email: string) => string; ignore: string };
  /** "It wasn't me", to the old address: what happened, and why it gets no link. */
  frozenOldAddress: { subject: string; intro: (email: string) => string; why: string };
  /** The deletion: the erase date and the "Restore my account" link. */
  deletion: {
    subject: string;
    intro: (email: string, date: string) => string;
    button: string;
    note: string;
    notYou: string;
  };
}

const copy: Record<MailLocale, PrivacyCopy> = {
  en: {
    changeConfirm: {
      subject: 'Confirm your new e-mail address',
      intro: (email) =>
        `You asked to use ${email} as the e-mail address of your account. Confirm it to make ` +
        'the change: until then, your account keeps its current address.',
      button: 'Confirm new e-mail address',
      note: 'This link works only once and expires in 24 hours.',
      ignore: "If you didn't ask for this, ignore this e-mail: nothing changes.",
    },
    changeNotice: {
      subject: 'A change of your e-mail address was requested',
      intro: (oldEmail, newEmail) =>
        `Someone signed in to your account ${oldEmail} asked to change its e-mail address to ` +
        `${newEmail}. The change happens only when the link sent to ${newEmail} is followed.`,
      wasYou: "If this was you, there's nothing else to do.",
      notYouLead:
        "If it wasn't you, this link freezes your account: everyone is signed out and the " +
        'password stops working until a new one is chosen. It works for 7 days, until the ' +
        'account is next signed in to:',
      notYou: "It wasn't me",
    },
    changeTaken: {
      subject: 'Someone tried to move an account to your e-mail address',
      intro: (email) =>
        `Someone asked to use ${email} for another account. You already have an account with ` +
        'this address, so nothing was changed.',
      ignore: "You don't need to do anything: your account has not changed.",
    },
    frozenOldAddress: {
      subject: 'The account was frozen',
      intro: (email) =>
        `You said you did not ask to change the e-mail address of the account that used ` +
        `${email}. We froze the account: everyone was signed out and its password no longer ` +
        'signs in.',
      why:
        "A link to choose a new password went to the account's current e-mail address. We " +
        'never hand an account back to a previous address: an old mailbox (a job you left, a ' +
        'domain that changed hands) may be in someone else’s hands now.',
    },
    deletion: {
      subject: 'Your account will be deleted',
      intro: (email, date) =>
        `As you asked, your account ${email} is disabled and you have been signed out ` +
        `everywhere. On ${date} it will be erased, with everything we hold about you.`,
      button: 'Restore my account',
      note: 'Until then, this link (or signing in with your password) restores your account as it was.',
      notYou: "If you didn't ask for this, restore your account, then change your password.",
    },
  },
  'pt-BR': {
    changeConfirm: {
      subject: 'Confirme seu novo endereço de e-mail',
      intro: (email) =>
        `Você pediu para usar ${email} como o endereço de e-mail da sua conta. Confirme para ` +
        'concluir a troca: até lá, sua conta continua com o endereço atual.',
      button: 'Confirmar novo e-mail',
      note: 'Este link só pode ser usado uma vez e expira em 24 horas.',
      ignore: 'Se você não fez esse pedido, ignore este e-mail: nada será alterado.',
    },
    changeNotice: {
      subject: 'Foi pedida a troca do seu endereço de e-mail',
      intro: (oldEmail, newEmail) =>
        `Alguém conectado à sua conta ${oldEmail} pediu para trocar o endereço de e-mail para ` +
        `${newEmail}. A troca só acontece quando o link enviado para ${newEmail} for aberto.`,
      wasYou: 'Se foi você, não é preciso fazer mais nada.',
      notYouLead:
        'Se não foi você, este link congela a sua conta: todos são desconectados e a senha ' +
        'deixa de funcionar até que uma nova seja escolhida. Ele vale por 7 dias, até o ' +
        'próximo acesso à conta:',
      notYou: 'Não fui eu',
    },
    changeTaken: {
      subject: 'Alguém tentou usar o seu e-mail em outra conta',
      intro: (email) =>
        `Alguém pediu para usar ${email} em outra conta. Você já tem uma conta com este ` +
        'endereço, então nada foi alterado.',
      ignore: 'Não é preciso fazer nada: sua conta não foi alterada.',
    },
    frozenOldAddress: {
      subject: 'A conta foi congelada',
      intro: (email) =>
        `Você disse que não pediu a troca do endereço de e-mail da conta que usava ${email}. ` +
        'Congelamos a conta: todos foram desconectados e a senha dela não permite mais entrar.',
      why:
        'Um link para escolher uma nova senha foi enviado ao endereço de e-mail atual da conta. ' +
        'Nunca devolvemos uma conta a um endereço anterior: uma caixa de correio antiga (de um ' +
        'emprego que você deixou, de um domínio que mudou de dono) pode estar nas mãos de outra ' +
        'pessoa.',
    },
    deletion: {
      subject: 'Sua conta será excluída',
      intro: (email, date) =>
        `Como você pediu, sua conta ${email} foi desativada e todas as sessões foram ` +
        `encerradas. Em ${date} ela será apagada, com todos os dados que temos sobre você.`,
      button: 'Restaurar minha conta',
      note: 'Até lá, este link (ou entrar com a sua senha) restaura a sua conta como ela estava.',
      notYou: 'Se não foi você quem pediu, restaure a sua conta e depois troque a sua senha.',
    },
  },
  es: {
    changeConfirm: {
      subject: 'Confirma tu nueva dirección de correo',
      intro: (email) =>
        `Pediste usar ${email} como la dirección de correo de tu cuenta. Confírmala para ` +
        'completar el cambio: hasta entonces, tu cuenta conserva su dirección actual.',
      button: 'Confirmar nueva dirección',
      note: 'Este enlace solo se puede usar una vez y vence en 24 horas.',
      ignore: 'Si no lo pediste, ignora este correo: no cambiará nada.',
    },
    changeNotice: {
      subject: 'Se pidió cambiar tu dirección de correo',
      intro: (oldEmail, newEmail) =>
        `Alguien con una sesión en tu cuenta ${oldEmail} pidió cambiar su dirección de correo ` +
        `a ${newEmail}. El cambio solo ocurre cuando se abre el enlace enviado a ${newEmail}.`,
      wasYou: 'Si fuiste tú, no tienes que hacer nada más.',
      notYouLead:
        'Si no fuiste tú, este enlace congela tu cuenta: se cierran todas las sesiones y la ' +
        'contraseña deja de funcionar hasta que se elija una nueva. Vale por 7 días, hasta el ' +
        'próximo inicio de sesión en la cuenta:',
      notYou: 'No fui yo',
    },
    changeTaken: {
      subject: 'Alguien intentó usar tu correo en otra cuenta',
      intro: (email) =>
        `Alguien pidió usar ${email} en otra cuenta. Ya tienes una cuenta con esta dirección, ` +
        'así que no se cambió nada.',
      ignore: 'No tienes que hacer nada: tu cuenta no cambió.',
    },
    frozenOldAddress: {
      subject: 'La cuenta fue congelada',
      intro: (email) =>
        `Dijiste que no pediste cambiar la dirección de correo de la cuenta que usaba ${email}. ` +
        'Congelamos la cuenta: se cerraron todas las sesiones y su contraseña ya no permite ' +
        'iniciar sesión.',
      why:
        'Enviamos un enlace para elegir una nueva contraseña a la dirección de correo actual de ' +
        'la cuenta. Nunca devolvemos una cuenta a una dirección anterior: un buzón antiguo (de ' +
        'un trabajo que dejaste, de un dominio que cambió de dueño) puede estar en manos de ' +
        'otra persona.',
    },
    deletion: {
      subject: 'Tu cuenta será eliminada',
      intro: (email, date) =>
        `Como lo pediste, tu cuenta ${email} quedó desactivada y se cerraron todas tus ` +
        `sesiones. El ${date} se borrará, junto con todos los datos que tenemos sobre ti.`,
      button: 'Restaurar mi cuenta',
      note: 'Hasta entonces, este enlace (o iniciar sesión con tu contraseña) restaura tu cuenta tal como estaba.',
      notYou: 'Si no lo pediste tú, restaura tu cuenta y luego cambia tu contraseña.',
    },
  },
};

/**
 * To the new address of an e-mail change. The recipient has not proven the address yet, so
 * the mail greets without a name (see the top of this file).
 */
export function emailChangeConfirmMail(recipient: Recipient, confirmUrl: string): MailInput {
  const t = copy[recipient.locale].changeConfirm;
  return linkMail(
    recipient,
    {
      subject: t.subject,
      before: [t.intro(recipient.to)],
      button: t.button,
      after: [t.note, t.ignore],
    },
    confirmUrl,
  );
}

/** To the current address of an e-mail change, with "It wasn't me". */
export function emailChangeNoticeMail(
  recipient: Recipient,
  newEmail: string,
  revertUrl: string,
): MailInput {
  const t = copy[recipient.locale].changeNotice;
  return compose(
    recipient,
    t.subject,
    [
      { kind: 'p', text: t.intro(recipient.to, newEmail) },
      { kind: 'p', text: t.wasYou },
      { kind: 'link', lead: t.notYouLead, label: t.notYou, url: revertUrl },
    ],
    [revertUrl],
  );
}

/** To the old address after its "It wasn't me": what happened, and no link (why: the text). */
export function accountFrozenOldAddressMail(recipient: Recipient): MailInput {
  const t = copy[recipient.locale].frozenOldAddress;
  return compose(
    recipient,
    t.subject,
    [
      { kind: 'p', text: t.intro(recipient.to) },
      { kind: 'p', text: t.why },
    ],
    [],
  );
}

/** An e-mail change to an address that already has an account: tells that account's owner. */
export function emailChangeTakenMail(
  recipient: Recipient,
  urls: { signIn: string; forgotPassword: string },
): MailInput {
  const t = copy[recipient.locale].changeTaken;
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

/** The deletion request: when the account is erased, and the restore link until then. */
export function deletionScheduledMail(
  recipient: Recipient,
  eraseAt: string,
  restoreUrl: string,
): MailInput {
  const t = copy[recipient.locale].deletion;
  return linkMail(
    recipient,
    {
      subject: t.subject,
      before: [t.intro(recipient.to, mailDate(recipient.locale, eraseAt))],
      button: t.button,
      after: [t.note, t.notYou],
    },
    restoreUrl,
  );
}
