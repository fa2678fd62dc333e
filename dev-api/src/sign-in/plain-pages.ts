// The sign-in's plain answers (docs/sign-in.md, "Without the app's scripts"): sign-in.html's form
// posts to `…/login` as a plain HTML form until the app's scripts have taken it over, so the
// authority answers such a post (application/x-www-form-urlencoded) for a browser: a 303 on to
// where the JSON answer's `redirectTo` points (the resume, which ends in the app's callback),
// else a page of its own (with the form again, or a link on): translated, with
// the e-mail kept and never the password, no script at all, and nothing cached. The JSON
// routes stay the one place that decides (interaction-routes.ts): these wrap them and only turn
// their answer or refusal into a page.
//
// The words are the app's own, read from its catalogs (src/i18n/lang/*.json) by message id, so
// a plain page says what the app says in the same situation; the few only these pages say are
// in src/flows/sign-in/plain-messages.ts (the app never imports it).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Context, Middleware } from 'koa';
import { ApiError } from '../platform/errors.ts';
import { bodyOf } from '../platform/http.ts';
import { escapeHtml, negotiateLocale, type MailLocale } from '../platform/mail-layout.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';
/** A sign-in form is a few hundred bytes; anything far larger is no form of ours. */
const FORM_LIMIT = 16 * 1024;

type Catalog = Record<string, string>;
const catalogs = Object.fromEntries(
  (['en', 'pt-BR', 'es'] as const).map((language) => [
    language,
    JSON.parse(
      fs.readFileSync(new URL(`../../../src/i18n/lang/${language}.json`, import.meta.url), 'utf8'),
    ) as Catalog,
  ]),
) as Record<MailLocale, Catalog>;

type Values = Record<string, string | number>;

/**
 * The message `id` in `language`, as react-intl would format it for the few forms our messages
 * use: `{name}` and `{name, plural, … {…# …}}` (exact `=n` and the language's plural rules).
 */
export function say(language: MailLocale, id: string, values: Values = {}): string {
  const message = catalogs[language][id] ?? catalogs.en[id];
  if (message === undefined) throw new Error(`plain pages: no message ${id}`);
  return format(message, values, language);
}

function format(message: string, values: Values, language: MailLocale): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf('{', i);
    if (open < 0) break;
    out += message.slice(i, open);
    const close = matching(message, open);
    const inner = message.slice(open + 1, close);
    const [name = '', kind] = inner.split(',', 2).map((part) => part.trim());
    const value = values[name];
    if (kind === 'plural') {
      const count = Number(value);
      const options = inner.slice(inner.indexOf('plural') + 'plural'.length + 1);
      const choices = new Map<string, string>();
      for (const match of options.matchAll(/\s*(=?\w+)\s*\{/g)) {
        const start = match.index + match[0].length - 1;
        choices.set(match[1]!, options.slice(start + 1, matching(options, start)));
      }
      const rule = new Intl.PluralRules(language).select(count);
      const chosen = choices.get(`=${count}`) ?? choices.get(rule) ?? choices.get('other') ?? '';
      out += format(chosen.replaceAll('#', String(count)), values, language);
    } else {
      out += String(value ?? '');
    }
    i = close + 1;
  }
  return out + message.slice(i);
}

/** The index of the `}` closing the `{` at `open`. */
function matching(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`plain pages: unbalanced message ${text}`);
}

/** The page's language: the form's hidden `language` (the page's), else the browser's first. */
export function pageLanguage(field: string | null, acceptLanguage: string): MailLocale {
  if (field) return negotiateLocale(field);
  const first = acceptLanguage
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .find(Boolean);
  return negotiateLocale(first);
}

// One small sheet in the page, allowed by its hash (no other style, no script, no image): light
// and dark as the system prefers, readable from 320 px.
const STYLE = `*{box-sizing:border-box}
html{color-scheme:light dark;background:#f4f6fb;color:#1f2937;font:16px/1.5 system-ui,sans-serif}
body{margin:0;padding:24px 12px}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:12px;padding:24px 20px;overflow-wrap:anywhere}
h1{font-size:1.5rem;margin:0 0 16px}
label{display:block;font-weight:600;margin-block:12px 4px}
label.check{display:flex;gap:8px;font-weight:400}
input[type=email],input[type=password],input[type=text]{width:100%;font:inherit;padding:10px 12px;border:1px solid #6b7280;border-radius:8px;background:inherit;color:inherit}
input[aria-invalid=true]{border-color:#b91c1c}
.alert,.error{color:#b91c1c}
.alert{border:1px solid #b91c1c;border-radius:8px;padding:10px 12px;margin:0 0 12px}
.hint{color:#4b5563;margin:4px 0 0;font-size:.9rem}
.error{margin:4px 0 0}
button{display:block;width:100%;margin-block-start:20px;font:inherit;font-weight:600;padding:12px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;cursor:pointer}
a{color:#1d4ed8}
ul{list-style:none;padding:0;margin:16px 0 0}
li a{display:block;text-align:center;padding:10px;border:1px solid #6b7280;border-radius:8px;text-decoration:none;margin-block-end:8px}
p.links{margin:16px 0 0}
@media (prefers-color-scheme:dark){html{background:#0f1424;color:#e5e7eb}main{background:#1a2136}
.alert,.error{color:#fca5a5}.alert{border-color:#fca5a5}input[aria-invalid=true]{border-color:#fca5a5}
.hint{color:#cbd5e1}button{background:#93b4ff;color:#0f1424}a{color:#93b4ff}input,li a{border-color:#94a3b8}}`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

