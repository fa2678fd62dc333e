// Passwordless mails, in en, pt-BR and es (docs/passwordless.md): the sign-in code with its link,
// the passkey sign-up's code, and the note to an address that already has an account. The
// code stands in the subject's first words too, so it reads from a notification. The sign-in mail
// says which browser asked: a link pressed on another device lets that browser in, so the
// reader must know which one it is before pressing.
import { compose, type Block, type MailLocale, type Recipient } from '../platform/mail-layout.ts';
import type { MailInput } from '../platform/mailer.ts';

interface PasswordlessCopy {
  signInSubject: (code: string) => string;
  signInIntro: string;
  signInAskedFrom: (browser: string) => string;
  signInButton: string;
  signInLinkNote: string;
  signInNotYou: string;
  expires: string;
  signUpSubject: (code: string) => string;
  signUpIntro: string;
  signUpNotYou: string;
  existsSubject: string;
  existsIntro: string;
  existsSignIn: string;
  browserOn: (browser: string | null, os: string | null) => string;
}

const copy: Record<MailLocale, PasswordlessCopy> = {
  en: {
    signInSubject: (code) => `${code} is your sign-in code`,
    signInIntro: 'Use this code to sign in. Type it on the page that asked for it:',
    signInAskedFrom: (browser) => `It was asked for from ${browser}.`,
    signInButton: 'Sign in',
    signInLinkNote:
      'Or press the button. On another device, it does not sign that device in: it lets the ' +
      'browser that asked continue.',
    signInNotYou:
      "If you didn't ask for it, ignore this mail: nobody can sign in without the code.",
    expires: 'The code and the link work once, for 10 minutes.',
    signUpSubject: (code) => `${code} is your code to create your account`,
    signUpIntro: 'Use this code to confirm your address and create your account with a passkey:',
    signUpNotYou: "If you didn't ask for it, ignore this mail: no account is created.",
    existsSubject: 'You already have an account',
    existsIntro:
      'Someone tried to create an account with this address, which already has one. No ' +
      'second account was created.',
    existsSignIn: 'If it was you, sign in instead (or use "Forgot your password?").',
    browserOn: (browser, os) =>
      browser && os ? `${browser} on ${os}` : (browser ?? os ?? 'an unknown browser'),
  },
  'pt-BR': {
    signInSubject: (code) => `${code} é o seu código de acesso`,
    signInIntro: 'Use este código para entrar. Digite-o na página que o pediu:',
    signInAskedFrom: (browser) => `Ele foi pedido no ${browser}.`,
    signInButton: 'Entrar',
    signInLinkNote:
      'Ou toque no botão. Em outro dispositivo, ele não conecta esse dispositivo: ele deixa o ' +
      'navegador que pediu continuar.',
    signInNotYou: 'Se você não pediu, ignore este e-mail: ninguém consegue entrar sem o código.',
    expires: 'O código e o link funcionam uma vez, por 10 minutos.',
    signUpSubject: (code) => `${code} é o seu código para criar sua conta`,
    signUpIntro:
      'Use este código para confirmar seu endereço e criar sua conta com uma chave de acesso:',
    signUpNotYou: 'Se você não pediu, ignore este e-mail: nenhuma conta é criada.',
    existsSubject: 'Você já tem uma conta',
    existsIntro:
      'Alguém tentou criar uma conta com este endereço, que já tem uma. Nenhuma segunda conta ' +
      'foi criada.',
    existsSignIn: 'Se foi você, entre na sua conta (ou use "Esqueceu sua senha?").',
    browserOn: (browser, os) =>
      browser && os ? `${browser} no ${os}` : (browser ?? os ?? 'um navegador desconhecido'),
  },
  es: {
    signInSubject: (code) => `${code} es tu código para iniciar sesión`,
    signInIntro: 'Usa este código para iniciar sesión. Escríbelo en la página que lo pidió:',
    signInAskedFrom: (browser) => `Se pidió desde ${browser}.`,
    signInButton: 'Iniciar sesión',
    signInLinkNote:
      'O pulsa el botón. En otro dispositivo, no inicia sesión en ese dispositivo: deja ' +
      'continuar al navegador que lo pidió.',
    signInNotYou: 'Si no lo pediste, ignora este correo: nadie puede iniciar sesión sin el código.',
    expires: 'El código y el enlace funcionan una vez, durante 10 minutos.',
    signUpSubject: (code) => `${code} es tu código para crear tu cuenta`,
    signUpIntro:
      'Usa este código para confirmar tu dirección y crear tu cuenta con una llave de acceso:',
    signUpNotYou: 'Si no lo pediste, ignora este correo: no se crea ninguna cuenta.',
    existsSubject: 'Ya tienes una cuenta',
    existsIntro:
      'Alguien intentó crear una cuenta con esta dirección, que ya tiene una. No se creó una ' +
      'segunda cuenta.',
    existsSignIn: 'Si fuiste tú, inicia sesión (o usa "¿Olvidaste tu contraseña?").',
    browserOn: (browser, os) =>
      browser && os ? `${browser} en ${os}` : (browser ?? os ?? 'un navegador desconocido'),
  },
};

const p = (text: string): Block => ({ kind: 'p', text });

/** The sign-in code and its link, naming the browser that asked. */
export function emailCodeMail(
  recipient: Recipient,
  code: string,
  linkUrl: string,
  askedFrom: { browser: string | null; os: string | null },
): MailInput {
  const t = copy[recipient.locale];
  return compose(
    recipient,
    t.signInSubject(code),
    [
      p(t.signInIntro),
      p(code),
      p(t.signInAskedFrom(t.browserOn(askedFrom.browser, askedFrom.os))),
      p(t.signInLinkNote),
      { kind: 'button', label: t.signInButton, url: linkUrl },
      p(t.expires),
      p(t.signInNotYou),
    ],
    [linkUrl],
  );
}

/** The passkey sign-up's code. To an address nobody has proven yet: no name in it. */
export function signUpCodeMail(recipient: Recipient, code: string): MailInput {
  const t = copy[recipient.locale];
  return compose(
    recipient,
    t.signUpSubject(code),
    [p(t.signUpIntro), p(code), p(t.expires), p(t.signUpNotYou)],
    [],
  );
}

/** A passkey sign-up for an address that has an account: a note to its owner, never a code. */
export function signUpExistsMail(recipient: Recipient, signInUrl: string): MailInput {
  const t = copy[recipient.locale];
  return compose(
    recipient,
    t.existsSubject,
    [
      p(t.existsIntro),
      { kind: 'link', lead: t.existsSignIn, label: t.signInButton, url: signInUrl },
    ],
    [signInUrl],
  );
}
