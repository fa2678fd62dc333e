// Enterprise SSO's storage (docs/enterprise-sso.md): the only SQL on the sso_* and saml_* tables.
// A connection's `config` is JSON: OIDC { issuer, clientId, clientSecret, scopes }; SAML
// { metadataXml, metadataUrl } (the IdP metadata as last fetched or pasted).
import { randomBytes } from 'node:crypto';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db.ts';

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
}

export interface SamlConfig {
  metadataXml: string;
  metadataUrl: string | null;
}

export interface ConnectionRow {
  id: string;
  organisation_id: string;
  type: 'oidc' | 'saml';
  name: string;
  enabled: number;
  config: string;
  created_at: string;
  last_error: string | null;
  /** 1: the IdP's statement about the sign-in counts (docs/enterprise-sso.md). */
  trust_idp_mfa: number;
  /** The last test sign-in's result (JSON, TestResult), claimed by the admin who ran it. */
  last_test: string | null;
}

/** What a test sign-in found: the identity received, or why a real sign-in would be refused. */
export type TestResult =
  | { ok: true; at: string; email: string; attributes: Record<string, string[]> }
  | { ok: false; at: string; code: string; message: string };

export interface TestRow {
  state: string;
  /** What the answer must answer: the AuthnRequest's id (SAML), the ID token's nonce (OIDC). */
  request_id: string;
  /** An OIDC test's PKCE verifier; null for SAML. */
  code_verifier: string | null;
  connection_id: string;
  user_id: string;
  grant_id: string | null;
  return_to: string;
  result: string | null;
  result_key: string | null;
  created_at: number;
}

export interface DomainRow {
  organisation_id: string;
  domain: string;
  token: string;
  created_at: string;
  verified_at: string | null;
}

export interface SettingsRow {
  organisation_id: string;
  enforced: number;
  jit_enabled: number;
  jit_role: string;
}

export interface SamlResultRow {
  key: string;
  connection_id: string;
  interaction_uid: string;
  device_hash: string;
  subject: string;
  email: string;
  name: string | null;
  /** The IdP's statement (RFC 8176 values, JSON), whether or not the connection trusts it. */
  amr: string;
  created_at: number;
}

/** How long a SAML request waits for its answer, and a validated result for its continuation. */
export const SAML_REQUEST_TTL_MS = 10 * 60 * 1000;
export const SAML_RESULT_TTL_MS = 60 * 1000;
/** A test sign-in is answered and claimed within the time a real one has (single use). */
export const TEST_TTL_MS = SAML_REQUEST_TTL_MS;

