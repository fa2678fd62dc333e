// Passwordless (api/openapi.yaml, tag "Passwordless"; docs/passwordless.md): a code and link
// mailed for the authority's sign-in interaction, its state while the first device waits, and the
// link's press; passkey-first sign-up. The interaction's steps carry the browser's cookies (the
// authority binds each step to the browser that started it).
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { conforms, type RequestBody, type ResponseBody, type Schemas } from './contract';
import { parseCreationOptions } from './passkeys';

function interactionPath(interaction: string): string {
  return `auth/oidc/interaction/${encodeURIComponent(interaction)}/email-code`;
}

const sent = conforms<Schemas['EmailCodeSent']>()(
  z.object({ expiresIn: z.number(), codeLength: z.number() }),
);
const status = conforms<Schemas['EmailCodeStatus']>()(
  z.object({ state: z.enum(['waiting', 'verified', 'used', 'expired']) }),
);
const secondStep = conforms<Schemas['SecondStepRequired']>()(
  z.object({
    next: z.literal('two_step'),
    methods: z.array(z.enum(['totp', 'recovery_code'])),
    trustDeviceDays: z.number(),
  }),
);
const redirect = z.object({ redirectTo: z.string() });
const linkResult = conforms<Schemas['EmailLinkResult']>()(
  z.object({ result: z.literal('verified'), sameBrowser: z.boolean() }),
);
const signUpStarted = conforms<Schemas['PasskeySignUpStarted']>()(
  z.object({ attempt: z.string(), expiresIn: z.number(), codeLength: z.number() }),
);

/** Where a right code leads: on to the authority, or to the existing second step first. */
export type CodeOutcome = { redirectTo: string } | { secondStep: Schemas['SecondStepRequired'] };

function outcomeOf(data: unknown): CodeOutcome {
  const step = secondStep.safeParse(data);
  return step.success ? { secondStep: step.data } : { redirectTo: redirect.parse(data).redirectTo };
}

/** Mails a code and link for this interaction (the same answer whether the address has an account). */
export async function requestEmailCode(
  client: ApiClient,
  interaction: string,
  body: RequestBody<'requestEmailCode'>,
): Promise<ResponseBody<'requestEmailCode', 202>> {
  const data = await client.request<unknown>(interactionPath(interaction), {
    auth: 'public',
    method: 'POST',
    body,
    credentials: 'include',
  });
  return sent.parse(data);
}

/** Polled by the first device: whether the link was confirmed on another one. */
export async function emailCodeStatus(
  client: ApiClient,
  interaction: string,
  signal?: AbortSignal,
): Promise<Schemas['EmailCodeStatus']['state']> {
  const data = await client.request<unknown>(interactionPath(interaction), {
    auth: 'public',
    credentials: 'include',
    signal,
  });
  return status.parse(data).state;
}

export async function verifyEmailCode(
  client: ApiClient,
  interaction: string,
  code: string,
): Promise<CodeOutcome> {
  const data = await client.request<unknown>(`${interactionPath(interaction)}/verify`, {
    auth: 'public',
    method: 'POST',
    body: { code } satisfies RequestBody<'verifyEmailCode'>,
    credentials: 'include',
  });
  return outcomeOf(data);
}

/** The first device, once the link was confirmed elsewhere. */
export async function continueEmailCode(
  client: ApiClient,
  interaction: string,
): Promise<CodeOutcome> {
  const data = await client.request<unknown>(`${interactionPath(interaction)}/continue`, {
    auth: 'public',
    method: 'POST',
    credentials: 'include',
  });
  return outcomeOf(data);
}

/** The link's page, on a press: confirms the code; the tab that asked continues by itself. */
export async function openEmailLink(
  client: ApiClient,
  interaction: string,
  token: string,
): Promise<Schemas['EmailLinkResult']> {
  const data = await client.request<unknown>(`${interactionPath(interaction)}/link`, {
    auth: 'public',
    method: 'POST',
    body: { token } satisfies RequestBody<'openEmailLink'>,
    credentials: 'include',
  });
  return linkResult.parse(data);
}

export async function startPasskeySignUp(
  client: ApiClient,
  body: RequestBody<'startPasskeySignUp'>,
): Promise<Schemas['PasskeySignUpStarted']> {
  const data = await client.request<unknown>('accounts/passkey-sign-up', {
    auth: 'public',
    method: 'POST',
    body,
  });
  return signUpStarted.parse(data);
}

/** The mailed code proves the address: the WebAuthn creation options for the new account. */
export async function verifyPasskeySignUp(
  client: ApiClient,
  body: RequestBody<'verifyPasskeySignUp'>,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const data = await client.request<unknown>('accounts/passkey-sign-up/verify', {
    auth: 'public',
    method: 'POST',
    body,
  });
  return parseCreationOptions(data);
}

/** The account, created with its passkey and no password. */
export async function completePasskeySignUp(
  client: ApiClient,
  attempt: string,
  response: RegistrationResponseJSON,
): Promise<void> {
  await client.request<unknown>('accounts/passkey-sign-up/complete', {
    auth: 'public',
    method: 'POST',
    body: { attempt, response },
  });
}
