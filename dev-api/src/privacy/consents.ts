// What a user accepted, which version, and when (docs/your-data.md): the terms and the privacy
// notice, at sign-up and again when onboarding's last step is accepted. Shown in the data
// export; erased with the account.
import type { Db } from '../db.ts';

/** The versions in force; a newer one is a new entry here. */
export const CONSENT_VERSIONS = { terms: '2026-01', privacy: '2026-01' } as const;
export type ConsentSource = 'sign_up' | 'onboarding';

export function recordConsents(db: Db, userId: string, source: ConsentSource): void {
  const insert = db.prepare(
    `INSERT INTO consents (user_id, document, version, accepted_at, source)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const at = new Date().toISOString();
  for (const [document, version] of Object.entries(CONSENT_VERSIONS)) {
    insert.run(userId, document, version, at, source);
  }
}
