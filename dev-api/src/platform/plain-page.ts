// Plain HTML answers to plain HTML form posts: a page posted before the app's scripts arrived
// (docs/architecture.md, "The pages before the app") lands on a page the API writes itself,
// saying what happened in the visitor's language, with the form again where there is something
// to fix. One layout for every such page (recovery's, the sign-in's): no script at all, its one
// style sheet allowed by its hash, never cached, readable at 320 px and in dark mode.
//
// The words are the app's own: its catalogs (src/i18n/lang/*.json) are read here, so a plain
// page says exactly what the app would say. Only the little of ICU the catalogs use is
// understood: `{name}` and `{name, plural, =n {…} one {…} other {…}}` with `#`.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { devApiDir } from './env.ts';

/** The app's languages (src/i18n/languages.ts), English first (the fallback). */
export const PLAIN_LANGUAGES = ['en', 'pt-BR', 'es'] as const;
export type PlainLanguage = (typeof PLAIN_LANGUAGES)[number];

/** The field a page's form sends its language in (`<input type="hidden" name="language">`). */
export const LANGUAGE_FIELD = 'language';

function exactLanguage(value: string): PlainLanguage | undefined {
  const wanted = value.trim().toLowerCase();
  return PLAIN_LANGUAGES.find((language) => language.toLowerCase() === wanted);
}

function closeLanguage(value: string): PlainLanguage | undefined {
  const wanted = value.trim().toLowerCase().split(/[-_]/)[0];
  return PLAIN_LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === wanted);
}

/**
 * The page's language: the form's hidden field (the language its page showed), else the
 * browser's Accept-Language in its order of preference, else English.
 */
export function plainLanguage(ctx: Context, field: unknown): PlainLanguage {
  if (typeof field === 'string') {
    const chosen = exactLanguage(field) ?? closeLanguage(field);
    if (chosen) return chosen;
  }
  const accepted = ctx
    .get('Accept-Language')
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.split(';');
      const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of accepted) {
    const chosen = exactLanguage(tag) ?? closeLanguage(tag);
    if (chosen) return chosen;
  }
  return 'en';
}

type Catalog = Record<string, string>;
const catalogs = new Map<PlainLanguage, Catalog>();

function catalog(language: PlainLanguage): Catalog {
  let found = catalogs.get(language);
  if (!found) {
    const file = path.join(devApiDir, '..', 'src', 'i18n', 'lang', `${language}.json`);
    found = JSON.parse(fs.readFileSync(file, 'utf8')) as Catalog;
    catalogs.set(language, found);
  }
  return found;
}

