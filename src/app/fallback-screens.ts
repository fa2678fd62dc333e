// The loaders of the screens with no address of their own (the route manifest's `page: false`
// beside the account home, config/paths.ts): the mailed links' landings under `privacy/` and
// not-found. A module of their own because the build tells the screens that get a page by the
// module that imports their chunk (app/screens.ts: scripts/build.test.mjs, "screen pages").
export const fallbackScreens = {
  privacyLink: () =>
    import(/* webpackChunkName: "privacy-link" */ '../flows/privacy/PrivacyLinkPage'),
  // The invitation link's page (flows/organisations): its path has two segments, which the
  // build's one page per screen does not name.
  organisationInvitation: () =>
    import(
      /* webpackChunkName: "organisation-invitation" */ '../flows/organisations/InvitationPage'
    ),
  notFound: () => import(/* webpackChunkName: "not-found" */ '../flows/not-found/NotFoundPage'),
};
