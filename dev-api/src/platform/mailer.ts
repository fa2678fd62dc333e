// The dev "mailer": nothing leaves the machine; messages land in the outbox table,
// where developers and end-to-end tests read them through GET /dev/outbox.
import { nowIso, type Db } from './db.ts';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** The actionable URLs in the message (confirmation, reset), so tests need not parse bodies. */
  links?: string[];
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  createdAt: string;
}

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  links: string;
  created_at: string;
}

function toMessage(row: OutboxRow): OutboxMessage {
  const links: unknown = JSON.parse(row.links);
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: Array.isArray(links) ? links.filter((link) => typeof link === 'string') : [],
    createdAt: row.created_at,
  };
}

/** "Sends" a mail by storing it in the outbox. Returns the stored message. */
export function sendMail(db: Db, mail: MailInput): OutboxMessage {
  const row = db
    .prepare<[string, string, string, string | null, string, string], OutboxRow>(
      `INSERT INTO outbox (to_address, subject, text, html, links, created_at)
       VALUES (?, ?, ?, ?, ?, ?)
       RETURNING *`,
    )
    .get(
      mail.to,
      mail.subject,
      mail.text,
      mail.html ?? null,
      JSON.stringify(mail.links ?? []),
      nowIso(),
    );
  if (!row) throw new Error('outbox insert returned no row');
  return toMessage(row);
}

/** Every stored message, oldest first (newest last). */
export function listOutbox(db: Db): OutboxMessage[] {
  return db.prepare<[], OutboxRow>('SELECT * FROM outbox ORDER BY id').all().map(toMessage);
}
