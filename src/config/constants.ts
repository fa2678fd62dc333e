// Every business constant of the product contract (docs/architecture.md, "Business constants"), once, with its name.

/** Delay between failed token refresh attempts. */
export const REFRESH_RETRY_MS = 10_000;
/** An ID token whose `iat` is further than this from now is rejected. */
export const MAX_ID_TOKEN_IAT_OFFSET_S = 4200;
/** Tokens are renewed this long before the access token expires. */
export const RENEWAL_LEAD_S = 600;
/** The nonce is checked on the code flow only: refreshed ID tokens carry none. */
export const CHECK_NONCE_AFTER_REFRESH = false;
export const OIDC_SCOPE = 'openid profile offline_access';

/** The redirect screen waits this long before it reads `href`. */
export const REDIRECT_DELAY_MS = 300;
export const LOGO_HEIGHT_PX = 40;
export const LOGO_PULSE_S = 2;

/** Formatting locale (currency, dates, times), independent of the text language. */
export const DEFAULT_FORMAT_LOCALE = 'pt-BR';
export const DEFAULT_CURRENCY = 'BRL';
export const DEFAULT_LANGUAGE = 'en';

export const ANALYTICS_PERSISTENCE = 'localStorage+cookie';
export const ANALYTICS_FALLBACK_EMAIL = '{email}';
export const ANALYTICS_FALLBACK_NAME = 'Unknown User';
/** Our PostHog instance's name (a host's own `posthog` stays untouched). */
export const POSTHOG_INSTANCE_NAME = 'account';

/** White-label application name sent to the API. */
export const WHITELABEL_APP = 'account';
export const WHITELABEL_STORAGE_KEY = 'whitelabelId';
export const WHITELABEL_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const QUERY_WHITELABEL = 'whitelabel';
/**
 * A tenant's own sign-up links carry its join code (`?whitelabel=acme&join=…`): a sign-up joins
 * the tenant only with it (dev-api/ACCOUNTS.md, "Tenants"). Kept with the tenant it came with.
 */
export const QUERY_JOIN = 'join';
export const WHITELABEL_JOIN_STORAGE_KEY = 'whitelabelJoin';
export const JOIN_CODE_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
export const QUERY_HREF = 'href';

/** A request carrying this header (with value `true`) skips every client rule; it is not sent. */
export const DISABLE_INTERCEPTORS_HEADER = 'DISABLE_INTERCEPTORS';
export const DISABLE_INTERCEPTORS_VALUE = 'true';
/** Requests to a URL containing this path never get the bearer token. */
export const TOKEN_PATH = 'auth/oidc/token';
export const SILENT_RENEW_PATH = '/silent-renew.html';

/** Where the user's own theme choice is kept (not a secret; survives reloads). */
export const THEME_STORAGE_KEY = 'account.theme';
/** Where the user's own text-language choice is kept on this device. */
export const LANGUAGE_STORAGE_KEY = 'account.language';

/** The OIDC client this app is registered as at the authority. */
export const OIDC_CLIENT_ID = 'account';
/** Path of the authority under `apiUrl`. */
export const OIDC_AUTHORITY_PATH = '/auth/oidc';
/** Name of the Web Lock that lets one tab at a time refresh the shared tokens. */
export const REFRESH_LOCK_NAME = 'account:token-refresh';
/** BroadcastChannel that keeps the session in step across this origin's tabs. */
export const SESSION_CHANNEL_NAME = 'account:session';
/** Query parameter carrying the in-app path to return to after signing in. */
export const QUERY_RETURN_TO = 'returnTo';
/** Query parameter of the authority's login interaction on the sign-in route. */
export const QUERY_INTERACTION = 'interaction';
/**
 * The sign-in address's provider buttons, as the authority names them (`id:name` or
 * `id:name:d`, comma-separated; docs/federation.md, "Before the page paints"). public/index.html
 * reads the same parameter by the same rules.
 */
export const QUERY_PROVIDERS = 'providers';
/** `security?setup=required`: the tenant requires two-step verification; setup comes first. */
export const QUERY_SETUP = 'setup';
export const SETUP_REQUIRED = 'required';

/** A new password's length limits; the server checks the same (dev-api/src/accounts/password-policy.ts). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** The longest name an account keeps; the server checks the same (dev-api/src/accounts/fields.ts). */
export const NAME_MAX_LENGTH = 100;
/** The wait assumed when a 429 answer carries no usable `Retry-After`. */
export const RETRY_AFTER_FALLBACK_S = 60;
/** A confirmation e-mail may be sent again this long after the last one. */
export const RESEND_WAIT_S = 60;

