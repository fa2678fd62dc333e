// oidc-provider's storage on SQLite, so sessions, grants and tokens survive a restart of the
// dev API (the in-memory development adapter would sign everyone out).
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../platform/db.ts';

interface Row {
  payload: string;
  expires_at: number | null;
  consumed_at: number | null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Builds the adapter class oidc-provider instantiates once per model name. */
export function sqliteAdapter(db: Db): new (model: string) => Adapter {
  const statements = {
    upsert: db.prepare(
      `INSERT INTO oidc_models (model, id, payload, grant_id, user_code, uid, expires_at)
       VALUES (@model, @id, @payload, @grantId, @userCode, @uid, @expiresAt)
       ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload,
         grant_id = excluded.grant_id, user_code = excluded.user_code, uid = excluded.uid,
         expires_at = excluded.expires_at`,
    ),
    byId: db.prepare<[string, string], Row>(
      'SELECT payload, expires_at, consumed_at FROM oidc_models WHERE model = ? AND id = ?',
    ),
    byUid: db.prepare<[string, string], Row>(
      'SELECT payload, expires_at, consumed_at FROM oidc_models WHERE model = ? AND uid = ?',
    ),
    byUserCode: db.prepare<[string, string], Row>(
      'SELECT payload, expires_at, consumed_at FROM oidc_models WHERE model = ? AND user_code = ?',
    ),
    consume: db.prepare('UPDATE oidc_models SET consumed_at = ? WHERE model = ? AND id = ?'),
    destroy: db.prepare('DELETE FROM oidc_models WHERE model = ? AND id = ?'),
    revokeGrant: db.prepare('DELETE FROM oidc_models WHERE grant_id = ?'),
  };

  function read(row: Row | undefined): AdapterPayload | undefined {
    if (!row) return undefined;
    if (row.expires_at !== null && row.expires_at <= nowSeconds()) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumed_at === null ? payload : { ...payload, consumed: row.consumed_at };
  }

  return class SqliteAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      statements.upsert.run({
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? nowSeconds() + expiresIn : null,
      });
    }

    async find(id: string) {
      return read(statements.byId.get(this.model, id));
    }

    async findByUid(uid: string) {
      return read(statements.byUid.get(this.model, uid));
    }

    async findByUserCode(userCode: string) {
      return read(statements.byUserCode.get(this.model, userCode));
    }

    async consume(id: string): Promise<void> {
      statements.consume.run(nowSeconds(), this.model, id);
    }

    async destroy(id: string): Promise<void> {
      statements.destroy.run(this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      statements.revokeGrant.run(grantId);
    }
  };
}