/** The index of the `}` that closes the `{` at `start`. */
function closing(message: string, start: number): number {
  let depth = 0;
  for (let i = start; i < message.length; i++) {
    if (message[i] === '{') depth++;
    else if (message[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`plain-page: unbalanced braces in ${JSON.stringify(message)}`);
}

type Values = Record<string, string | number>;

function formatMessage(language: PlainLanguage, message: string, values: Values): string {
  let out = '';
  for (let i = 0; i < message.length; i++) {
    if (message[i] !== '{') {
      out += message[i];
      continue;
    }
    const end = closing(message, i);
    const inner = message.slice(i + 1, end);
    i = end;
    const [name = '', kind] = inner.split(',', 2).map((part) => part.trim());
    const value = values[name];
    if (value === undefined) throw new Error(`plain-page: no value for {${name}}`);
    if (kind !== 'plural') {
      out += String(value);
      continue;
    }
    // `n, plural, =0 {…} one {…} other {…}`: the options after the second comma.
    const options = new Map<string, string>();
    let rest = inner.slice(inner.indexOf(',', inner.indexOf(',') + 1) + 1);
    while (rest.trim()) {
      const open = rest.indexOf('{');
      const key = rest.slice(0, open).trim();
      const close = closing(rest, open);
      options.set(key, rest.slice(open + 1, close));
      rest = rest.slice(close + 1);
    }
    const count = Number(value);
    const option =
      options.get(`=${count}`) ??
      options.get(new Intl.PluralRules(language).select(count)) ??
      options.get('other') ??
      '';
    out += formatMessage(language, option, values).replaceAll('#', String(count));
  }
  return out;
}

/** A message of the app's catalog in `language` (English where it has no translation). */
export type Translate = (id: string, values?: Values) => string;

export function translator(language: PlainLanguage): Translate {
  return (id, values = {}) => {
    const message = catalog(language)[id] ?? catalog('en')[id];
    if (message === undefined) throw new Error(`plain-page: no message ${id} in the app's catalog`);
    return formatMessage(language, message, values);
  };
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

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => escapes[character]!);
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

/** The field's problem, tied to it by id (aria-describedby) and marked on it (aria-invalid). */
export interface PlainField {
  name: string;
  label: string;
  type: 'email' | 'password' | 'hidden';
  /** Kept from what was posted: never for a password. */
  value?: string;
  autocomplete?: string;
  /** A hint under the label (its id also in aria-describedby). */
  hint?: string;
  error?: string | null;
  /** Focused when the page opens (the first field with a problem). */
  autofocus?: boolean;
}

export function field(input: PlainField): Html {
  if (input.type === 'hidden') {
    return html`<input type="hidden" name="${input.name}" value="${input.value ?? ''}" />`;
  }
  const id = `field-${input.name}`;
  const hintId = input.hint ? `${id}-hint` : null;
  const errorId = input.error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return html`<div class="field">
    <label for="${id}">${input.label}</label>
    ${hintId ? html`<p class="hint" id="${hintId}">${input.hint}</p>` : null}
    <input
      id="${id}"
      name="${input.name}"
      type="${input.type}"
      required${
        input.value !== undefined && input.type !== 'password'
          ? html` value="${input.value}"`
          : null
      }${input.autocomplete ? html` autocomplete="${input.autocomplete}"` : null}${
        describedBy ? html` aria-describedby="${describedBy}"` : null
      }${errorId ? html` aria-invalid="true"` : null}${input.autofocus ? html` autofocus` : null}
    />
    ${errorId ? html`<p class="error" id="${errorId}">${input.error}</p>` : null}
  </div>`;
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
.error,.problem{color:var(--danger);font-weight:600}
.error{margin:0}
button{font:inherit;font-weight:600;inline-size:100%;padding:12px;border:0;border-radius:8px;background:var(--primary);color:var(--on-primary);cursor:pointer}
:focus-visible{outline:3px solid var(--link);outline-offset:2px}
.after{margin-block:16px 0;text-align:center}
`.trim();

/** Whole, as hashed: a formatter must never put whitespace inside it. */
const STYLE_ELEMENT = new Html(`<style>${STYLE}</style>`);

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

/**
 * No script of any kind, nothing loaded, its own style sheet only; it posts only to this API
 * (its forms post back to the endpoint that wrote it), and no other site may frame it.
 */
export const PLAIN_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export interface PlainPage {
  status: number;
  language: PlainLanguage;
  /** The document's title and its one heading. */
  title: string;
  content: Html;
  /** More response headers (Retry-After on a throttled answer). */
  headers?: Record<string, string>;
}

/** Answers the request with the page: never cached (it may hold what was typed). */
export function sendPlainPage(ctx: Context, page: PlainPage): void {
  ctx.status = page.status;
  for (const [name, value] of Object.entries(page.headers ?? {})) ctx.set(name, value);
  ctx.set('Content-Security-Policy', PLAIN_PAGE_CSP);
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

/**
 * The body parser: JSON on every path, and a plain HTML form's urlencoded body only on the
 * paths that answer one with a page (`paths`, matched as the routers do: any case, an optional
 * trailing slash). Nowhere else: a cross-site page can post a form without a preflight, and
 * every other endpoint stays reachable by JSON only (SECURITY.md, "Plain form posts").
 */
export function plainFormParser(
  paths: readonly (string | RegExp)[],
  jsonLimit: string,
): Middleware {
  const parseJson = bodyParser({ enableTypes: ['json'], jsonLimit });
  const parseForm = bodyParser({ enableTypes: ['form'], formLimit: jsonLimit });
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
