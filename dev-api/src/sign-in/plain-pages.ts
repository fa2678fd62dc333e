// The sign-in's plain answers (docs/sign-in.md, "Without the app's scripts"): sign-in.html's form
// posts to `…/login` as a plain HTML form until the app's scripts have taken it over, so the
// authority answers such a post (application/x-www-form-urlencoded) for a browser: a 303 on to
// where the JSON answer's `redirectTo` points (the resume, which ends in the app's callback),
// else a page of its own (with the form again, or a link on): translated, with
// the e-mail kept and never the password, no script at all, and nothing cached. The JSON
// routes stay the one place that decides (interaction-routes.ts): these wrap them and only turn
// their answer or refusal into a page, built of platform/plain-page.ts's pieces (its layout,
// fields and the app's own words, by message id; the few only these pages say are in
// src/flows/sign-in/plain-messages.ts, which the app never imports).
import type { Context, Middleware } from 'koa';
import { AUTHORITY_PATH } from '../authority/provider.ts';
import { ApiError } from '../platform/errors.ts';
import { bodyOf } from '../platform/http.ts';
import {
  checkbox,
  field,
  formText,
  hidden,
  html,
  isPlainForm,
  languageField,
  linkAfter,
  LANGUAGE_FIELD,
  plainLanguage,
  plainPageCsp,
  problem as said,
  sendPlainPage,
  translator,
  type Html,
  type PlainLanguage,
} from '../platform/plain-page.ts';

/** The paths that take a plain form (the body parser reads urlencoded bodies only there). */
export const SIGN_IN_PLAIN_PATHS = [
  new RegExp(`^${AUTHORITY_PATH}/interaction/[^/]+/(login|two-step)/?$`, 'i'),
];

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

export function plainPages(services: PlainServices) {
  const csp = plainPageCsp(services.formTargets);

  function send(ctx: Context, language: PlainLanguage, status: number, content: Html) {
    const title = translator(language)('signIn.title');
    sendPlainPage(ctx, { status, language, title, content, csp });
  }

  /** The password form again: the e-mail kept, the password never. */
  async function loginPage(
    ctx: Context,
    language: PlainLanguage,
    status: number,
    email: string,
    problem: Problem | null,
    options: { restore?: boolean; notice?: string } = {},
  ) {
    const t = translator(language);
    const focus = Object.keys(problem?.fields ?? {})[0] ?? (email ? 'password' : 'email');
    const providers = services.providers();
    const links = providers.length
      ? html`<p>${t('federation.or')}</p>
          <ul>
            ${providers.map(
              (p) =>
                html`<li>
                  <a href="federation/${encodeURIComponent(p.id)}"
                    >${t('federation.signInWith', { provider: p.displayName })}</a
                  >
                </li>`,
            )}
          </ul>`
      : null;
    const forgot = await services.appPage(null, 'forgot-password');
    send(
      ctx,
      language,
      status,
      html`${said(options.notice)}${said(problem?.message)}
        <form method="post" action="login" novalidate>
          ${languageField(language)}${options.restore ? hidden('restoreAccount', 'true') : null}
          ${field({
            name: 'email',
            label: t('common.email'),
            type: 'email',
            autocomplete: 'username',
            value: email,
            error: problem?.fields?.email,
            autofocus: focus === 'email',
          })}
          ${field({
            name: 'password',
            label: t('common.password'),
            type: 'password',
            autocomplete: 'current-password',
            error: problem?.fields?.password,
            autofocus: focus === 'password',
          })}
          ${checkbox({ name: 'remember', value: 'on', label: t('signIn.keepSignedIn'), checked: true })}
          <button type="submit">
            ${options.restore ? t('signIn.restoreAccount') : t('common.signIn')}
          </button>
        </form>
        ${links} ${linkAfter(forgot, t('signIn.forgot'))}`,
    );
  }

  /** The second step's code form; what the code is for and whose account, said. */
  function secondStepPage(
    ctx: Context,
    language: PlainLanguage,
    status: number,
    problem: Problem | null,
  ) {
    const t = translator(language);
    const email = services.pendingEmail(ctx.params.uid ?? '') ?? '';
    send(
      ctx,
      language,
      status,
      html`${email ? html`<p>${t('signIn.secondStep.signingInAs', { email })}</p>` : null}
        ${said(problem?.message)}
        <form method="post" action="two-step" novalidate>
          ${languageField(language)}
          ${field({
            name: 'code',
            label: t('signIn.secondStep.appCode'),
            type: 'text',
            autocomplete: 'one-time-code',
            hint: t('signIn.plain.codeHint'),
            error: problem?.fields?.code,
            autofocus: true,
            attributes: { inputmode: 'text', autocapitalize: 'off', spellcheck: 'false' },
          })}
          ${checkbox({
            name: 'trustDevice',
            value: 'true',
            label: t('signIn.secondStep.trustDevice', { days: services.trustDeviceDays }),
          })}
          <button type="submit">${t('signIn.secondStep.verify')}</button>
        </form>`,
    );
  }

  /** A dead end for this interaction: what happened, and a link on (a new sign-in, the app). */
  function endPage(
    ctx: Context,
    language: PlainLanguage,
    status: number,
    message: string,
    link: PageLink,
  ) {
    send(ctx, language, status, html`${said(message)}${linkAfter(link.href, link.label)}`);
  }

  /** The answers both forms share: a redirect on, or the interaction's dead ends. */
  async function common(ctx: Context, language: PlainLanguage, error: ApiError): Promise<boolean> {
    const uid = ctx.params.uid ?? '';
    const t = translator(language);
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

  function retryProblem(language: PlainLanguage, error: ApiError): Problem {
    const wait = Number(error.headers['Retry-After'] ?? 60);
    return {
      message: translator(language)('common.tooManyAttempts', {
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
        if (!isPlainForm(ctx)) return json(ctx, bodyOf(ctx));
        const form = bodyOf(ctx);
        const language = plainLanguage(ctx, form[LANGUAGE_FIELD]);
        const email = formText(form, 'email').trim();
        try {
          await json(ctx, {
            email,
            password: formText(form, 'password'),
            restoreAccount: formText(form, 'restoreAccount') === 'true',
          });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          await answerLoginRefusal(ctx, language, email, error);
          return;
        }
        // The page's "Keep me signed in", as the app would have sent it (the resume reads it).
        remember(ctx.params.uid ?? '', formText(form, 'remember') === 'on');
        if (ctx.status === 202) secondStepPage(ctx, language, 200, null);
        else redirect(ctx, (ctx.body as { redirectTo: string }).redirectTo);
      };
    },
    /** `POST …/two-step`, likewise. */
    twoStep(json: (ctx: Context, body: Record<string, unknown>) => Promise<void>): Middleware {
      return async (ctx) => {
        if (!isPlainForm(ctx)) return json(ctx, bodyOf(ctx));
        const form = bodyOf(ctx);
        const language = plainLanguage(ctx, form[LANGUAGE_FIELD]);
        try {
          await json(ctx, {
            code: formText(form, 'code').trim(),
            trustDevice: formText(form, 'trustDevice') === 'true',
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
    language: PlainLanguage,
    email: string,
    error: ApiError,
  ) {
    const t = translator(language);
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

  async function answerCodeRefusal(ctx: Context, language: PlainLanguage, error: ApiError) {
    const t = translator(language);
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
