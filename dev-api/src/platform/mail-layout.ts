// The mails' common ground: our languages, the layout every mail shares (greeting, button with
// its bare address, footer) as plain text and HTML, and dates in the recipient's language. Each
// capability writes its own mails with `compose`, their copy beside them in en, pt-BR and es,
// one table per capability: `const copy: Record<MailLocale, …Copy>`.
//
// A mail to an address nobody has proven yet carries no text a stranger typed: anyone can sign
// up any address, and a name such as "Win a prize at evil.example" would otherwise go out from
// our domain. Such mails greet without a name (`Recipient.name` null).
import type { MailInput } from './mailer.ts';

export const MAIL_LOCALES = ['en', 'pt-BR', 'es'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

/**
 * One of our languages for a requested locale: exact (any case), then by language
 * (`pt`, `pt-PT` → pt-BR; `es-AR` → es), else none.
 */
export function matchLocale(value: string): MailLocale | undefined {
  const wanted = value.trim().toLowerCase();
  const exact = MAIL_LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split(/[-_]/)[0];
  return MAIL_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
}

/** `matchLocale`, else English. */
export function negotiateLocale(value: unknown): MailLocale {
  return (typeof value === 'string' && matchLocale(value)) || 'en';
}

/** A mail's content, in order (greeting first and footer last are the layout's). */
export type Block =
  | { kind: 'p'; text: string }
  /** The mail's main action: a button, with the bare address under it. */
  | { kind: 'button'; label: string; url: string }
  /** A secondary action: a sentence leading to a link. */
  | { kind: 'link'; lead: string; label: string; url: string }
  /** A sentence leading to a list of short items. */
  | { kind: 'list'; lead: string; items: readonly string[] };

interface LayoutCopy {
  /** With the account's name, or without one (null) for an address not yet proven. */
  greeting: (name: string | null) => string;
  linkFallback: string;
  footer: string;
  /** The way out in every security notice: the link to the forgot-password page. */
  resetPassword: string;
}

const copy: Record<MailLocale, LayoutCopy> = {
  en: {
    greeting: (name) => (name === null ? 'Hi,' : `Hi ${name},`),
    linkFallback: "If the button doesn't work, copy this address into your browser:",
    footer: 'This is an automated message; replies to it are not read.',
    resetPassword: 'Reset your password',
  },
  'pt-BR': {
    greeting: (name) => (name === null ? 'Olá!' : `Olá, ${name}!`),
    linkFallback: 'Se o botão não funcionar, copie este endereço e cole no seu navegador:',
    footer: 'Esta é uma mensagem automática; as respostas a ela não são lidas.',
    resetPassword: 'Redefinir senha',
  },
  es: {
    greeting: (name) => (name === null ? 'Hola:' : `Hola, ${name}:`),
    linkFallback: 'Si el botón no funciona, copia esta dirección y pégala en tu navegador:',
    footer: 'Este es un mensaje automático; las respuestas a este correo no se leen.',
    resetPassword: 'Restablecer contraseña',
  },
};

/** The label of the link to the forgot-password page, in the recipient's language. */
export function resetPasswordLabel(locale: MailLocale): string {
  return copy[locale].resetPassword;
}

export function escapeHtml(value: string): string {
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

export function compose(
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

/**
 * A mail whose point is one link: what happened (`before`), the button, then what to know
 * (`after`: how long the link works, what to do if it was not them). The link is the mail's only.
 */
export function linkMail(
  recipient: Recipient,
  text: { subject: string; before: readonly string[]; button: string; after: readonly string[] },
  url: string,
): MailInput {
  const paragraph = (line: string): Block => ({ kind: 'p', text: line });
  return compose(
    recipient,
    text.subject,
    [
      ...text.before.map(paragraph),
      { kind: 'button', label: text.button, url },
      ...text.after.map(paragraph),
    ],
    [url],
  );
}

/** A day in the recipient's language (the erase date), in UTC like the API's dates. */
export function mailDate(locale: MailLocale, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** A date and time in the recipient's language, in UTC (the server knows no time zone). */
export function mailDateTime(locale: MailLocale, iso: string): string {
  const at = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
    hourCycle: locale === 'en' ? undefined : 'h23',
  }).format(new Date(iso));
  return `${at} UTC`;
}
