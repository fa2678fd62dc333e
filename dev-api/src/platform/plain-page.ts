// Plain HTML answers to plain HTML form posts: a page posted before the app's scripts arrived
// (docs/architecture.md, "The pages before the app") lands on a page the API writes itself,
// saying what happened in the visitor's language, with the form again where there is something
// to fix. The pieces of every such page (the sign-in's: sign-in/plain-pages.ts; recovery's:
// accounts/recovery-plain.ts): one layout with no script at all, its one style sheet allowed by
// its hash, never cached, readable at 320 px and in dark mode; the language pick; the app's
// words; fields; and the one parser that reads a form, on the paths that answer one only.
//
// The words are the app's own: its catalogs (src/i18n/lang/*.json) are read here and formatted
// by intl-messageformat, the engine react-intl formats them with, so a plain page says exactly
// what the app would say.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bodyParser } from '@koa/bodyparser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Context, Middleware } from 'koa';
import { devApiDir } from './env.ts';
import { escapeHtml, matchLocale, MAIL_LOCALES, type MailLocale } from './mail-layout.ts';

/** The app's languages (src/i18n/languages.ts), the mails' too; English is the fallback. */
export type PlainLanguage = MailLocale;

/** The field a page's form sends its language in (`<input type="hidden" name="language">`). */
export const LANGUAGE_FIELD = 'language';

/**
 * The page's language: the form's hidden field (the language its page showed), else the
 * browser's Accept-Language in its order of preference (Koa's negotiator), else English.
 */
export function plainLanguage(ctx: Context, field: unknown): PlainLanguage {
  const fromField = typeof field === 'string' ? matchLocale(field) : undefined;
  if (fromField) return fromField;
  for (const tag of ctx.acceptsLanguages()) {
    const chosen = tag === '*' ? undefined : matchLocale(tag);
    if (chosen) return chosen;
  }
  return 'en';
}

type Catalog = Record<string, string>;
const catalogs = Object.fromEntries(
  MAIL_LOCALES.map((language) => {
    const file = path.join(devApiDir, '..', 'src', 'i18n', 'lang', `${language}.json`);
    return [language, JSON.parse(fs.readFileSync(file, 'utf8')) as Catalog];
  }),
) as Record<PlainLanguage, Catalog>;

/** Each message parsed once, by language and id. */
const formats = new Map<string, IntlMessageFormat>();

type Values = Record<string, string | number>;

/** A message of the app's catalog in `language` (English where it has no translation). */
export function say(language: PlainLanguage, id: string, values?: Values): string {
  const key = `${language}\u0000${id}`;
  let format = formats.get(key);
  if (!format) {
    const own = catalogs[language][id];
    const message = own ?? catalogs.en[id];
    if (message === undefined) throw new Error(`plain-page: no message ${id} in the app's catalog`);
    format = new IntlMessageFormat(message, own === undefined ? 'en' : language);
    formats.set(key, format);
  }
  return String(format.format<string>(values));
}

export type Translate = (id: string, values?: Values) => string;

export function translator(language: PlainLanguage): Translate {
  return (id, values) => say(language, id, values);
}

/** Markup that is already safe: what `html` makes, never a string from a request. */
export class Html {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

/** A template of markup: every value is escaped unless it is `Html` (nulls and false are ''). */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  return new Html(
    strings.map((text, i) => text + (i < values.length ? render(values[i]!) : '')).join(''),
  );
}

/** A labelled field; its hint and its problem tied to it by id (aria-describedby). */
export interface PlainField {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  /** Kept from what was posted: never for a password. */
  value?: string;
  autocomplete?: string;
  /** A hint under the label (its id also in aria-describedby). */
  hint?: string;
  /** Said under the field (role=alert) and marked on it (aria-invalid). */
  error?: string | null;
  /** Focused when the page opens (the first field with a problem, else the one to fill). */
  autofocus?: boolean;
  /** More attributes of the input (inputmode, spellcheck…). */
  attributes?: Record<string, string>;
}

