import { answerSchemas, checked } from './answers';
import type { ApiClient } from './client';
import type { RequestBody, ResponseBody, Schemas } from './contract';

type ContractProfile = Schemas['Profile'];
/** The fields every profile the app holds has; the contract's others may be missing. */
type RequiredProfileField = 'sub' | 'email' | 'name' | 'onboardingCompleted';

/**
 * The signed-in user's profile: the contract's `Profile` (api/openapi.yaml), read leniently. Only
 * the fields the screens cannot do without are required; an older or partial answer still signs
 * the user in.
 */
export type Profile = Pick<ContractProfile, RequiredProfileField> &
  Partial<Omit<ContractProfile, RequiredProfileField>>;

const answers = answerSchemas(
  () => import(/* webpackChunkName: "sign-in-answers" */ './users-answers'),
);

/**
 * The contract's `ProfilePatch`, except that `locale` is any string: the onboarding form holds
 * the chosen language as one (the API refuses any other than `Locale` with `fields.locale`).
 */
export type ProfilePatch = Omit<RequestBody<'updateProfile'>, 'locale'> & { locale?: string };

export async function fetchProfile(client: ApiClient, signal?: AbortSignal): Promise<Profile> {
  return checked(
    answers,
    client.request<unknown>('users/me', { auth: 'user', signal }),
    ({ profileSchema }, data) => profileSchema.parse(data),
  );
}

export async function updateProfile(client: ApiClient, patch: ProfilePatch): Promise<Profile> {
  return checked(
    answers,
    client.request<unknown>('users/me', { auth: 'user', method: 'PATCH', body: patch }),
    ({ profileSchema }, data) => profileSchema.parse(data),
  );
}

/** Changes the password; `currentPassword` null adds the first password of an account with none. */
export function changePassword(
  client: ApiClient,
  currentPassword: string | null,
  newPassword: string,
): Promise<unknown> {
  const body: RequestBody<'changePassword'> =
    currentPassword === null ? { newPassword } : { currentPassword, newPassword };
  return client.request('users/me/password', { auth: 'user', method: 'POST', body });
}

export type PushPlatform = Schemas['PushPlatform'];

/** Whether the token is new for this user (`created`); the API's answer is not checked further. */
export function registerPushToken(
  client: ApiClient,
  token: string,
  platform: PushPlatform,
): Promise<Pick<ResponseBody<'registerPushToken', 201>, 'created'>> {
  const body: RequestBody<'registerPushToken'> = { token, platform };
  return client.request('users/me/push-tokens', { auth: 'user', method: 'POST', body });
}
