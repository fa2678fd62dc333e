// Recovery's one mail (docs/recovery.md), in en, pt-BR and es: after "This wasn't me", a password
// reset from a mail or an e-mail change's revert, what was removed and how to add each back.
import {
  compose,
  mailDateTime,
  resetPasswordLabel,
  type Block,
  type MailLocale,
  type Recipient,
} from '../platform/mail-layout.ts';
import type { MailInput } from '../platform/mailer.ts';

// an e-mail change's revert, listing what was removed and how to add each back.

/** Why the account was recovered (accounts/recovery.ts). */
export type RecoveryReason = 'not_me' | 'password_reset' | 'email_revert';

/** What a recovery removed (api/openapi.yaml, RecoveryRemoved). */
export interface RemovedFactors {
  passkeys: { name: string; createdAt: string }[];
  authenticatorApp: boolean;
  recoveryCodes: number;
  trustedDevices: number;
  pendingEmailChange: boolean;
  pushRegistrations: number;
  /** Identities from other providers that signed in to the account, now unlinked. */
  linkedIdentities: number;
}

interface RecoveryCopy {
  subject: Record<RecoveryReason, string>;
  intro: Record<RecoveryReason, (email: string) => string>;
  removedLead: string;
  nothing: string;
  passkey: (name: string, addedAt: string) => string;
  authenticatorApp: string;
  recoveryCodes: (count: number) => string;
  trustedDevices: (count: number) => string;
  pendingEmailChange: string;
  pushRegistrations: (count: number) => string;
  linkedIdentities: (count: number) => string;
  why: string;
  addBackLead: string;
  addPasskey: string;
  addApp: string;
  addTrusted: string;
  addEmail: string;
  addPush: string;
  securityLead: string;
  security: string;
  resetButton: string;
  resetNote: string;
  newPasswordLead: string;
  notYouLead: string;
}

