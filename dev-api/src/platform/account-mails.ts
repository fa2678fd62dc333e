// The account mails (confirmation, password reset, "you already have an account", "a sign-up
// is already waiting", "your password was changed", two-step verification's notices, and those
// of "Your data": an e-mail change's link and notice, a deletion's restore link, and the one
// mail of a recovery: what was removed and how to add it back), each as
// plain text and HTML, in English, Brazilian Portuguese or Spanish (neutral Latin American).
// Links go to the account app that asked (see platform/app-links.ts).
//
// A mail to an address nobody has proven yet carries no text a stranger typed: anyone can sign
// up any address, and a name such as "Win a prize at evil.example" would otherwise go out from
// our domain. Such mails greet without a name (`Recipient.name` null).
import type { MailInput } from './mailer.ts';

export const MAIL_LOCALES = ['en', 'pt-BR', 'es'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

/**
 * One of our languages for a requested locale: exact (any case), then by language
 * (`pt`, `pt-PT` → pt-BR; `es-AR` → es), else English.
 */
export function negotiateLocale(value: unknown): MailLocale {
  if (typeof value !== 'string') return 'en';
  const wanted = value.trim().toLowerCase();
  const exact = MAIL_LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split(/[-_]/)[0];
  return MAIL_LOCALES.find((locale) => locale.split('-')[0] === language) ?? 'en';
}

type Block =
  | { kind: 'p'; text: string }
  /** The mail's main action: a button, with the bare address under it. */
  | { kind: 'button'; label: string; url: string }
  /** A secondary action: a sentence leading to a link. */
  | { kind: 'link'; lead: string; label: string; url: string }
  /** A sentence leading to a list of short items. */
  | { kind: 'list'; lead: string; items: readonly string[] };

interface Copy {
  /** With the account's name, or without one (null) for an address not yet proven. */
  greeting: (name: string | null) => string;
  linkFallback: string;
  footer: string;
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
    reset: string;
  };
  /** Two-step verification changes; the link is `changed.reset`'s. */
  twoStep: Record<TwoStepNotice, SecurityNotice>;
  /** Added to the `recoveryCodeUsed` notice. */
  recoveryCodesLeft: (count: number) => string;
  /** A passkey added or removed; the link is `changed.reset`'s. */
  passkey: Record<PasskeyNotice, PasskeyNoticeCopy>;
  /** "a passkey on Chrome on Linux": how mails name a passkey (never by its name). */
  passkeyOn: (browser: string | null, os: string | null) => string;
}

interface PasskeyNoticeCopy {
  subject: string;
  /** `passkey` is `passkeyOn`'s, lower case (the intro capitalises it where it starts). */
  intro: (email: string, passkey: string) => string;
  wasYou: string;
  notYouLead: string;
}

export type PasskeyNotice = 'added' | 'removed';

interface SecurityNotice {
  subject: string;
  intro: (email: string) => string;
  wasYou: string;
  notYouLead: string;
}

export type TwoStepNotice = 'enabled' | 'disabled' | 'recoveryCodeUsed' | 'recoveryCodesRenewed';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const copy: Record<MailLocale, Copy> = {
  en: {
    greeting: (name) => (name === null ? 'Hi,' : `Hi ${name},`),
    linkFallback: "If the button doesn't work, copy this address into your browser:",
    footer: 'This is an automated message; replies to it are not read.',
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
      reset: 'Reset your password',
    },
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
    greeting: (name) => (name === null ? 'Olá!' : `Olá, ${name}!`),
    linkFallback: 'Se o botão não funcionar, copie este endereço e cole no seu navegador:',
    footer: 'Esta é uma mensagem automática; as respostas a ela não são lidas.',
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
      reset: 'Redefinir senha',
    },
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
    greeting: (name) => (name === null ? 'Hola:' : `Hola, ${name}:`),
    linkFallback: 'Si el botón no funciona, copia esta dirección y pégala en tu navegador:',
    footer: 'Este es un mensaje automático; las respuestas a este correo no se leen.',
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
      reset: 'Restablecer contraseña',
    },
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

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const colors = { text: '#1f2937', muted: '#4b5563', accent: '#1d4ed8', page: '#f3f4f6' };

