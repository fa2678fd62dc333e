// Generated from api/openapi.yaml by `npm run api:types` (openapi-typescript): do not edit.
// `npm run api:types:check` fails when this file no longer matches the document.
export interface paths {
  '/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign up
     * @description Creates an unconfirmed account and mails a confirmation link. Answers the same `202`
     *     whether or not the address already has an account, and hashes the password on every
     *     path so the answer takes as long either way. It never changes an existing account: the
     *     owner of a confirmed one is told someone tried to sign up with it; an unconfirmed one
     *     gets a password-reset link (whoever reads the mailbox chooses the password). Counted
     *     per submitted e-mail (3 an hour) and per client address (40 an hour) before the
     *     password is hashed, new and taken addresses alike: past either, `429
     *     too_many_attempts`. A client address is an IPv4 address or an IPv6 /64.
     *
     *     Abuse protection (`docs/abuse-protection.md`): a solved challenge (`challenge`) is
     *     needed when sign-up is one of the deployment's or the tenant's challenged purposes
     *     (`GET /auth/challenge?purpose=sign_up` says so), else `403 challenge_required`; a bad
     *     one is `403 challenge_invalid`, both checked before anything else is counted. A
     *     password seen in breaches is `fields.password: breached` (unless the joined tenant
     *     turned the check off); a disposable address is `fields.email: disposable` when the
     *     deployment or the joined tenant refuses them.
     *
     *     An address whose domain is verified by an organisation that requires its single
     *     sign-on is `403 sso_required` (`SsoSignInRequired`) as soon as the address is readable,
     *     before the other fields, the challenge and the limits; nothing is made or mailed. It is
     *     said for every address of the domain, account or not; the person signs in through the
     *     organisation instead, which makes the account (docs/enterprise-sso.md).
     */
    post: operations['signUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm an e-mail address
     * @description Spends the confirmation token from the mailed link. Tokens are single use; confirming
     *     spends the account's other confirmation links too. Signs nobody in.
     */
    post: operations['confirmAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/confirm/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the confirmation link again
     * @description Answers `202` for any well-formed address; mails a new link only to an unconfirmed,
     *     enabled account. Limited per submitted address (1 a minute, 5 an hour) whether or not it
     *     has an account. An address whose domain's organisation requires its SSO gets the same
     *     answer, but no link: the account is mailed a note that its organisation signs in with
     *     single sign-on (whose first sign-in confirms the address), and no confirmation link is
     *     made.
     */
    post: operations['resendConfirmation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for a password-reset link
     * @description Answers `202` for any well-formed address; mails a reset link only to an existing,
     *     enabled account. Limited per submitted address (1 a minute, 5 an hour) whether or not it
     *     has an account. When recovery is a challenged purpose (`GET
     *     /auth/challenge?purpose=password_reset`), a solved `challenge` is needed first, the same
     *     for every address: `403 challenge_required` or `challenge_invalid`.
     *
     *     An address whose domain is verified by an organisation that requires its single
     *     sign-on gets no link (it would set a password that domain does not accept): `403
     *     sso_required` (`SsoSignInRequired`) before the challenge and the limits, for every
     *     address of the domain, account or not (docs/enterprise-sso.md).
     *
     *     **A plain HTML form** (`application/x-www-form-urlencoded`: forgot-password.html before
     *     the app's scripts have arrived, docs/architecture.md "The pages before the app") gets the
     *     same checks and statuses, each answered with a page (`text/html`, `PlainPage`) in the
     *     form's `language` (else the browser's `Accept-Language`, else English): `202` "check
     *     your e-mail" (the same page for every address) with a link to sign in; `400` and `403
     *     sso_required` and `429` the form again with the reason and the address kept (`429` with
     *     `Retry-After`); `403 challenge_required`/`challenge_invalid` (a plain form cannot solve
     *     a challenge) a link to the app's page, which can. The page's links go to the standalone
     *     app: a plain form's `Origin` is `null` under the page's `no-referrer` policy.
     */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/password-reset/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with a reset link
     * @description Spends the reset token and sets the password. A recovery (docs/recovery.md): ends every
     *     session of the account and removes everything else that could sign in to it or move it
     *     (passkeys, the authenticator app and its recovery codes, trusted devices, a pending
     *     e-mail change, push registrations), answering what was removed (`removed`), and signs
     *     nobody in; also confirms an unconfirmed account and clears its failed sign-ins. The
     *     owner gets one "your password was changed" mail listing what was removed and how to add
     *     each back; the timeline gets `password_reset` and `account_recovered`.
     *
     *     A link mailed before the account's domain started requiring its organisation's single
     *     sign-on is refused then (`403 sso_required`, `SsoSignInRequired`): nothing is changed
     *     or removed (a recovery would remove an owner's passkey, the way in kept when the
     *     identity provider fails, for a password that is refused; docs/enterprise-sso.md).
     *
     *     **A plain HTML form** (`application/x-www-form-urlencoded`: the mailed link's page before
     *     the app's scripts have arrived) also sends `confirm`, the password typed again: when the
     *     two differ nothing else is checked and the answer is `400` with the form again
     *     (`confirm`'s reason: the passwords do not match). Otherwise the same checks and
     *     statuses, each answered with a page (`text/html`, `PlainPage`) in the form's `language`
     *     (else `Accept-Language`, else English): `200` "your password was changed" with a link to
     *     sign in; a refused password (`400 validation`) the form again with the reason on the
     *     field, the token kept and the passwords never written back; a link that cannot be used
     *     (`400 token_invalid`, `409 token_used`, `410 token_expired`) why, and the form asking
     *     for a new link; `403 sso_required` the organisation's way in.
     */
    post: operations['confirmPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/email-change/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a new e-mail address
     * @description Spends the token from the link mailed to the new address (valid 24 hours, single use):
     *     the account's address becomes the new one. A newer request, a revert from the old
     *     address, or a deletion makes earlier links unusable (`token_used`). An address that
     *     got an account of its own since the request answers `409 email_taken` (only the
     *     mailbox that received the link learns it). Signs nobody in; sessions go on.
     */
    post: operations['confirmEmailChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/email-change/revert': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * It wasn't me: freeze the account after an e-mail change
     * @description Spends the token from the notice mailed to the old address (valid 7 days from the
     *     request, single use; void once a later change was asked or the owner authenticated
     *     after the change). It does **not** give the account back to the old address: neither
     *     mailbox proves who owns the account. It **freezes** it: every session ends, a change
     *     not yet confirmed is cancelled, every other "It wasn't me" link is spent, and the
     *     password stops signing in (`403 account_frozen` after the right password) until a
     *     password reset. A reset link is mailed to the account's **current** address (the new
     *     one once confirmed; the old one when the change was not confirmed yet), and the old
     *     address is told what happened. Completing that reset (or any later one) unfreezes the
     *     account. Signs nobody in.
     */
    post: operations['revertEmailChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Restore an account scheduled for deletion
     * @description Spends the token from the "Restore my account" link of the deletion mail (valid until
     *     the account is erased, 14 days after the request; single use). The account works again
     *     as before; nobody is signed in (the sessions ended with the deletion request). After
     *     the erase the link is unknown (`token_invalid`).
     */
    post: operations['restoreAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the signed-in user's profile */
    get: operations['getProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the signed-in user's profile
     * @description Changes only the fields sent; answers the whole profile as it now is.
     */
    patch: operations['updateProfile'];
    trace?: never;
  };
  '/users/me/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the password
     * @description Needs the current password, and is sensitive (recent authentication: a sign-in or a
     *     confirmation in the last 10 minutes, else `403 reauthentication_required`). An account
     *     with no password of its own (`Profile.hasPassword: false`: made with a passkey or by a
     *     provider) adds its first one here with `newPassword` alone: the recent authentication
     *     (its passkey, or the provider's sign-in) is the proof, and its passkeys and linked
     *     identities are kept (the mailed reset link would be a recovery, which removes them:
     *     docs/recovery.md). Ends every
     *     other session of the account; the one that made the change stays signed in. Wrong current passwords are limited per user (5 in 15
     *     minutes, counted before the password is checked), then `429 too_many_attempts`. The
     *     owner gets a "your password was changed" mail.
     */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/push-tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The devices registered for push notifications
     * @description Newest first. The tokens themselves are never sent back: a registration is named by
     *     its platform and dates.
     */
    get: operations['listPushRegistrations'];
    put?: never;
    /**
     * Register a push-notification token
     * @description Idempotent per (user, token): the same token again answers `200` with `created: false`
     *     (its platform updated if it changed). A token another account holds is never moved:
     *     `409 push_token_taken`, and nothing changes for either account. A link (anyone can send
     *     one, with anyone's token) must not silently take a device's notifications away from
     *     its owner, nor send this account's notifications to someone else's device; the other
     *     account's owner frees it by removing the device from their own list
     *     (`DELETE /users/me/push-tokens/{id}`), or the app unregisters it when that account
     *     signs out on the device. The front end registers only after the signed-in user presses
     *     a button on a screen that names the device.
     */
    post: operations['registerPushToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask to change the e-mail address
     * @description Sensitive (recent authentication). Nothing changes yet: the new address gets a
     *     confirmation link (valid 24 hours) and the current address a notice with an
     *     "It wasn't me" link (valid 7 days, `POST /accounts/email-change/revert`). A new address
     *     that already has an account gets a mail saying so instead of a link, and **the answer
     *     is the same `202`** either way (no account enumeration). A newer request replaces an
     *     earlier one: its links stop working, the earlier "It wasn't me" links too. Those also
     *     stop working when the owner authenticates after the change (a completed sign-in, or
     *     `POST /users/me/reauthenticate` with a password or passkey). Requests are limited per
     *     user (1 a minute, 5 an hour), then `429 too_many_requests`.
     */
    post: operations['requestEmailChange'];
    /**
     * Cancel the change of address waiting for its confirmation
     * @description The waiting change's confirmation link stops working; the address stays as it is.
     *     Not sensitive (no recent authentication): it only takes a change away, and nothing
     *     about the account changes, so nothing is mailed. The old address's "It wasn't me" link
     *     keeps working for its 7 days (someone else may have asked). Answers `204` whether or
     *     not a change was waiting.
     */
    delete: operations['cancelEmailChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/data-export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download everything held about the user
     * @description Sensitive (recent authentication). One JSON document (`AccountDataExport`) with a
     *     `Content-Disposition` naming it `account-data-YYYY-MM-DD.json` (the day, UTC): the
     *     profile, consents, sessions and devices, security activity, two-step verification
     *     status, passkeys (metadata), push registrations (masked), analytics identifiers and
     *     organisation memberships.
     *     Never a password hash, a secret, a code, a token or a token's hash. Not cached.
     */
    get: operations['exportMyData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/deletion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete the account (after a 14-day grace period)
     * @description Sensitive (recent authentication), and `email` must be the account's address, typed by
     *     the user (any case). The account is disabled at once and every session ends (this one
     *     too); the owner is mailed, in their language, the date it will be erased (`eraseAt`,
     *     14 days later) with a "Restore my account" link (`POST /accounts/restore`). Signing in
     *     with the right password until then answers `403 account_deletion_scheduled` and offers
     *     restoring. At `eraseAt` the dev API's erase job removes the user and everything tied
     *     to it; the address is free again. The only owner of an organisation is refused
     *     (`409 last_owner_of_organisation`) until they transfer ownership or delete it.
     */
    post: operations['requestAccountDeletion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/consents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The documents the user has yet to accept in their version in force, and what they accepted
     * @description The terms and the privacy notice each have a version in force (the API's configuration:
     *     `TERMS_VERSION`, `PRIVACY_VERSION`). A document is pending when the user has never
     *     accepted that exact version (a new user accepts both at sign-up and at the end of
     *     onboarding; after the configuration moves on, the older acceptance no longer counts).
     *     The app asks a signed-in user to accept what is pending before the account area. Not
     *     cached.
     */
    get: operations['getPendingConsents'];
    put?: never;
    /**
     * Accept a document's version in force
     * @description Records that the user accepted `document` at `version`, and when (shown in the data
     *     export). Only the version in force may be accepted: any other answers
     *     `409 consent_version_outdated` with the `currentVersion`, so a screen left open across a
     *     change never records a text the user was not shown. Accepting a version already
     *     accepted records nothing more. Answers what is still pending, and what is accepted.
     */
    post: operations['acceptConsent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/reauthenticate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm it is you (recent authentication)
     * @description Records a fresh authentication for the session the access token belongs to (its grant:
     *     one signed-in browser), so that sensitive operations go through for the next 10 minutes
     *     (see "Recent authentication" above). It is not a new sign-in: no token changes and the
     *     ID token keeps its `auth_time`. It needs the account's password and, when two-step
     *     verification is on, a `code` (from the authenticator app, or an unused recovery code),
     *     so an access token alone cannot refresh it. A wrong password answers
     *     `400 invalid_credentials`, as at sign-in; with the right password, a wrong, used or spent
     *     code answers `400 invalid_code` (sign-in reveals as much: its password step answers
     *     `202`, so one answer for both would hide nothing). Wrong passwords are limited per user
     *     (5 in 15 minutes, shared with the password change) and codes with the user's second-step
     *     limit (5 in 15 minutes, shared with sign-in), each attempt counted before it is checked:
     *     then `429 too_many_attempts`. A recovery code used here is spent (and mailed about).
     */
    post: operations['reauthenticate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/reauthenticate/passkey-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start confirming it is you with a passkey
     * @description The WebAuthn request options (`PublicKeyCredentialRequestOptionsJSON`) for
     *     `navigator.credentials.get`: a new challenge for this user, single use, kept on the
     *     server for 5 minutes (a newer one replaces it), `allowCredentials` listing the user's
     *     passkeys, `userVerification: required`. A user without passkeys:
     *     `409 no_passkeys` (re-authenticate with the password).
     */
    post: operations['reauthenticatePasskeyOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/reauthenticate/passkey': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm it is you with a passkey (recent authentication)
     * @description Like `POST /users/me/reauthenticate`, with a passkey assertion
     *     (`AuthenticationResponseJSON` from `navigator.credentials.get` with the options of
     *     `POST /users/me/reauthenticate/passkey-options`) instead of the password. A passkey with
     *     user verification is strong on its own: no two-step code is needed, even when two-step
     *     verification is on. The assertion must be one of this user's passkeys, for this
     *     challenge (single use, 5 minutes), from one of the app's origins, signed by the stored
     *     key with user verification, and its signature counter must not go backwards; otherwise
     *     one answer: `400 passkey_invalid`. Failures are limited per client address with the
     *     sign-in's (20 in 15 minutes, counted before the check): then `429 too_many_attempts`.
     *     They never count against the user's second-step codes: a signature cannot be guessed, and
     *     an access token alone must not be able to lock the owner's code sign-in with junk.
     */
    post: operations['reauthenticateWithPasskey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/two-step': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the two-step verification status
     * @description Whether two-step verification is on, whether the user's tenant requires it, and how many
     *     recovery codes are left. `required` with `enabled: false` means the user must set it up
     *     before anything else (the app takes them through setup right after sign-in).
     */
    get: operations['getTwoStep'];
    put?: never;
    post?: never;
    /**
     * Turn two-step verification off
     * @description Sensitive (recent authentication). Removes the authenticator app, the recovery codes and
     *     the trusted devices, and ends sign-ins waiting for their second step; mails the owner.
     *     Already off: `204` and nothing happens. A user whose tenant requires it cannot turn it
     *     off (`409 two_step_required`).
     */
    delete: operations['disableTwoStep'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/two-step/totp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start setting up an authenticator app
     * @description Sensitive (recent authentication). Makes a new secret, kept pending (encrypted at rest)
     *     until a code from the app confirms it; starting again replaces a pending one. Answers
     *     the `otpauth://` URI for the QR code and the same secret as a setup key to type in. The
     *     secret is never answered again once confirmed. Already on: `409 two_step_enabled` (turn
     *     it off first to move to another app).
     */
    post: operations['startTotpSetup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/two-step/totp/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm the authenticator app and turn two-step verification on
     * @description Sensitive (recent authentication). Only a right code from the app turns two-step
     *     verification on. Answers the 10 recovery codes, once: they are stored hashed and never
     *     answered again. The code counts as used (it cannot sign in within its window). Wrong
     *     codes are limited per user with the sign-in's second step (5 in 15 minutes): then
     *     `429 too_many_attempts`. Mails the owner.
     */
    post: operations['confirmTotpSetup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/two-step/recovery-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make a new set of recovery codes
     * @description Sensitive (recent authentication). Voids every earlier code and answers 10 new ones,
     *     once. Mails the owner. Two-step verification off: `409 two_step_disabled`.
     */
    post: operations['regenerateRecoveryCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/trusted-devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the devices that skip the second step
     * @description The browsers where the user chose "trust this device" at the second step, for 30 days
     *     each, newest first; expired ones are left out. `current` marks the browser that asks,
     *     when the request carries its device cookie (`credentials: 'include'`).
     */
    get: operations['listTrustedDevices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/trusted-devices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Stop trusting a device
     * @description That browser gets the second step again at its next sign-in. Not sensitive: it only
     *     takes trust away. Another user's device, or an unknown id: `404 not_found`.
     */
    delete: operations['revokeTrustedDevice'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/passkeys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the user's passkeys
     * @description The user's passkeys, oldest first.
     */
    get: operations['listPasskeys'];
    put?: never;
    /**
     * Add a passkey
     * @description Sensitive (recent authentication). `response` is the `RegistrationResponseJSON` of
     *     `navigator.credentials.create` with the options of
     *     `POST /users/me/passkeys/registration-options`. It is verified against that challenge
     *     (single use, 5 minutes), one of the app's origins and the relying party ID, with user
     *     verification; attestation is not asked for (`none`). `name` is optional (1 to 64
     *     characters once trimmed): without it the passkey is named after its authenticator when
     *     its AAGUID is a well-known one (e.g. "Google Password Manager", "iCloud Keychain"),
     *     else after the browser and system of the request's `User-Agent` (e.g.
     *     "Chrome on Windows"). A response that does not verify, or no pending challenge:
     *     `400 passkey_invalid`. A credential already registered: `409 passkey_exists`; 20
     *     passkeys already: `409 passkey_limit`. Mails the owner.
     */
    post: operations['addPasskey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/passkeys/registration-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start adding a passkey
     * @description Sensitive (recent authentication). The WebAuthn creation options
     *     (`PublicKeyCredentialCreationOptionsJSON`) for `navigator.credentials.create`: a new
     *     challenge, single use, kept on the server for 5 minutes (a newer one replaces it); the
     *     relying party ID of the API's configuration (`localhost` in development); the user
     *     handle is random per user (never the e-mail or the user id); `excludeCredentials` lists
     *     the user's passkeys; a discoverable credential (`residentKey: required`) with
     *     `userVerification: required`; attestation `none`; ES256 and RS256. 20 passkeys already:
     *     `409 passkey_limit`.
     */
    post: operations['passkeyRegistrationOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/passkeys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 4mV0c1tqS3y9Qk2bZr7xLw */
        id: string;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a passkey
     * @description Sensitive (recent authentication). The passkey no longer signs in (it answers
     *     `400 passkey_invalid` like an unknown one); the authenticator keeps its copy until the
     *     user deletes it there. Another user's passkey, or an unknown id: `404 not_found`.
     *     Mails the owner.
     */
    delete: operations['removePasskey'];
    options?: never;
    head?: never;
    /**
     * Rename a passkey
     * @description Not sensitive (a name only). `name`: 1 to 64 characters once trimmed. Another user's
     *     passkey, or an unknown id: `404 not_found`.
     */
    patch: operations['renamePasskey'];
    trace?: never;
  };
  '/users/me/linked-identities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The account's linked sign-in methods
     * @description Each upstream identity that signs in to this account: the provider (its id and
     *     configured name), the address it gave, when it was linked. The provider's subject
     *     identifier never leaves the server.
     */
    get: operations['listLinkedIdentities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/linked-identities/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Link another provider's identity to this account (starts a browser round trip)
     * @description Sensitive (recent authentication: a session signed in more than 10 minutes ago confirms
     *     it is the owner first, `403 reauthentication_required`). Records a link attempt bound to
     *     this user, this browser (its `__Host-` device cookie, given now when it has none: call
     *     with credentials) and the app that asked (`returnOrigin`, else the request's `Origin`:
     *     a configured app only, else the standalone app), for 10 minutes, used once; and
     *     answers the provider's authorization URL (code + PKCE S256, `state`, `nonce`,
     *     `prompt=login` so that the person chooses the identity there). The app sends the
     *     browser to `url`. The provider returns it to `GET /auth/federation/{provider}/callback`,
     *     which links the identity to this user only and sends the browser to the app's Security
     *     page (`{app}/security`) with `linked={provider}`, or with `federationError` and
     *     `provider` (see `FederationLinkError`). Refused: `provider_unknown` (not turned on for the account's
     *     tenant), `already_linked` (the account has an identity from this provider: unlink it
     *     first), `provider_unavailable` (its discovery document did not answer in time).
     */
    post: operations['startIdentityLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/reauthenticate/federation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm it is you through a linked provider (starts a browser round trip)
     * @description "Confirm it's you" for an account that can answer with a linked identity (the 403's
     *     `methods` has `provider`; `providers` lists them): an account made by a provider has no
     *     password of its own. Not itself sensitive (it is how a session becomes recent). Records
     *     an attempt bound to this user, this browser (its `__Host-` device cookie, given now when
     *     it has none: call with credentials), this session (the access token's grant) and the
     *     app that asked (`returnOrigin` as for a link), for 10 minutes, used once; and answers
     *     the provider's authorization URL (code + PKCE S256, `state`, `nonce`, and the provider's
     *     prompt to ask again, as for a link). The provider returns the browser to
     *     `GET /auth/federation/{provider}/callback`, which checks the identity is the one linked
     *     to this account, records a fresh authentication of that session (as
     *     `POST /users/me/reauthenticate` does), and sends the browser to
     *     `{app}/{returnPath}?reauthenticated={provider}`, or with `reauthError` (a
     *     `FederationReauthError`) and `provider`. Refused: `provider_unknown` (no identity from
     *     this provider is linked to the account, or it is no longer configured),
     *     `provider_unavailable` (its discovery document did not answer in time).
     */
    post: operations['reauthenticateWithProvider'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/linked-identities/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Unlink a provider's identity
     * @description Sensitive (recent authentication). Refused for the last way in
     *     (`409 last_sign_in_method`): an account with no password of its own (made by a
     *     provider's sign-in, until a password reset), no passkey and no other linked identity.
     *     Another user's identity, or an unknown id: `404 not_found`. Mailed to the owner and in
     *     the activity timeline (`identity_unlinked`).
     */
    delete: operations['unlinkIdentity'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where you're signed in
     * @description The account's active sessions at the authority (one per signed-in browser), newest
     *     sign-in first. `current` marks the session the request's access token belongs to.
     *     Each carries the browser's `User-Agent` as it signed in (the app names the browser and
     *     system itself, with bowser), the client address, and how it signed in. `lastActiveAt`
     *     is the latest of the sign-in, a token renewal (about every 50 minutes while the app is
     *     open) and a request to this list; a session that signed in before this was recorded
     *     has `userAgent`, `ip` null and `method: unknown`.
     */
    get: operations['listSessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Sign out one session
     * @description Ends that session at once: its grant, its access and refresh tokens and its browser
     *     session at the authority are deleted, so its next API call answers `401 invalid_token`
     *     and its next renewal `invalid_grant`. Ending **another** session is sensitive: it needs
     *     a recent authentication of the asking session (`403 reauthentication_required`
     *     otherwise; confirm with `POST /users/me/reauthenticate`, then retry once), so a stolen
     *     token cannot sign the owner out everywhere again and again. Ending the **current**
     *     session needs none (the app then signs out): taking access away from yourself always
     *     works (see `docs/sessions-and-activity.md`). Another user's session, an ended one, or an
     *     unknown id: `404 not_found`. Recorded in the activity as `session_ended`.
     */
    delete: operations['endSession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/sessions/end-others': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out everywhere else
     * @description Ends every session of the account except the one the access token belongs to (like a
     *     password change does), with the same effect as ending each. Sensitive: it needs a
     *     recent authentication, like ending another session (`403 reauthentication_required`).
     *     Recorded as `other_sessions_ended`. Takes no body (one sent is still parsed: not JSON is
     *     `400`, over 64 kB `413`).
     */
    post: operations['endOtherSessions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/push-tokens/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Stop push notifications to a device
     * @description Deletes the registration: that device gets no more push notifications until it
     *     registers again. Another user's registration or an unknown id: `404 not_found`.
     */
    delete: operations['removePushRegistration'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/activity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Security activity
     * @description The account's security events, newest first, 20 a page; `next` is the cursor for the
     *     older ones (pass it as `before`), null on the last page. Events are kept for a year and
     *     never hold a secret. Failed sign-ins from one address in a row (within an hour of each
     *     other) are one event with `detail.count` and `detail.firstAt`. `thisDevice` marks
     *     events that came from the browser of the current session (its device cookie).
     */
    get: operations['listActivity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/activity/not-me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * This wasn't me
     * @description For a sign-in or a change the user does not recognise. A recovery (docs/recovery.md):
     *     ends **every** session of the account (this one too: the app then shows the signed-out
     *     screen) and removes everything else that could sign in to it or move it (passkeys, the
     *     authenticator app and its recovery codes, trusted devices, a pending e-mail change,
     *     push registrations), answered as `removed`. The password stops working too (whoever
     *     signed in knows it; otherwise a stolen session could strip the owner's second factors
     *     and sign in again with the password alone): the mailed reset link sets the next one.
     *     Records `not_me_reported` (with the event
     *     named, if any) and `account_recovered`, and mails the owner one mail listing what was
     *     removed, how to add each back, and a password-reset link. Not sensitive: whoever holds
     *     the token can only lock themselves out with it. The reset link is left out of the mail
     *     (`resetMailSent: false`) when one went out in the last minute; the rest happens all the
     *     same.
     */
    post: operations['reportNotMe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/not-me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * This wasn't me, from the new-device mail
     * @description Spends the token of a new-device mail (valid 7 days, single use, stored hashed): like
     *     `POST /users/me/activity/not-me` without a session (the owner may not be signed in
     *     anywhere, or the stranger may have changed the password): the same recovery (every
     *     session ends, every passkey, the authenticator app, recovery codes, trusted devices, a
     *     pending e-mail change and push registrations are removed and listed in `removed`, the
     *     password stops working), the
     *     same one mail with a password-reset link, and the report is recorded. Signs nobody in.
     *     A disabled account (deletion requested) is answered the same but its mail carries no
     *     reset link, as `POST /accounts/password-reset` mails none.
     */
    post: operations['reportNotMeFromMail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisations the user belongs to
     * @description Every organisation the signed-in user is a member of (oldest membership first), with
     *     their role in each, and this session's active organisation (`activeOrganisationId`,
     *     null when none is chosen or the user left it). Never another person's organisation.
     */
    get: operations['listMyOrganisations'];
    put?: never;
    /**
     * Create an organisation
     * @description The user becomes its only `owner`. It belongs to the user's tenant (none for a user
     *     without one): `slug` is unique among that tenant's organisations (`409 slug_taken`),
     *     and the roles it can assign are the tenant's (see the tag). `name`: 1 to 100
     *     characters once trimmed, no control characters. `slug`: 3 to 40 lowercase letters,
     *     digits and inner hyphens. `logoUrl` (optional, null for none): an absolute `https:`
     *     URL of at most 2048 characters, without user name or password. Not the active
     *     organisation until the user switches to it. Recorded in the new organisation's
     *     activity (`organisation_created`) and in the user's own (`organisation_created`).
     */
    post: operations['createOrganisation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    /**
     * One organisation the user belongs to
     * @description Any member. Membership is read on every request (never from the access token's
     *     `org_id`/`org_role`): a person removed a moment ago gets `403 not_a_member`, as does an
     *     id that does not exist (so an id tells nothing to a non-member).
     */
    get: operations['getOrganisation'];
    put?: never;
    post?: never;
    /**
     * Delete an organisation
     * @description Owners only (`403 insufficient_role`), and sensitive (recent authentication, checked
     *     after the role). The organisation, its memberships and its pending invitations (their
     *     links then answer `invitation_invalid`) are deleted at once; every member is mailed, in
     *     their language, and it enters each member's own activity (`organisation_deleted`).
     *     Sessions with it active lose `org_id`/`org_role` at their next token refresh.
     */
    delete: operations['deleteOrganisation'];
    options?: never;
    head?: never;
    /**
     * Rename an organisation, change its slug or logo
     * @description Owners and admins (`403 insufficient_role` for other roles). Each field is optional and
     *     follows the rules of `createOrganisation`; `logoUrl: null` removes the logo. A slug
     *     another organisation of the tenant has: `409 slug_taken`. Recorded in the
     *     organisation's activity (`organisation_updated`, with what changed).
     */
    patch: operations['updateOrganisation'];
    trace?: never;
  };
  '/organisations/{organisationId}/members': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    /**
     * The organisation's members
     * @description Any member. Oldest membership first.
     */
    get: operations['listOrganisationMembers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/members/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description The member's user id (`OrganisationMember.userId`).
         * @example 0d8a4b5e-6a1c-4f0e-9b2d-3c4e5f6a7b8c
         */
        userId: components['parameters']['MemberUserId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a member
     * @description Owners and admins (`403 insufficient_role` for other roles); only an owner removes an
     *     owner (`403 role_escalation` for an admin). Removing the last owner is
     *     `409 last_owner`. Removing oneself is leaving (`leaveOrganisation`). Not a member:
     *     `404 not_found`. The person is mailed, in their language; it enters the
     *     organisation's activity (`member_removed`) and their own (`organisation_removed`). Their
     *     very next call for this organisation answers `403 not_a_member`, whatever their
     *     access token says; their next token refresh drops `org_id`/`org_role`.
     */
    delete: operations['removeOrganisationMember'];
    options?: never;
    head?: never;
    /**
     * Change a member's role
     * @description Owners and admins (`403 insufficient_role` for other roles). Only an owner grants
     *     `owner` or changes an owner's role: an admin who tries gets `403 role_escalation`
     *     (for another member or for themselves). Demoting the last owner (themselves included)
     *     is `409 last_owner`: an organisation never has zero owners. `role` must be one of the
     *     organisation's `roles` (`400 validation`, `role: invalid`). A user who is not a member:
     *     `404 not_found`. The same role again changes nothing and mails nothing. Otherwise the
     *     member is mailed, in their language, and the change enters the organisation's activity
     *     (`member_role_changed`) and the member's own (`organisation_role_changed`). Their
     *     tokens carry the new `org_role` from their next refresh; this API uses the new role at
     *     once.
     */
    patch: operations['changeOrganisationMemberRole'];
    trace?: never;
  };
  '/organisations/{organisationId}/leave': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Leave an organisation
     * @description Any member but the last owner (`409 last_owner`: transfer ownership or delete the
     *     organisation first). Mailed to the person who left, in their language; it enters the
     *     organisation's activity (`member_left`) and their own (`organisation_left`).
     */
    post: operations['leaveOrganisation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/transfer-ownership': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Hand ownership to another member
     * @description Owners only (`403 insufficient_role`), and sensitive (recent authentication, checked
     *     after the role). `userId` must be another member (`404 not_found` otherwise; oneself
     *     is `400 validation`, `userId: invalid`). They become an `owner` and the caller an
     *     `admin`, in one step. Both are mailed, in their language; it enters the organisation's
     *     activity (`ownership_transferred`) and both people's own
     *     (`organisation_role_changed`).
     */
    post: operations['transferOrganisationOwnership'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/activity': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    /**
     * The organisation's activity
     * @description Owners and admins (`403 insufficient_role` for other roles). What happened to the
     *     organisation, newest first, 20 a page; `next` is the cursor for older events (pass it
     *     as `before`), null on the last page. A cursor this API did not give: `400 validation`.
     */
    get: operations['listOrganisationActivity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    /**
     * Pending invitations
     * @description Owners and admins (`403 insufficient_role` for other roles). Invitations neither
     *     accepted, revoked nor expired, newest first.
     */
    get: operations['listOrganisationInvitations'];
    put?: never;
    /**
     * Invite someone by e-mail with a role
     * @description Owners and admins (`403 insufficient_role` for other roles); only an owner invites an
     *     `owner` (`403 role_escalation` for an admin). `email` is lowercased; `role` one of the
     *     organisation's `roles`. **The answer is the same whether or not the address has an
     *     account** (`201` with the invitation; the mail is the same too, in the account's
     *     language when there is one, else the inviter's): an invitation reveals nothing about
     *     accounts. An address that is already a member (`409 already_member`) or has a pending
     *     invitation (`409 already_invited`: resend it instead) is refused; both are visible to
     *     the caller in the lists anyway. Limited to 20 invitations and resends an hour per
     *     inviter (`429 too_many_attempts`). The invitation's link (single use, 7 days, stored
     *     hashed) opens the app's `organisations/invitation?token=…` page, which acts only when
     *     the reader presses Accept (`acceptOrganisationInvitation`). Recorded in the
     *     organisation's activity (`invitation_sent`).
     */
    post: operations['inviteToOrganisation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/invitations/{invitationId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description A pending invitation's id (`OrganisationInvitation.id`).
         * @example 9fJb2kQm4Xw7Lr0tZc1VnA
         */
        invitationId: components['parameters']['InvitationId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke a pending invitation
     * @description Owners and admins (`403 insufficient_role` for other roles; an admin cannot revoke an
     *     invitation as `owner`: `403 role_escalation`). Its link then answers
     *     `410 invitation_revoked`. An invitation that is not pending (accepted, revoked,
     *     expired) or not this organisation's: `404 not_found`. Recorded in the organisation's
     *     activity (`invitation_revoked`).
     */
    delete: operations['revokeOrganisationInvitation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/invitations/{invitationId}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description A pending invitation's id (`OrganisationInvitation.id`).
         * @example 9fJb2kQm4Xw7Lr0tZc1VnA
         */
        invitationId: components['parameters']['InvitationId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a pending invitation again
     * @description Owners and admins, with the rules of revoking. A new link is mailed and the earlier
     *     one stops working (`409 invitation_used` is not given for it: it answers
     *     `invitation_invalid`, as a link never issued); the 7 days start again. Counted with
     *     invitations (20 an hour per inviter, `429 too_many_attempts`). Not pending or not this
     *     organisation's: `404 not_found`. Recorded in the organisation's activity
     *     (`invitation_resent`).
     */
    post: operations['resendOrganisationInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisation-invitations/lookup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * What an invitation link offers (changes nothing)
     * @description No session needed: the invitation page shows what Accept would do (the organisation,
     *     the role, the invited address to pre-fill sign-in or sign-up) before anyone presses
     *     it. A `POST` so the token stays out of URLs and logs; it spends nothing. Whether the
     *     invited address has an account is not said. Refusals, checked in this order: unknown
     *     or malformed token (or one replaced by a resend, or of a deleted organisation)
     *     `400 invitation_invalid`; accepted already `409 invitation_used`; revoked
     *     `410 invitation_revoked`; older than 7 days `410 invitation_expired`.
     */
    post: operations['lookUpOrganisationInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisation-invitations/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept an invitation (the signed-in user joins)
     * @description Only a `POST` with the signed-in user's access token acts on an invitation: opening
     *     its link never does (the page asks for a press). The invitation's address must be the
     *     account's (any case): another signed-in account gets
     *     `403 invitation_wrong_account` and nothing changes (sign out and in with the invited
     *     address). Then the refusals of `lookUpOrganisationInvitation`, and
     *     `409 already_member` (the invitation stays pending). On success the invitation is
     *     spent, the user joins with its role, is mailed in their language, and it enters the
     *     organisation's activity (`member_joined`) and the user's own
     *     (`organisation_joined`). The organisation does not become active by itself.
     */
    post: operations['acceptOrganisationInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisation-access-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask an organisation to let you in
     * @description The signed-in person names an organisation by its short name (`slug`, among the
     *     organisations of their own tenant: slugs are unique per tenant) and asks to join it.
     *     **The answer is `202 { status: accepted }` whatever the slug names**: an organisation
     *     that does not exist, one the person is already in, or one they already asked (nothing
     *     new is mailed): a request never tells whether an organisation exists, so slugs cannot
     *     be enumerated. When it names one they are not in and have not asked, its owners and
     *     admins get a mail (in their language; the requester's e-mail address, never text the
     *     requester typed) and see the request in the members screen
     *     (`listOrganisationAccessRequests`), to approve or decline. Limited to 10 requests an
     *     hour per person (`429 too_many_attempts`), counted before the slug is looked up.
     *     Recorded in the organisation's activity (`access_requested`).
     */
    post: operations['requestOrganisationAccess'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/access-requests': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    /**
     * Pending access requests
     * @description Owners and admins (`403 insufficient_role` for other roles). The requests neither
     *     approved nor declined, oldest first, with who asked (their name and address).
     */
    get: operations['listOrganisationAccessRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/access-requests/{requestId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description A pending access request's id (`AccessRequest.id`).
         * @example 4hTq9Lm2Vx0bZr7cKw1JnA
         */
        requestId: components['parameters']['AccessRequestId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Let the person in
     * @description Owners and admins (`403 insufficient_role` for other roles). The person joins with
     *     `role` (default `member`; one of the organisation's `roles`; only an owner grants
     *     `owner`: `403 role_escalation`), is mailed "you joined" in their language and sees it in
     *     their own activity (`organisation_joined`). A request that is not pending or not this
     *     organisation's: `404 not_found`. Recorded in the organisation's activity
     *     (`access_approved`, then `member_joined`).
     */
    post: operations['approveOrganisationAccessRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/access-requests/{requestId}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description A pending access request's id (`AccessRequest.id`).
         * @example 4hTq9Lm2Vx0bZr7cKw1JnA
         */
        requestId: components['parameters']['AccessRequestId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline a request
     * @description Owners and admins (`403 insufficient_role` for other roles). Nothing is mailed to the
     *     person: a decline would tell them the organisation exists, which the request itself
     *     never does (they may ask again later, or ask an admin directly). A request that is not
     *     pending or not this organisation's: `404 not_found`. Recorded in the organisation's
     *     activity (`access_declined`).
     */
    post: operations['declineOrganisationAccessRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/active-organisation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * This session's active organisation
     * @description The organisation this session works in (one per signed-in browser) and the user's role
     *     in it now, as the next token refresh will carry them in `org_id` and `org_role`. None
     *     chosen, or no longer a member: both null.
     */
    get: operations['getActiveOrganisation'];
    /**
     * Switch this session's active organisation
     * @description `organisationId` must be one the user is a member of (`403 not_a_member` otherwise,
     *     unknown ids included), or null to work as an individual. Stored on this session (the
     *     grant of the access token used), never on the user's other browsers; it is also
     *     remembered as the user's last choice, which a new sign-in starts with. **The access
     *     token does not change by itself**: renew it (the refresh-token grant at the
     *     authority's token endpoint) and the new access and ID tokens carry `org_id` and
     *     `org_role` (see "Organisations in tokens" above).
     */
    put: operations['switchActiveOrganisation'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/sso': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    /**
     * The organisation's SSO connections, domains and settings
     * @description Owners and admins (`403 insufficient_role` below `admin`).
     */
    get: operations['getOrganisationSso'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/sso/settings': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Turn enforcement and just-in-time membership on or off
     * @description Owners and admins; sensitive (recent authentication, after the role). Enforcement needs
     *     an enabled connection and a verified domain first (`409 enforcement_needs_connection`),
     *     so that nobody of the domain is locked out. Turning it on ends, for every account of the
     *     verified domains, the sessions signed in another way (password, e-mail code, another
     *     provider, passkey), with their tokens: kept are the sessions of the organisation's own
     *     connections, the owners' passkey sessions (break-glass) and the session making this
     *     request. Each person signed out is mailed and it is in their activity
     *     (`sso_required_signed_out`) and the organisation's (`sso_sessions_ended`). The JIT role is `member` or one of the
     *     tenant's own roles, never `owner` nor `admin` (`400 validation`, `jitRole: invalid`): a
     *     sign-in alone never grants administration.
     */
    put: operations['updateOrganisationSsoSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/sso/connections': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a connection to the company's identity provider
     * @description Owners and admins; sensitive. OIDC: the issuer's discovery document is fetched now and
     *     must name the same issuer and have authorization, token and JWKS endpoints. SAML: the
     *     IdP metadata, pasted or fetched from an `https:` URL on a public address, must describe
     *     an IdP with a signing certificate and an HTTP-Redirect single sign-on service. XML with
     *     a DOCTYPE is refused before parsing. The connection starts **turned off**: test it,
     *     then turn it on (`PATCH`). At most 5 per organisation (`409 too_many_connections`).
     */
    post: operations['createSsoConnection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/sso/connections/{connectionId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
         * @example sso-3f9a0c1b2d4e5f60
         */
        connectionId: components['parameters']['SsoConnectionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a connection
     * @description Owners and admins; sensitive. The identities linked through it can no longer sign in
     *     through it. Refused for the last enabled connection while SSO is enforced
     *     (`409 enforcement_needs_connection`).
     */
    delete: operations['deleteSsoConnection'];
    options?: never;
    head?: never;
    /**
     * Rename, turn on or off, or change a connection
     * @description Owners and admins; sensitive. New OIDC client details or SAML metadata are checked as
     *     on creation. `trustIdpMfa` decides whether the IdP's statement about the sign-in (a
     *     multi-factor one included) reaches our tokens. Turning off the last enabled connection of an organisation that enforces
     *     SSO is refused (`409 enforcement_needs_connection`).
     */
    patch: operations['updateSsoConnection'];
    trace?: never;
  };
  '/organisations/{organisationId}/sso/connections/{connectionId}/test': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
         * @example sso-3f9a0c1b2d4e5f60
         */
        connectionId: components['parameters']['SsoConnectionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check a connection's configuration now
     * @description Owners and admins. Fetches the OIDC discovery document (or the SAML metadata URL)
     *     again and checks it, and the SAML signing certificate's dates; answers each check with
     *     what is wrong. Changes nothing.
     */
    post: operations['testSsoConnection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/sso/connections/{connectionId}/test-sign-in': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
         * @example sso-3f9a0c1b2d4e5f60
         */
        connectionId: components['parameters']['SsoConnectionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a test sign-in through a connection
     * @description Owners and admins; the connection may be turned off (testing before turning it on is
     *     the point). Answers the identity provider's address with the same request a sign-in
     *     sends and a state of its own: random, single use, valid 10 minutes, bound to the
     *     connection and to the caller's session. SAML: the AuthnRequest with a `RelayState`
     *     starting `test.`; the IdP's answer comes back to the ACS (`samlAssertionConsumer`).
     *     OpenID Connect: the authorization request (code, PKCE S256, a nonce of its own) with a
     *     `state` starting `test.`; the IdP's answer comes back to the connection's redirect URI
     *     (`federationCallback`), which exchanges the code and checks the ID token as a sign-in
     *     does (signature, issuer, audience, expiry with 60 seconds of clock skew, nonce, a
     *     verified address). Either runs every check of a sign-in and the domain's, but signs
     *     nobody in, makes nobody and adds nobody; it sends the browser back to the organisation's
     *     page in the app that asked (its `Origin`) with `ssoTest` (the result's one-time key) and
     *     `ssoTestConnection`, for `claimSsoTestSignIn`.
     */
    post: operations['startSsoTestSignIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/sso/connections/{connectionId}/test-sign-in/result': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
         * @example sso-3f9a0c1b2d4e5f60
         */
        connectionId: components['parameters']['SsoConnectionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a test sign-in's result on its connection
     * @description Owners and admins. `result` is the `ssoTest` key the ACS sent the browser back with.
     *     Only the session that started the test claims it, once, within 10 minutes: anything
     *     else (another admin's or a stranger's key, a used or old one, another connection's) is
     *     `409 test_state_mismatch`. The result becomes the connection's `lastTest`.
     */
    post: operations['claimSsoTestSignIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/sso/domains': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a domain to verify
     * @description Owners and admins. Answers the TXT record to publish; nothing routes to the
     *     organisation until `verify` finds it. A domain another organisation verified is
     *     refused (`409 domain_taken`); one already added here is `409 domain_exists`. At most
     *     20 domains.
     */
    post: operations['addSsoDomain'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/sso/domains/{domain}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description A domain added to the organisation, lower case (e.g. `contoso.example`).
         * @example contoso.example
         */
        domain: components['parameters']['SsoDomainName'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a domain
     * @description Owners and admins. Sign-ins of that domain no longer route to the organisation.
     *     Refused for the last verified domain while SSO is enforced
     *     (`409 enforcement_needs_connection`).
     */
    delete: operations['removeSsoDomain'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisations/{organisationId}/sso/domains/{domain}/verify': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description A domain added to the organisation, lower case (e.g. `contoso.example`).
         * @example contoso.example
         */
        domain: components['parameters']['SsoDomainName'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Look for the domain's TXT record now
     * @description Owners and admins. Asks DNS for the TXT records of `record.name`; one equal to
     *     `record.value` verifies the domain. Not found (yet: DNS may take a while to show a new
     *     record) is `409 domain_not_verified`; verified meanwhile by another organisation is
     *     `409 domain_taken`; DNS not answering is `503 dns_unavailable`. A domain verified while
     *     the organisation requires SSO is required at once: its accounts' sessions signed in
     *     another way end as when enforcement is turned on (`updateOrganisationSsoSettings`).
     */
    post: operations['verifySsoDomain'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/sso/discovery': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Does this address's domain sign in through a company's identity provider?
     * @description Identifier-first sign-in: the sign-in page sends the typed address. The answer depends
     *     only on the address's **domain** (a verified domain of an organisation with an enabled
     *     connection is public knowledge), never on whether the address has an account: the same
     *     answer for every address of a domain, in the same time. `sso: true` gives the URL to
     *     navigate to (the interaction's SSO step) and whether the domain enforces SSO.
     */
    post: operations['discoverSso'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}/sso/{connectionId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
        /**
         * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
         * @example sso-3f9a0c1b2d4e5f60
         */
        connectionId: components['parameters']['SsoConnectionId'];
      };
      cookie?: never;
    };
    /**
     * Sign in through the organisation's identity provider (a browser navigation)
     * @description A step of this browser's interaction (its cookies). OIDC connections go through the
     *     federation broker (as `GET …/federation/{provider}` with the provider `connectionId`;
     *     failures come back as `federationError`). SAML connections: an AuthnRequest (HTTP-Redirect
     *     binding) whose id is remembered for this interaction and browser (10 minutes, once).
     *     Failures come back to the sign-in page with `ssoError` (see `SsoError`).
     */
    get: operations['startSsoSignIn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/saml/{connectionId}/metadata': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
         * @example sso-3f9a0c1b2d4e5f60
         */
        connectionId: components['parameters']['SsoConnectionId'];
      };
      cookie?: never;
    };
    /**
     * Our SAML SP metadata for this connection (give it to the IdP)
     * @description Public (metadata is not a secret). Entity id `{API}/auth/saml/{connectionId}`, the
     *     ACS `{API}/auth/saml/{connectionId}/acs` (HTTP-POST), `WantAssertionsSigned="true"`,
     *     NameID format e-mail address.
     */
    get: operations['getSamlServiceProviderMetadata'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/saml/{connectionId}/acs': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
         * @example sso-3f9a0c1b2d4e5f60
         */
        connectionId: components['parameters']['SsoConnectionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The IdP's SAML response (HTTP-POST binding)
     * @description The IdP's cross-site form `POST` carries no `SameSite=Lax` cookie, so the response is
     *     validated here (a maintained library, samlify, checks the XML signature against the
     *     metadata's certificate: the assertion, or the whole response, must be signed; then
     *     the audience is our entity id, the recipient/destination our ACS, `NotBefore` and
     *     `NotOnOrAfter` hold on our clock with 2 minutes of skew, `InResponseTo` is a request
     *     of ours not yet answered, and the response id was not seen before). XML with a DOCTYPE
     *     is refused before parsing. The result is kept for a minute under a one-time key, and
     *     the answer is a page of ours that continues as a same-site `GET` to
     *     `/auth/saml/{connectionId}/continue`, where the browser's device cookie must be the
     *     request's. Every failure ends on the sign-in page with `ssoError`, and is recorded as
     *     the connection's `lastError`. An answer whose `RelayState` is a test sign-in's
     *     (`startSsoTestSignIn`) goes through the same checks (also for a turned-off connection)
     *     and also must answer that test's own request; it signs nobody in and is sent (`303`) to
     *     the organisation's page with the result's key; an unknown, used or old test
     *     `RelayState` goes to the sign-in page with `ssoError=state_mismatch`.
     */
    post: operations['samlAssertionConsumer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/saml/{connectionId}/continue': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
         * @example sso-3f9a0c1b2d4e5f60
         */
        connectionId: components['parameters']['SsoConnectionId'];
      };
      cookie?: never;
    };
    /**
     * The same-site continuation of a SAML response (a browser navigation)
     * @description Takes the one-time key from the ACS page, for this browser only (`state_mismatch`
     *     otherwise). Then the identity signs in: the address must be in a domain the
     *     organisation verified (`email_domain_not_verified`); an identity linked through this
     *     connection signs its account in; else the account with this address is linked (the
     *     organisation proved it controls the domain; the owner is mailed), or a new account is
     *     made (confirmed, without a password). The interaction ends with `amr: ["fed"]`, the
     *     person joins the organisation with the JIT role when JIT is on, and the organisation
     *     becomes the session's active one.
     */
    get: operations['samlContinue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A challenge to solve before a protected request
     * @description Whether the purpose needs a challenge for this tenant and client address right now
     *     (`required`), and the challenge itself: the tenant's kind (`altcha` by default; a
     *     tenant may choose `turnstile` or `hcaptcha`, answered with its site key and script).
     *     An ALTCHA challenge is signed by the API, expires after 10 minutes and is spent by the
     *     request it is sent with; its difficulty rises with the client address's recent
     *     failures. Unknown tenants get the deployment's defaults (no tenant's existence is
     *     told). For `sign_in`, `required` covers the client address only: the submitted
     *     e-mail's failures are told by `403 challenge_required` on submit.
     */
    get: operations['getChallenge'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/whitelabels/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a tenant's brand */
    get: operations['getWhitelabel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/logos/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a tenant's logo file
     * @description The SVG logos the white labels name. Only known files are served; shown as `<img>` on
     *     other origins (`Cross-Origin-Resource-Policy: cross-origin`), and sandboxed by their own
     *     `Content-Security-Policy` when opened directly.
     */
    get: operations['getLogo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    /**
     * Go to the sign-in page of an interaction
     * @description Where the authority sends the browser to log in (its `interactions.url`). Forwards to
     *     the account app's sign-in page (`/sign-in?interaction={uid}`, on the app whose callback
     *     the authorization request named). A browser without the interaction's cookie (a
     *     forwarded link), or an interaction that no longer exists, goes to a plain `/sign-in`
     *     that starts an authorization request of its own.
     *
     *     The address also names what the page shows before it paints (docs/federation.md,
     *     "Before the page paints"): `whitelabel`, the tenant the authorization request named
     *     (its extra parameter `whitelabel`, when a tenant id), and `providers`, that tenant's
     *     provider buttons in its order (the default list without one), each `id:displayName`
     *     with `:d` after a development entry, comma-separated, e.g.
     *     `/sign-in?interaction={uid}&providers=microsoft:Microsoft:d,example:Example+ID:d`.
     *     No `providers` when the tenant has none, or when one id or name cannot be said there
     *     (ids `[a-z0-9-]{1,32}`; names of letters, digits, spaces and `.'&-`, at most 40): the
     *     page then waits for `listFederationProviders`. The list only chooses which buttons
     *     show; each provider's start still checks the tenant. The provider's way back to the
     *     sign-in page names them the same way.
     */
    get: operations['openInteraction'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}/details': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    /**
     * Ask whether this browser started the interaction
     * @description The sign-in page asks on arrival. `403 interaction_not_bound` means another browser
     *     started it: the page starts a sign-in of its own.
     */
    get: operations['getInteractionDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}/login': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with e-mail and password
     * @description Completes the interaction and answers where the browser goes next (back to the
     *     authority, which redirects to the app's callback with a code). A wrong password and an
     *     unknown e-mail get the same `401`, in the same time; only someone who knows the password
     *     learns that the account is unconfirmed or disabled. Failed attempts are limited per
     *     submitted e-mail (5) and per client address (20) in 15 minutes, counted before the
     *     password is checked: then `429 too_many_attempts`. A client address is an IPv4
     *     address or an IPv6 /64.
     *
     *     An account with two-step verification on gets `202` instead (the password was right,
     *     the sign-in is not finished): the same interaction goes on with
     *     `POST /auth/oidc/interaction/{uid}/two-step` within 10 minutes. A browser the user
     *     trusted (its device cookie) skips that step and gets `200`.
     *
     *     After 3 failed sign-ins in 15 minutes from the client address or for the submitted
     *     e-mail, a solved `challenge` (purpose `sign_in`) is needed, checked before the password:
     *     `403 challenge_required` or `challenge_invalid` (the same for an unknown e-mail). A
     *     passkey sign-in never needs one. A right password found in breaches signs in and sets
     *     the profile's `passwordBreached` (the account centre asks for a change).
     *
     *     **A plain HTML form** (`application/x-www-form-urlencoded`: sign-in.html's form before
     *     the app's scripts have taken it over, docs/sign-in.md "Without the app's scripts") gets
     *     the same decisions answered for a browser: `303` to the resume (where `redirectTo`
     *     would point); `sso_required` is a `403` page linking to `startUrl` (a link: a form's
     *     redirects are held to the posting page's CSP `form-action`, and the organisation's
     *     identity provider is on an origin no policy names in advance); a second step is `200` with the code
     *     form (posting to `…/two-step`); every refusal is a page (`text/html`) with the status
     *     of the JSON refusal, in the form's `language` (else the browser's `Accept-Language`; en,
     *     pt-BR or es), with the form again, the e-mail kept and never the password:
     *     `400` a field missing, `401` wrong e-mail or password, `403` another browser's
     *     interaction (with a link to start again), the account's states as above (scheduled for
     *     deletion: the form again with `restoreAccount=true`), or a challenge needed (a
     *     challenge needs the app: a link to continue there), `404` expired (a link to start
     *     again), `429` with `Retry-After`. Pages are `Cache-Control: no-store` with a CSP of
     *     their own (no script). The form's `remember` is the page's "Keep me signed in" (absent:
     *     not kept), as `PUT …/remember` would set it.
     */
    post: operations['submitLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}/remember': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Keep me signed in on this device (or not)
     * @description The choice of the sign-in page's "Keep me signed in on this device", for whichever way
     *     this interaction is finished (password, second step, passkey, another provider): the
     *     page sends it before it finishes. `true`: the authority's session cookie is persistent
     *     and survives a browser restart (until the session's lifetime); `false`: a browser-session
     *     cookie, gone when the browser closes. Not sent: `true` (docs/session-care.md, "Keep me
     *     signed in"). Tokens never leave the tab's sessionStorage either way.
     */
    put: operations['rememberThisDevice'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}/two-step': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finish the sign-in with a code (second step)
     * @description After the login answered `202`, in the same interaction and browser. `code` is 6 digits
     *     from the authenticator app (accepted in its 30 s step and one step either side), or an
     *     unused recovery code (`xxxx-xxxx`, spent on use and mailed about). A code from a step
     *     already used (here, at setup or when re-authenticating) is refused (`code_used`), and so
     *     is a spent recovery code. Wrong codes are limited per user (5 in 15 minutes, counted
     *     before the check, shared with re-authentication): then `429 too_many_attempts`.
     *     `trustDevice: true` trusts this browser (its device cookie) for 30 days: its next
     *     sign-ins skip this step. The ID token then says `amr: ["pwd", "otp", "mfa"]` and
     *     `acr: "urn:account:acr:2fa"`.
     *
     *     **A plain HTML form** (`application/x-www-form-urlencoded`, the code form of the login's
     *     plain page): `303` to the resume on success; every refusal is the code form's page
     *     again (`text/html`, with the JSON refusal's status: `400` a wrong, used, missing or
     *     malformed code under the field, `429` with `Retry-After`), `409` the password form's
     *     page, `403` and `404` a page with a link to start again. `trustDevice=true` trusts the
     *     browser. In the form's `language`, else `Accept-Language`; `Cache-Control: no-store`.
     */
    post: operations['submitSecondStep'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}/passkey/options': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start signing in with a passkey
     * @description The WebAuthn request options (`PublicKeyCredentialRequestOptionsJSON`) for
     *     `navigator.credentials.get`, for a discoverable credential: `allowCredentials` is empty
     *     (no e-mail needed; the browser offers the passkeys it has for the relying party, also
     *     through autofill with conditional mediation) and `userVerification: required`. The
     *     challenge is kept on the server for this interaction, single use, for 5 minutes (asking
     *     again replaces it). Bound to the browser that started the interaction, like the login.
     */
    post: operations['passkeySignInOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}/passkey': {
    parameters: {
      query?: {
        /**
         * @description `true` restores an account scheduled for deletion and signs in (after a
         *     `403 account_deletion_scheduled`, with a new ceremony: the challenge was spent).
         */
        restoreAccount?: 'true';
      };
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with a passkey
     * @description Finishes the interaction with the `AuthenticationResponseJSON` of
     *     `navigator.credentials.get` (options from `…/passkey/options` of this interaction). A
     *     passkey with user verification is strong on its own: no second step, even with two-step
     *     verification on, and a trusted device is not needed. The ID token says
     *     `amr: ["hwk", "user", "mfa"]` for a device-bound passkey (it cannot be backed up:
     *     a security key, a platform authenticator that does not sync) or `["swk", "user", "mfa"]`
     *     for a synced one (backup eligible: iCloud Keychain, Google Password Manager, password
     *     managers), never `pwd`, and `acr: "urn:account:acr:2fa"`.
     *
     *     An unknown or removed credential, a user handle that does not match it, another
     *     origin or relying party ID, a bad signature, no user verification, a signature counter
     *     going backwards, an expired, used or missing challenge: one answer,
     *     `400 passkey_invalid`, which tells nothing about which accounts or passkeys exist.
     *     Failures count per client address with the login's (20 in 15 minutes, counted before
     *     the check): then `429 too_many_attempts`. A verified passkey of a disabled account:
     *     `403 account_disabled`; of an account scheduled for deletion:
     *     `403 account_deletion_scheduled` with `eraseAt` (as after the right password), and
     *     `?restoreAccount=true` on a new ceremony restores it and signs in.
     */
    post: operations['submitPasskey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}/abort': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel the sign-in
     * @description Ends the interaction with `access_denied`; `redirectTo` takes the browser back to the
     *     app's callback with that error. A password step waiting for its second step in this
     *     interaction ends with it: the second step then answers `409 password_step_required`.
     *     The sign-in page's "Not you?" at the second step calls it, then starts a new sign-in
     *     instead of following `redirectTo`.
     */
    post: operations['abortLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}/email-code': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    /**
     * Whether this interaction's code was confirmed by its link
     * @description Polled by the first device while it waits: `verified` once the mailed link was opened
     *     and pressed on another device (which is never signed in by it); then
     *     `POST …/email-code/continue` finishes here. `used` once the code or the link signed
     *     in (in another tab of this browser); `expired` after 10 minutes.
     */
    get: operations['emailCodeStatus'];
    put?: never;
    /**
     * Mail a sign-in code and link for this interaction
     * @description For a tenant that turned e-mail codes on (`Whitelabel.emailCodes`): mails a 6-digit
     *     code and a link, in the account's language, bound to this interaction (this browser).
     *     The answer is the same `202` whether or not the address has an account (an unknown
     *     address gets no mail, and every code typed for it is `invalid_code`). A new request in
     *     the same interaction replaces its code. Limits, counted whatever the address: one
     *     mail a minute and 5 an hour per address, 5 requests per interaction; over either,
     *     `429 too_many_requests` with `Retry-After`. The code and the link expire after
     *     10 minutes and are single use (docs/passwordless.md).
     *
     *     Where the tenant's challenge settings include `email_code` (always in production;
     *     `GET /auth/challenge?purpose=email_code&whitelabel=` says so), a solved `challenge` is
     *     needed, else `403 challenge_required`; a bad one is `403 challenge_invalid`, both
     *     checked before anything is mailed or counted (docs/abuse-protection.md).
     *
     *     An address whose domain is verified by an organisation that requires its single
     *     sign-on gets no code: `403 sso_required` with the organisation's `startUrl`, before
     *     the challenge, the limits and any mail (said for every address of the domain, account
     *     or not, so it tells nothing about an account; docs/enterprise-sso.md).
     */
    post: operations['requestEmailCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}/email-code/verify': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with the mailed code
     * @description The code mailed for this interaction, typed in the browser that asked (the
     *     interaction and device cookies). A right code is one factor: an account with
     *     two-step verification on gets `202` and the existing second step
     *     (`POST …/two-step`), unless this browser is trusted. The ID token then says
     *     `amr: ["email"]` (`acr: urn:account:acr:1fa`), or `["email", "otp", "mfa"]` after the
     *     second step. Wrong codes: 5 per code (then it is spent: `code_used`, ask for a new
     *     one) and 20 per client address in 15 minutes, counted before the check; over the
     *     address limit, `429 too_many_attempts`. After the right code, the account's state is
     *     told as after the right password (disabled, not confirmed, frozen, scheduled for
     *     deletion: restoring needs the password or a passkey).
     */
    post: operations['verifyEmailCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}/email-code/continue': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finish on the first device after the link was confirmed elsewhere
     * @description In the browser that asked, once `GET …/email-code` says `verified`: finishes the
     *     sign-in as the right code would (`200`, or `202` for the second step). Single use.
     */
    post: operations['continueEmailCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}/email-code/link': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Act on the mailed link (after a press on its page)
     * @description The link's page (`email-link?interaction={uid}&token=…`) sends this only when the
     *     person presses its button, never on opening. It never signs in the browser it is
     *     opened in: it marks the code confirmed (`verified`), and the tab that asked, which polls
     *     `GET …/email-code`, finishes the sign-in by itself (`POST …/email-code/continue`), or
     *     goes on to the second step. `sameBrowser` says whether the press came from the browser
     *     that asked (its interaction and device cookies): the page then says to go back to that
     *     tab, else to the first device. Why not finish here: the sign-in's state (PKCE, the
     *     callback's `state`) lives in the tab that started it. The link is single use and spent
     *     with its code.
     */
    post: operations['openEmailLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/passkey-sign-up': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an account with a passkey (mails a code)
     * @description The first step of a sign-up with a passkey and no password: mails a 6-digit code to
     *     the address (10 minutes, single use). The same `202` whether or not the address has an
     *     account: its owner gets a note instead ("sign in instead"), never a code, so every
     *     code typed for it is `invalid_code`. Counted with `POST /accounts` (3 per address and
     *     40 per client address an hour): then `429 too_many_attempts`. `attempt` names this
     *     sign-up in the next steps (keep it in the tab).
     *
     *     A sign-up like `POST /accounts`: where it needs a challenge (purpose `sign_up`, the
     *     page's `tenantId`), a solved `challenge`, else `403 challenge_required`; a bad one is
     *     `403 challenge_invalid`, both checked after the fields and before anything is counted
     *     or mailed.
     *
     *     Like `POST /accounts`, an address of a domain whose organisation requires its single
     *     sign-on is `403 sso_required` (`SsoSignInRequired`) once the address is readable;
     *     nothing is counted or mailed.
     */
    post: operations['startPasskeySignUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/passkey-sign-up/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Prove the address with the mailed code; get the passkey's creation options
     * @description The right code answers the WebAuthn creation options for the new account's passkey
     *     (5 minutes). Wrong codes: 5 per attempt (then it is spent), counted before the check.
     */
    post: operations['verifyPasskeySignUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/passkey-sign-up/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create the account with its passkey
     * @description The `RegistrationResponseJSON` of `navigator.credentials.create` for the options of
     *     `…/verify`: the account is created confirmed, with this passkey and no password (one
     *     can be added later by "Forgot your password?", which the verified address receives),
     *     and the terms accepted. Then the person signs in with the passkey.
     */
    post: operations['completePasskeySignUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/federation/providers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The identity providers a tenant turned on
     * @description For the sign-in and sign-up pages' buttons, in the tenant's order (`whitelabel`: the
     *     tenant's id; without it, or for a tenant with no list of its own, the default list).
     *     `displayName` comes from the configuration, never from code. `development: true` means
     *     the entry points at the stand-in "Example ID" (`docs/federation.md`): the button says so.
     *     Unknown tenants get the default list (no tenant's existence is told).
     */
    get: operations['listFederationProviders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}/federation/{provider}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
        /**
         * @description A configured provider's id (`GET /auth/federation/providers`).
         * @example google
         */
        provider: components['parameters']['FederationProviderId'];
      };
      cookie?: never;
    };
    /**
     * Sign in with an upstream identity provider (a browser navigation)
     * @description A step of this browser's interaction (its cookies), navigated to by the sign-in page's
     *     provider button. Starts the provider's authorization-code flow with PKCE (S256), a
     *     random `state` and `nonce` remembered for this interaction and this browser (10 minutes,
     *     used once), and sends the browser to the provider. The provider returns it to
     *     `GET /auth/federation/{provider}/callback`. Failures never answer JSON: the browser goes
     *     back to the sign-in page with `federationError` (see `FederationError`):
     *     `sign_in_expired` (not this browser's interaction, or gone: a sign-in page of its own),
     *     `provider_unknown` (not turned on for the tenant `whitelabel`), `provider_unavailable`
     *     (its discovery document did not answer, or not within the provider's time limit).
     */
    get: operations['startFederatedSignIn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/federation/{provider}/callback': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A configured provider's id (`GET /auth/federation/providers`).
         * @example google
         */
        provider: components['parameters']['FederationProviderId'];
      };
      cookie?: never;
    };
    /**
     * The provider's redirect back (a browser navigation)
     * @description The only redirect URI registered at each provider. Accepts the `state` of an attempt of
     *     this same browser (its device cookie), for this provider, once, within 10 minutes;
     *     anything else is `state_mismatch`. Exchanges `code` with the PKCE verifier and the
     *     client's authentication (`client_secret_basic`; Apple: `client_secret_post` with a
     *     client secret made as an ES256 JWT), then validates the identity. OpenID Connect
     *     providers (Google, Apple, Microsoft, others): the ID token, signed with one of the
     *     issuer's keys (its JWKS), `iss` the provider's (Microsoft: its issuer template filled
     *     with the token's own `tid`), `aud` our client (and `azp` when there are several), not
     *     expired, `nonce` this attempt's, and an address the provider verified
     *     (`email_verified: true`; Apple's may be the string `"true"`; Microsoft's
     *     `xms_edov: true` where it sends no `email_verified`). GitHub: the user from its user
     *     API (its numeric id), the address its e-mail API marks primary and verified, nothing
     *     else. Each call to the provider has a time limit (10 seconds by default): no answer is
     *     `provider_unavailable`. Then:
     *
     *     - an identity already linked (provider + `sub`) signs in: the interaction ends with
     *       `amr: ["fed"]` (`acr` 1fa); an account with two-step verification on first waits for
     *       a code (`federation=two_step`, `POST …/federation/two-step`) unless the browser is
     *       trusted;
     *     - a verified address of no account creates one (confirmed, no password, no terms
     *       accepted yet: the app asks, then onboards, as after a sign-up), links the identity
     *       and signs in;
     *     - a verified address of an existing account links nothing yet: the sign-in page asks
     *       for proof of the account (`federation=link`, `POST …/federation/link`);
     *     - an address the provider did not verify never links nor creates
     *       (`email_not_verified`).
     *
     *     Every answer is a redirect: to the authority (which finishes the interaction and
     *     returns to the app's callback), or to the app's sign-in page for this interaction with
     *     `federation` and `provider`, or with `federationError` (see `FederationError`). A
     *     cancel at the provider (`error=access_denied`) is `cancelled`: nothing is lost.
     *
     *     A **link attempt** (`POST /users/me/linked-identities/start`) signs nobody in: its
     *     `state` must be this browser's, for this provider, unused (else `state_mismatch` on the
     *     sign-in page, as above: nothing it claims is trusted). Then the identity is validated
     *     the same way and linked to the attempt's user only, whatever address it gives (the
     *     owner, freshly re-authenticated, asked for it): mailed to the owner and recorded
     *     (`identity_linked`). The browser goes to the app the attempt named (a configured app
     *     only), its Security page: `{app}/security?linked={provider}`, or
     *     `{app}/security?federationError=…&provider={provider}` (see `FederationLinkError`).
     *
     *     An admin's **test sign-in** through an organisation's OpenID Connect connection
     *     (`startSsoTestSignIn`; its `state` starts `test.`) signs nobody in either, in whatever
     *     browser it arrives: the state must be an unanswered test of this connection (else
     *     `ssoError=state_mismatch` on the sign-in page). The code is exchanged and the ID token
     *     checked as above, then the address's domain as an SSO sign-in's; the result waits for
     *     the admin's session, and the browser goes back to the organisation's page with
     *     `ssoTest` and `ssoTestConnection` (`claimSsoTestSignIn`).
     */
    get: operations['federationCallback'];
    put?: never;
    /**
     * The provider's answer as a form post (Apple's `response_mode=form_post`)
     * @description Apple answers by a cross-site form `POST` to the callback, which carries no
     *     `SameSite=Lax` cookie, so the device cookie the `state` is bound to is missing here.
     *     Nothing is checked nor used: the answer is a page of ours that continues to
     *     `GET /auth/federation/{provider}/callback` with the same fields (`state`, `code`,
     *     `error`, `error_description`, `iss`, `user`; others dropped) as a same-site navigation
     *     (a meta refresh, and a button where a browser does not follow it), where the browser's
     *     cookies come along and everything is checked.
     */
    post: operations['federationCallbackFormPost'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}/federation': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    /**
     * What the interaction waits for after a provider's sign-in
     * @description After the callback sent the browser to the sign-in page with `federation=link` or
     *     `federation=two_step`: whose account (the address the provider verified) and how it can
     *     be proven. `404 no_pending_federation` when nothing waits (none, or over 10 minutes).
     */
    get: operations['getPendingFederation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}/federation/link': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Prove the account, then link the provider's identity and sign in
     * @description Never a silent merge: the provider verified an address that is an existing account's,
     *     and the identity is linked only once this interaction proves the account: its password,
     *     counted with the sign-in's wrong passwords (per account and per address), and, when the
     *     account has two-step verification on, a code (`202` asks for it: send the password
     *     again with `code`). Then the identity is linked (mailed to the owner, in the activity
     *     timeline) and the interaction ends with `amr: ["fed", "pwd"]` (`acr` 1fa) or
     *     `["fed", "pwd", "otp", "mfa"]` (2fa). A wrong password or code links nothing.
     *     A passkey proves the account too: `…/federation/link/passkey`.
     */
    post: operations['linkFederatedIdentity'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}/federation/link/passkey': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Prove the account with a passkey, then link and sign in
     * @description As `…/federation/link`, with an assertion for the interaction's
     *     `POST …/passkey/options`, by a passkey of the account the provider's address names (any
     *     other: `400 passkey_invalid`). Strong alone: the ID token says
     *     `amr: ["fed", "hwk"|"swk", "user", "mfa"]`, `acr` 2fa.
     */
    post: operations['linkFederatedIdentityWithPasskey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/interaction/{uid}/federation/two-step': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The second step after a provider's sign-in
     * @description After the callback sent the browser to the sign-in page with `federation=two_step`: the
     *     two-step rule applies to a provider's sign-in too. The code's rules are
     *     `…/two-step`'s. The ID token then says `amr: ["fed", "otp", "mfa"]`, `acr` 2fa.
     */
    post: operations['submitFederatedSecondStep'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dev/csp-reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the violation reports collected (development only) */
    get: operations['devCspReports'];
    put?: never;
    /**
     * Collect Content-Security-Policy violation reports (development only)
     * @description Where `npm run preview` (and the browser tests) point the served pages' CSP
     *     (`ACCOUNT_CSP_REPORT_URI`: `report-uri` and `report-to`). Takes both formats browsers
     *     send: `application/csp-report` (one report, `report-uri`) and
     *     `application/reports+json` (a list of Reporting API reports; only `csp-violation` ones
     *     are kept). At most 64 kB a body; the newest 200 reports are kept in memory. Any page
     *     may report, as to a production collector: no `Origin` check.
     */
    post: operations['devCspReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dev/outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the mails sent (development only)
     * @description Nothing leaves the machine in development; every mail lands here, newest last.
     */
    get: operations['devOutbox'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dev/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Wipe and re-seed the data (development only)
     * @description Empties every table and re-seeds (the demo user and the `acme` and `globex` tenants),
     *     in place: a running server keeps its connection.
     */
    post: operations['devReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dev/erase-accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Run the erase job as if it were a given moment (development only)
     * @description Erases every account whose deletion grace period is over at `now` (see
     *     `docs/your-data.md`), exactly as the job the dev API runs every 15 minutes, so browser
     *     tests reach the end of the 14 days without moving the machine's clock. With `email`, only
     *     that account (if it is due): tests running side by side each erase their own.
     */
    post: operations['devEraseAccounts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dev/account-state': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What a mailed link could change on an account (development only)
     * @description For the browser tests that open a mailed link's page without pressing anything (as a
     *     mail scanner or a link preview does) and then check that nothing changed: whether the
     *     address is confirmed, whether a deletion is scheduled, how many push registrations the
     *     account holds. Looked up by the account's current address.
     */
    get: operations['devAccountState'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dev/consents/outdate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make a user's accepted terms and privacy notice outdated (development only)
     * @description Rewrites the versions the user accepted to `outdated`, as if the configuration had moved
     *     to newer versions since: that user (only) has both documents pending at the next
     *     sign-in (see `docs/your-data.md`, "Consents"). For browser tests that share one API.
     */
    post: operations['devOutdateConsents'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dev/documents/{tenant}/{document}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A demo tenant's terms or privacy notice (development only)
     * @description The page a tenant publishes on its own site, played by the development API so that the
     *     demo tenants' `documents` links (`GET /whitelabels/{id}`) lead somewhere. In production
     *     a tenant's links point at its own pages.
     */
    get: operations['devTenantDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dev/analytics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the events the PostHog sink captured (development only) */
    get: operations['devAnalytics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @description A sensitive operation refused because the session's last authentication (the sign-in's
     *     `auth_time`, or a later `POST /users/me/reauthenticate`) is older than `maxAge`.
     */
    ReauthenticationRequired: {
      /** @constant */
      error: 'reauthentication_required';
      message: string;
      /**
       * @description Seconds an authentication counts as recent (600).
       * @example 600
       */
      maxAge: number;
      /**
       * @description How this user can re-authenticate: `password` (`POST /users/me/reauthenticate`) when
       *     the account has one of its own (one made by a provider, or passkey-first, has not,
       *     until one is added: `Profile.hasPassword`), `passkey` when the user has one
       *     (`POST /users/me/reauthenticate/passkey`; no code needed with it), and `provider`
       *     when it has linked identities (`POST /users/me/reauthenticate/federation` with one of
       *     `providers`). An account with none of these gets `password` (a reset sets one).
       */
      methods: ('password' | 'passkey' | 'provider')[];
      /** @description With `provider`, the account's linked providers that can confirm it. */
      providers?: components['schemas']['FederationProviders']['providers']['items'][];
      /**
       * @description Two-step verification is on: the password needs a `code` with it (from the
       *     authenticator app, or a recovery code).
       */
      codeRequired: boolean;
    };
    /**
     * @description 6 digits from the authenticator app, or a recovery code (`xxxx-xxxx`; any case, the
     *     hyphen optional).
     * @example 492039
     * @example 7k2m-q9xd
     */
    SecondFactorCode: string;
    ReauthenticateRequest: {
      password: string;
      code?: components['schemas']['SecondFactorCode'];
    };
    RecentAuthentication: {
      /** Format: date-time */
      authenticatedAt: string;
      /**
       * Format: date-time
       * @description Sensitive operations go through until then (10 minutes later).
       */
      recentUntil: string;
    };
    TwoStepStatus: {
      /** @description A confirmed authenticator app asks for a code at sign-in. */
      enabled: boolean;
      /**
       * @description The user's tenant requires two-step verification (`requireTwoStep` in the tenant's
       *     data). With `enabled: false`, the user must set it up before anything else.
       */
      required: boolean;
      /** Format: date-time */
      enabledAt: string | null;
      /** @description Unused recovery codes (0 when off). The app warns at 2 or fewer. */
      recoveryCodesLeft: number;
    };
    TotpSetup: {
      /**
       * @description The `otpauth://totp/…` URI for the QR code (issuer: the tenant's name, else
       *     `Account`; label: the e-mail).
       */
      otpauthUri: string;
      /** @description The secret in Base32 (160 bits), to type into the app by hand. */
      setupKey: string;
    };
    TotpConfirmRequest: {
      code: string;
    };
    RecoveryCodes: {
      /** @description Single-use codes, shown once (Crockford Base32, 40 bits each). */
      recoveryCodes: string[];
    };
    AccountSession: {
      /** @description An opaque id for this list (not the authority's session cookie or id). */
      id: string;
      /** @description The session the request's access token belongs to ("This device"). */
      current: boolean;
      /** @description The browser's `User-Agent` at sign-in (at most 512 characters). */
      userAgent: string | null;
      /** @description The client address at sign-in. */
      ip: string | null;
      method: components['schemas']['SignInMethod'];
      /** @description With `federated` and `federated_two_step`: the provider's configured name when the session signed in (e.g. "Google"). Absent otherwise, and for sessions recorded before the provider was kept. */
      provider?: string;
      /** @description Signed in with "Keep me signed in on this device": the session survives a restart of that browser. `false`: it ends when that browser closes. */
      remembered: boolean;
      /** Format: date-time */
      signedInAt: string;
      /** Format: date-time */
      lastActiveAt: string;
    };
    FederationProviders: {
      providers: {
        id: string;
        displayName: string;
        /** @description Points at the stand-in "Example ID" (say so on the button). */
        development: boolean;
      }[];
    };
    /**
     * @description Why a provider's sign-in came back to the sign-in page (its `federationError` query
     *     parameter): `provider_unknown` (not turned on for the tenant), `provider_unavailable`
     *     (did not answer: down, or no answer within the provider's time limit, at discovery, the
     *     token exchange or GitHub's user API), `provider_refused` (answered with an error, or
     *     without a code),
     *     `cancelled` (the user cancelled there: nothing is lost), `state_mismatch` (not this
     *     browser's sign-in, used already, or forged), `sign_in_expired` (the interaction, or
     *     the 10 minutes, are over), `token_exchange_failed` (the provider refused the code, or
     *     GitHub's user API refused its token), `id_token_invalid` (signature, issuer, audience,
     *     expiry or nonce), `email_not_verified` (no address the provider verified, by its
     *     kind's rule: never links nor creates),
     *     or the account's state as for a password (`account_disabled`, `account_frozen`,
     *     `account_not_confirmed`, `account_deletion_scheduled`: a provider's sign-in does not
     *     restore an account waiting to be erased).
     * @enum {string}
     */
    FederationError:
      | 'provider_unknown'
      | 'provider_unavailable'
      | 'provider_refused'
      | 'cancelled'
      | 'state_mismatch'
      | 'sign_in_expired'
      | 'token_exchange_failed'
      | 'id_token_invalid'
      | 'email_not_verified'
      | 'account_disabled'
      | 'account_frozen'
      | 'account_not_confirmed'
      | 'account_deletion_scheduled';
    /**
     * @description Why a link started from the account centre (`POST /users/me/linked-identities/start`)
     *     came back to the app's Security page without linking (its `federationError` query
     *     parameter; not the sign-in page's `FederationError`): `link_expired` (the 10 minutes
     *     are over, or the account is gone),
     *     `identity_taken` (this identity is linked to an account already, this one or another;
     *     or this account got one from this provider meanwhile), `email_not_verified` (no
     *     address the provider verified: never linked), `cancelled` (at the provider),
     *     `provider_refused`, `provider_unavailable`, `token_exchange_failed`,
     *     `id_token_invalid` (as in `FederationError`).
     * @enum {string}
     */
    FederationLinkError:
      | 'link_expired'
      | 'identity_taken'
      | 'email_not_verified'
      | 'cancelled'
      | 'provider_refused'
      | 'provider_unavailable'
      | 'token_exchange_failed'
      | 'id_token_invalid';
    /**
     * @description Why "Confirm it's you" through a provider (`POST /users/me/reauthenticate/federation`)
     *     came back to the app's page without confirming (its `reauthError` query parameter, with
     *     `provider`): `identity_mismatch` (the provider answered for an identity that is not the
     *     one linked to this account), `link_expired` (the 10 minutes are over, or the account is
     *     gone), and as in `FederationLinkError`: `email_not_verified`, `cancelled`,
     *     `provider_refused`, `provider_unavailable`, `token_exchange_failed`, `id_token_invalid`.
     * @enum {string}
     */
    FederationReauthError:
      | 'identity_mismatch'
      | 'link_expired'
      | 'email_not_verified'
      | 'cancelled'
      | 'provider_refused'
      | 'provider_unavailable'
      | 'token_exchange_failed'
      | 'id_token_invalid';
    FederationPending: {
      /**
       * @description `link`: prove the account before the identity is linked (`…/federation/link`);
       *     `two_step`: the linked identity signed in, the second step waits
       *     (`…/federation/two-step`).
       * @enum {unknown}
       */
      next: 'link' | 'two_step';
      provider: string;
      providerName: string;
      /** @description The address the provider verified (the account's). */
      email: string;
      methods: ('password' | 'passkey' | 'totp' | 'recovery_code')[];
      codeRequired: boolean;
      /**
       * @description How long a browser trusted at the second step skips its code (the "Trust this
       *     device" choice of `…/federation/two-step` and `…/two-step`).
       */
      trustDeviceDays: number;
    };
    FederationLinkRequest: {
      password: string;
      code?: string;
    };
    LinkedIdentity: {
      id: string;
      provider: string;
      providerName: string;
      /** @description The address the provider gave when it was linked. */
      email: string;
      /** Format: date-time */
      linkedAt: string;
    };
    /**
     * @description How a session signed in, from its `amr`: a password alone (`pwd`, a trusted device
     *     included), a password and a second step (`pwd otp mfa`), a passkey (`hwk`/`swk`), a
     *     code mailed for the sign-in alone (`email`, its link included, a trusted device
     *     included) or with a second step (`email otp mfa`), an identity provider (`fed`;
     *     `federated_two_step` with our second step, `fed otp mfa`). Which provider is the
     *     session's or the event's `provider`. `unknown`: none of these.
     * @enum {string}
     */
    SignInMethod:
      | 'password'
      | 'password_two_step'
      | 'passkey'
      | 'email_code'
      | 'email_code_two_step'
      | 'federated'
      | 'federated_two_step'
      | 'unknown';
    ActivityEvent: {
      id: string;
      /** @enum {string} */
      type:
        | 'signed_in'
        | 'sign_in_failed'
        | 'new_device'
        | 'password_changed'
        | 'password_reset'
        | 'email_change_requested'
        | 'email_changed'
        | 'email_change_reverted'
        | 'two_step_enabled'
        | 'two_step_disabled'
        | 'recovery_code_used'
        | 'passkey_added'
        | 'passkey_removed'
        | 'session_ended'
        | 'other_sessions_ended'
        | 'not_me_reported'
        | 'account_recovered'
        | 'data_exported'
        | 'deletion_requested'
        | 'deletion_cancelled'
        | 'identity_linked'
        | 'identity_unlinked'
        | 'organisation_created'
        | 'organisation_joined'
        | 'organisation_left'
        | 'organisation_removed'
        | 'organisation_role_changed'
        | 'organisation_deleted'
        | 'sso_required_signed_out';
      /**
       * Format: date-time
       * @description When it happened (for grouped failed sign-ins, the latest attempt).
       */
      at: string;
      userAgent: string | null;
      ip: string | null;
      /** @description It came from the browser of the session asking. */
      thisDevice: boolean;
      /**
       * @description A few plain values, never a secret: `method` (a `SignInMethod`) on `signed_in` and
       *     `new_device`; `count` and `firstAt` on `sign_in_failed`, with `step: two_step` when
       *     the code of the second step was wrong (the password was right: such attempts are
       *     never grouped with wrong passwords); `ended` on `other_sessions_ended`; `eventId`
       *     on `not_me_reported`; on `account_recovered`, `reason` (`not_me`, `password_reset`
       *     or `email_revert`) and what was removed: `passkeys`, `recoveryCodes`,
       *     `trustedDevices`, `pushRegistrations`, `linkedIdentities` (counts), `authenticatorApp` and
       *     `pendingEmailChange` (booleans); `provider` (the provider's configured name when it
       *     happened) on `identity_linked` and `identity_unlinked`, and on `signed_in` and
       *     `new_device` when the method is `federated` or `federated_two_step`; on the `organisation_*`
       *     events, `organisation` (its name then), `organisationId`, and `role` (with
       *     `previousRole` on `organisation_role_changed`); on `sso_required_signed_out` (the
       *     organisation of the address's domain started to require its SSO and ended the
       *     sessions signed in another way), `ended` (how many), `organisation` and
       *     `organisationId`.
       */
      detail: {
        method?: components['schemas']['SignInMethod'];
        count?: number;
        /** Format: date-time */
        firstAt?: string;
      } & {
        [key: string]: string | number | boolean;
      };
    };
    NotMeReported: {
      sessionsEnded: number;
      /** @description The mail carries a password-reset link (none within a minute of another). */
      resetMailSent: boolean;
      removed: components['schemas']['RecoveryRemoved'];
    };
    /**
     * @description What a recovery removed from the account besides its sessions (docs/recovery.md):
     *     everything that could sign in to it or move it other than the mailbox and the
     *     password. The owner adds back what was theirs from the security screen.
     */
    RecoveryRemoved: {
      /**
       * @description Every passkey removed, oldest first: its name as the server chose it (never a name
       *     typed when it was added or since) and when it was added.
       */
      passkeys: {
        name: string;
        /** Format: date-time */
        createdAt: string;
      }[];
      /** @description Two-step verification was on and is now off. */
      authenticatorApp: boolean;
      /** @description Unused recovery codes voided. */
      recoveryCodes: number;
      /** @description Devices that skipped the second step and no longer do. */
      trustedDevices: number;
      /** @description A change of the e-mail address waiting for its confirmation was cancelled. */
      pendingEmailChange: boolean;
      /** @description Devices registered for notifications, now unregistered. */
      pushRegistrations: number;
      /**
       * @description Identities from other providers that signed in to the account, now unlinked
       *     (docs/federation.md). Always sent; optional here until the screen lists it.
       */
      linkedIdentities?: number;
    };
    PushRegistration: {
      id: string;
      platform: components['schemas']['PushPlatform'];
      /**
       * Format: date-time
       * @description When the device first registered.
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description When it last registered again.
       */
      updatedAt: string;
    };
    TrustedDevice: {
      id: string;
      /** @description The browser's `User-Agent` when it was trusted (at most 512 characters). */
      userAgent: string | null;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description The last sign-in that skipped the second step on it.
       */
      lastUsedAt: string | null;
      /** Format: date-time */
      expiresAt: string;
      /** @description The browser that sent this request (when it sent its device cookie). */
      current: boolean;
    };
    Passkey: {
      /** @description This API's id of the passkey (not the WebAuthn credential id). */
      id: string;
      name: string;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description The last sign-in or re-authentication with it; null when never used.
       */
      lastUsedAt: string | null;
      /**
       * @description `multiDevice`: the passkey can be synced (backup eligible), e.g. in a password
       *     manager or a platform's keychain; `singleDevice`: bound to one authenticator
       *     (a security key).
       * @enum {unknown}
       */
      deviceType: 'singleDevice' | 'multiDevice';
      /** @description The authenticator said the passkey is backed up (synced) at its last use. */
      backedUp: boolean;
    };
    PasskeyRename: {
      /** @description 1 to 64 characters once trimmed. */
      name: string;
    };
    PasskeyRegistration: {
      response: components['schemas']['PasskeyAttestation'];
      /** @description 1 to 64 characters once trimmed; without it, a default name. */
      name?: string;
    };
    /**
     * @description `RegistrationResponseJSON` (WebAuthn Level 3 `PublicKeyCredential.toJSON()`, as
     *     `@simplewebauthn/browser`'s `startRegistration` answers it).
     */
    PasskeyAttestation: {
      id: string;
      rawId: string;
      /** @constant */
      type: 'public-key';
      /** @enum {unknown} */
      authenticatorAttachment?: 'platform' | 'cross-platform';
      clientExtensionResults: Record<string, never>;
      response: {
        clientDataJSON: string;
        attestationObject: string;
        authenticatorData?: string;
        transports?: string[];
        publicKeyAlgorithm?: number;
        publicKey?: string;
      };
    };
    /**
     * @description `AuthenticationResponseJSON` (WebAuthn Level 3 `PublicKeyCredential.toJSON()`, as
     *     `@simplewebauthn/browser`'s `startAuthentication` answers it).
     */
    PasskeyAssertion: {
      id: string;
      rawId: string;
      /** @constant */
      type: 'public-key';
      /** @enum {unknown} */
      authenticatorAttachment?: 'platform' | 'cross-platform';
      clientExtensionResults: Record<string, never>;
      response: {
        clientDataJSON: string;
        authenticatorData: string;
        signature: string;
        userHandle?: string;
      };
    };
    PasskeyCredentialDescriptor: {
      id: string;
      /** @constant */
      type: 'public-key';
      transports?: string[];
    };
    /** @description `PublicKeyCredentialRequestOptionsJSON`, for `startAuthentication`. */
    PasskeyRequestOptions: {
      /** @description Base64url, single use, valid for 5 minutes. */
      challenge: string;
      /** @description Milliseconds (300000). */
      timeout: number;
      /** @example localhost */
      rpId: string;
      allowCredentials: components['schemas']['PasskeyCredentialDescriptor'][];
      /** @constant */
      userVerification: 'required';
      extensions?: Record<string, never>;
      hints?: string[];
    };
    /** @description `PublicKeyCredentialCreationOptionsJSON`, for `startRegistration`. */
    PasskeyCreationOptions: {
      /** @description Base64url, single use, valid for 5 minutes. */
      challenge: string;
      rp: {
        name: string;
        id: string;
      };
      user: {
        /** @description The user handle (base64url), random per user. */
        id: string;
        name: string;
        displayName: string;
      };
      pubKeyCredParams: {
        alg: number;
        /** @constant */
        type: 'public-key';
      }[];
      /** @description Milliseconds (300000). */
      timeout: number;
      /** @enum {unknown} */
      attestation?: 'none' | 'indirect' | 'direct' | 'enterprise';
      excludeCredentials: components['schemas']['PasskeyCredentialDescriptor'][];
      authenticatorSelection: {
        /** @enum {unknown} */
        authenticatorAttachment?: 'platform' | 'cross-platform';
        /** @enum {unknown} */
        residentKey?: 'discouraged' | 'preferred' | 'required';
        requireResidentKey?: boolean;
        /** @enum {unknown} */
        userVerification?: 'discouraged' | 'preferred' | 'required';
      };
      extensions?: Record<string, never>;
      hints?: string[];
    };
    /**
     * @example {
     *       "next": "two_step",
     *       "methods": [
     *         "totp",
     *         "recovery_code"
     *       ],
     *       "trustDeviceDays": 30
     *     }
     */
    SecondStepRequired: {
      /** @constant */
      next: 'two_step';
      /** @description What the second step accepts. */
      methods: ('totp' | 'recovery_code')[];
      /** @description How long "trust this device" lasts (30 days). */
      trustDeviceDays: number;
    };
    SecondStepRequest: {
      code: components['schemas']['SecondFactorCode'];
      /** @description Trust this browser for 30 days (default false). */
      trustDevice?: boolean;
    };
    /**
     * @description Every error answer. `error` is a stable code (each response lists the ones it can
     *     carry); `message` is English for logs, not for display; `fields` comes with
     *     `error: validation` and maps each refused request field to its problem code.
     */
    Error: {
      error: string;
      message: string;
      fields?: {
        [key: string]: string;
      };
    };
    /**
     * @description Why a password is refused: missing, under 10 or over 128 characters, too easy to
     *     guess (a zxcvbn-ts score under 3, with the account's e-mail and name counted as known),
     *     or seen in data breaches (`breached`: Have I Been Pwned's range API, only the first five
     *     characters of its SHA-1 leave the API; a tenant may turn the check off, and when the
     *     service cannot be reached the check lets the password through).
     * @enum {unknown}
     */
    PasswordProblem: 'required' | 'too_short' | 'too_long' | 'too_common' | 'breached';
    /** @enum {string} */
    Locale: 'en' | 'pt-BR' | 'es';
    SignUpRequest: {
      /** @description 1 to 100 characters after trimming, no control characters. */
      name: string;
      /** @description Trimmed and lowercased by the API; at most 254 characters. */
      email: string;
      /** @description 10 to 128 characters, not too easy to guess (see `PasswordProblem`). */
      password: string;
      /**
       * @description The user accepted the terms; anything else is `fields.acceptedTerms`.
       * @constant
       */
      acceptedTerms: true;
      /**
       * @description The white label the user signed up under (its id, or null). The account joins that
       *     tenant only when `joinCode` is the tenant's current join code: a tenant id alone is
       *     what any link can carry (`?whitelabel=`), so it never decides the tenant. Anything
       *     else (an unknown id, any type, a missing or wrong code) is ignored, with the same
       *     `202`: the account gets no tenant.
       * @example acme
       */
      tenantId?: unknown;
      /**
       * @description The tenant's join code, from the tenant's own sign-up link (`?whitelabel=acme&join=…`).
       *     Set by the tenant and changed by it at will; a code of another tenant, an old code or
       *     any other value joins no tenant.
       * @example acme-demo-join
       */
      joinCode?: unknown;
      /**
       * @description The language of the mails, a language tag (`en`, `pt-BR`, `es`; `pt`, `pt-PT` and
       *     `es-*` are mapped); anything else, of any type, is `en`.
       * @example pt-BR
       */
      locale?: unknown;
      /**
       * @description The origin of the app the mailed links lead to, as a string; ignored, whatever its
       *     type, unless it is a configured app (else the request's `Origin`, else the
       *     standalone app).
       * @example http://localhost:3001
       */
      returnOrigin?: unknown;
      challenge?: components['schemas']['ChallengeToken'];
      /**
       * @description The token of an organisation invitation this person is signing up to accept
       *     (docs/organisations.md, "The invitation page"). When it names a pending invitation
       *     (not used, revoked or expired) for **this** address, and the address has no
       *     account yet, the account is created **confirmed** (the invitation's link was mailed
       *     to the address: holding it proves the mailbox as a confirmation link does), nothing
       *     is mailed, and the answer is `202 { status: confirmed }`: the person signs in at
       *     once, then accepts on the invitation's page (the sign-up does not spend it). In
       *     every other case (no such invitation, another address's, an address with an
       *     account) the token is ignored and the sign-up goes on as without it. Only the holder
       *     of the address's own invitation learns whether the address had an account, which its
       *     mailbox tells anyway.
       */
      invitationToken?: string;
    };
    EmailRequest: {
      email: string;
      /** @description As in `SignUpRequest`. */
      returnOrigin?: unknown;
      /**
       * @description The white label of the page (its id), whose challenge settings apply
       *     (`GET /auth/challenge?whitelabel=`); anything else is ignored.
       * @example acme
       */
      tenantId?: unknown;
      challenge?: components['schemas']['ChallengeToken'];
    };
    TokenRequest: {
      /** @description The token from the mailed link (43 characters, base64url). */
      token: string;
    };
    /**
     * @description The forgot-password page's form posted as plain HTML (before the app's scripts arrive).
     *     Each field is checked by the route, which answers a page (`PlainPage`).
     */
    PlainResetRequest: {
      email: string;
      language?: components['schemas']['PlainLanguage'];
    };
    /**
     * @description The mailed link's new-password form posted as plain HTML (before the app's scripts
     *     arrive): the token from the link's address (a hidden field), the password twice.
     */
    PlainResetConfirmRequest: {
      token: string;
      password: string;
      /** @description The password typed again; when it differs, `400` and nothing else checked. */
      confirm?: string;
      language?: components['schemas']['PlainLanguage'];
    };
    /**
     * @description The language the page showed its form in (a hidden field): the answer's page is in it.
     *     Anything else (or none) leaves the choice to `Accept-Language`, else English.
     * @example pt-BR
     */
    PlainLanguage: string;
    /**
     * @description A page for a person, in answer to a plain HTML form (dev-api/src/platform/plain-page.ts):
     *     `<html lang>` in the form's language, one heading, what happened in the app's own
     *     words, the form again with the reason tied to its field where something is to fix (what
     *     was typed kept, never a password), a link to sign in. No script; headers
     *     `Cache-Control: no-store`, `Referrer-Policy: no-referrer`, and a CSP allowing only its
     *     own inline style sheet (by hash) and form posts back to this API.
     */
    PlainPage: string;
    AcceptedStatus: {
      /** @constant */
      status: 'accepted';
    };
    EmailValidationError: components['schemas']['Error'] & {
      /** @enum {unknown} */
      error?: 'validation' | 'invalid_json';
      fields?: {
        /** @enum {unknown} */
        email?: 'required' | 'invalid';
      };
    };
    PasswordResetConfirmRequest: {
      token: string;
      password: string;
      /** @description As in `SignUpRequest` (for the link in the "password changed" mail). */
      returnOrigin?: unknown;
    };
    PendingConfirmation: {
      /** @constant */
      status: 'pending_confirmation';
    };
    /** @description A sign-up whose address an organisation invitation proved (`invitationToken`). */
    ConfirmedByInvitation: {
      /** @constant */
      status: 'confirmed';
    };
    Profile: {
      /** @description The user's id, the `sub` of the ID token. */
      sub: string;
      email: string;
      name: string;
      locale: components['schemas']['Locale'];
      /** @description The white label the account belongs to. */
      tenantId: string | null;
      onboardingCompleted: boolean;
      /** @description The onboarding step to resume at (0-based), null when none was saved. */
      onboardingStep: number | null;
      /** @description Whether the user wants notifications (asked during onboarding). */
      notifications: boolean;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description The last password sign-in at the authority; null before the first.
       */
      lastSignInAt: string | null;
      /**
       * @description The change of address the user asked for (`POST /users/me/email`) that waits for its
       *     confirmation link, so the account centre can show it after the user left the page;
       *     null when none waits. The same whether or not the new address has an account (no
       *     account enumeration). It ends when confirmed, replaced by a newer request, cancelled
       *     (`DELETE /users/me/email`), or when its link expires.
       */
      pendingEmail: null | components['schemas']['PendingEmail'];
      /**
       * @description The password last used to sign in was found in data breaches (Have I Been Pwned):
       *     the account centre asks the user to change it. Cleared by a password change or
       *     reset. Absent is false.
       */
      passwordBreached?: boolean;
      /**
       * @description The account has a password of its own. `false` for one made with a passkey
       *     (passkey-first sign-up) or by a provider's sign-in: the security screen then offers
       *     to add one (`POST /users/me/password` without `currentPassword`). Absent is true.
       */
      hasPassword?: boolean;
    };
    PendingEmail: {
      /** @description The new address asked for. */
      email: string;
      /**
       * Format: date-time
       * @description When the confirmation link stops working.
       */
      expiresAt: string;
    };
    /** @description Only the fields sent change. */
    ProfilePatch: {
      /** @description 1 to 100 characters after trimming. */
      name?: string;
      locale?: components['schemas']['Locale'];
      onboardingCompleted?: boolean;
      onboardingStep?: number | null;
      notifications?: boolean;
    };
    PasswordChangeRequest: {
      /**
       * @description Required when the account has a password (`Profile.hasPassword`); an account with
       *     none adds its first without it (ignored if sent).
       */
      currentPassword?: string;
      /** @description The rules of `PasswordProblem`. */
      newPassword: string;
      /** @description As in `SignUpRequest` (for the link in the "password changed" mail). */
      returnOrigin?: unknown;
    };
    /** @enum {string} */
    PushPlatform: 'android' | 'ios' | 'web';
    PushToken: {
      token: string;
      platform: components['schemas']['PushPlatform'];
    };
    PushTokenRegistration: {
      token: string;
      platform: components['schemas']['PushPlatform'];
      /** @description False when this user already had the token. */
      created: boolean;
    };
    Whitelabel: {
      id: string;
      name: string;
      /**
       * Format: uri
       * @description The logo for light backgrounds (absolute URL).
       */
      logo: string;
      /**
       * Format: uri
       * @description The logo for dark backgrounds (absolute URL).
       */
      logoDark: string;
      primaryColor?: string;
      /** @description The tenant signs its people out after this many minutes without input (pointer, keyboard) in any tab of the product, after a warning two minutes ahead. Absent: no idle timeout (docs/session-care.md). */
      idleTimeoutMinutes?: number;
      /** @description Whether the sign-in form's "Keep me signed in on this device" starts checked. Absent: checked. A tenant whose people often share devices (a bank's) starts it unchecked (docs/session-care.md). */
      keepSignedInDefault?: boolean;
      /** @description Where the tenant publishes the documents its people accept (the terms of service and the privacy notice): absolute https URLs (plain http on a loopback host in development). The app links them beside every acceptance and in the account centre's "Your data", opening in a new tab so that no form loses what was typed. Absent: the app names the documents without a link. */
      documents?: {
        /** Format: uri */
        terms: string;
        /** Format: uri */
        privacy: string;
      };
      /** @description The tenant lets its people sign in with a code or link mailed to them (docs/passwordless.md). Absent: not offered. */
      emailCodes?: boolean;
      /** @description The tenant's people work in teams: onboarding has a step "Create or join an organisation" (create one, see the ones they already belong to, or ask one for access), which they may skip (docs/organisations.md, "Onboarding"). Absent: no such step. */
      onboardingOrganisation?: boolean;
      /** @description The tenant's sign-in page starts with the e-mail address alone and Continue; the page then asks `POST /auth/sso/discovery`: a domain with a connection goes to its identity provider, every other address to the password step (the same step whether or not the address has an account), then the passkey, the e-mail code and the providers as usual (docs/sign-in.md, "Identifier first"). Absent: the full form from the start. */
      identifierFirst?: boolean;
    };
    InteractionDetails: {
      uid: string;
      /**
       * @description What the interaction asks for (`login`).
       * @example login
       */
      prompt: string;
    };
    EmailCodeRequest: {
      email: string;
      /** @description The tenant whose sign-in page asks (its setting `emailCodes` decides). */
      whitelabel?: string;
      challenge?: components['schemas']['ChallengeToken'];
    };
    EmailCodeSent: {
      /** @description Seconds the code and the link are good for (600). */
      expiresIn: number;
      /** @description Digits in the code (6). */
      codeLength: number;
    };
    EmailCodeStatus: {
      /** @enum {unknown} */
      state: 'waiting' | 'verified' | 'used' | 'expired';
    };
    EmailCodeVerifyRequest: {
      code: string;
    };
    EmailLinkRequest: {
      token: string;
    };
    EmailLinkResult: {
      /**
       * @description The code is confirmed; the tab that asked continues (this one is not signed in).
       * @constant
       */
      result: 'verified';
      /** @description Whether the press came from the browser that asked. */
      sameBrowser: boolean;
    };
    PasskeySignUpRequest: {
      name: string;
      email: string;
      /** @constant */
      acceptedTerms: true;
      locale?: components['schemas']['Locale'];
      tenantId?: string;
      joinCode?: string;
      returnOrigin?: string;
      challenge?: components['schemas']['ChallengeToken'];
    };
    PasskeySignUpStarted: {
      attempt: string;
      expiresIn: number;
      codeLength: number;
    };
    PasskeySignUpVerifyRequest: {
      attempt: string;
      code: string;
    };
    PasskeySignUpCompleteRequest: {
      attempt: string;
      /** @description The `RegistrationResponseJSON` of `navigator.credentials.create`. */
      response: Record<string, never>;
    };
    PasskeySignUpCreated: {
      email: string;
    };
    /**
     * @description sign-in.html's form as a browser posts it before the app's scripts have taken it over,
     *     or the login's plain page's form. `language`: the page's language (en, pt-BR, es), the
     *     answer's; `remember`: `on` when "Keep me signed in" is ticked; `restoreAccount`: `true`
     *     from the scheduled-deletion page's form.
     */
    PlainLoginForm: {
      email?: string;
      password?: string;
      language?: string;
      remember?: string;
      restoreAccount?: string;
    };
    /** @description The second step's plain code form; `trustDevice` is `true` when ticked. */
    PlainSecondStepForm: {
      code?: string;
      trustDevice?: string;
      language?: string;
    };
    /**
     * @description A page of the authority's for a plain form's answer: what happened (`role=alert`) and
     *     the form again where one can go on; no script; `Cache-Control: no-store`.
     */
    PlainSignInPage: string;
    LoginRequest: {
      email: string;
      password: string;
      /**
       * @description The account is scheduled for deletion and the user chose to restore it: with the
       *     right password, it is restored and the sign-in goes on (default false). With
       *     two-step verification on (and no trusted device), the answer is the usual `202`
       *     second step and only a right code restores it: the password alone never cancels
       *     the owner's deletion.
       */
      restoreAccount?: boolean;
      challenge?: components['schemas']['ChallengeToken'];
    };
    Redirect: {
      /**
       * Format: uri
       * @description Where the browser goes next (on the authority).
       */
      redirectTo: string;
    };
    /**
     * @description The terms of service, or the privacy notice.
     * @enum {unknown}
     */
    ConsentDocument: 'terms' | 'privacy';
    PendingConsents: {
      /** @description The latest version the user accepted of each document, and when (the account centre's "Your data" shows them; the data export has every acceptance). */
      accepted: {
        document: components['schemas']['ConsentDocument'];
        version: string;
        /** Format: date-time */
        acceptedAt: string;
      }[];
      /** @description Each document whose version in force the user has not accepted. */
      pending: {
        document: components['schemas']['ConsentDocument'];
        /** @description The version in force, to send back when accepting. */
        version: string;
      }[];
    };
    ConsentAcceptance: {
      document: components['schemas']['ConsentDocument'];
      /** @description The version accepted; must be the one in force. */
      version: string;
    };
    EmailChangeRequest: {
      /** @description The address to change to (trimmed, lowercased). */
      newEmail: string;
      /** @description As in `SignUpRequest` (where the mailed links lead). */
      returnOrigin?: unknown;
    };
    EmailChanged: {
      /** @constant */
      status: 'email_changed';
      /** @description The account's address now. */
      email: string;
    };
    /**
     * @description "It wasn't me" from the old address froze the account (no address in the answer: the
     *     link's holder is not told where the reset link went).
     */
    EmailChangeReverted: {
      /** @constant */
      status: 'account_frozen';
    };
    DeletionRequest: {
      /** @description The account's address, typed by the user to confirm (any case). */
      email: string;
      /** @description As in `SignUpRequest` (where the restore link leads). */
      returnOrigin?: unknown;
    };
    DeletionScheduled: {
      /** @constant */
      status: 'deletion_scheduled';
      /**
       * Format: date-time
       * @description When the account will be erased (14 days after the request).
       */
      eraseAt: string;
    };
    /**
     * @description What a challenge protects: `sign_up` (`POST /accounts`), `password_reset`
     *     (`POST /accounts/password-reset`), `email_code` (asking for an e-mail sign-in code) and
     *     `sign_in` (`POST /auth/oidc/interaction/{uid}/login` after failures). A solution is
     *     valid only for the purpose it was issued for.
     * @enum {string}
     */
    ChallengePurpose: 'sign_up' | 'password_reset' | 'email_code' | 'sign_in';
    /**
     * @description A solved challenge, sent in the protected request's body under this name (every
     *     protected operation uses the same field). For ALTCHA, the base64 of the JSON
     *     `{ challenge, solution }` the widget makes; for Turnstile and hCaptcha, the provider's
     *     response token. Single use.
     */
    ChallengeToken: string;
    ChallengeOffer: {
      /**
       * @description The tenant's choice; `altcha` (self-hosted proof of work) by default.
       * @enum {unknown}
       */
      kind: 'altcha' | 'turnstile' | 'hcaptcha';
      /** @description Whether the purpose needs a solved challenge now. */
      required: boolean;
      /**
       * @description The signed ALTCHA (v2) proof-of-work challenge, with every kind: the API accepts a
       *     solved one whatever the tenant chose, so a page that cannot load the tenant's CAPTCHA
       *     (a host whose CSP lacks its hosts) solves this instead.
       */
      altcha: {
        parameters: {
          algorithm: string;
          nonce: string;
          salt: string;
          cost: number;
          keyLength: number;
          keyPrefix: string;
          keySignature?: string;
          expiresAt?: number;
          data?: {
            [key: string]: string | number | boolean | null;
          };
        };
        signature: string;
      };
      /** @description With `kind: turnstile` or `hcaptcha`, the tenant's public site key. */
      siteKey?: string;
      /**
       * Format: uri
       * @description With `kind: turnstile` or `hcaptcha`, the provider's script (the real provider in
       *     production; the stand-in in development).
       */
      scriptUrl?: string;
    };
    ChallengeRefusal: {
      /** @enum {unknown} */
      error: 'challenge_required' | 'challenge_invalid';
      message: string;
      purpose: components['schemas']['ChallengePurpose'];
      /**
       * @description With `challenge_invalid`: `expired` (past its 10 minutes), `reused` (already spent),
       *     `forged` (not signed by this API, another purpose's, or not solved), or `failed`
       *     (the provider refused the token, or could not be asked).
       * @enum {unknown}
       */
      reason?: 'expired' | 'reused' | 'forged' | 'failed';
    };
    /**
     * @description What the WebAuthn Signal API needs to keep the user's passkey managers in step
     *     (docs/passwordless.md): the relying party ID, the user's WebAuthn user handle and the
     *     credential ids this account accepts (`PublicKeyCredential.signalAllAcceptedCredentials`,
     *     `signalCurrentUserDetails`). All base64url; none is a secret.
     */
    PasskeySignal: {
      rpId: string;
      userHandle: string;
      credentialIds: string[];
    };
    /**
     * @description `passkey_invalid` when the server does not know the credential the browser sent (never
     *     registered, or removed): `unknownCredentialId` is its id as the browser sent it, so the
     *     page can tell the passkey manager to forget it
     *     (`PublicKeyCredential.signalUnknownCredential`). It names nothing the caller did not
     *     send, and says nothing about any account.
     */
    PasskeyUnknown: {
      /** @constant */
      error: 'passkey_invalid';
      message: string;
      unknownCredentialId: string;
    };
    /**
     * @description The right password (or a verified passkey) for an account scheduled for deletion: it does
     *     not sign in. The same login with `restoreAccount: true` (a passkey: a new ceremony with
     *     `?restoreAccount=true`) restores the account and signs in.
     */
    AccountDeletionScheduled: {
      /** @constant */
      error: 'account_deletion_scheduled';
      message: string;
      /** Format: date-time */
      eraseAt: string;
    };
    /**
     * @description Everything held about the user. Dates are ISO 8601. Secrets never appear: no password
     *     hash, two-step secret, recovery code, passkey public key, token or token hash, and
     *     device cookies only as the fact that a device exists. Push tokens are masked (their
     *     first and last 4 characters).
     */
    AccountDataExport: {
      /** @constant */
      format: 'account-data/1';
      /** Format: date-time */
      exportedAt: string;
      profile: {
        id: string;
        email: string;
        name: string;
        locale: string;
        tenant: null | {
          id: string;
          name: string;
        };
        /** Format: date-time */
        createdAt: string;
        /** Format: date-time */
        confirmedAt: string | null;
        /** Format: date-time */
        lastSignInAt: string | null;
        onboardingCompleted: boolean;
        notifications: boolean;
      };
      /** @description What the user accepted, which version, and when. */
      consents: {
        /** @enum {unknown} */
        document: 'terms' | 'privacy';
        version: string;
        /** Format: date-time */
        acceptedAt: string;
        /** @enum {unknown} */
        source: 'sign_up' | 'onboarding' | 'new_version';
      }[];
      /** @description The browsers signed in now, as recorded at their sign-in. */
      sessions: {
        /** Format: date-time */
        signedInAt: string;
        /** Format: date-time */
        lastSeenAt: string;
        ip: string | null;
        userAgent: string | null;
        methods: string[];
      }[];
      trustedDevices: {
        userAgent: string | null;
        /** Format: date-time */
        createdAt: string;
        /** Format: date-time */
        lastUsedAt: string | null;
        /** Format: date-time */
        expiresAt: string;
      }[];
      /** @description The security activity, newest first (a year at most). */
      activity: {
        type: string;
        /** Format: date-time */
        at: string;
        ip: string | null;
        userAgent: string | null;
        detail: {
          [key: string]: string | number | boolean;
        };
      }[];
      twoStep: {
        enabled: boolean;
        /** Format: date-time */
        enabledAt: string | null;
        recoveryCodesLeft: number;
      };
      passkeys: {
        name: string;
        /** Format: date-time */
        createdAt: string;
        /** Format: date-time */
        lastUsedAt: string | null;
        /** @enum {unknown} */
        deviceType: 'singleDevice' | 'multiDevice';
        backedUp: boolean;
      }[];
      /** @description Identities from upstream providers that sign in (no subject identifier). */
      linkedIdentities: {
        provider: string;
        email: string;
        /** Format: date-time */
        linkedAt: string;
      }[];
      pushTokens: {
        platform: components['schemas']['PushPlatform'];
        /** @description Masked, e.g. `fX3a…9k2Q`. */
        token: string;
        /** Format: date-time */
        createdAt: string;
        /** Format: date-time */
        updatedAt: string;
      }[];
      analytics: {
        /** @description The identifier the app gives analytics (PostHog, Firebase) once signed in. */
        distinctId: string;
      };
      pendingEmailChange: null | {
        newEmail: string;
        /** Format: date-time */
        requestedAt: string;
        /** Format: date-time */
        expiresAt: string;
      };
      /** @description The organisations the user belongs to, with their role (memberships). */
      organisations: {
        id: string;
        name: string;
        slug: string;
        role: string;
        /** Format: date-time */
        joinedAt: string;
      }[];
    };
    OutboxMessage: {
      id: number;
      to: string;
      subject: string;
      text: string;
      html: string | null;
      /** @description The actionable URLs in the mail (confirmation, reset). */
      links: string[];
      /** Format: date-time */
      createdAt: string;
    };
    /** @description The event as posthog-js sent it, with these fields normalised. */
    AnalyticsEvent: {
      event: string;
      distinct_id: string | null;
      properties: Record<string, never>;
      /** @description The browser's clock, as sent (null when it sent none). */
      timestamp: unknown;
      uuid: string | null;
      /** Format: date-time */
      received_at: string;
    };
    /**
     * @description `owner`, `admin`, `member`, or a role the organisation's tenant names (same form,
     *     ranked with `member`: see the tag "Organisations").
     * @example admin
     */
    OrganisationRole: string;
    /** @description An organisation as one of its members sees it. */
    Organisation: {
      id: string;
      name: string;
      slug: string;
      /**
       * Format: uri
       * @description An `https:` URL, or null.
       */
      logoUrl: string | null;
      role: components['schemas']['OrganisationRole'];
      /**
       * @description The roles this organisation assigns, highest first: `owner`, `admin`, `member`, then
       *     its tenant's own.
       */
      roles: components['schemas']['OrganisationRole'][];
      memberCount: number;
      /** Format: date-time */
      createdAt: string;
    };
    OrganisationList: {
      organisations: components['schemas']['Organisation'][];
      /** @description This session's active organisation (`org_id` after the next refresh). */
      activeOrganisationId: string | null;
    };
    OrganisationCreate: {
      name: string;
      slug: string;
      logoUrl?: string | null;
    };
    OrganisationUpdate: {
      name?: string;
      slug?: string;
      logoUrl?: string | null;
    };
    OrganisationMember: {
      userId: string;
      name: string;
      /** Format: email */
      email: string;
      role: components['schemas']['OrganisationRole'];
      /** Format: date-time */
      joinedAt: string;
    };
    MemberRoleChange: {
      role: components['schemas']['OrganisationRole'];
    };
    OwnershipTransfer: {
      userId: string;
    };
    /** @description A pending invitation (never its token, which only the mail holds). */
    OrganisationInvitation: {
      id: string;
      /** Format: email */
      email: string;
      role: components['schemas']['OrganisationRole'];
      /** @description Who sent it last (null when that account is gone). */
      invitedBy: null | {
        userId: string;
        name: string;
      };
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description The last time it was mailed (a resend makes it newer).
       */
      sentAt: string;
      /**
       * Format: date-time
       * @description 7 days after `sentAt`.
       */
      expiresAt: string;
    };
    AccessRequestCreate: {
      /** @description The organisation's short name, as its members know it. */
      slug: string;
    };
    /** @description A pending request to join (docs/organisations.md, "Request access"). */
    AccessRequest: {
      id: string;
      userId: string;
      name: string;
      /** Format: email */
      email: string;
      /** Format: date-time */
      createdAt: string;
    };
    InvitationCreate: {
      /** Format: email */
      email: string;
      role: components['schemas']['OrganisationRole'];
    };
    InvitationToken: {
      /** @description The `token` of the invitation link (43 characters, base64url). */
      token: string;
    };
    InvitationPreview: {
      organisation: {
        name: string;
        slug: string;
        logoUrl: string | null;
      };
      role: components['schemas']['OrganisationRole'];
      /**
       * Format: email
       * @description The invited address (pre-fills sign-in and sign-up).
       */
      email: string;
      /** Format: date-time */
      expiresAt: string;
    };
    ActiveOrganisation: {
      /** @description What `org_id` carries after the next token refresh (null, no claim). */
      organisationId: string | null;
      /** @description What `org_role` carries then (null, no claim). */
      role: null | components['schemas']['OrganisationRole'];
    };
    ActiveOrganisationChoice: {
      organisationId: string | null;
    };
    OrganisationEvent: {
      id: string;
      /** @enum {string} */
      type:
        | 'organisation_created'
        | 'organisation_updated'
        | 'member_joined'
        | 'member_left'
        | 'member_removed'
        | 'member_role_changed'
        | 'ownership_transferred'
        | 'invitation_sent'
        | 'invitation_resent'
        | 'invitation_revoked'
        | 'access_requested'
        | 'access_approved'
        | 'access_declined'
        | 'sso_sessions_ended';
      /** Format: date-time */
      at: string;
      /** @description Who did it (null when that account is gone). */
      actor: null | {
        userId: string;
        name: string;
      };
      /**
       * @description Whom it concerned: a member (`userId`, `name`; null when the account is gone), or an
       *     invited address (`email` only). Null for events about the organisation itself.
       */
      subject: null | {
        userId: string | null;
        name: string | null;
        email: string | null;
      };
      /**
       * @description `role` (and `previousRole` on `member_role_changed`), `name` / `slug` / `logo` (what
       *     changed, on `organisation_updated`); on `sso_sessions_ended` (SSO became required,
       *     or a domain was verified while it is), `people` and `sessions` signed out and the
       *     `domains` concerned (space-separated).
       */
      detail: {
        [key: string]: string | number | boolean;
      };
    };
    /** @description The `Error` shape with the organisations whose only owner the account is. */
    LastOwnerOfOrganisations: {
      /** @constant */
      error: 'last_owner_of_organisation';
      message: string;
      organisations: {
        id: string;
        name: string;
        slug: string;
      }[];
    };
    /**
     * @description A connection to an organisation's identity provider. Secrets (the OIDC client secret)
     *     are never answered. `lastError` is the last refused sign-in through it (what the IT
     *     administrator needs to fix), null after a success.
     */
    SsoConnection: {
      id: string;
      /** @enum {unknown} */
      type: 'oidc' | 'saml';
      name: string;
      /** @description Sign-ins go through it only when on (off when created, to test first). */
      enabled: boolean;
      /**
       * @description Whether the organisation trusts what its identity provider states about how the
       *     person signed in there (off when created). When on, the SAML assertion's
       *     `AuthnContextClassRef` (inside the signed assertion) or the OIDC ID token's `amr`,
       *     mapped to RFC 8176 values (unknown ones dropped), is carried into our tokens' `amr`
       *     beside `fed`; a multi-factor statement (`mfa`) counts as the account's second step and
       *     the `acr` says two factors. When off, the `amr` is `fed` alone whatever the IdP says.
       */
      trustIdpMfa: boolean;
      /** Format: date-time */
      createdAt: string;
      lastError: null | {
        code: components['schemas']['SsoError'];
        message: string;
        /** Format: date-time */
        at: string;
      };
      /**
       * @description The last test sign-in's result claimed by an admin (`claimSsoTestSignIn`): the
       *     address and attributes the IdP sent, or the code and explanation a sign-in would
       *     have been refused with.
       */
      lastTest:
        | null
        | {
            /** @constant */
            ok: true;
            /** Format: date-time */
            at: string;
            email: string;
            attributes: {
              [key: string]: string[];
            };
          }
        | {
            /** @constant */
            ok: false;
            /** Format: date-time */
            at: string;
            code: components['schemas']['SsoError'];
            message: string;
          };
      oidc?: {
        issuer: string;
        clientId: string;
        scopes: string[];
        /** @description The redirect URI to register at the provider. */
        redirectUri: string;
      };
      saml?: {
        idpEntityId: string;
        /** @description The IdP's single sign-on service (HTTP-Redirect). */
        ssoUrl: string;
        /** @description Where the IdP metadata was fetched from; null when it was pasted. */
        metadataUrl: null | string;
        certificateNotAfter?: null | string;
        /** @description Our entity id (the audience). */
        spEntityId: string;
        /** @description Our assertion consumer service (HTTP-POST). */
        acsUrl: string;
        /** @description Our SP metadata, to give the IdP. */
        spMetadataUrl: string;
      };
    };
    SsoConnectionCreate:
      | {
          /** @constant */
          type: 'oidc';
          name: string;
          issuer: string;
          clientId: string;
          clientSecret: string;
          /** @description Default `openid email profile`; `openid` and `email` are always asked. */
          scopes?: string[];
        }
      | {
          /** @constant */
          type: 'saml';
          name: string;
          metadataXml?: string;
          metadataUrl?: string;
        };
    /** @description Any of these; a new issuer or metadata is fetched and checked as on creation. */
    SsoConnectionUpdate: {
      name?: string;
      enabled?: boolean;
      /** @description Trust the IdP's statement about the sign-in (see `SsoConnection`). */
      trustIdpMfa?: boolean;
      clientId?: string;
      clientSecret?: string;
      scopes?: string[];
      metadataXml?: string;
      metadataUrl?: string;
    };
    /**
     * @description The configuration checked again now (OIDC: the discovery document; SAML: the
     *     metadata, its certificate's dates), with what failed.
     */
    SsoConnectionTest: {
      ok: boolean;
      checks: {
        /** @enum {unknown} */
        check: 'discovery' | 'metadata' | 'certificate' | 'endpoint';
        ok: boolean;
        message: string;
      }[];
    };
    SsoDomain: {
      domain: string;
      verified: boolean;
      verifiedAt: null | string;
      /** @description The DNS TXT record to publish to prove the domain. */
      record: {
        /** @constant */
        type: 'TXT';
        /** @example _account-verification.contoso.example */
        name: string;
        /** @example account-verification=Xq1… */
        value: string;
      };
    };
    SsoSettings: {
      /** @description People of the verified domains cannot sign in with a password. */
      enforced: boolean;
      jit: {
        /** @description A person of a verified domain signing in by SSO joins the organisation. */
        enabled: boolean;
        role: components['schemas']['OrganisationRole'];
      };
      connections: components['schemas']['SsoConnection'][];
      domains: components['schemas']['SsoDomain'][];
    };
    SsoSettingsUpdate: {
      enforced?: boolean;
      jitEnabled?: boolean;
      jitRole?: components['schemas']['OrganisationRole'];
    };
    SsoDiscoveryRequest: {
      email: string;
      /** @description The sign-in page's interaction id (the start URL continues it). */
      interaction: string;
    };
    SsoDiscovery:
      | {
          /** @constant */
          sso: true;
          /** @description Navigate the browser here (`GET /auth/oidc/interaction/{uid}/sso/{connectionId}`). */
          startUrl: string;
          /** @description The password is refused for this domain. */
          enforced: boolean;
        }
      | {
          /** @constant */
          sso: false;
        };
    /**
     * @description The address's domain requires its organisation's single sign-on: the password is not
     *     checked. Go to `startUrl`.
     */
    SsoRequired: {
      /** @constant */
      error: 'sso_required';
      message: string;
      startUrl: string;
    };
    /**
     * @description The address's domain requires its organisation's single sign-on: no account or password
     *     is made here. Sign in through the organisation (the sign-in page finds it from the
     *     address; its first sign-in makes the account).
     */
    SsoSignInRequired: {
      /** @constant */
      error: 'sso_required';
      message: string;
    };
    /**
     * @description Why an SSO sign-in came back to the sign-in page (its `ssoError` query parameter), and
     *     a connection's `lastError.code`. For the IT administrator:
     *     `connection_unavailable` (unknown, turned off, or deleted), `provider_unavailable` (the
     *     IdP or its metadata did not answer), `sign_in_expired` (the sign-in took more than 10
     *     minutes, or its browser's interaction is gone), `state_mismatch` (the answer belongs to
     *     another browser's sign-in), `saml_malformed` (not a SAML response, or XML with a
     *     DOCTYPE or entities: refused before parsing), `saml_unsigned` (the IdP must sign the
     *     assertion or the response), `saml_signature_invalid` (signed, but not by the
     *     certificate in the IdP metadata: update the metadata after a certificate rollover),
     *     `saml_audience_mismatch` (the assertion is for another service provider: set our entity
     *     id as the audience), `saml_recipient_mismatch` (sent for another ACS URL),
     *     `saml_expired` (NotOnOrAfter has passed: check the IdP's clock, or it was held back),
     *     `saml_not_yet_valid` (NotBefore is ahead of our clock by more than the 2 minutes
     *     allowed: the IdP's clock is fast), `saml_replayed` (this response was used already),
     *     `saml_unsolicited` (no `InResponseTo`, or not a request of ours: IdP-initiated sign-in
     *     is not accepted), `saml_status` (the IdP refused the sign-in, e.g. the person was
     *     removed there), `email_missing` (no e-mail address in the assertion's NameID or an
     *     `email` attribute), `email_domain_not_verified` (the address is not in a domain the
     *     organisation verified), `sso_required` (another provider's sign-in for an address whose
     *     organisation requires its own single sign-on), or the account's state as for a password
     *     (`account_disabled`, `account_frozen`, `account_deletion_scheduled`). An OpenID Connect
     *     connection's test sign-in (`lastTest.code`) records the broker's codes too (a refused
     *     sign-in says them as `federationError`): `provider_refused` (the IdP answered with an
     *     error, e.g. the person is not assigned to the application), `cancelled`,
     *     `token_exchange_failed` (the token endpoint refused the code: client id, secret or
     *     redirect URI), `id_token_invalid` (signature, issuer, audience, expiry, nonce or subject;
     *     `message` says which), `email_not_verified` (no address marked verified).
     * @enum {string}
     */
    SsoError:
      | 'connection_unavailable'
      | 'provider_unavailable'
      | 'sign_in_expired'
      | 'state_mismatch'
      | 'saml_malformed'
      | 'saml_unsigned'
      | 'saml_signature_invalid'
      | 'saml_audience_mismatch'
      | 'saml_recipient_mismatch'
      | 'saml_expired'
      | 'saml_not_yet_valid'
      | 'saml_replayed'
      | 'saml_unsolicited'
      | 'saml_status'
      | 'email_missing'
      | 'email_domain_not_verified'
      | 'sso_required'
      | 'account_disabled'
      | 'account_frozen'
      | 'account_deletion_scheduled'
      | 'provider_refused'
      | 'cancelled'
      | 'token_exchange_failed'
      | 'id_token_invalid'
      | 'email_not_verified';
  };
  responses: {
    /** @description Something unexpected went wrong; nothing about it is revealed. */
    InternalError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'internal';
        };
      };
    };
    /** @description Not found (also the answer for any path not listed in this document). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'not_found';
        };
      };
    };
    /** @description The path exists, but not with this method (any operation). */
    MethodNotAllowed: {
      headers: {
        /** @description The methods the path accepts. */
        Allow?: string;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'method_not_allowed';
        };
      };
    };
    /** @description The body is not valid JSON. */
    InvalidJson: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'invalid_json';
        };
      };
    };
    /** @description The body is over 64 kB. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'payload_too_large';
        };
      };
    };
    /** @description Accepted, whether or not the address has an account. */
    Accepted: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          /** @constant */
          status: 'accepted';
        };
      };
    };
    /** @description The e-mail is missing or malformed, or the body is not JSON. */
    EmailValidation: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          error?: 'validation' | 'invalid_json';
          fields?: {
            /** @enum {unknown} */
            email?: 'required' | 'invalid';
          };
        };
      };
    };
    /** @description Too many mails asked for this address; wait `Retry-After` seconds. */
    TooManyRequests: {
      headers: {
        'Retry-After': components['headers']['RetryAfter'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'too_many_requests';
        };
      };
    };
    /** @description Too many attempts; wait `Retry-After` seconds. */
    TooManyAttempts: {
      headers: {
        'Retry-After': components['headers']['RetryAfter'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'too_many_attempts';
        };
      };
    };
    /**
     * @description A solved challenge is needed and was not sent (`challenge_required`), or the one sent is
     *     refused (`challenge_invalid`, with `reason`): ask `GET /auth/challenge` for a new one and
     *     send the request again; nothing was counted or changed. Or the address's domain
     *     requires its organisation's single sign-on (`sso_required`: nothing was made, mailed or
     *     counted; sign in through the organisation instead).
     */
    ChallengeOrSsoRefused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          components['schemas']['ChallengeRefusal'] | components['schemas']['SsoSignInRequired'];
      };
    };
    /** @description The link was already used. */
    TokenUsed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'token_used';
        };
      };
    };
    /** @description The link has expired (confirmation after 24 h, reset after 1 h). */
    TokenExpired: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'token_expired';
        };
      };
    };
    /** @description No valid access token; sign in again. */
    InvalidToken: {
      headers: {
        'WWW-Authenticate': components['headers']['WwwAuthenticate'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'invalid_token';
        };
      };
    };
    /** @description The account is disabled. */
    AccountDisabled: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'account_disabled';
        };
      };
    };
    /**
     * @description Nothing waits for this step in this interaction (`no_pending_federation`: none, over 10
     *     minutes, or already used: sign in with the provider again), or the identity was linked
     *     meanwhile, or the account already has one from this provider (`identity_taken`).
     */
    FederationConflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          error?: 'no_pending_federation' | 'identity_taken';
        };
      };
    };
    /** @description Another browser started this interaction; start a new sign-in here. */
    InteractionNotBound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'interaction_not_bound';
        };
      };
    };
    /**
     * @description Another browser started this interaction; start a new sign-in here. To a plain form: a
     *     page saying so, with a link to start again.
     */
    InteractionNotBoundOrPage: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'interaction_not_bound';
        };
        'text/html': components['schemas']['PlainSignInPage'];
      };
    };
    /**
     * @description The interaction has expired or never existed; start again. To a plain form: a page
     *     saying so, with a link to start again.
     */
    InteractionExpiredOrPage: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'interaction_expired';
        };
        'text/html': components['schemas']['PlainSignInPage'];
      };
    };
    /**
     * @description Too many attempts; wait `Retry-After` seconds. To a plain form: its page again, saying
     *     how many minutes.
     */
    TooManyAttemptsOrPage: {
      headers: {
        'Retry-After': components['headers']['RetryAfter'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'too_many_attempts';
        };
        'text/html': components['schemas']['PlainSignInPage'];
      };
    };
    /**
     * @description A plain form's success: on to the authority's own resume (which ends in the app's
     *     callback). Never another site's address.
     */
    PlainFormRedirect: {
      headers: {
        Location: string;
        'Cache-Control': 'no-store';
        [name: string]: unknown;
      };
      content?: never;
    };
    /** @description The interaction has expired or never existed; start again. */
    InteractionExpired: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'interaction_expired';
        };
      };
    };
    /**
     * @description The mailed code is refused: wrong (`invalid_code`), past its 10 minutes
     *     (`code_expired`), already used, replaced by a newer one or spent by 5 wrong tries
     *     (`code_used`); or the code is missing or not 6 digits (`validation`).
     */
    EmailCodeRefused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          error?: 'validation' | 'invalid_json' | 'invalid_code' | 'code_expired' | 'code_used';
          fields?: {
            /** @enum {unknown} */
            code?: 'required' | 'invalid';
            /** @enum {unknown} */
            attempt?: 'required' | 'invalid';
          };
        };
      };
    };
    /** @description No code was asked for in this interaction. */
    NoEmailCode: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'no_email_code';
        };
      };
    };
    /**
     * @description No such sign-up is waiting (unknown, over 10 minutes old, or not verified by its code
     *     yet for `…/complete`), or it was completed.
     */
    NoSignUpAttempt: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'no_sign_up_attempt';
        };
      };
    };
    /** @description Sent from a page of another origin. */
    OriginNotAllowed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'origin_not_allowed';
        };
      };
    };
    /**
     * @description The last authentication of this session is older than 10 minutes
     *     (`reauthentication_required`: confirm with `POST /users/me/reauthenticate`, then retry
     *     the operation once), or the account is disabled (`account_disabled`).
     */
    SensitiveForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | components['schemas']['ReauthenticationRequired']
          | (components['schemas']['Error'] & {
              /** @constant */
              error?: 'account_disabled';
            });
      };
    };
    /**
     * @description The passkey response does not verify, whatever the reason (unknown or removed
     *     credential, another origin or relying party ID, bad signature, no user verification,
     *     counter going backwards, challenge expired, used or missing), or the body is not a
     *     WebAuthn response (`validation`) or not JSON. One code for all, so it tells nothing
     *     about which accounts or passkeys exist.
     */
    PasskeyInvalid: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | (components['schemas']['Error'] & {
              /** @enum {unknown} */
              error?: 'passkey_invalid' | 'validation' | 'invalid_json';
            })
          | components['schemas']['PasskeyUnknown'];
      };
    };
    /** @description Two-step verification is already on. */
    TwoStepEnabled: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'two_step_enabled';
        };
      };
    };
    /**
     * @description The link was already used, or replaced by a newer request, a revert or a deletion
     *     (`token_used`); or the address it would set now belongs to another account
     *     (`email_taken`).
     */
    EmailLinkConflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          error?: 'token_used' | 'email_taken';
        };
      };
    };
    /** @description A field is missing or not valid, or the body is not JSON. */
    OrganisationValidation: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          error?: 'validation' | 'invalid_json';
          fields?: {
            /** @enum {unknown} */
            name?: 'required' | 'invalid' | 'too_long';
            /** @enum {unknown} */
            slug?: 'required' | 'invalid';
            /** @enum {unknown} */
            logoUrl?: 'invalid';
          };
        };
      };
    };
    /** @description Another organisation of the tenant has this slug. */
    SlugTaken: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'slug_taken';
        };
      };
    };
    /**
     * @description The caller is not a member of this organisation, or it does not exist
     *     (`not_a_member`: the same answer for both); their role does not allow this
     *     (`insufficient_role`); or the account is disabled (`account_disabled`).
     */
    OrganisationForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          error?: 'not_a_member' | 'insufficient_role' | 'account_disabled';
        };
      };
    };
    /**
     * @description As `OrganisationForbidden`, or an admin tried to grant, change, remove or invite an
     *     `owner` (`role_escalation`: only an owner may).
     */
    OrganisationRoleForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          error?: 'not_a_member' | 'insufficient_role' | 'role_escalation' | 'account_disabled';
        };
      };
    };
    /**
     * @description As `OrganisationForbidden`, or (for an owner) the last authentication of this session is
     *     older than 10 minutes (`reauthentication_required`: confirm and retry once).
     */
    OrganisationSensitiveForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | components['schemas']['ReauthenticationRequired']
          | (components['schemas']['Error'] & {
              /** @enum {unknown} */
              error?: 'not_a_member' | 'insufficient_role' | 'account_disabled';
            });
      };
    };
    /**
     * @description The organisation would be left without an owner (`last_owner`): make another member an
     *     owner (or transfer ownership) first, or delete the organisation.
     */
    LastOwner: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'last_owner';
        };
      };
    };
    /** @description `role` is missing or not one of the organisation's roles, or the body is not JSON. */
    RoleValidation: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          error?: 'validation' | 'invalid_json';
          fields?: {
            /** @enum {unknown} */
            role?: 'required' | 'invalid';
          };
        };
      };
    };
    /**
     * @description No such invitation (`invitation_invalid`): the token is unknown or malformed, was
     *     replaced by a resend, or its organisation was deleted.
     */
    InvitationInvalid: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'invitation_invalid';
        };
      };
    };
    /** @description The invitation was accepted already (`invitation_used`); it is single use. */
    InvitationUsed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @constant */
          error?: 'invitation_used';
        };
      };
    };
    /**
     * @description The invitation was revoked (`invitation_revoked`) or is older than 7 days
     *     (`invitation_expired`); ask for a new one.
     */
    InvitationGone: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          error?: 'invitation_revoked' | 'invitation_expired';
        };
      };
    };
    /**
     * @description As `OrganisationSensitiveForbidden`: not a member (`not_a_member`), a role below
     *     `admin` (`insufficient_role`), a disabled account, or (for a change to connections or
     *     the SSO settings) an authentication older than 10 minutes (`reauthentication_required`).
     */
    SsoForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | components['schemas']['ReauthenticationRequired']
          | (components['schemas']['Error'] & {
              /** @enum {unknown} */
              error?: 'not_a_member' | 'insufficient_role' | 'account_disabled';
            });
      };
    };
    /**
     * @description The identity provider's configuration cannot be used; `message` says what to fix, in an
     *     IT administrator's words:
     *     `discovery_failed` (the issuer's `/.well-known/openid-configuration` did not answer, was
     *     not JSON, or names another issuer or lacks an endpoint), `metadata_invalid` (the SAML
     *     metadata is not an IdP's: no `IDPSSODescriptor`, no signing certificate, or no
     *     single sign-on service), `metadata_unavailable` (the metadata URL did not answer
     *     within 10 seconds, or answered an error), `metadata_url_refused` (not `https:`, or a
     *     host that resolves to a private, loopback or link-local address: this server never
     *     fetches inside its own network), `xml_dtd_refused` (the XML carries a DOCTYPE or entity
     *     declarations: refused before parsing, so no external entity is ever read).
     */
    SsoConnectionRefused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          error?:
            | 'discovery_failed'
            | 'metadata_invalid'
            | 'metadata_unavailable'
            | 'metadata_url_refused'
            | 'xml_dtd_refused';
        };
      };
    };
  };
  parameters: {
    /**
     * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
     *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
     * @example 5wsyTQnJz0XzW3m1kAnTw
     */
    InteractionUid: string;
    /**
     * @description A configured provider's id (`GET /auth/federation/providers`).
     * @example google
     */
    FederationProviderId: string;
    /**
     * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
     * @example kq3Xw0m1TgC2v9bZr7xLwA
     */
    OrganisationId: string;
    /**
     * @description The member's user id (`OrganisationMember.userId`).
     * @example 0d8a4b5e-6a1c-4f0e-9b2d-3c4e5f6a7b8c
     */
    MemberUserId: string;
    /**
     * @description A pending access request's id (`AccessRequest.id`).
     * @example 4hTq9Lm2Vx0bZr7cKw1JnA
     */
    AccessRequestId: string;
    /**
     * @description A pending invitation's id (`OrganisationInvitation.id`).
     * @example 9fJb2kQm4Xw7Lr0tZc1VnA
     */
    InvitationId: string;
    /**
     * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
     * @example sso-3f9a0c1b2d4e5f60
     */
    SsoConnectionId: string;
    /**
     * @description A domain added to the organisation, lower case (e.g. `contoso.example`).
     * @example contoso.example
     */
    SsoDomainName: string;
  };
  requestBodies: never;
  headers: {
    /**
     * @description Whole seconds to wait before trying again.
     * @example 60
     */
    RetryAfter: string;
    /**
     * @description The bearer challenge (RFC 6750).
     * @example Bearer error="invalid_token"
     */
    WwwAuthenticate: string;
    /**
     * @description Where the browser goes next.
     * @example http://localhost:3001/sign-in?interaction=5wsyTQnJz0XzW3m1kAnTw
     */
    Location: string;
    /** @description Never cached. */
    NoStore: 'no-store';
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  signUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignUpRequest'];
      };
    };
    responses: {
      /** @description Accepted, for a new and a taken address alike. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['PendingConfirmation']
            | components['schemas']['ConfirmedByInvitation'];
        };
      };
      /** @description A field is missing or invalid, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              name?: 'required' | 'too_long' | 'invalid';
              /** @enum {unknown} */
              email?: 'required' | 'invalid' | 'disposable';
              password?: components['schemas']['PasswordProblem'];
              /** @enum {unknown} */
              acceptedTerms?: 'required';
            };
          };
        };
      };
      403: components['responses']['ChallengeOrSsoRefused'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyAttempts'];
      500: components['responses']['InternalError'];
    };
  };
  confirmAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenRequest'];
      };
    };
    responses: {
      /** @description The account is confirmed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 'confirmed';
          };
        };
      };
      /** @description The token is unknown or malformed, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'token_invalid' | 'invalid_json';
          };
        };
      };
      409: components['responses']['TokenUsed'];
      410: components['responses']['TokenExpired'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  resendConfirmation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailRequest'];
      };
    };
    responses: {
      202: components['responses']['Accepted'];
      400: components['responses']['EmailValidation'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailRequest'];
        'application/x-www-form-urlencoded': components['schemas']['PlainResetRequest'];
      };
    };
    responses: {
      /**
       * @description Accepted, whether or not the address has an account. A plain form: the "check your
       *     e-mail" page.
       */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AcceptedStatus'];
          'text/html': components['schemas']['PlainPage'];
        };
      };
      /**
       * @description The e-mail is missing or malformed, or the body is not JSON. A plain form: the form
       *     again, the address kept, the reason on its field.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailValidationError'];
          'text/html': components['schemas']['PlainPage'];
        };
      };
      /**
       * @description As `ChallengeOrSsoRefused`. A plain form: `sso_required` the form again with the
       *     organisation's way in; a challenge, a link to the app's page (it can solve one).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['ChallengeRefusal'] | components['schemas']['SsoSignInRequired'];
          'text/html': components['schemas']['PlainPage'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      /**
       * @description Too many mails asked for this address; wait `Retry-After` seconds. A plain form: the
       *     form again with the wait, the address kept.
       */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'too_many_requests';
          };
          'text/html': components['schemas']['PlainPage'];
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  confirmPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetConfirmRequest'];
        'application/x-www-form-urlencoded': components['schemas']['PlainResetConfirmRequest'];
      };
    };
    responses: {
      /** @description The password is set; every session of the account has ended. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 'password_reset';
            removed: components['schemas']['RecoveryRemoved'];
          };
          'text/html': components['schemas']['PlainPage'];
        };
      };
      /** @description The token is unknown, the password is refused, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'token_invalid' | 'validation' | 'invalid_json';
            fields?: {
              password?: components['schemas']['PasswordProblem'];
            };
          };
          'text/html': components['schemas']['PlainPage'];
        };
      };
      /**
       * @description The account's domain requires its organisation's single sign-on (`sso_required`):
       *     nothing was changed; sign in through the organisation.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoSignInRequired'];
          'text/html': components['schemas']['PlainPage'];
        };
      };
      /** @description The link was already used. A plain form, why and the form asking for a new link. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'token_used';
          };
          'text/html': components['schemas']['PlainPage'];
        };
      };
      /** @description The link has expired (after 1 hour). A plain form, as for 409. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'token_expired';
          };
          'text/html': components['schemas']['PlainPage'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  confirmEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenRequest'];
      };
    };
    responses: {
      /** @description The account's address is the new one. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailChanged'];
        };
      };
      /** @description The token is unknown or malformed, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'token_invalid' | 'invalid_json';
          };
        };
      };
      409: components['responses']['EmailLinkConflict'];
      410: components['responses']['TokenExpired'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  revertEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenRequest'];
      };
    };
    responses: {
      /** @description The account is frozen; every session has ended. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailChangeReverted'];
        };
      };
      /** @description The token is unknown or malformed, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'token_invalid' | 'invalid_json';
          };
        };
      };
      409: components['responses']['EmailLinkConflict'];
      410: components['responses']['TokenExpired'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  restoreAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenRequest'];
      };
    };
    responses: {
      /** @description Restored; the user can sign in again. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 'restored';
          };
        };
      };
      /** @description The token is unknown or malformed (or the account is erased), or not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'token_invalid' | 'invalid_json';
          };
        };
      };
      409: components['responses']['TokenUsed'];
      410: components['responses']['TokenExpired'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  getProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The profile. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Profile'];
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      500: components['responses']['InternalError'];
    };
  };
  updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProfilePatch'];
      };
    };
    responses: {
      /** @description The profile after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Profile'];
        };
      };
      /** @description A field is invalid, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              name?: 'required' | 'too_long';
              /** @enum {unknown} */
              locale?: 'invalid';
              /** @enum {unknown} */
              onboardingCompleted?: 'invalid';
              /** @enum {unknown} */
              onboardingStep?: 'invalid';
              /** @enum {unknown} */
              notifications?: 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordChangeRequest'];
      };
    };
    responses: {
      /** @description Changed; the other sessions have ended. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The current password is wrong, the new one is refused, or not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              currentPassword?: 'required' | 'incorrect';
              newPassword?: components['schemas']['PasswordProblem'];
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['SensitiveForbidden'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyAttempts'];
      500: components['responses']['InternalError'];
    };
  };
  listPushRegistrations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The registrations. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            registrations: components['schemas']['PushRegistration'][];
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      500: components['responses']['InternalError'];
    };
  };
  registerPushToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PushToken'];
      };
    };
    responses: {
      /** @description Already registered for this user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PushTokenRegistration'];
        };
      };
      /** @description Registered. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PushTokenRegistration'];
        };
      };
      /** @description A field is missing or invalid, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              token?: 'required' | 'too_long';
              /** @enum {unknown} */
              platform?: 'required' | 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      /**
       * @description The token is registered to another account: it stays there. The answer names no
       *     account.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            error: 'push_token_taken';
            message: string;
          };
        };
      };
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  requestEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailChangeRequest'];
      };
    };
    responses: {
      202: components['responses']['Accepted'];
      /** @description The new address is missing, malformed or the current one, or not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              newEmail?: 'required' | 'invalid' | 'unchanged';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['SensitiveForbidden'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  cancelEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No change waits any more. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      500: components['responses']['InternalError'];
    };
  };
  exportMyData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The export. */
      200: {
        headers: {
          /** @description `attachment; filename="account-data-YYYY-MM-DD.json"`. */
          'Content-Disposition': string;
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountDataExport'];
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['SensitiveForbidden'];
      500: components['responses']['InternalError'];
    };
  };
  requestAccountDeletion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeletionRequest'];
      };
    };
    responses: {
      /** @description Scheduled; the account is disabled and every session has ended. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletionScheduled'];
        };
      };
      /** @description The typed address is missing or not the account's, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              email?: 'required' | 'not_account_email';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['SensitiveForbidden'];
      /**
       * @description The account is the only owner of one or more organisations
       *     (`last_owner_of_organisation`, listing them): transfer ownership or delete each
       *     first (tag "Organisations"). Checked before anything changes.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LastOwnerOfOrganisations'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  getPendingConsents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What is pending (empty when nothing is). */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PendingConsents'];
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      500: components['responses']['InternalError'];
    };
  };
  acceptConsent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConsentAcceptance'];
      };
    };
    responses: {
      /** @description Recorded; what is still pending. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PendingConsents'];
        };
      };
      /** @description `document` is missing or unknown, `version` is missing, or not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              document?: 'required' | 'invalid';
              /** @enum {unknown} */
              version?: 'required' | 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      /** @description Not the version in force (it changed, or never was); reload what is pending. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            error: 'consent_version_outdated';
            message: string;
            /** @description The version in force of that document. */
            currentVersion: string;
          };
        };
      };
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  reauthenticate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReauthenticateRequest'];
      };
    };
    responses: {
      /** @description Recorded; sensitive operations go through until `recentUntil`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecentAuthentication'];
        };
      };
      /**
       * @description A field is missing or malformed (`code` is required when two-step verification is
       *     on), the password is wrong (`invalid_credentials`), the code is wrong, used or spent
       *     (`invalid_code`), or the body is not JSON.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_credentials' | 'invalid_code' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              password?: 'required';
              /** @enum {unknown} */
              code?: 'required' | 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyAttempts'];
      500: components['responses']['InternalError'];
    };
  };
  reauthenticatePasskeyOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The options for `navigator.credentials.get`. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyRequestOptions'];
        };
      };
      400: components['responses']['InvalidJson'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      /** @description The user has no passkey. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'no_passkeys';
          };
        };
      };
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  reauthenticateWithPasskey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyAssertion'];
      };
    };
    responses: {
      /** @description Recorded; sensitive operations go through until `recentUntil`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecentAuthentication'];
        };
      };
      400: components['responses']['PasskeyInvalid'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyAttempts'];
      500: components['responses']['InternalError'];
    };
  };
  getTwoStep: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoStepStatus'];
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      500: components['responses']['InternalError'];
    };
  };
  disableTwoStep: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Off. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['SensitiveForbidden'];
      /** @description The user's tenant requires two-step verification. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'two_step_required';
          };
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  startTotpSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pending secret, for the authenticator app. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TotpSetup'];
        };
      };
      400: components['responses']['InvalidJson'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['SensitiveForbidden'];
      409: components['responses']['TwoStepEnabled'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  confirmTotpSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TotpConfirmRequest'];
      };
    };
    responses: {
      /** @description Two-step verification is on; the recovery codes, shown once. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecoveryCodes'];
        };
      };
      /** @description The code is missing or not 6 digits, wrong (`invalid_code`), or not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_code' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              code?: 'required' | 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['SensitiveForbidden'];
      /**
       * @description Two-step verification is already on (`two_step_enabled`), or no setup was started
       *     (`no_pending_setup`).
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'two_step_enabled' | 'no_pending_setup';
          };
        };
      };
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyAttempts'];
      500: components['responses']['InternalError'];
    };
  };
  regenerateRecoveryCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new recovery codes, shown once. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecoveryCodes'];
        };
      };
      400: components['responses']['InvalidJson'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['SensitiveForbidden'];
      /** @description Two-step verification is off. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'two_step_disabled';
          };
        };
      };
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  listTrustedDevices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The trusted devices. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            devices: components['schemas']['TrustedDevice'][];
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      500: components['responses']['InternalError'];
    };
  };
  revokeTrustedDevice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 8y3oJb7XKqVt2nZcRw1mAg */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No longer trusted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  listPasskeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The passkeys. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            passkeys: components['schemas']['Passkey'][];
            signal?: components['schemas']['PasskeySignal'];
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      500: components['responses']['InternalError'];
    };
  };
  addPasskey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyRegistration'];
      };
    };
    responses: {
      /** @description Added. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Passkey'];
        };
      };
      /**
       * @description The response does not verify or its challenge is gone (`passkey_invalid`), the name
       *     is empty or too long (`validation`), or the body is not JSON.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'passkey_invalid' | 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              name?: 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['SensitiveForbidden'];
      /**
       * @description This credential is already registered (`passkey_exists`), or the account has 20
       *     passkeys (`passkey_limit`).
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'passkey_exists' | 'passkey_limit';
          };
        };
      };
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  passkeyRegistrationOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The options for `navigator.credentials.create`. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyCreationOptions'];
        };
      };
      400: components['responses']['InvalidJson'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['SensitiveForbidden'];
      /** @description The account has 20 passkeys. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'passkey_limit';
          };
        };
      };
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  removePasskey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 4mV0c1tqS3y9Qk2bZr7xLw */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['SensitiveForbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  renamePasskey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 4mV0c1tqS3y9Qk2bZr7xLw */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyRename'];
      };
    };
    responses: {
      /** @description Renamed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Passkey'];
        };
      };
      /** @description The name is missing, empty or too long, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              name?: 'required' | 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  listLinkedIdentities: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The linked identities, oldest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            identities: components['schemas']['LinkedIdentity'][];
            /**
             * @description The providers the account's tenant turns on (the default list for an
             *     account without one), in its order, that this account has not linked yet:
             *     each can be linked with `POST /users/me/linked-identities/start`.
             */
            available?: {
              id: string;
              displayName: string;
              /** @description Points at the stand-in "Example ID" (say so). */
              development: boolean;
            }[];
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      500: components['responses']['InternalError'];
    };
  };
  startIdentityLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          provider: string;
          /** @description As in `SignUpRequest`; where the browser comes back to. */
          returnOrigin?: unknown;
        };
      };
    };
    responses: {
      /** @description Where to send the browser (the provider's authorization endpoint). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uri */
            url: string;
          };
        };
      };
      /** @description The provider is missing, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              provider?: 'required';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['SensitiveForbidden'];
      /** @description No provider of this id is turned on for the account's tenant. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'provider_unknown';
          };
        };
      };
      /** @description The account already has an identity from this provider. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'already_linked';
          };
        };
      };
      500: components['responses']['InternalError'];
      /** @description The provider did not answer (discovery), or not in time. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'provider_unavailable';
          };
        };
      };
    };
  };
  reauthenticateWithProvider: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          provider: string;
          /** @description The app's route to come back to, without its base or leading slash (`security`; empty for the overview). */
          returnPath: string;
          /** @description As in `SignUpRequest`; where the browser comes back to. */
          returnOrigin?: unknown;
        };
      };
    };
    responses: {
      /** @description Where to send the browser (the provider's authorization endpoint). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uri */
            url: string;
          };
        };
      };
      /** @description The return path is not an app route, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              returnPath?: 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      /** @description No identity from this provider is linked to the account. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'provider_unknown';
          };
        };
      };
      500: components['responses']['InternalError'];
      /** @description The provider did not answer (discovery), or not in time. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'provider_unavailable';
          };
        };
      };
    };
  };
  unlinkIdentity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unlinked; it no longer signs in. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['SensitiveForbidden'];
      404: components['responses']['NotFound'];
      /** @description The last way into the account; nothing was unlinked. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'last_sign_in_method';
          };
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  listSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The active sessions. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            sessions: components['schemas']['AccountSession'][];
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      500: components['responses']['InternalError'];
    };
  };
  endSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example T3RoZXJTZXNzaW9uSWRIZXJlMQ */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ended. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['SensitiveForbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  endOtherSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The other sessions have ended. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description How many sessions ended. */
            ended: number;
          };
        };
      };
      400: components['responses']['InvalidJson'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['SensitiveForbidden'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  removePushRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 12 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  listActivity: {
    parameters: {
      query?: {
        /**
         * @description The `next` of the previous page.
         * @example 120
         */
        before?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of events. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            events: components['schemas']['ActivityEvent'][];
            next: string | null;
          };
        };
      };
      /** @description `before` is not a cursor this API gave. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'validation';
            fields?: {
              /** @constant */
              before?: 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      500: components['responses']['InternalError'];
    };
  };
  reportNotMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @description The activity event the user does not recognise. */
          eventId?: string;
        };
      };
    };
    responses: {
      /** @description Every session has ended. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotMeReported'];
        };
      };
      /** @description A field is invalid, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @constant */
              eventId?: 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      /** @description No event of this account has that id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'not_found';
          };
        };
      };
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  reportNotMeFromMail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Every session has ended. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotMeReported'];
        };
      };
      /** @description The token is unknown or malformed, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'token_invalid' | 'validation' | 'invalid_json';
          };
        };
      };
      409: components['responses']['TokenUsed'];
      410: components['responses']['TokenExpired'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  listMyOrganisations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's organisations. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganisationList'];
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      500: components['responses']['InternalError'];
    };
  };
  createOrganisation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrganisationCreate'];
      };
    };
    responses: {
      /** @description Created; the caller is its owner. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organisation'];
        };
      };
      400: components['responses']['OrganisationValidation'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      409: components['responses']['SlugTaken'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  getOrganisation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The organisation, with the caller's role. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organisation'];
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationForbidden'];
      500: components['responses']['InternalError'];
    };
  };
  deleteOrganisation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationSensitiveForbidden'];
      500: components['responses']['InternalError'];
    };
  };
  updateOrganisation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrganisationUpdate'];
      };
    };
    responses: {
      /** @description Updated. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organisation'];
        };
      };
      400: components['responses']['OrganisationValidation'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationForbidden'];
      409: components['responses']['SlugTaken'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  listOrganisationMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The members. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            members: components['schemas']['OrganisationMember'][];
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationForbidden'];
      500: components['responses']['InternalError'];
    };
  };
  removeOrganisationMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description The member's user id (`OrganisationMember.userId`).
         * @example 0d8a4b5e-6a1c-4f0e-9b2d-3c4e5f6a7b8c
         */
        userId: components['parameters']['MemberUserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationRoleForbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['LastOwner'];
      500: components['responses']['InternalError'];
    };
  };
  changeOrganisationMemberRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description The member's user id (`OrganisationMember.userId`).
         * @example 0d8a4b5e-6a1c-4f0e-9b2d-3c4e5f6a7b8c
         */
        userId: components['parameters']['MemberUserId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MemberRoleChange'];
      };
    };
    responses: {
      /** @description The member with the new role. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganisationMember'];
        };
      };
      400: components['responses']['RoleValidation'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationRoleForbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['LastOwner'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  leaveOrganisation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Left. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationForbidden'];
      409: components['responses']['LastOwner'];
      500: components['responses']['InternalError'];
    };
  };
  transferOrganisationOwnership: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OwnershipTransfer'];
      };
    };
    responses: {
      /** @description Transferred; the organisation as the caller now sees it (role `admin`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organisation'];
        };
      };
      /** @description `userId` is missing, not an id, or the caller's own; or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              userId?: 'required' | 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationSensitiveForbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  listOrganisationActivity: {
    parameters: {
      query?: {
        /** @description The `next` of the previous page. */
        before?: string;
      };
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of events. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            events: components['schemas']['OrganisationEvent'][];
            next: string | null;
          };
        };
      };
      /** @description `before` is not a cursor this API gave. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'validation';
            fields?: {
              /** @constant */
              before?: 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationForbidden'];
      500: components['responses']['InternalError'];
    };
  };
  listOrganisationInvitations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pending invitations. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invitations: components['schemas']['OrganisationInvitation'][];
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationForbidden'];
      500: components['responses']['InternalError'];
    };
  };
  inviteToOrganisation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvitationCreate'];
      };
    };
    responses: {
      /** @description Invited and mailed. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganisationInvitation'];
        };
      };
      /** @description The address or the role is missing or not valid, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              email?: 'required' | 'invalid';
              /** @enum {unknown} */
              role?: 'required' | 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationRoleForbidden'];
      /**
       * @description The address is already a member (`already_member`) or already has a pending
       *     invitation (`already_invited`).
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'already_member' | 'already_invited';
          };
        };
      };
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyAttempts'];
      500: components['responses']['InternalError'];
    };
  };
  revokeOrganisationInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description A pending invitation's id (`OrganisationInvitation.id`).
         * @example 9fJb2kQm4Xw7Lr0tZc1VnA
         */
        invitationId: components['parameters']['InvitationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationRoleForbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  resendOrganisationInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description A pending invitation's id (`OrganisationInvitation.id`).
         * @example 9fJb2kQm4Xw7Lr0tZc1VnA
         */
        invitationId: components['parameters']['InvitationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sent again. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganisationInvitation'];
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationRoleForbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyAttempts'];
      500: components['responses']['InternalError'];
    };
  };
  lookUpOrganisationInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvitationToken'];
      };
    };
    responses: {
      /** @description What the invitation offers. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationPreview'];
        };
      };
      400: components['responses']['InvitationInvalid'];
      409: components['responses']['InvitationUsed'];
      410: components['responses']['InvitationGone'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  acceptOrganisationInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvitationToken'];
      };
    };
    responses: {
      /** @description Joined; the organisation with the user's role. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organisation'];
        };
      };
      400: components['responses']['InvitationInvalid'];
      401: components['responses']['InvalidToken'];
      /**
       * @description The invitation is for another address (`invitation_wrong_account`), or the account
       *     is disabled (`account_disabled`).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'invitation_wrong_account' | 'account_disabled';
          };
        };
      };
      /** @description Accepted already (`invitation_used`), or the user is a member already (`already_member`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'invitation_used' | 'already_member';
          };
        };
      };
      410: components['responses']['InvitationGone'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  requestOrganisationAccess: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccessRequestCreate'];
      };
    };
    responses: {
      /** @description Taken (the same answer whatever the slug names). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 'accepted';
          };
        };
      };
      /** @description The slug is missing or not of the form of one, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              slug?: 'required' | 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyAttempts'];
      500: components['responses']['InternalError'];
    };
  };
  listOrganisationAccessRequests: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pending requests. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            requests: components['schemas']['AccessRequest'][];
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationForbidden'];
      500: components['responses']['InternalError'];
    };
  };
  approveOrganisationAccessRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description A pending access request's id (`AccessRequest.id`).
         * @example 4hTq9Lm2Vx0bZr7cKw1JnA
         */
        requestId: components['parameters']['AccessRequestId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          role?: components['schemas']['OrganisationRole'];
        };
      };
    };
    responses: {
      /** @description The new member. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganisationMember'];
        };
      };
      /** @description The role is not one of the organisation's, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @constant */
              role?: 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationRoleForbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  declineOrganisationAccessRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description A pending access request's id (`AccessRequest.id`).
         * @example 4hTq9Lm2Vx0bZr7cKw1JnA
         */
        requestId: components['parameters']['AccessRequestId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Declined. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationForbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  getActiveOrganisation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The active organisation. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActiveOrganisation'];
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['AccountDisabled'];
      500: components['responses']['InternalError'];
    };
  };
  switchActiveOrganisation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ActiveOrganisationChoice'];
      };
    };
    responses: {
      /** @description Switched; renew the token to carry it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActiveOrganisation'];
        };
      };
      /** @description `organisationId` is missing or not an id, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              organisationId?: 'required' | 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationForbidden'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  getOrganisationSso: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Everything the SSO screen shows. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoSettings'];
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationForbidden'];
      500: components['responses']['InternalError'];
    };
  };
  updateOrganisationSsoSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SsoSettingsUpdate'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoSettings'];
        };
      };
      /** @description A field is not valid, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              enforced?: 'invalid';
              /** @enum {unknown} */
              jitEnabled?: 'invalid';
              /** @enum {unknown} */
              jitRole?: 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['SsoForbidden'];
      /**
       * @description `enforcement_needs_connection`: turn on a connection and verify a domain before
       *     requiring SSO.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'enforcement_needs_connection';
          };
        };
      };
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  createSsoConnection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SsoConnectionCreate'];
      };
    };
    responses: {
      /** @description Created, turned off. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoConnection'];
        };
      };
      /** @description A field is missing or not valid, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              type?: 'required' | 'invalid';
              /** @enum {unknown} */
              name?: 'required' | 'invalid' | 'too_long';
              /** @enum {unknown} */
              issuer?: 'required' | 'invalid';
              /** @enum {unknown} */
              clientId?: 'required' | 'invalid';
              /** @enum {unknown} */
              clientSecret?: 'required' | 'invalid';
              /** @enum {unknown} */
              scopes?: 'invalid';
              /** @enum {unknown} */
              metadataXml?: 'required' | 'invalid';
              /** @enum {unknown} */
              metadataUrl?: 'required' | 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['SsoForbidden'];
      /** @description `too_many_connections`: 5 already. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'too_many_connections';
          };
        };
      };
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['SsoConnectionRefused'];
      500: components['responses']['InternalError'];
    };
  };
  deleteSsoConnection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
         * @example sso-3f9a0c1b2d4e5f60
         */
        connectionId: components['parameters']['SsoConnectionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['SsoForbidden'];
      404: components['responses']['NotFound'];
      /** @description `enforcement_needs_connection`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'enforcement_needs_connection';
          };
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  updateSsoConnection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
         * @example sso-3f9a0c1b2d4e5f60
         */
        connectionId: components['parameters']['SsoConnectionId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SsoConnectionUpdate'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoConnection'];
        };
      };
      /** @description A field is not valid, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              [key: string]: 'invalid' | 'too_long';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['SsoForbidden'];
      404: components['responses']['NotFound'];
      /** @description `enforcement_needs_connection`: the organisation enforces SSO through it. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'enforcement_needs_connection';
          };
        };
      };
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['SsoConnectionRefused'];
      500: components['responses']['InternalError'];
    };
  };
  testSsoConnection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
         * @example sso-3f9a0c1b2d4e5f60
         */
        connectionId: components['parameters']['SsoConnectionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The checks. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoConnectionTest'];
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationForbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  startSsoTestSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
         * @example sso-3f9a0c1b2d4e5f60
         */
        connectionId: components['parameters']['SsoConnectionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Where to send the browser. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The IdP's single sign-on address or authorization endpoint. */
            url: string;
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationForbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['SsoConnectionRefused'];
      500: components['responses']['InternalError'];
    };
  };
  claimSsoTestSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
         * @example sso-3f9a0c1b2d4e5f60
         */
        connectionId: components['parameters']['SsoConnectionId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          result: string;
        };
      };
    };
    responses: {
      /** @description The connection, with its `lastTest`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoConnection'];
        };
      };
      400: components['responses']['OrganisationValidation'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationForbidden'];
      404: components['responses']['NotFound'];
      /** @description `test_state_mismatch`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'test_state_mismatch';
          };
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  addSsoDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          domain: string;
        };
      };
    };
    responses: {
      /** @description Added, not verified yet. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoDomain'];
        };
      };
      /** @description Not a domain name (`domain: invalid`), or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              domain?: 'required' | 'invalid';
            };
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationForbidden'];
      /**
       * @description `domain_taken` (another organisation verified it: a domain routes to one
       *     organisation), `domain_exists` (added here already), `too_many_domains`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'domain_taken' | 'domain_exists' | 'too_many_domains';
          };
        };
      };
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  removeSsoDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description A domain added to the organisation, lower case (e.g. `contoso.example`).
         * @example contoso.example
         */
        domain: components['parameters']['SsoDomainName'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationForbidden'];
      404: components['responses']['NotFound'];
      /** @description `enforcement_needs_connection`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'enforcement_needs_connection';
          };
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  verifySsoDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An organisation's id (22 characters of `[A-Za-z0-9_-]`).
         * @example kq3Xw0m1TgC2v9bZr7xLwA
         */
        organisationId: components['parameters']['OrganisationId'];
        /**
         * @description A domain added to the organisation, lower case (e.g. `contoso.example`).
         * @example contoso.example
         */
        domain: components['parameters']['SsoDomainName'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Verified. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoDomain'];
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['OrganisationForbidden'];
      404: components['responses']['NotFound'];
      /** @description `domain_not_verified` (the record was not found) or `domain_taken`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'domain_not_verified' | 'domain_taken';
          };
        };
      };
      500: components['responses']['InternalError'];
      /** @description `dns_unavailable`: the DNS resolver did not answer; try again later. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'dns_unavailable';
          };
        };
      };
    };
  };
  discoverSso: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SsoDiscoveryRequest'];
      };
    };
    responses: {
      /** @description Where this address signs in. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoDiscovery'];
        };
      };
      /** @description Not an e-mail address, or no interaction id. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              email?: 'required' | 'invalid';
              /** @enum {unknown} */
              interaction?: 'required' | 'invalid';
            };
          };
        };
      };
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  startSsoSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
        /**
         * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
         * @example sso-3f9a0c1b2d4e5f60
         */
        connectionId: components['parameters']['SsoConnectionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the identity provider; or back to the sign-in page with `ssoError`. */
      303: {
        headers: {
          Location: components['headers']['Location'];
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content?: never;
      };
      500: components['responses']['InternalError'];
    };
  };
  getSamlServiceProviderMetadata: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
         * @example sso-3f9a0c1b2d4e5f60
         */
        connectionId: components['parameters']['SsoConnectionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The SP metadata. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/samlmetadata+xml': string;
        };
      };
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  samlAssertionConsumer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
         * @example sso-3f9a0c1b2d4e5f60
         */
        connectionId: components['parameters']['SsoConnectionId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          SAMLResponse?: string;
          RelayState?: string;
        };
      };
    };
    responses: {
      /** @description The page that continues as a same-site `GET`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Back to the sign-in page with `ssoError`. */
      303: {
        headers: {
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content?: never;
      };
      500: components['responses']['InternalError'];
    };
  };
  samlContinue: {
    parameters: {
      query: {
        result: string;
      };
      header?: never;
      path: {
        /**
         * @description An SSO connection's id (`sso-` and 16 hexadecimal digits).
         * @example sso-3f9a0c1b2d4e5f60
         */
        connectionId: components['parameters']['SsoConnectionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the authority; or to the sign-in page with `ssoError`. */
      303: {
        headers: {
          Location: components['headers']['Location'];
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content?: never;
      };
      500: components['responses']['InternalError'];
    };
  };
  getChallenge: {
    parameters: {
      query: {
        purpose: components['schemas']['ChallengePurpose'];
        whitelabel?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The challenge, and whether it is needed now. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChallengeOffer'];
        };
      };
      /** @description `purpose` is missing or unknown. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'validation';
            fields?: {
              /** @enum {unknown} */
              purpose?: 'required' | 'unknown';
            };
          };
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  getWhitelabel: {
    parameters: {
      query: {
        /**
         * @description The white-labelled application; the account front end is `account`.
         * @example account
         */
        app: 'account';
      };
      header?: never;
      path: {
        /**
         * @description The tenant's id, as the front end takes it from its `whitelabel` parameter.
         * @example acme
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The brand. Logo URLs are absolute. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Whitelabel'];
        };
      };
      /** @description The id is malformed, or `app` is missing or unknown. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'validation';
            fields?: {
              /** @enum {unknown} */
              id?: 'invalid';
              /** @enum {unknown} */
              app?: 'required' | 'unknown';
            };
          };
        };
      };
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  getLogo: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` of a copy the client holds. */
        'If-None-Match'?: string;
      };
      path: {
        /** @example acme.svg */
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The logo. */
      200: {
        headers: {
          ETag?: string;
          /** @example public, max-age=3600 */
          'Cache-Control'?: string;
          'Cross-Origin-Resource-Policy': 'cross-origin';
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description The client's copy is current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  openInteraction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /**
       * @description The app's sign-in page for this interaction; or, for a browser that did not start it
       *     or an interaction that no longer exists, a sign-in page of its own.
       */
      303: {
        headers: {
          Location: components['headers']['Location'];
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content?: never;
      };
      500: components['responses']['InternalError'];
    };
  };
  getInteractionDetails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description This browser's interaction. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InteractionDetails'];
        };
      };
      403: components['responses']['InteractionNotBound'];
      404: components['responses']['InteractionExpired'];
      500: components['responses']['InternalError'];
    };
  };
  submitLogin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
        'application/x-www-form-urlencoded': components['schemas']['PlainLoginForm'];
      };
    };
    responses: {
      /** @description Signed in; go to `redirectTo`. A plain form: the second step's page (its code form). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Redirect'];
          'text/html': components['schemas']['PlainSignInPage'];
        };
      };
      /**
       * @description The password is right and the account has two-step verification on: ask for a code
       *     (`POST /auth/oidc/interaction/{uid}/two-step`).
       */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecondStepRequired'];
        };
      };
      303: components['responses']['PlainFormRedirect'];
      /** @description A field is missing, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              email?: 'required';
              /** @enum {unknown} */
              password?: 'required';
            };
          };
          'text/html': components['schemas']['PlainSignInPage'];
        };
      };
      /** @description The e-mail or the password is wrong (the same for an unknown e-mail). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'invalid_credentials';
          };
          'text/html': components['schemas']['PlainSignInPage'];
        };
      };
      /**
       * @description Another browser started this interaction (`interaction_not_bound`), or, with the
       *     right password only, the account is disabled or not confirmed yet, or scheduled for
       *     deletion (`account_deletion_scheduled`, with `eraseAt`: send the same request with
       *     `restoreAccount: true` to restore it and sign in), or frozen (`account_frozen`:
       *     "It wasn't me" from an e-mail change's old address; the password no longer signs in
       *     until a password reset, whose link went to the account's current address).
       *     Before any of these and before the password is checked: `sso_required` when the
       *     address's domain is verified by an organisation that requires SSO (said for every
       *     address of the domain, so it tells nothing about the account): go to `startUrl`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Error'] & {
                /** @enum {unknown} */
                error?:
                  | 'interaction_not_bound'
                  | 'account_disabled'
                  | 'account_not_confirmed'
                  | 'account_frozen';
              })
            | components['schemas']['AccountDeletionScheduled']
            | components['schemas']['SsoRequired']
            | components['schemas']['ChallengeRefusal'];
          'text/html': components['schemas']['PlainSignInPage'];
        };
      };
      404: components['responses']['InteractionExpiredOrPage'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyAttemptsOrPage'];
      500: components['responses']['InternalError'];
    };
  };
  rememberThisDevice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          remember: boolean;
        };
      };
    };
    responses: {
      /** @description Kept for this interaction. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The body is not an object with a boolean `remember`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      403: components['responses']['InteractionNotBound'];
      404: components['responses']['InteractionExpired'];
      500: components['responses']['InternalError'];
    };
  };
  submitSecondStep: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SecondStepRequest'];
        'application/x-www-form-urlencoded': components['schemas']['PlainSecondStepForm'];
      };
    };
    responses: {
      /** @description Signed in; go to `redirectTo`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Redirect'];
        };
      };
      303: components['responses']['PlainFormRedirect'];
      /**
       * @description The code is missing or malformed, wrong (`invalid_code`), already used or spent
       *     (`code_used`), or the body is not JSON.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_code' | 'code_used' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              code?: 'required' | 'invalid';
              /** @enum {unknown} */
              trustDevice?: 'invalid';
            };
          };
          'text/html': components['schemas']['PlainSignInPage'];
        };
      };
      403: components['responses']['InteractionNotBoundOrPage'];
      404: components['responses']['InteractionExpiredOrPage'];
      /**
       * @description No password step is waiting for its second step in this interaction: none was
       *     done, it is over 10 minutes old, or it was ended (password reset, two-step turned
       *     off). Sign in with the password again.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'password_step_required';
          };
          'text/html': components['schemas']['PlainSignInPage'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyAttemptsOrPage'];
      500: components['responses']['InternalError'];
    };
  };
  passkeySignInOptions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The options for `navigator.credentials.get`. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyRequestOptions'];
        };
      };
      400: components['responses']['InvalidJson'];
      403: components['responses']['InteractionNotBound'];
      404: components['responses']['InteractionExpired'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  submitPasskey: {
    parameters: {
      query?: {
        /**
         * @description `true` restores an account scheduled for deletion and signs in (after a
         *     `403 account_deletion_scheduled`, with a new ceremony: the challenge was spent).
         */
        restoreAccount?: 'true';
      };
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyAssertion'];
      };
    };
    responses: {
      /** @description Signed in; go to `redirectTo`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Redirect'];
        };
      };
      400: components['responses']['PasskeyInvalid'];
      /**
       * @description Another browser started this interaction (`interaction_not_bound`), or, with a
       *     verified passkey only, the account is disabled, frozen (`account_frozen`, as after
       *     the right password) or scheduled for deletion, or its address's organisation
       *     requires its single sign-on (`sso_required`; the organisation's owners' passkeys
       *     still sign in: docs/enterprise-sso.md, "Enforcement").
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Error'] & {
                /** @enum {unknown} */
                error?:
                  'interaction_not_bound' | 'account_disabled' | 'account_frozen' | 'sso_required';
              })
            | components['schemas']['AccountDeletionScheduled'];
          'text/html': components['schemas']['PlainSignInPage'];
        };
      };
      404: components['responses']['InteractionExpiredOrPage'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyAttemptsOrPage'];
      500: components['responses']['InternalError'];
    };
  };
  abortLogin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled; go to `redirectTo`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Redirect'];
        };
      };
      400: components['responses']['InvalidJson'];
      403: components['responses']['InteractionNotBound'];
      404: components['responses']['InteractionExpired'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  emailCodeStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The state of this interaction's code. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailCodeStatus'];
        };
      };
      403: components['responses']['InteractionNotBound'];
      404: components['responses']['InteractionExpired'];
      409: components['responses']['NoEmailCode'];
      500: components['responses']['InternalError'];
    };
  };
  requestEmailCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailCodeRequest'];
      };
    };
    responses: {
      /** @description Mailed if the address has an account; the same answer if not. */
      202: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailCodeSent'];
        };
      };
      /** @description The address is missing or malformed, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              email?: 'required' | 'invalid' | 'too_long';
              /** @enum {unknown} */
              whitelabel?: 'invalid';
            };
          };
        };
      };
      /**
       * @description Another browser started this interaction (`interaction_not_bound`), or the tenant
       *     has not turned e-mail codes on (`email_codes_off`), or a solved challenge is needed
       *     and was not sent (`challenge_required`) or was refused (`challenge_invalid`, with
       *     `reason`): ask `GET /auth/challenge?purpose=email_code` for a new one and send
       *     the request again; nothing was mailed or counted. Or the address's domain
       *     requires its organisation's single sign-on (`sso_required`): go to `startUrl`;
       *     nothing was mailed or counted.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Error'] & {
                /** @enum {unknown} */
                error?: 'interaction_not_bound' | 'email_codes_off';
              })
            | components['schemas']['ChallengeRefusal']
            | components['schemas']['SsoRequired'];
        };
      };
      404: components['responses']['InteractionExpired'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  verifyEmailCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailCodeVerifyRequest'];
      };
    };
    responses: {
      /** @description Signed in; go to `redirectTo`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Redirect'];
        };
      };
      /** @description The code is right and the account has two-step verification on. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecondStepRequired'];
        };
      };
      400: components['responses']['EmailCodeRefused'];
      /**
       * @description Another browser started this interaction (`interaction_not_bound`), or, after the
       *     right code only, the account is disabled, not confirmed, frozen or scheduled for
       *     deletion, or its address's organisation requires its single sign-on
       *     (`sso_required`: docs/enterprise-sso.md, "Enforcement").
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Error'] & {
                /** @enum {unknown} */
                error?:
                  | 'interaction_not_bound'
                  | 'account_disabled'
                  | 'account_not_confirmed'
                  | 'account_frozen'
                  | 'sso_required';
              })
            | components['schemas']['AccountDeletionScheduled'];
        };
      };
      404: components['responses']['InteractionExpired'];
      409: components['responses']['NoEmailCode'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyAttempts'];
      500: components['responses']['InternalError'];
    };
  };
  continueEmailCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed in; go to `redirectTo`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Redirect'];
        };
      };
      /** @description The account has two-step verification on. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecondStepRequired'];
        };
      };
      400: components['responses']['InvalidJson'];
      /**
       * @description Another browser started this interaction, or the account may not sign in (as
       *     after a right code).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Error'] & {
                /** @enum {unknown} */
                error?:
                  | 'interaction_not_bound'
                  | 'account_disabled'
                  | 'account_not_confirmed'
                  | 'account_frozen'
                  | 'sso_required';
              })
            | components['schemas']['AccountDeletionScheduled'];
        };
      };
      404: components['responses']['InteractionExpired'];
      /**
       * @description No code was asked in this interaction (`no_email_code`), or its link was not
       *     confirmed, or it is expired or used (`email_code_not_verified`).
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'no_email_code' | 'email_code_not_verified';
          };
        };
      };
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  openEmailLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailLinkRequest'];
      };
    };
    responses: {
      /** @description What the link did. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailLinkResult'];
        };
      };
      /** @description The token is missing or malformed, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              token?: 'required' | 'invalid';
            };
          };
        };
      };
      404: components['responses']['InteractionExpired'];
      /**
       * @description The link belongs to another interaction than the one in its address
       *     (`link_other_interaction`): nothing is done.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'link_other_interaction';
          };
        };
      };
      /**
       * @description The link is spent: its code (or the link itself) already signed in, a newer code
       *     replaced it, or 10 minutes have passed (`link_spent`).
       */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'link_spent';
          };
        };
      };
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  startPasskeySignUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeySignUpRequest'];
      };
    };
    responses: {
      /** @description Mailed (a code, or to an existing account's owner a note). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeySignUpStarted'];
        };
      };
      /** @description A field is missing or invalid, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              name?: 'required' | 'too_long';
              /** @enum {unknown} */
              email?: 'required' | 'invalid' | 'too_long';
              /** @enum {unknown} */
              acceptedTerms?: 'required';
            };
          };
        };
      };
      403: components['responses']['ChallengeOrSsoRefused'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyAttempts'];
      500: components['responses']['InternalError'];
    };
  };
  verifyPasskeySignUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeySignUpVerifyRequest'];
      };
    };
    responses: {
      /** @description The options for `navigator.credentials.create`. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyCreationOptions'];
        };
      };
      400: components['responses']['EmailCodeRefused'];
      409: components['responses']['NoSignUpAttempt'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  completePasskeySignUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeySignUpCompleteRequest'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeySignUpCreated'];
        };
      };
      400: components['responses']['PasskeyInvalid'];
      409: components['responses']['NoSignUpAttempt'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  listFederationProviders: {
    parameters: {
      query?: {
        whitelabel?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The providers, in order (possibly none). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FederationProviders'];
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  startFederatedSignIn: {
    parameters: {
      query?: {
        whitelabel?: string;
      };
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
        /**
         * @description A configured provider's id (`GET /auth/federation/providers`).
         * @example google
         */
        provider: components['parameters']['FederationProviderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /**
       * @description To the provider's authorization endpoint; or back to the sign-in page with
       *     `federationError`.
       */
      303: {
        headers: {
          Location: components['headers']['Location'];
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content?: never;
      };
      500: components['responses']['InternalError'];
    };
  };
  federationCallback: {
    parameters: {
      query?: {
        state?: string;
        code?: string;
        error?: string;
        error_description?: string;
        iss?: string;
        /**
         * @description Apple's `user` field (JSON with the user's name), relayed from its first form post
         *     (`POST` below): the name of an account it creates, when the ID token has none. Never
         *     an address.
         */
        user?: string;
      };
      header?: never;
      path: {
        /**
         * @description A configured provider's id (`GET /auth/federation/providers`).
         * @example google
         */
        provider: components['parameters']['FederationProviderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the authority, or to the sign-in page (see above). */
      303: {
        headers: {
          Location: components['headers']['Location'];
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content?: never;
      };
      500: components['responses']['InternalError'];
    };
  };
  federationCallbackFormPost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A configured provider's id (`GET /auth/federation/providers`).
         * @example google
         */
        provider: components['parameters']['FederationProviderId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/x-www-form-urlencoded': {
          state?: string;
          code?: string;
          error?: string;
          error_description?: string;
          user?: string;
        };
      };
    };
    responses: {
      /** @description The page that continues as a same-site `GET` of the callback. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  getPendingFederation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What waits. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FederationPending'];
        };
      };
      403: components['responses']['InteractionNotBound'];
      /**
       * @description The interaction is gone (`interaction_expired`), or nothing waits for a provider in
       *     it (`no_pending_federation`).
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'interaction_expired' | 'no_pending_federation';
          };
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  linkFederatedIdentity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FederationLinkRequest'];
      };
    };
    responses: {
      /** @description Linked and signed in; go to `redirectTo`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Redirect'];
        };
      };
      /** @description The password is right; send it again with the second step's `code`. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecondStepRequired'];
        };
      };
      /**
       * @description A field is missing or malformed, the code is wrong (`invalid_code`) or used
       *     (`code_used`), or the body is not JSON.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_code' | 'code_used' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              password?: 'required';
              /** @enum {unknown} */
              code?: 'invalid';
            };
          };
        };
      };
      /** @description The password is wrong; nothing was linked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'invalid_credentials';
          };
        };
      };
      /**
       * @description Another browser's interaction (`interaction_not_bound`), or, after the right
       *     password, the account's state refuses signing in (as for `…/login`).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?:
              | 'interaction_not_bound'
              | 'account_disabled'
              | 'account_frozen'
              | 'account_not_confirmed'
              | 'account_deletion_scheduled';
          };
        };
      };
      404: components['responses']['InteractionExpired'];
      409: components['responses']['FederationConflict'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyAttempts'];
      500: components['responses']['InternalError'];
    };
  };
  linkFederatedIdentityWithPasskey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Linked and signed in; go to `redirectTo`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Redirect'];
        };
      };
      400: components['responses']['PasskeyInvalid'];
      403: components['responses']['InteractionNotBound'];
      404: components['responses']['InteractionExpired'];
      409: components['responses']['FederationConflict'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyAttempts'];
      500: components['responses']['InternalError'];
    };
  };
  submitFederatedSecondStep: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The interaction's id, from the sign-in page's `interaction` parameter. The front end
         *     sends only ids of this form (oidc-provider makes 21 characters of `[A-Za-z0-9_-]`).
         * @example 5wsyTQnJz0XzW3m1kAnTw
         */
        uid: components['parameters']['InteractionUid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SecondStepRequest'];
      };
    };
    responses: {
      /** @description Signed in; go to `redirectTo`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Redirect'];
        };
      };
      /** @description As `…/two-step`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_code' | 'code_used' | 'invalid_json';
          };
        };
      };
      /** @description Another browser's interaction, or the account's state refuses signing in. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      404: components['responses']['InteractionExpired'];
      409: components['responses']['FederationConflict'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyAttempts'];
      500: components['responses']['InternalError'];
    };
  };
  devCspReports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reports, oldest first, both formats in one shape. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            reports: {
              /** @enum {unknown} */
              format: 'csp-report' | 'reports+json';
              documentUrl: string;
              effectiveDirective: string;
              /** @description The blocked URL, or `inline`, `eval`… */
              blockedUrl: string;
              disposition: string;
              /** Format: date-time */
              receivedAt: string;
            }[];
          };
        };
      };
      /** @description In production, where the development routes are absent. */
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  devCspReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "csp-report": {
         *         "document-uri": "http://localhost:3001/sign-in",
         *         "effective-directive": "script-src-elem",
         *         "blocked-uri": "inline",
         *         "disposition": "enforce"
         *       }
         *     }
         */
        'application/csp-report': {
          'csp-report': Record<string, never>;
        };
        /**
         * @example [
         *       {
         *         "type": "csp-violation",
         *         "age": 10,
         *         "url": "http://localhost:3001/sign-in",
         *         "body": {
         *           "documentURL": "http://localhost:3001/sign-in",
         *           "effectiveDirective": "img-src",
         *           "blockedURL": "https://tracker.example/pixel.gif",
         *           "disposition": "enforce"
         *         }
         *       }
         *     ]
         */
        'application/reports+json': Record<string, never>[];
      };
    };
    responses: {
      /** @description Kept. */
      204: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['InvalidJson'];
      /** @description In production, where the development routes are absent. */
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      /** @description Neither report format (another media type, or a body of the wrong shape). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'unsupported_media_type';
          };
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  devOutbox: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every stored mail, oldest first. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            messages: components['schemas']['OutboxMessage'][];
          };
        };
      };
      403: components['responses']['OriginNotAllowed'];
      /** @description In production, where the development routes are absent. */
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  devReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Reset. */
      204: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['InvalidJson'];
      403: components['responses']['OriginNotAllowed'];
      /** @description In production, where the development routes are absent. */
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  devEraseAccounts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: date-time */
          now?: string;
          /** @description Only this account. */
          email?: string;
        };
      };
    };
    responses: {
      /** @description How many accounts were erased. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            erased: number;
          };
        };
      };
      /** @description `now` is missing or not a date, `email` is not a string, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              now?: 'required' | 'invalid';
              /** @enum {unknown} */
              email?: 'invalid';
            };
          };
        };
      };
      403: components['responses']['OriginNotAllowed'];
      /** @description In production, where the development routes are absent. */
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  devAccountState: {
    parameters: {
      query?: {
        /** @description Required (`400 validation` without it); optional in the schema so that production's missing route answers `404`. */
        email?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account's state. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            confirmed: boolean;
            deletionScheduled: boolean;
            /** @description Frozen by an e-mail change's "It wasn't me" until a password reset. */
            frozen: boolean;
            pushRegistrations: number;
          };
        };
      };
      /** @description `email` is missing. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'validation';
            fields?: {
              /** @enum {unknown} */
              email?: 'required';
            };
          };
        };
      };
      403: components['responses']['OriginNotAllowed'];
      /** @description No account has that address, or in production, where the development routes are absent. */
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  devOutdateConsents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email?: string;
        };
      };
    };
    responses: {
      /** @description How many acceptances were made outdated. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            outdated: number;
          };
        };
      };
      /** @description `email` is missing, or the body is not JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            error?: 'validation' | 'invalid_json';
            fields?: {
              /** @enum {unknown} */
              email?: 'required';
            };
          };
        };
      };
      403: components['responses']['OriginNotAllowed'];
      /** @description No user has that address, or in production, where the development routes are absent. */
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['InternalError'];
    };
  };
  devTenantDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tenant: string;
        document: components['schemas']['ConsentDocument'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document, as an HTML page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description No such tenant or document, or in production, where the development routes are absent. */
      404: components['responses']['NotFound'];
    };
  };
  devAnalytics: {
    parameters: {
      query?: {
        /**
         * @description Only events of this name.
         * @example $pageview
         */
        event?: string;
        /** @description Only events of this distinct id. */
        distinct_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The captured events, in the order they happened. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            events: components['schemas']['AnalyticsEvent'][];
          };
        };
      };
      /** @description A filter is empty or repeated. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @constant */
            error?: 'validation';
            fields?: {
              /** @enum {unknown} */
              event?: 'invalid';
              /** @enum {unknown} */
              distinct_id?: 'invalid';
            };
          };
        };
      };
      /** @description In production, where the development routes are absent. */
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
}