const copy: Record<MailLocale, RecoveryCopy> = {
  en: {
    subject: {
      not_me: 'Your account is secured: what we removed',
      password_reset: 'Your password was changed',
      email_revert: 'Your account was frozen to protect it',
    },
    intro: {
      not_me: (email) =>
        `You told us something on your account ${email} wasn't you. We signed it out on every ` +
        'device, your password no longer works (whoever it was may know it), and we removed ' +
        'everything else, other than your mailbox, that could sign in to it.',
      password_reset: (email) =>
        `The password for your account ${email} was just reset. We signed it out on every ` +
        'device and removed everything, other than your mailbox and your new password, that ' +
        'could sign in to it.',
      email_revert: (email) =>
        `Someone with the previous e-mail address of your account ${email} said they did not ` +
        'make its recent change of address. To protect the account we froze it: we signed it ' +
        'out on every device, its password no longer signs in, and we removed everything else, ' +
        'other than your mailbox, that could sign in to it.',
    },
    removedLead: 'What we removed:',
    nothing: 'Nothing else was set up on your account, so nothing else was removed.',
    passkey: (name, addedAt) => `Passkey "${name}", added ${addedAt}`,
    authenticatorApp: 'The authenticator app: two-step verification is off',
    recoveryCodes: (count) =>
      count === 1 ? '1 unused recovery code' : `${count} unused recovery codes`,
    trustedDevices: (count) => (count === 1 ? '1 trusted device' : `${count} trusted devices`),
    pendingEmailChange: 'A change of your e-mail address that was waiting for its confirmation',
    pushRegistrations: (count) =>
      count === 1 ? 'Notifications on 1 device' : `Notifications on ${count} devices`,
    linkedIdentities: (count) =>
      count === 1
        ? 'Sign-in with 1 account from another provider'
        : `Sign-in with ${count} accounts from other providers`,
    why:
      'Anything someone else added is gone now. If some of it was yours, add it back: it takes ' +
      'a minute.',
    addBackLead: 'To add back what was yours, sign in, then:',
    addPasskey: 'Passkeys: in Security, add a passkey on each of your devices.',
    addApp:
      'Two-step verification: in Security, turn it on again with your authenticator app (you ' +
      'get new recovery codes).',
    addTrusted: 'Trusted devices: tick "Trust this device" at your next sign-in with a code.',
    addEmail: 'E-mail address: if you did ask for the change, ask for it again in Your data.',
    addPush: 'Notifications: sign in on the app on your phone and allow them again.',
    securityLead: 'Your security settings:',
    security: 'Open Security',
    resetButton: 'Choose a new password',
    resetNote: 'This link works only once and expires in 1 hour.',
    newPasswordLead: 'Choose a new password now:',
    notYouLead: "If you didn't do this, reset your password right away:",
  },
  'pt-BR': {
    subject: {
      not_me: 'Sua conta está protegida: o que removemos',
      password_reset: 'Sua senha foi alterada',
      email_revert: 'Sua conta foi congelada para protegê-la',
    },
    intro: {
      not_me: (email) =>
        `Você nos avisou que algo na sua conta ${email} não foi você. Desconectamos a conta em ` +
        'todos os dispositivos, sua senha deixou de funcionar (quem foi pode conhecê-la) e ' +
        'removemos tudo o mais que, além do seu e-mail, poderia entrar nela.',
      password_reset: (email) =>
        `A senha da sua conta ${email} acabou de ser redefinida. Desconectamos a conta em todos ` +
        'os dispositivos e removemos tudo o que, além do seu e-mail e da sua nova senha, ' +
        'poderia entrar nela.',
      email_revert: (email) =>
        `Alguém com o endereço de e-mail anterior da sua conta ${email} disse que não fez a ` +
        'troca de endereço recente. Para proteger a conta, nós a congelamos: desconectamos a ' +
        'conta em todos os dispositivos, a senha não permite mais entrar e removemos tudo o ' +
        'mais que, além do seu e-mail, poderia entrar nela.',
    },
    removedLead: 'O que removemos:',
    nothing: 'Não havia mais nada configurado na sua conta, então nada mais foi removido.',
    passkey: (name, addedAt) => `Chave de acesso "${name}", adicionada em ${addedAt}`,
    authenticatorApp: 'O app autenticador: a verificação em duas etapas está desativada',
    recoveryCodes: (count) =>
      count === 1
        ? '1 código de recuperação não usado'
        : `${count} códigos de recuperação não usados`,
    trustedDevices: (count) =>
      count === 1 ? '1 dispositivo confiável' : `${count} dispositivos confiáveis`,
    pendingEmailChange: 'Uma troca do seu e-mail que aguardava confirmação',
    pushRegistrations: (count) =>
      count === 1 ? 'Notificações em 1 dispositivo' : `Notificações em ${count} dispositivos`,
    linkedIdentities: (count) =>
      count === 1
        ? 'Entrada com 1 conta de outro provedor'
        : `Entrada com ${count} contas de outros provedores`,
    why:
      'O que outra pessoa tenha adicionado já não existe. Se algo era seu, adicione de novo: ' +
      'leva um minuto.',
    addBackLead: 'Para adicionar de novo o que era seu, entre na conta e:',
    addPasskey: 'Chaves de acesso: em Segurança, adicione uma chave em cada dispositivo seu.',
    addApp:
      'Verificação em duas etapas: em Segurança, ative de novo com seu app autenticador (você ' +
      'recebe novos códigos de recuperação).',
    addTrusted:
      'Dispositivos confiáveis: marque "Confiar neste dispositivo" no próximo acesso com código.',
    addEmail: 'E-mail: se foi você quem pediu a troca, peça de novo em Seus dados.',
    addPush: 'Notificações: entre no app do seu celular e permita-as de novo.',
    securityLead: 'Suas configurações de segurança:',
    security: 'Abrir Segurança',
    resetButton: 'Criar uma nova senha',
    resetNote: 'Este link funciona só uma vez e expira em 1 hora.',
    newPasswordLead: 'Crie uma nova senha agora:',
    notYouLead: 'Se não foi você, redefina sua senha imediatamente:',
  },
  es: {
    subject: {
      not_me: 'Tu cuenta está protegida: lo que quitamos',
      password_reset: 'Tu contraseña fue cambiada',
      email_revert: 'Congelamos tu cuenta para protegerla',
    },
    intro: {
      not_me: (email) =>
        `Nos avisaste que algo en tu cuenta ${email} no fuiste tú. Cerramos la sesión en todos ` +
        'los dispositivos, tu contraseña dejó de funcionar (quien fue puede conocerla) y ' +
        'quitamos todo lo demás que, aparte de tu correo, podía iniciar sesión en ella.',
      password_reset: (email) =>
        `La contraseña de tu cuenta ${email} se acaba de restablecer. Cerramos la sesión en ` +
        'todos los dispositivos y quitamos todo lo que, aparte de tu correo y tu nueva ' +
        'contraseña, podía iniciar sesión en ella.',
      email_revert: (email) =>
        `Alguien con la dirección de correo anterior de tu cuenta ${email} dijo que no hizo su ` +
        'cambio de dirección reciente. Para proteger la cuenta la congelamos: cerramos la ' +
        'sesión en todos los dispositivos, la contraseña ya no inicia sesión y quitamos todo lo ' +
        'demás que, aparte de tu correo, podía iniciar sesión en ella.',
    },
    removedLead: 'Lo que quitamos:',
    nothing: 'No había nada más configurado en tu cuenta, así que no se quitó nada más.',
    passkey: (name, addedAt) => `Llave de acceso "${name}", agregada el ${addedAt}`,
    authenticatorApp: 'La app de autenticación: la verificación en dos pasos está desactivada',
    recoveryCodes: (count) =>
      count === 1
        ? '1 código de recuperación sin usar'
        : `${count} códigos de recuperación sin usar`,
    trustedDevices: (count) =>
      count === 1 ? '1 dispositivo de confianza' : `${count} dispositivos de confianza`,
    pendingEmailChange: 'Un cambio de tu correo que esperaba confirmación',
    pushRegistrations: (count) =>
      count === 1 ? 'Notificaciones en 1 dispositivo' : `Notificaciones en ${count} dispositivos`,
    linkedIdentities: (count) =>
      count === 1
        ? 'Inicio de sesión con 1 cuenta de otro proveedor'
        : `Inicio de sesión con ${count} cuentas de otros proveedores`,
    why:
      'Lo que otra persona haya agregado ya no existe. Si algo era tuyo, agrégalo de nuevo: ' +
      'toma un minuto.',
    addBackLead: 'Para agregar de nuevo lo que era tuyo, inicia sesión y:',
    addPasskey: 'Llaves de acceso: en Seguridad, agrega una llave en cada uno de tus dispositivos.',
    addApp:
      'Verificación en dos pasos: en Seguridad, actívala de nuevo con tu app de autenticación ' +
      '(recibes nuevos códigos de recuperación).',
    addTrusted:
      'Dispositivos de confianza: marca "Confiar en este dispositivo" en tu próximo inicio de ' +
      'sesión con código.',
    addEmail: 'Correo: si tú pediste el cambio, pídelo de nuevo en Tus datos.',
    addPush: 'Notificaciones: inicia sesión en la app de tu teléfono y permítelas de nuevo.',
    securityLead: 'Tu configuración de seguridad:',
    security: 'Abrir Seguridad',
    resetButton: 'Elegir una nueva contraseña',
    resetNote: 'Este enlace funciona una sola vez y vence en 1 hora.',
    newPasswordLead: 'Elige una nueva contraseña ahora:',
    notYouLead: 'Si no fuiste tú, restablece tu contraseña de inmediato:',
  },
};

