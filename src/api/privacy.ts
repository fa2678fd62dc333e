// "Your data" (api/openapi.yaml, tag "Your data"; docs/your-data.md): change the e-mail address,
// download everything held about the user, delete the account, and the three mailed links
// (confirm the new address, "It wasn't me", restore). Mails link back to the origin that asked
// (`returnOrigin`; the API accepts only known apps).
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { conforms, type RequestBody, type ResponseBody, type Schemas } from './contract';

const returnOrigin = () => window.location.origin;

const deletionScheduled = conforms<Schemas['DeletionScheduled']>()(
  z.object({ status: z.literal('deletion_scheduled'), eraseAt: z.string() }),
);
const emailChanged = conforms<Schemas['EmailChanged']>()(
  z.object({ status: z.literal('email_changed'), email: z.string() }),
);
const emailReverted = conforms<Schemas['EmailChangeReverted']>()(
  z.object({ status: z.literal('account_frozen') }),
);
// Only what names the file is read; the rest is saved exactly as the API sent it.
const exported = z.object({ exportedAt: z.string() });

/** Asks to change the address: the same answer whether or not the new one has an account. */
export async function requestEmailChange(client: ApiClient, newEmail: string): Promise<void> {
  const body: RequestBody<'requestEmailChange'> = { newEmail, returnOrigin: returnOrigin() };
  await client.request<unknown>('users/me/email', { auth: 'user', method: 'POST', body });
}

/** Cancels the change of address waiting for its link (the same answer when none waits). */
export async function cancelEmailChange(client: ApiClient): Promise<void> {
  await client.request<unknown>('users/me/email', { auth: 'user', method: 'DELETE' });
}

export async function confirmEmailChange(client: ApiClient, token: string): Promise<string> {
  const body: RequestBody<'confirmEmailChange'> = { token };
  const data = await client.request<unknown>('accounts/email-change/confirm', {
    auth: 'public',
    method: 'POST',
    body,
  });
  return emailChanged.parse(data).email;
}

/**
 * "It wasn't me" from the old address: the account is frozen (docs/your-data.md), never handed
 * back to that address, so the answer names no address.
 */
export async function revertEmailChange(client: ApiClient, token: string): Promise<void> {
  const body: RequestBody<'revertEmailChange'> = { token };
  const data = await client.request<unknown>('accounts/email-change/revert', {
    auth: 'public',
    method: 'POST',
    body,
  });
  emailReverted.parse(data);
}

export interface DataExport {
  /** `account-data-YYYY-MM-DD.json`: the day of the export (UTC), as the API names it. */
  fileName: string;
  /** The document as the API sent it, pretty-printed. */
  text: string;
}

/**
 * The user's data export. The API's Content-Disposition names the file, but a browser cannot
 * read that header across origins; the same name comes from the document's `exportedAt`.
 */
export async function exportMyData(client: ApiClient): Promise<DataExport> {
  const data = await client.request<ResponseBody<'exportMyData', 200>>('users/me/data-export', {
    auth: 'user',
  });
  const { exportedAt } = exported.parse(data);
  return {
    fileName: `account-data-${exportedAt.slice(0, 10)}.json`,
    text: `${JSON.stringify(data, null, 2)}\n`,
  };
}

/** Deletes the account after the grace period; answers when it will be erased. */
export async function requestAccountDeletion(
  client: ApiClient,
  email: string,
): Promise<{ eraseAt: string }> {
  const body: RequestBody<'requestAccountDeletion'> = { email, returnOrigin: returnOrigin() };
  const data = await client.request<unknown>('users/me/deletion', {
    auth: 'user',
    method: 'POST',
    body,
  });
  return { eraseAt: deletionScheduled.parse(data).eraseAt };
}

export async function restoreAccount(client: ApiClient, token: string): Promise<void> {
  const body: RequestBody<'restoreAccount'> = { token };
  await client.request<unknown>('accounts/restore', { auth: 'public', method: 'POST', body });
}