export function ssoStore(db: Db, clock: Clock) {
  const now = () => new Date(clock()).toISOString();

  return {
    connection(id: string): ConnectionRow | undefined {
      return db
        .prepare<[string], ConnectionRow>('SELECT * FROM sso_connections WHERE id = ?')
        .get(id);
    },
    connections(organisationId: string): ConnectionRow[] {
      return db
        .prepare<[string], ConnectionRow>(
          'SELECT * FROM sso_connections WHERE organisation_id = ? ORDER BY created_at, rowid',
        )
        .all(organisationId);
    },
    createConnection(input: {
      organisationId: string;
      type: 'oidc' | 'saml';
      name: string;
      config: OidcConfig | SamlConfig;
    }): ConnectionRow {
      const id = `sso-${randomBytes(8).toString('hex')}`;
      db.prepare(
        `INSERT INTO sso_connections (id, organisation_id, type, name, enabled, config, created_at)
         VALUES (?, ?, ?, ?, 0, ?, ?)`,
      ).run(id, input.organisationId, input.type, input.name, JSON.stringify(input.config), now());
      return this.connection(id)!;
    },
    updateConnection(
      id: string,
      changes: {
        name?: string;
        enabled?: boolean;
        trustIdpMfa?: boolean;
        config?: OidcConfig | SamlConfig;
      },
    ): void {
      if (changes.trustIdpMfa !== undefined)
        db.prepare('UPDATE sso_connections SET trust_idp_mfa = ? WHERE id = ?').run(
          changes.trustIdpMfa ? 1 : 0,
          id,
        );
      if (changes.name !== undefined)
        db.prepare('UPDATE sso_connections SET name = ? WHERE id = ?').run(changes.name, id);
      if (changes.enabled !== undefined)
        db.prepare('UPDATE sso_connections SET enabled = ? WHERE id = ?').run(
          changes.enabled ? 1 : 0,
          id,
        );
      if (changes.config !== undefined)
        db.prepare('UPDATE sso_connections SET config = ? WHERE id = ?').run(
          JSON.stringify(changes.config),
          id,
        );
    },
    deleteConnection(id: string): void {
      db.prepare('DELETE FROM sso_connections WHERE id = ?').run(id);
    },
    /** The last refused sign-in (what the IT admin must fix), or null after a success. */
    setLastError(id: string, error: { code: string; message: string } | null): void {
      db.prepare('UPDATE sso_connections SET last_error = ? WHERE id = ?').run(
        error ? JSON.stringify({ ...error, at: now() }) : null,
        id,
      );
    },

    domains(organisationId: string): DomainRow[] {
      return db
        .prepare<[string], DomainRow>(
          'SELECT * FROM sso_domains WHERE organisation_id = ? ORDER BY created_at, domain',
        )
        .all(organisationId);
    },
    domain(organisationId: string, domain: string): DomainRow | undefined {
      return db
        .prepare<[string, string], DomainRow>(
          'SELECT * FROM sso_domains WHERE organisation_id = ? AND domain = ?',
        )
        .get(organisationId, domain);
    },
    /** The organisation that verified this domain, if any (one at most: a unique index). */
    verifiedOwner(domain: string): string | undefined {
      return db
        .prepare<[string], { organisation_id: string }>(
          'SELECT organisation_id FROM sso_domains WHERE domain = ? AND verified_at IS NOT NULL',
        )
        .get(domain)?.organisation_id;
    },
    addDomain(organisationId: string, domain: string): DomainRow {
      db.prepare(
        `INSERT INTO sso_domains (organisation_id, domain, token, created_at) VALUES (?, ?, ?, ?)`,
      ).run(organisationId, domain, randomBytes(24).toString('base64url'), now());
      return this.domain(organisationId, domain)!;
    },
    /** False when another organisation verified it meanwhile (the unique index). */
    markVerified(organisationId: string, domain: string): boolean {
      try {
        db.prepare(
          'UPDATE sso_domains SET verified_at = ? WHERE organisation_id = ? AND domain = ?',
        ).run(now(), organisationId, domain);
        return true;
      } catch (error) {
        if (error instanceof Error && /UNIQUE/.test(error.message)) return false;
        throw error;
      }
    },
    removeDomain(organisationId: string, domain: string): void {
      db.prepare('DELETE FROM sso_domains WHERE organisation_id = ? AND domain = ?').run(
        organisationId,
        domain,
      );
    },

    settings(organisationId: string): SettingsRow {
      return (
        db
          .prepare<[string], SettingsRow>('SELECT * FROM sso_settings WHERE organisation_id = ?')
          .get(organisationId) ?? {
          organisation_id: organisationId,
          enforced: 0,
          jit_enabled: 0,
          jit_role: 'member',
        }
      );
    },
    saveSettings(row: SettingsRow): void {
      db.prepare(
        `INSERT INTO sso_settings (organisation_id, enforced, jit_enabled, jit_role)
         VALUES (?, ?, ?, ?)
         ON CONFLICT (organisation_id) DO UPDATE SET enforced = excluded.enforced,
           jit_enabled = excluded.jit_enabled, jit_role = excluded.jit_role`,
      ).run(row.organisation_id, row.enforced, row.jit_enabled, row.jit_role);
    },

    /**
     * Where an address's domain signs in: the first enabled connection of the organisation that
     * verified the domain. Depends on the domain only, never on the address's account.
     */
    route(
      domain: string,
    ): { connection: ConnectionRow; organisationId: string; enforced: boolean } | undefined {
      const owner = this.verifiedOwner(domain);
      if (!owner) return undefined;
      const connection = db
        .prepare<[string], ConnectionRow>(
          `SELECT * FROM sso_connections WHERE organisation_id = ? AND enabled = 1
            ORDER BY created_at, rowid LIMIT 1`,
        )
        .get(owner);
      if (!connection) return undefined;
      return { connection, organisationId: owner, enforced: this.settings(owner).enforced === 1 };
    },

    beginSamlRequest(input: {
      id: string;
      connectionId: string;
      interactionUid: string;
      deviceHash: string;
    }): void {
      db.prepare('DELETE FROM saml_requests WHERE created_at < ?').run(
        clock() - SAML_REQUEST_TTL_MS,
      );
      db.prepare(
        `INSERT INTO saml_requests (id, connection_id, interaction_uid, device_hash, created_at)
         VALUES (?, ?, ?, ?, ?)`,
      ).run(input.id, input.connectionId, input.interactionUid, input.deviceHash, clock());
    },
    /** The request an answer is for, once (a second answer to it finds nothing), within 10 min. */
    takeSamlRequest(
      id: string,
    ): { connection_id: string; interaction_uid: string; device_hash: string } | undefined {
      return db.transaction(() => {
        const row = db
          .prepare<
            [string, number],
            { connection_id: string; interaction_uid: string; device_hash: string }
          >(
            `SELECT connection_id, interaction_uid, device_hash FROM saml_requests
              WHERE id = ? AND created_at >= ?`,
          )
          .get(id, clock() - SAML_REQUEST_TTL_MS);
        db.prepare('DELETE FROM saml_requests WHERE id = ?').run(id);
        return row;
      })();
    },
    /**
     * The replay cache: true the first time an assertion id is seen; it is kept until the
     * assertion's own expiry (after which the time checks refuse it anyway).
     */
    firstSighting(assertionId: string, expiresAt: number): boolean {
      db.prepare('DELETE FROM saml_assertions_seen WHERE expires_at < ?').run(clock());
      const inserted = db
        .prepare(
          'INSERT INTO saml_assertions_seen (id, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
        )
        .run(assertionId, expiresAt);
      return inserted.changes === 1;
    },
    keepSamlResult(row: Omit<SamlResultRow, 'key' | 'created_at'>): string {
      const key = randomBytes(24).toString('base64url');
      db.prepare('DELETE FROM saml_results WHERE created_at < ?').run(clock() - SAML_RESULT_TTL_MS);
      db.prepare(
        `INSERT INTO saml_results (key, connection_id, interaction_uid, device_hash, subject,
           email, name, amr, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        key,
        row.connection_id,
        row.interaction_uid,
        row.device_hash,
        row.subject,
        row.email,
        row.name,
        row.amr,
        clock(),
      );
      return key;
    },
    takeSamlResult(key: string): SamlResultRow | undefined {
      return db.transaction(() => {
        const row = db
          .prepare<[string, number], SamlResultRow>(
            'SELECT * FROM saml_results WHERE key = ? AND created_at >= ?',
          )
          .get(key, clock() - SAML_RESULT_TTL_MS);
        db.prepare('DELETE FROM saml_results WHERE key = ?').run(key);
        return row;
      })();
    },

    // ---- test sign-ins (docs/enterprise-sso.md, "Test sign-in") ----
    beginTest(input: Omit<TestRow, 'state' | 'result' | 'result_key' | 'created_at'>): string {
      const state = randomBytes(24).toString('base64url');
      db.prepare('DELETE FROM sso_tests WHERE created_at < ?').run(clock() - TEST_TTL_MS);
      db.prepare(
        `INSERT INTO sso_tests (state, request_id, code_verifier, connection_id, user_id, grant_id,
           return_to, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        state,
        input.request_id,
        input.code_verifier,
        input.connection_id,
        input.user_id,
        input.grant_id,
        input.return_to,
        clock(),
      );
      return state;
    },
    /** The unanswered test of this RelayState, once: its answer is kept under a new key. */
    answerTest(state: string, result: TestResult): { row: TestRow; key: string } | undefined {
      return db.transaction(() => {
        const row = db
          .prepare<[string, number], TestRow>(
            'SELECT * FROM sso_tests WHERE state = ? AND result IS NULL AND created_at >= ?',
          )
          .get(state, clock() - TEST_TTL_MS);
        if (!row) return undefined;
        const key = randomBytes(24).toString('base64url');
        db.prepare('UPDATE sso_tests SET result = ?, result_key = ? WHERE state = ?').run(
          JSON.stringify(result),
          key,
          state,
        );
        return { row, key };
      })();
    },
    /** The test's request (to check InResponseTo against) without answering it. */
    pendingTest(state: string): TestRow | undefined {
      return db
        .prepare<[string, number], TestRow>(
          'SELECT * FROM sso_tests WHERE state = ? AND result IS NULL AND created_at >= ?',
        )
        .get(state, clock() - TEST_TTL_MS);
    },
    /** An answered test by its key, once (whoever asks: the caller checks it is theirs). */
    takeTestResult(key: string): TestRow | undefined {
      return db.transaction(() => {
        const row = db
          .prepare<[string, number], TestRow>(
            'SELECT * FROM sso_tests WHERE result_key = ? AND created_at >= ?',
          )
          .get(key, clock() - TEST_TTL_MS);
        db.prepare('DELETE FROM sso_tests WHERE result_key = ?').run(key);
        return row;
      })();
    },
    setLastTest(id: string, result: TestResult): void {
      db.prepare('UPDATE sso_connections SET last_test = ? WHERE id = ?').run(
        JSON.stringify(result),
        id,
      );
    },
  };
}

export type SsoStore = ReturnType<typeof ssoStore>;

/** The address's domain, lower case (what discovery and enforcement route by). */
export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}