/** A link of the page: where it goes and what it says. */
export interface PageLink {
  href: string;
  label: string;
}

/** What a plain page needs besides the interaction: the app's pages and the providers. */
export interface PlainServices {
  /** The app's sign-in page (with `uid`: this interaction's) and forgot-password page. */
  appPage(uid: string | null, page: 'sign-in' | 'forgot-password'): Promise<string>;
  /** The origins a form of the page may end on after its redirects (the apps' callbacks). */
  formTargets: readonly string[];
  /** The default providers, by id and name (GET …/federation/:provider starts each). */
  providers(): readonly { id: string; displayName: string }[];
  /** The e-mail of the account whose second step waits in this interaction. */
  pendingEmail(uid: string): string | null;
  trustDeviceDays: number;
  /** The authority's own origin: the only one a form's redirect goes to. */
  origin: string;
}

interface Problem {
  /** Said above the form (role=alert). */
  message?: string;
  /** Said under each field it is about (role=alert), by field name. */
  fields?: Record<string, string>;
}

function page(ctx: Context, language: MailLocale, status: number, title: string, body: string) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
${body}</main></body></html>`;
}

/** The page's own CSP: no script, its sheet by hash, forms to itself and on to the app. */
function policy(targets: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `form-action 'self' ${targets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const alert = (problem: Problem | null) =>
  problem?.message
    ? `<p class="alert" role="alert" id="problem">${escapeHtml(problem.message)}</p>`
    : '';

interface FieldSpec {
  name: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  hint?: string;
  extra?: string;
}

/** A labelled field; its error under it (role=alert) and tied to it, the focus on it. */
function field(spec: FieldSpec, problem: Problem | null, focus: boolean): string {
  const error = problem?.fields?.[spec.name] ?? null;
  const described = [error ? `${spec.name}-error` : null, spec.hint ? `${spec.name}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return `<label for="${spec.name}">${escapeHtml(spec.label)}</label>
<input id="${spec.name}" name="${spec.name}" type="${spec.type}" autocomplete="${spec.autocomplete}"${
    spec.value ? ` value="${escapeHtml(spec.value)}"` : ''
  }${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}${
    focus ? ' autofocus' : ''
  }${spec.extra ?? ''}>
${spec.hint ? `<p class="hint" id="${spec.name}-hint">${escapeHtml(spec.hint)}</p>` : ''}${
    error ? `<p class="error" role="alert" id="${spec.name}-error">${escapeHtml(error)}</p>` : ''
  }`;
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

export function plainPages(services: PlainServices) {
  const csp = policy(services.formTargets);

  /** The password form again: the e-mail kept, the password never. */
  async function loginPage(
    ctx: Context,
    language: MailLocale,
    status: number,
    email: string,
    problem: Problem | null,
    options: { restore?: boolean; notice?: string } = {},
  ) {
    const t = (id: string, values?: Values) => say(language, id, values);
    const focus = Object.keys(problem?.fields ?? {})[0] ?? (email ? 'password' : 'email');
    const providers = services.providers();
    const links = providers.length
      ? `<p>${escapeHtml(t('federation.or'))}</p><ul>${providers
          .map(
            (p) =>
              `<li><a href="federation/${encodeURIComponent(p.id)}">${escapeHtml(
                t('federation.signInWith', { provider: p.displayName }),
              )}</a></li>`,
          )
          .join('')}</ul>`
      : '';
    const forgot = await services.appPage(null, 'forgot-password');
    const form = `<form method="post" action="login">
${hidden('language', language)}${options.restore ? hidden('restoreAccount', 'true') : ''}
${field({ name: 'email', label: t('common.email'), type: 'email', autocomplete: 'username', value: email }, problem, focus === 'email')}
${field({ name: 'password', label: t('common.password'), type: 'password', autocomplete: 'current-password' }, problem, focus === 'password')}
<label class="check"><input type="checkbox" name="remember" value="on" checked> ${escapeHtml(t('signIn.keepSignedIn'))}</label>
<button type="submit">${escapeHtml(options.restore ? t('signIn.restoreAccount') : t('common.signIn'))}</button>
</form>`;
    const notice = options.notice
      ? `<p class="alert" role="alert" id="problem">${escapeHtml(options.notice)}</p>`
      : '';
    ctx.set('Content-Security-Policy', csp);
    page(
      ctx,
      language,
      status,
      t('signIn.title'),
      `${notice}${alert(problem)}${form}${links}
<p class="links"><a href="${escapeHtml(forgot)}">${escapeHtml(t('signIn.forgot'))}</a></p>`,
    );
  }

  /** The second step's code form; what the code is for and whose account, said. */
  function secondStepPage(
    ctx: Context,
    language: MailLocale,
    status: number,
    problem: Problem | null,
  ) {
    const t = (id: string, values?: Values) => say(language, id, values);
    const email = services.pendingEmail(ctx.params.uid ?? '') ?? '';
    ctx.set('Content-Security-Policy', csp);
    page(
      ctx,
      language,
      status,
      t('signIn.title'),
      `${email ? `<p>${escapeHtml(t('signIn.secondStep.signingInAs', { email }))}</p>` : ''}${alert(problem)}
<form method="post" action="two-step">
${hidden('language', language)}
${field({ name: 'code', label: t('signIn.secondStep.appCode'), type: 'text', autocomplete: 'one-time-code', hint: t('signIn.plain.codeHint'), extra: ' inputmode="text" autocapitalize="off" spellcheck="false"' }, problem, true)}
<label class="check"><input type="checkbox" name="trustDevice" value="true"> ${escapeHtml(
        t('signIn.secondStep.trustDevice', { days: services.trustDeviceDays }),
      )}</label>
<button type="submit">${escapeHtml(t('signIn.secondStep.verify'))}</button>
</form>`,
    );
  }

  /** A dead end for this interaction: what happened, and a link on (a new sign-in, the app). */
  function endPage(
    ctx: Context,
    language: MailLocale,
    status: number,
    message: string,
    link: PageLink,
  ) {
    ctx.set('Content-Security-Policy', csp);
    page(
      ctx,
      language,
      status,
      say(language, 'signIn.title'),
      `<p class="alert" role="alert">${escapeHtml(message)}</p>
<p class="links"><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    );
  }

  /** The answers both forms share: a redirect on, or the interaction's dead ends. */
  async function common(ctx: Context, language: MailLocale, error: ApiError): Promise<boolean> {
    const uid = ctx.params.uid ?? '';
    const t = (id: string, values?: Values) => say(language, id, values);
    if (error.code === 'interaction_not_bound') {
      const href = await services.appPage(null, 'sign-in');
      endPage(ctx, language, error.status, t('signIn.plain.notBound'), {
        href,
        label: t('signIn.startAgain'),
      });
      return true;
    }
    if (error.code === 'interaction_expired') {
      const href = await services.appPage(null, 'sign-in');
      endPage(ctx, language, error.status, t('signIn.error.expired'), {
        href,
        label: t('signIn.startAgain'),
      });
      return true;
    }
    if (error.code === 'challenge_required' || error.code === 'challenge_invalid') {
      endPage(ctx, language, error.status, t('signIn.plain.challenge'), {
        href: await services.appPage(uid, 'sign-in'),
        label: t('signIn.plain.continueInApp'),
      });
      return true;
    }
    if (error.status === 429) {
      const wait = Number(error.headers['Retry-After'] ?? 60);
      ctx.set('Retry-After', String(wait));
      return false; // the form's own page says it, with the form
    }
    return false;
  }

  function retryProblem(language: MailLocale, error: ApiError): Problem {
    const wait = Number(error.headers['Retry-After'] ?? 60);
    return {
      message: say(language, 'common.tooManyAttempts', {
        minutes: Math.max(1, Math.ceil(wait / 60)),
      }),
    };
  }

  return {
    csp,
    /**
     * `POST …/login`: the JSON route `json` for a JSON body; for a plain form, the same route
     * with the form's fields, its answer turned into a redirect or a page.
     */
    login(
      json: (ctx: Context, body: Record<string, unknown>) => Promise<void>,
      remember: (uid: string, on: boolean) => void,
    ): Middleware {
      return async (ctx) => {
        const form = await plainForm(ctx);
        if (!form) return json(ctx, bodyOf(ctx));
        const language = pageLanguage(form.get('language'), ctx.get('Accept-Language'));
        const email = (form.get('email') ?? '').trim();
        try {
          await json(ctx, {
            email,
            password: form.get('password') ?? '',
            restoreAccount: form.get('restoreAccount') === 'true',
          });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          await answerLoginRefusal(ctx, language, email, error);
          return;
        }
        // The page's "Keep me signed in", as the app would have sent it (the resume reads it).
        remember(ctx.params.uid ?? '', form.get('remember') === 'on');
        if (ctx.status === 202) secondStepPage(ctx, language, 200, null);
        else redirect(ctx, (ctx.body as { redirectTo: string }).redirectTo);
      };
    },
    /** `POST …/two-step`, likewise. */
    twoStep(json: (ctx: Context, body: Record<string, unknown>) => Promise<void>): Middleware {
      return async (ctx) => {
        const form = await plainForm(ctx);
        if (!form) return json(ctx, bodyOf(ctx));
        const language = pageLanguage(form.get('language'), ctx.get('Accept-Language'));
        try {
          await json(ctx, {
            code: (form.get('code') ?? '').trim(),
            trustDevice: form.get('trustDevice') === 'true',
          });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          await answerCodeRefusal(ctx, language, error);
          return;
        }
        redirect(ctx, (ctx.body as { redirectTo: string }).redirectTo);
      };
    },
  };

  async function answerLoginRefusal(
    ctx: Context,
    language: MailLocale,
    email: string,
    error: ApiError,
  ) {
    const t = (id: string, values?: Values) => say(language, id, values);
    if (await common(ctx, language, error)) return;
    // The organisation's sign-in (the authority's own SSO start: enterprise-sso/routes.ts), by a
    // link and not a redirect: a form's redirects are held to the posting page's CSP
    // `form-action` (Chromium enforces it on every hop), and the start goes on to the
    // organisation's identity provider, an origin no policy can name in advance.
    if (error.code === 'sso_required' && typeof error.extra.startUrl === 'string') {
      endPage(ctx, language, error.status, t('enterpriseSso.discovery.required'), {
        href: ownAddress(error.extra.startUrl),
        label: t('enterpriseSso.discovery.continue'),
      });
      return;
    }
    if (error.code === 'account_deletion_scheduled' && typeof error.extra.eraseAt === 'string') {
      const date = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(
        new Date(error.extra.eraseAt),
      );
      await loginPage(ctx, language, error.status, email, null, {
        restore: true,
        notice: t('signIn.deletionScheduled', { date }),
      });
      return;
    }
    const messages: Record<string, string> = {
      invalid_credentials: 'signIn.error.invalidCredentials',
      account_not_confirmed: 'signIn.error.notConfirmed',
      account_frozen: 'signIn.error.frozen',
      account_disabled: 'signIn.federation.accountDisabled',
    };
    let problem: Problem | null = null;
    if (error.status === 429) problem = retryProblem(language, error);
    else if (error.code === 'validation' && error.fields) {
      const required = t('validation.required');
      problem = { fields: Object.fromEntries(Object.keys(error.fields).map((f) => [f, required])) };
    } else if (messages[error.code]) problem = { message: t(messages[error.code]!) };
    else throw error;
    await loginPage(ctx, language, error.status, email, problem);
  }

  async function answerCodeRefusal(ctx: Context, language: MailLocale, error: ApiError) {
    const t = (id: string) => say(language, id);
    if (await common(ctx, language, error)) return;
    // The password this interaction accepted no longer waits (too long, or the account changed).
    if (error.code === 'password_step_required') {
      await loginPage(ctx, language, error.status, '', null, {
        notice: t('signIn.secondStep.passwordAgain'),
      });
      return;
    }
    let problem: Problem;
    if (error.status === 429) problem = retryProblem(language, error);
    else if (error.code === 'invalid_code')
      problem = { fields: { code: t('validation.invalidCode') } };
    else if (error.code === 'code_used') problem = { fields: { code: t('validation.codeUsed') } };
    else if (error.code === 'validation') {
      const required = error.fields?.code === 'required';
      problem = {
        fields: { code: t(required ? 'validation.required' : 'validation.codeFormat') },
      };
    } else throw error;
    secondStepPage(ctx, language, error.status, problem);
  }

  /**
   * One of the authority's own addresses (the resume, the SSO start): they come from the
   * authority itself, and this check keeps it so (no open redirect).
   */
  function ownAddress(location: string): string {
    if (new URL(location, services.origin).origin !== services.origin) {
      throw new Error(`plain pages: a redirect off the authority (${location})`);
    }
    return location;
  }

  /** A 303 to the authority's resume, never cached. */
  function redirect(ctx: Context, location: string) {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect(ownAddress(location));
  }
}

/**
 * The fields of a plain form post, or null for any other body (JSON: the route's own). Read
 * here and not by the app's body parser: only these two routes take a form, so a cross-site
 * form post to any other route still finds no body at all.
 */
async function plainForm(ctx: Context): Promise<URLSearchParams | null> {
  if (!ctx.request.is(FORM_TYPE)) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT) throw new ApiError(413, 'payload_too_large', 'The form is too large.');
    chunks.push(chunk);
  }
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  ctx.request.body = Object.fromEntries(form);
  return form;
}