export function field(input: PlainField): Html {
  const id = `field-${input.name}`;
  const hintId = input.hint ? `${id}-hint` : null;
  const errorId = input.error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  const value = input.type === 'password' ? '' : (input.value ?? '');
  const attributes = Object.entries(input.attributes ?? {}).map(
    ([name, v]) => html` ${name}="${v}"`,
  );
  return html`<div class="field">
    <label for="${id}">${input.label}</label>
    ${hintId ? html`<p class="hint" id="${hintId}">${input.hint}</p>` : null}
    <input
      id="${id}"
      name="${input.name}"
      type="${input.type}"
      required${value ? html` value="${value}"` : null}${
        input.autocomplete ? html` autocomplete="${input.autocomplete}"` : null
      }${describedBy ? html` aria-describedby="${describedBy}"` : null}${
        errorId ? html` aria-invalid="true"` : null
      }${input.autofocus ? html` autofocus` : null}${attributes}
    />
    ${errorId ? html`<p class="error" role="alert" id="${errorId}">${input.error}</p>` : null}
  </div>`;
}

export function hidden(name: string, value: string): Html {
  return html`<input type="hidden" name="${name}" value="${value}" />`;
}

/** The page's language, sent back with its form (the answer to it is in the same language). */
export function languageField(language: PlainLanguage): Html {
  return hidden(LANGUAGE_FIELD, language);
}

export function checkbox(input: {
  name: string;
  value: string;
  label: string;
  checked?: boolean;
}): Html {
  return html`<label class="check"
    ><input
      type="checkbox"
      name="${input.name}"
      value="${input.value}"
      ${input.checked ? html` checked` : null}
    />
    ${input.label}</label
  >`;
}

/** What went wrong (or what to know) above the form, said at once (role=alert). */
export function problem(message: string | null | undefined): Html | null {
  return message ? html`<p class="problem" role="alert">${message}</p>` : null;
}

/** A link on, under the page's content. */
export function linkAfter(href: string, label: string): Html {
  return html`<p class="after"><a href="${href}">${label}</a></p>`;
}

/**
 * The one style sheet: the app's colours and spacing (src/ui/ui.module.css), light or dark as
 * the system is (a plain page cannot read the saved choice), fluid down to 320 px.
 */
const STYLE = `
:root{color-scheme:light dark;--bg:#f4f6fb;--surface:#fff;--text:#1c2440;--muted:#4a5372;--border:#d5dae8;--control:#7a819a;--primary:#3b5bdb;--on-primary:#fff;--link:#1c5fb0;--danger:#c92a2a;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;line-height:1.5}
@media (prefers-color-scheme:dark){:root{--bg:#0f1424;--surface:#182038;--text:#eef1ff;--muted:#b4bcd6;--border:#2e3856;--control:#7f8bb0;--primary:#91a7ff;--on-primary:#0f1424;--link:#74c0fc;--danger:#ffa8a8}}
*{box-sizing:border-box}
body{margin:0;padding-inline:8px;background:var(--bg);color:var(--text)}
main{max-inline-size:28rem;margin-inline:auto;margin-block:clamp(32px,10vh,96px) 32px;padding:24px 16px;background:var(--surface);border:1px solid var(--border);border-radius:16px;overflow-wrap:anywhere}
h1{font-size:1.5rem;margin-block:0 16px}
p{margin-block:0 16px}
a{color:var(--link)}
.field{display:flex;flex-direction:column;gap:4px;margin-block-end:16px}
label{font-weight:600}
.hint{margin:0;color:var(--muted);font-size:.875rem}
input{font:inherit;color:inherit;background:var(--surface);border:1px solid var(--control);border-radius:8px;padding:10px 12px;inline-size:100%}
input[aria-invalid=true]{border-color:var(--danger)}
.check{display:flex;align-items:center;gap:8px;font-weight:400;margin-block-end:16px}
.check input{inline-size:auto;margin:0}
.error,.problem{color:var(--danger);font-weight:600}
.error{margin:0}
.problem{border:1px solid var(--danger);border-radius:8px;padding:10px 12px}
form{margin-block-end:16px}
main>:last-child{margin-block-end:0}
button{font:inherit;font-weight:600;inline-size:100%;padding:12px;border:0;border-radius:8px;background:var(--primary);color:var(--on-primary);cursor:pointer}
:focus-visible{outline:3px solid var(--link);outline-offset:2px}
.after{margin-block:16px 0;text-align:center}
ul{list-style:none;padding:0;margin:0}
li a{display:block;text-align:center;padding:10px;border:1px solid var(--control);border-radius:8px;text-decoration:none;margin-block-end:8px}
`.trim();

