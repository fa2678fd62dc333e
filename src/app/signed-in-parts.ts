/**
 * Not screens, so not in screens.ts (whose lazy imports get a page each, scripts/screen-pages.ts):
 * what only signed-in screens need, each a chunk of its own so that a signed-out first screen
 * (the sign-in form, in a host's remote most of all) carries none of it: the gates every
 * signed-in screen passes (RequireAuth) and the account centre's frame (AccountRoutes).
 */
export const signedInParts = {
  gates: () => import(/* webpackChunkName: "signed-in-gates" */ './SignedInGates'),
  frame: () =>
    import(/* webpackChunkName: "centre-frame" */ '../flows/account-centre/CentreFrame').then(
      (m) => ({ default: m.CentreFrame }),
    ),
};