function renderText(locale: MailLocale, name: string | null, blocks: readonly Block[]): string {
  const parts = [copy[locale].greeting(name)];
  for (const block of blocks) {
    if (block.kind === 'p') parts.push(block.text);
    else if (block.kind === 'button') parts.push(`${block.label}:\n${block.url}`);
    else if (block.kind === 'list') {
      parts.push([block.lead, ...block.items.map((item) => `- ${item}`)].join('\n'));
    } else parts.push(`${block.lead}\n${block.url}`);
  }
  // The conventional signature separator ("-- ", with its space) lets mail clients fold it.
  parts.push(`-- \n${copy[locale].footer}`);
  return `${parts.join('\n\n')}\n`;
}

function renderHtml(
  locale: MailLocale,
  subject: string,
  name: string | null,
  blocks: readonly Block[],
): string {
  const t = copy[locale];
  const body = [`<p>${escapeHtml(t.greeting(name))}</p>`];
  for (const block of blocks) {
    if (block.kind === 'p') {
      body.push(`<p>${escapeHtml(block.text)}</p>`);
    } else if (block.kind === 'button') {
      const href = escapeHtml(block.url);
      body.push(
        `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;` +
          `background:${colors.accent};color:#ffffff;text-decoration:none;border-radius:6px;` +
          `font-weight:600">${escapeHtml(block.label)}</a></p>`,
        `<p style="font-size:14px;color:${colors.muted}">${escapeHtml(t.linkFallback)}<br>` +
          `<a href="${href}" style="color:${colors.accent};word-break:break-all">${href}</a></p>`,
      );
    } else if (block.kind === 'list') {
      const items = block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
      body.push(`<p>${escapeHtml(block.lead)}</p>`, `<ul>${items}</ul>`);
    } else {
      body.push(
        `<p>${escapeHtml(block.lead)} <a href="${escapeHtml(block.url)}" ` +
          `style="color:${colors.accent}">${escapeHtml(block.label)}</a></p>`,
      );
    }
  }
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:24px;background:${colors.page};color:${colors.text};font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">
${body.join('\n')}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:32px 0 16px">
<p style="font-size:12px;color:${colors.muted}">${escapeHtml(t.footer)}</p>
</div>
</body>
</html>
`;
}

export interface Recipient {
  to: string;
  /** The account's name, or null when the address is not proven (see the top of this file). */
  name: string | null;
  locale: MailLocale;
}

function compose(
  recipient: Recipient,
  subject: string,
  blocks: readonly Block[],
  links: string[],
): MailInput {
  return {
    to: recipient.to,
    subject,
    text: renderText(recipient.locale, recipient.name, blocks),
    html: renderHtml(recipient.locale, subject, recipient.name, blocks),
    links,
  };
}

/** Sign-up and resend: the link confirms the address (24 h, single use). */
export function confirmAccountMail(recipient: Recipient, confirmUrl: string): MailInput {
  const t = copy[recipient.locale].confirm;
  return compose(
    recipient,
    t.subject,
    [
      { kind: 'p', text: t.intro },
      { kind: 'button', label: t.button, url: confirmUrl },
      { kind: 'p', text: t.note },
      { kind: 'p', text: t.ignore },
    ],
    [confirmUrl],
  );
}

/** Forgot password: the link opens the new-password form (1 h, single use). */
export function resetPasswordMail(recipient: Recipient, resetUrl: string): MailInput {
  const t = copy[recipient.locale].reset;
  return compose(
    recipient,
    t.subject,
    [
      { kind: 'p', text: t.intro(recipient.to) },
      { kind: 'button', label: t.button, url: resetUrl },
      { kind: 'p', text: t.note },
      { kind: 'p', text: t.ignore },
    ],
    [resetUrl],
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
      { kind: 'link', lead: t.signInLead, label: t.signIn, url: urls.signIn },
      { kind: 'link', lead: t.forgotLead, label: t.forgot, url: urls.forgotPassword },
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
  return compose(
    recipient,
    t.subject,
    [
      { kind: 'p', text: t.intro(recipient.to) },
      { kind: 'p', text: t.earlier },
      { kind: 'button', label: t.button, url: resetUrl },
      { kind: 'p', text: t.note },
      { kind: 'p', text: t.ignore },
    ],
    [resetUrl],
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
      { kind: 'link', lead: t.notYouLead, label: t.reset, url: forgotPasswordUrl },
    ],
    [forgotPasswordUrl],
  );
}

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
    { kind: 'link', lead: text.notYouLead, label: t.changed.reset, url: forgotPasswordUrl },
  );
  return compose(recipient, text.subject, blocks, [forgotPasswordUrl]);
}

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
      { kind: 'link', lead: text.notYouLead, label: t.changed.reset, url: forgotPasswordUrl },
    ],
    [forgotPasswordUrl],
  );
}

// ---------------------------------------------------------------------------------------------
// Your data (docs/your-data.md): changing the e-mail address and deleting the account.

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

const privacyCopy: Record<MailLocale, PrivacyCopy> = {
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

/** A day in the recipient's language (the erase date), in UTC like the API's dates. */
function mailDate(locale: MailLocale, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/**
 * To the new address of an e-mail change. The recipient has not proven the address yet, so
 * the mail greets without a name (see the top of this file).
 */
export function emailChangeConfirmMail(recipient: Recipient, confirmUrl: string): MailInput {
  const t = privacyCopy[recipient.locale].changeConfirm;
  return compose(
    recipient,
    t.subject,
    [
      { kind: 'p', text: t.intro(recipient.to) },
      { kind: 'button', label: t.button, url: confirmUrl },
      { kind: 'p', text: t.note },
      { kind: 'p', text: t.ignore },
    ],
    [confirmUrl],
  );
}

/** To the current address of an e-mail change, with "It wasn't me". */
export function emailChangeNoticeMail(
  recipient: Recipient,
  newEmail: string,
  revertUrl: string,
): MailInput {
  const t = privacyCopy[recipient.locale].changeNotice;
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
  const t = privacyCopy[recipient.locale].frozenOldAddress;
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
  const t = privacyCopy[recipient.locale].changeTaken;
  const exists = copy[recipient.locale].exists;
  return compose(
    recipient,
    t.subject,
    [
      { kind: 'p', text: t.intro(recipient.to) },
      { kind: 'link', lead: exists.signInLead, label: exists.signIn, url: urls.signIn },
      { kind: 'link', lead: exists.forgotLead, label: exists.forgot, url: urls.forgotPassword },
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
  const t = privacyCopy[recipient.locale].deletion;
  return compose(
    recipient,
    t.subject,
    [
      { kind: 'p', text: t.intro(recipient.to, mailDate(recipient.locale, eraseAt)) },
      { kind: 'button', label: t.button, url: restoreUrl },
      { kind: 'p', text: t.note },
      { kind: 'p', text: t.notYou },
    ],
    [restoreUrl],
  );
}

/** The new-device mail's text (newDeviceMail). */
const newDeviceCopy: Record<
  MailLocale,
  {
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
> = {
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
  const t = newDeviceCopy[recipient.locale];
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

// ---------------------------------------------------------------------------------------------
// Recovery (docs/recovery.md): one mail after "This wasn't me", a password reset from a mail or
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

const recoveryCopy: Record<MailLocale, RecoveryCopy> = {
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

/** A date and time in the recipient's language, in UTC (the server knows no time zone). */
function mailDateTime(locale: MailLocale, iso: string): string {
  const at = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
    hourCycle: locale === 'en' ? undefined : 'h23',
  }).format(new Date(iso));
  return `${at} UTC`;
}

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
  const t = recoveryCopy[recipient.locale];
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
      label: copy[recipient.locale].changed.reset,
      url: urls.forgotPassword,
    });
    links.push(urls.forgotPassword);
  }
  return compose(recipient, t.subject[reason], blocks, links);
}
