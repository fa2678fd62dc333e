// The account's security endpoints (api/openapi.yaml, tags "Two-step verification" and "Me"):
// two-step verification, trusted devices and recent authentication.
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { conforms, type RequestBody, type Schemas } from './contract';

const twoStepStatus = conforms<Schemas['TwoStepStatus']>()(
  z.object({
    enabled: z.boolean(),
    required: z.boolean(),
    enabledAt: z.nullable(z.string()),
    recoveryCodesLeft: z.number(),
  }),
);
const totpSetup = conforms<Schemas['TotpSetup']>()(
  z.object({ otpauthUri: z.string(), setupKey: z.string() }),
);
const recoveryCodes = conforms<Schemas['RecoveryCodes']>()(
  z.object({ recoveryCodes: z.array(z.string()) }),
);
const trustedDevices = conforms<{ devices: Schemas['TrustedDevice'][] }>()(
  z.object({
    devices: z.array(
      z.object({
        id: z.string(),
        userAgent: z.nullable(z.string()),
        createdAt: z.string(),
        lastUsedAt: z.nullable(z.string()),
        expiresAt: z.string(),
        current: z.boolean(),
      }),
    ),
  }),
);

export type TwoStepStatus = Schemas['TwoStepStatus'];
export type TrustedDevice = Schemas['TrustedDevice'];

export async function getTwoStep(client: ApiClient, signal?: AbortSignal): Promise<TwoStepStatus> {
  return twoStepStatus.parse(
    await client.request<unknown>('users/me/two-step', { auth: 'user', signal }),
  );
}

export async function startTotpSetup(client: ApiClient): Promise<Schemas['TotpSetup']> {
  const data = await client.request<unknown>('users/me/two-step/totp', {
    auth: 'user',
    method: 'POST',
  });
  return totpSetup.parse(data);
}

export async function confirmTotpSetup(client: ApiClient, code: string): Promise<string[]> {
  const body: RequestBody<'confirmTotpSetup'> = { code };
  const data = await client.request<unknown>('users/me/two-step/totp/confirm', {
    auth: 'user',
    method: 'POST',
    body,
  });
  return recoveryCodes.parse(data).recoveryCodes;
}

export async function regenerateRecoveryCodes(client: ApiClient): Promise<string[]> {
  const data = await client.request<unknown>('users/me/two-step/recovery-codes', {
    auth: 'user',
    method: 'POST',
  });
  return recoveryCodes.parse(data).recoveryCodes;
}

export async function disableTwoStep(client: ApiClient): Promise<void> {
  await client.request<unknown>('users/me/two-step', { auth: 'user', method: 'DELETE' });
}

export async function listTrustedDevices(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<TrustedDevice[]> {
  // The device cookie tells the API which of them is this browser.
  const data = await client.request<unknown>('users/me/trusted-devices', {
    auth: 'user',
    signal,
    credentials: 'include',
  });
  return trustedDevices.parse(data).devices;
}

export async function revokeTrustedDevice(client: ApiClient, id: string): Promise<void> {
  await client.request<unknown>(`users/me/trusted-devices/${encodeURIComponent(id)}`, {
    auth: 'user',
    method: 'DELETE',
  });
}

/** Confirms it is the user (password, and a code when two-step verification is on). */
export async function reauthenticate(
  client: ApiClient,
  body: RequestBody<'reauthenticate'>,
): Promise<void> {
  await client.request<unknown>('users/me/reauthenticate', { auth: 'user', method: 'POST', body });
}
