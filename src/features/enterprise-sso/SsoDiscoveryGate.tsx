import { lazy, Suspense } from 'react';

const SsoDiscovery = lazy(
  () => import(/* webpackChunkName: "enterprise-sso-discovery" */ './SsoDiscovery'),
);

/** What a typed e-mail address looks like (the server checks it properly). */
const ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * The sign-in form's hook for identifier-first discovery: nothing, and no code loaded, until the
 * e-mail field holds an address.
 */
export function SsoDiscoveryGate({ interaction, email }: { interaction: string; email: string }) {
  const address = email.trim().toLowerCase();
  if (!ADDRESS.test(address)) return null;
  return (
    <Suspense fallback={null}>
      <SsoDiscovery interaction={interaction} email={address} />
    </Suspense>
  );
}