/** A request the API has not answered in this long is given up (the user may try again). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** While the API cannot be reached, it is asked again this often. */
export const API_RETRY_MS = 5_000;
/** How long "back online" stays on screen before the notice goes. */
export const BACK_ONLINE_MS = 4_000;
/**
 * Where the browser refuses sessionStorage, a sign-in's PKCE state crosses the authority's
 * redirect in a cookie on the callback path, kept at most this long.
 */
export const SIGN_IN_STATE_MAX_AGE_S = 900;

/** At this many recovery codes left or fewer, the security screen says to make new ones. */
export const RECOVERY_CODES_LOW = 2;

/** After a password sign-in, passkeys are offered once; "Not now" holds on this device this long. */
export const PASSKEY_OFFER_SNOOZE_MS = 30 * 24 * 3600 * 1000;
/** The offer follows a sign-in only this fresh (a reopened tab is not "just signed in"). */
export const PASSKEY_OFFER_WINDOW_MS = 10 * 60 * 1000;
/** localStorage, per subject: when "Not now" was chosen (milliseconds since the epoch). */
export const PASSKEY_OFFER_SNOOZE_KEY = 'account.passkey-offer.snoozed';
/** sessionStorage: the sign-in (subject and time) the offer was already made after. */
export const PASSKEY_OFFER_SHOWN_KEY = 'account.passkey-offer.shown';

/**
 * Session care (docs/session-care.md): the warning shows this long before a session ends (WCAG
 * 2.2.1 asks for a warning and at least 20 s to extend; two minutes leave time to finish a
 * sentence).
 */
export const SESSION_WARNING_LEAD_MS = 120_000;
/** The countdown is announced to screen readers at these seconds left, not every second. */
export const SESSION_COUNTDOWN_ANNOUNCE_S = [120, 60, 30, 10] as const;
/**
 * The authority's absolute session lifetime (its Grant, Session and RefreshToken TTLs,
 * dev-api/src/authority/provider.ts): no renewal goes past `auth_time` plus this.
 */
export const SESSION_MAX_LIFETIME_S = 14 * 24 * 3600;
/** Input is shared with the other tabs at most this often (a key press per tab is plenty). */
export const ACTIVITY_SHARE_INTERVAL_MS = 5_000;
/** The channel on which tabs share input activity (only a time, never a token). */
export const ACTIVITY_CHANNEL_NAME = 'account:activity';
/**
 * The channel on which a tab says that the organisations changed (a switch, a creation, a join,
 * a departure); the others read their list again. It carries no data, only the news.
 */
export const ORGANIZATIONS_CHANNEL_NAME = 'account:organizations';
/** Where a tab keeps why its session ended automatically, for the screen that follows. */
export const SESSION_END_REASON_KEY = 'account.sessionEndReason';
/**
 * Where a tab keeps what was typed in the page's forms across a re-sign-in from the session
 * warning (never a password), and how long it waits for those fields to show again.
 */
export const FORM_DRAFTS_KEY = 'account.formDrafts';
export const FORM_DRAFTS_MAX_AGE_MS = 15 * 60_000;
export const FORM_DRAFTS_RESTORE_MS = 10_000;
/** One tab ends an idle or expired session at the authority; the others only follow. */
export const SESSION_END_LOCK_NAME = 'account:session-end';
/**
 * How long a tab that did not end the session itself waits, once the tab that did has let the
 * lock go, for that tab's `signed-out` to remove its user before it signs out itself.
 */
export const SESSION_END_FOLLOW_MS = 3000;

/**
 * A challenge's solving (docs/abuse-protection.md) shows "this can take a few seconds" only past
 * this: a proof of work usually ends well before, and then nothing shows at all.
 */
export const CHALLENGE_SLOW_MS = 1500;
/** A proof of work that has not ended by then is given up (the form says to try again). */
export const CHALLENGE_SOLVE_TIMEOUT_MS = 60_000;

/**
 * Where a tab keeps the invitation it is signing in or up to accept (docs/organisations.md,
 * "Invitation page"): this tab only, cleared once accepted or refused.
 */
export const PENDING_INVITATION_KEY = 'account.pendingInvitation';

/**
 * How often the sign-in page asks whether its mailed link was confirmed on another device
 * (docs/passwordless.md): soon enough that the first device continues while the person looks
 * back at it, seldom enough for 10 minutes of waiting.
 */
export const EMAIL_CODE_POLL_MS = 3_000;

/**
 * How long the passkey offer lets a conditional create wait before showing the card instead
 * (docs/passwordless.md): a browser whose password manager did not just sign the person in may
 * hold the request without an answer (Chromium does).
 */
export const CONDITIONAL_CREATE_WAIT_MS = 3_000;
