// The forgotten-password posts as plain HTML forms: forgot-password.html shows its forms before
// the app's scripts arrive (docs/architecture.md, "The pages before the app"), and a submit then
// posts them here as `application/x-www-form-urlencoded`. The same handlers run as for the app's
// JSON (routes.ts); only the answer differs: a page saying what happened, in the language the
// page showed, with the form again and the reason where something is to fix (what was typed
// kept, never a password). The page is built of platform/plain-page.ts's pieces (its layout,
// fields and the app's own words), like the sign-in's (sign-in/plain-pages.ts).
import type { Context } from 'koa';
import { ApiError } from '../platform/errors.ts';
import {
  LANGUAGE_FIELD,
  field,
  formText,
  hidden,
  html,
  languageField,
  linkAfter,
  plainLanguage,
  problem,
  sendPlainPage,
  translator,
  type Html,
  type PlainLanguage,
  type Translate,
} from '../platform/plain-page.ts';
import { PASSWORD_MIN_LENGTH } from './password-policy.ts';

/** The paths that take a plain form (the body parser reads urlencoded bodies only there). */
export const RECOVERY_PLAIN_PATHS = [
  '/accounts/password-reset',
  '/accounts/password-reset/confirm',
];

/** Where the page's links go: the app that asked (routes.ts, appFor). */
export interface PlainLinks {
  signIn: string;
  forgotPassword: string;
}

/** A field's code (`fields` of a 400 validation) as the app says it (src/ui/validation.ts). */
const fieldMessages: Record<string, string> = {
  required: 'validation.required',
  invalid: 'validation.email',
  too_short: 'validation.tooShort',
  too_long: 'validation.tooLong',
  too_common: 'validation.tooCommon',
  breached: 'validation.breached',
  mismatch: 'validation.mismatch',
};

function fieldError(t: Translate, code: string | undefined): string | null {
  if (!code) return null;
  return t(fieldMessages[code] ?? 'validation.invalid', { min: PASSWORD_MIN_LENGTH });
}

/** The request form: the address kept, its problem (if any) on it. */
function requestForm(
  t: Translate,
  language: PlainLanguage,
  options: { email: string; error?: string | null; action: string },
): Html {
  return html`<form method="post" action="${options.action}" novalidate>
    ${languageField(language)}
    ${field({
      type: 'email',
      name: 'email',
      label: t('common.email'),
      value: options.email,
      autocomplete: 'email',
      error: options.error,
      autofocus: !!options.error,
    })}
    <button type="submit">${t('forgot.send')}</button>
  </form>`;
}

function signInLink(t: Translate, links: PlainLinks): Html {
  return linkAfter(links.signIn, t('common.signIn'));
}

/**
 * `POST /accounts/password-reset` from a plain form: `send` is what the JSON path does; its
 * answer becomes the "check your e-mail" page (the same whatever the address), a refusal the
 * form again with the reason and the address kept.
 */
export async function plainResetRequest(
  ctx: Context,
  body: Record<string, unknown>,
  links: PlainLinks,
  send: () => Promise<void>,
): Promise<void> {
  const language = plainLanguage(ctx, body[LANGUAGE_FIELD]);
  const t = translator(language);
  try {
    await send();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const email = formText(body, 'email');
    // The form posts back here (this page's own address).
    const form = (said: string | null, fieldProblem: string | null = null) =>
      html`${problem(said)}
        <p>${t('forgot.request.text')}</p>
        ${requestForm(t, language, { email, error: fieldProblem, action: '' })}
        ${signInLink(t, links)}`;
    const content =
      error.code === 'validation'
        ? form(null, fieldError(t, error.fields?.email))
        : error.code === 'sso_required'
          ? form(t('enterpriseSso.notHere.reset'))
          : error.code === 'challenge_required' || error.code === 'challenge_invalid'
            ? // A plain form cannot solve a challenge: the app's page can, once it has loaded.
              html`${problem(t('challenge.failed'))}
                <p><a href="${links.forgotPassword}">${t('common.tryAgain')}</a></p>`
            : error.status === 429
              ? form(t('common.linkSentWait'))
              : null;
    if (!content) throw error;
    sendPlainPage(ctx, {
      status: error.status,
      language,
      title: t('forgot.request.title'),
      content,
      headers: error.headers,
    });
    return;
  }
  sendPlainPage(ctx, {
    status: 202,
    language,
    title: t('common.checkEmail'),
    content: html`<p>${t('forgot.sent.text')}</p>
      ${signInLink(t, links)}`,
  });
}

/**
 * `POST /accounts/password-reset/confirm` from a plain form (the mailed link's page): the two
 * passwords must match (the app checks that before sending); then `reset` is what the JSON path
 * does. Done: the "password changed" page with a link to sign in. A refused password: the form
 * again with the reason on the field (the token kept, the passwords never). A link that cannot
 * be used: why, and the request form, as the app shows it.
 */
export async function plainResetConfirm(
  ctx: Context,
  body: Record<string, unknown>,
  links: PlainLinks,
  reset: () => Promise<void>,
): Promise<void> {
  const language = plainLanguage(ctx, body[LANGUAGE_FIELD]);
  const t = translator(language);
  const newPasswordForm = (problems: { password?: string; confirm?: string }) =>
    html`<form method="post" action="" novalidate>
      ${languageField(language)} ${hidden('token', formText(body, 'token'))}
      ${field({
        type: 'password',
        name: 'password',
        label: t('common.newPassword'),
        autocomplete: 'new-password',
        hint: t('common.passwordHint', { min: PASSWORD_MIN_LENGTH }),
        error: fieldError(t, problems.password),
        autofocus: !!problems.password,
      })}
      ${field({
        type: 'password',
        name: 'confirm',
        label: t('forgot.confirmPassword'),
        autocomplete: 'new-password',
        error: fieldError(t, problems.confirm),
        autofocus: !problems.password && !!problems.confirm,
      })}
      <button type="submit">${t('forgot.reset')}</button>
    </form>`;
  const page = (status: number, title: string, content: Html, headers?: Record<string, string>) =>
    sendPlainPage(ctx, { status, language, title, content, headers });

  const password = formText(body, 'password');
  if (password !== '' && formText(body, 'confirm') !== password) {
    page(400, t('forgot.reset.title'), newPasswordForm({ confirm: 'mismatch' }));
    return;
  }
  try {
    await reset();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const badLink = { token_invalid: 'invalid', token_expired: 'expired', token_used: 'used' }[
      error.code
    ];
    if (badLink) {
      // The request form posts to the request's endpoint, next to this one.
      page(
        error.status,
        t('forgot.badLink.title'),
        html`<p>${t(`forgot.${badLink}.text`)}</p>
          ${requestForm(t, language, { email: '', action: '../password-reset' })}
          ${signInLink(t, links)}`,
      );
    } else if (error.code === 'validation') {
      page(
        error.status,
        t('forgot.reset.title'),
        newPasswordForm({ password: error.fields?.password }),
      );
    } else if (error.code === 'sso_required') {
      page(
        error.status,
        t('forgot.reset.title'),
        html`${problem(t('enterpriseSso.notHere.reset'))} ${signInLink(t, links)}`,
      );
    } else {
      throw error;
    }
    return;
  }
  page(
    200,
    t('forgot.done.title'),
    html`<p>${t('forgot.done.text')}</p>
      ${signInLink(t, links)}`,
  );
}
