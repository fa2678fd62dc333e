// The flow's own paths and numbers. The pages under `privacy/` (docs/your-data.md): the mailed links' landings, and the page shown
// once the account is scheduled for deletion. The dev API's mails link to the first three.
export const CONFIRM_EMAIL = 'confirm-email';
export const NOT_ME = 'not-me';
export const RESTORE = 'restore';
export const DELETED = 'deleted';
/** The erase date on the `deleted` page (ISO 8601, as the API answered). */
export const ERASE_AT_PARAM = 'eraseAt';
/**
 * Navigation state set by the deletion itself: only then does the `deleted` page forget the
 * session (a link to that page, which anyone can send, cannot set it).
 */
export const ACCOUNT_DELETED_STATE = 'accountDeleted';

export type PrivacyLink = typeof CONFIRM_EMAIL | typeof NOT_ME | typeof RESTORE;
/** Days between a deletion request and the erase (the API's grace period, dev-api/src/privacy). */
export const DELETION_GRACE_DAYS = 14;