/** Whole, as hashed: a formatter must never put whitespace inside it. */
const STYLE_ELEMENT = new Html(`<style>${STYLE}</style>`);

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

/**
 * No script of any kind, nothing loaded, its own style sheet only; its forms post only to this
 * API and (after the API's redirects) to `formTargets`, and no other site may frame it.
 */
export function plainPageCsp(formTargets: readonly string[] = []): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    ["form-action 'self'", ...formTargets].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** The policy of a page whose forms end on this API. */
export const PLAIN_PAGE_CSP = plainPageCsp();

export interface PlainPage {
  status: number;
  language: PlainLanguage;
  /** The document's title and its one heading. */
  title: string;
  content: Html;
  /** More response headers (Retry-After on a throttled answer). */
  headers?: Record<string, string>;
  /** The page's Content-Security-Policy (`plainPageCsp`); PLAIN_PAGE_CSP by default. */
  csp?: string;
}

/** Answers the request with the page: never cached (it may hold what was typed). */
export function sendPlainPage(ctx: Context, page: PlainPage): void {
  ctx.status = page.status;
  for (const [name, value] of Object.entries(page.headers ?? {})) ctx.set(name, value);
  ctx.set('Content-Security-Policy', page.csp ?? PLAIN_PAGE_CSP);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = html`<!doctype html>
    <html lang="${page.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>${page.title}</title>
        ${STYLE_ELEMENT}
      </head>
      <body>
        <main>
          <h1>${page.title}</h1>
          ${page.content}
        </main>
      </body>
    </html> `.text;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Whether the request came as a plain HTML form (its body parsed by `plainFormParser`). */
export function isPlainForm(ctx: Context): boolean {
  return ctx.state.plainForm === true;
}

/** A form field's text ('' when absent or not text: `a[b]=c` parses as an object). */
export function formText(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The body parser: JSON on every path, and a plain HTML form's urlencoded body only on the
 * paths that answer one with a page (`paths`, matched as the routers do: any case, an optional
 * trailing slash). Nowhere else: a cross-site page can post a form without a preflight, and
 * every other endpoint stays reachable by JSON only (SECURITY.md, "Plain form posts"). `limit`
 * is the body's size, either kind (over it: 413).
 */
export function plainFormParser(paths: readonly (string | RegExp)[], limit: string): Middleware {
  const parseJson = bodyParser({ enableTypes: ['json'], jsonLimit: limit });
  const parseForm = bodyParser({ enableTypes: ['form'], formLimit: limit });
  const matches = (candidate: string) =>
    paths.some((entry) =>
      typeof entry === 'string'
        ? candidate.replace(/\/$/, '').toLowerCase() === entry.toLowerCase()
        : entry.test(candidate),
    );
  return async (ctx, next) => {
    if (ctx.method === 'POST' && ctx.request.is(FORM_TYPE) && matches(ctx.path)) {
      ctx.state.plainForm = true;
      return parseForm(ctx, next);
    }
    return parseJson(ctx, next);
  };
}
