// Which browser an interaction belongs to (sign-in/interaction-routes.ts explains why): every step
// of the login interaction checks it, the password form's and an upstream provider's
// (federation/routes.ts) alike.
import type { Context } from 'koa';
import type Provider from 'oidc-provider';
import type { Db } from '../platform/db.ts';
import { interactionDevices, readDevice } from '../platform/device.ts';
import { ApiError } from '../platform/errors.ts';

export type Interaction = InstanceType<Provider['Interaction']>;

export const interactionErrors = {
  expired: () => new ApiError(404, 'interaction_expired', 'This sign-in has expired. Start again.'),
  notBound: () =>
    new ApiError(
      403,
      'interaction_not_bound',
      'This sign-in was started in another browser. Start a new one here.',
    ),
};

/**
 * The check every step of an interaction makes (federation/ too): the interaction named in the
 * URL (`:uid`), if this browser is the one that started it.
 */
export function interactionBinding(
  provider: Provider,
  db: Db,
): (ctx: Context) => Promise<Interaction> {
  const devices = interactionDevices(db);
  return async function boundInteraction(ctx: Context): Promise<Interaction> {
    const uid = ctx.params.uid ?? '';
    const interaction = await provider.Interaction.find(uid);
    if (!interaction) throw interactionErrors.expired();
    let cookieUid: string | undefined;
    try {
      cookieUid = (await provider.interactionDetails(ctx.req, ctx.res)).uid;
    } catch {
      // No interaction cookie on this request (another browser), or its session is gone.
      cookieUid = undefined;
    }
    if (cookieUid !== interaction.uid) throw interactionErrors.notBound();
    // A sibling site can plant oidc-provider's cookie; it cannot plant the __Host- device cookie.
    const device = readDevice(ctx);
    if (!device || device !== devices.deviceOf(interaction.uid)) throw interactionErrors.notBound();
    return interaction;
  };
}