/**
 * The one mail of a recovery (accounts/recovery.ts): why it happened, each thing removed (passkeys by
 * the server's name for them and when they were added), how to add each back, and the way to a
 * new password: a reset link when the caller made one (`resetUrl`), else the forgot-password
 * page.
 */
export function recoveryMail(
  recipient: Recipient,
  reason: RecoveryReason,
  removed: RemovedFactors,
  urls: { security: string; forgotPassword: string; resetUrl?: string | null },
): MailInput {
  const t = copy[recipient.locale];
  const items: string[] = [
    ...removed.passkeys.map((passkey) =>
      t.passkey(passkey.name, mailDateTime(recipient.locale, passkey.createdAt)),
    ),
  ];
  if (removed.authenticatorApp) items.push(t.authenticatorApp);
  if (removed.recoveryCodes > 0) items.push(t.recoveryCodes(removed.recoveryCodes));
  if (removed.trustedDevices > 0) items.push(t.trustedDevices(removed.trustedDevices));
  if (removed.pendingEmailChange) items.push(t.pendingEmailChange);
  if (removed.pushRegistrations > 0) items.push(t.pushRegistrations(removed.pushRegistrations));
  if (removed.linkedIdentities > 0) items.push(t.linkedIdentities(removed.linkedIdentities));

  const addBack: string[] = [];
  if (removed.passkeys.length > 0) addBack.push(t.addPasskey);
  if (removed.authenticatorApp) addBack.push(t.addApp);
  if (removed.trustedDevices > 0) addBack.push(t.addTrusted);
  if (removed.pendingEmailChange) addBack.push(t.addEmail);
  if (removed.pushRegistrations > 0) addBack.push(t.addPush);

  const blocks: Block[] = [{ kind: 'p', text: t.intro[reason](recipient.to) }];
  const links: string[] = [];
  if (urls.resetUrl) {
    blocks.push(
      { kind: 'button', label: t.resetButton, url: urls.resetUrl },
      { kind: 'p', text: t.resetNote },
    );
    links.push(urls.resetUrl);
  }
  if (items.length === 0) {
    blocks.push({ kind: 'p', text: t.nothing });
  } else {
    blocks.push(
      { kind: 'list', lead: t.removedLead, items },
      { kind: 'p', text: t.why },
      { kind: 'list', lead: t.addBackLead, items: addBack },
      { kind: 'link', lead: t.securityLead, label: t.security, url: urls.security },
    );
    links.push(urls.security);
  }
  if (!urls.resetUrl) {
    const lead = reason === 'password_reset' ? t.notYouLead : t.newPasswordLead;
    blocks.push({
      kind: 'link',
      lead,
      label: resetPasswordLabel(recipient.locale),
      url: urls.forgotPassword,
    });
    links.push(urls.forgotPassword);
  }
  return compose(recipient, t.subject[reason], blocks, links);
}
