// What a user accepted, which version, and when (docs/your-data.md): the terms and the privacy
// notice, at sign-up, when onboarding's last step is accepted, and again when the configuration
// names a newer version (consents/routes.ts). Shown in the data export; erased with the account.
import type { Db } from '../platform/db.ts';

export const CONSENT_DOCUMENTS = ['terms', 'privacy'] as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];
/** The version of each document in force (config.ts: TERMS_VERSION, PRIVACY_VERSION). */
export type ConsentVersions = Record<ConsentDocument, string>;

/** The versions in force unless the configuration names others. */
export const CONSENT_VERSIONS: ConsentVersions = { terms: '2026-01', privacy: '2026-01' };
/** `new_version`: accepted when asked after the configuration moved to a newer version. */
export type ConsentSource = 'sign_up' | 'onboarding' | 'new_version';

export interface PendingConsent {
  document: ConsentDocument;
  version: string;
}

export function recordConsent(
  db: Db,
  userId: string,
  document: ConsentDocument,
  version: string,
  source: ConsentSource,
): void {
  db.prepare(
    `INSERT INTO consents (user_id, document, version, accepted_at, source)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(userId, document, version, new Date().toISOString(), source);
}

/** Both documents, at the versions in force. */
export function recordConsents(
  db: Db,
  userId: string,
  source: ConsentSource,
  versions: ConsentVersions = CONSENT_VERSIONS,
): void {
  for (const document of CONSENT_DOCUMENTS) {
    recordConsent(db, userId, document, versions[document], source);
  }
}

/**
 * The documents whose version in force the user has not accepted (never, or only an older
 * one). Any accepted row of that exact version counts: versions are labels, not ordered.
 */
export function pendingConsents(
  db: Db,
  userId: string,
  versions: ConsentVersions,
): PendingConsent[] {
  const accepted = db.prepare<[string, string, string], { found: number }>(
    'SELECT 1 AS found FROM consents WHERE user_id = ? AND document = ? AND version = ? LIMIT 1',
  );
  return CONSENT_DOCUMENTS.filter(
    (document) => !accepted.get(userId, document, versions[document]),
  ).map((document) => ({ document, version: versions[document] }));
}

/** The latest version of each document the user accepted, and when (the account centre). */
export function acceptedConsents(db: Db, userId: string) {
  return db
    .prepare<[string], { document: ConsentDocument; version: string; acceptedAt: string }>(
      `SELECT document, version, accepted_at AS acceptedAt FROM consents c
        WHERE user_id = ? AND id = (SELECT MAX(id) FROM consents
                                     WHERE user_id = c.user_id AND document = c.document)
        ORDER BY document DESC`,
    )
    .all(userId);
}

/** The account's acceptances, oldest first, for the data export (privacy/export.ts). */
export function exportConsents(db: Db, userId: string) {
  return db
    .prepare<
      [string],
      {
        document: 'terms' | 'privacy';
        version: string;
        acceptedAt: string;
        source: ConsentSource;
      }
    >(
      `SELECT document, version, accepted_at AS acceptedAt, source FROM consents
        WHERE user_id = ? ORDER BY id`,
    )
    .all(userId);
}
