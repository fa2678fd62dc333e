import type { ReactNode } from 'react';
import { useConsentGate } from './ConsentGate';
import { PasskeyOfferSlot } from './PasskeyOfferSlot';
import { useTwoStepGate } from './TwoStepGate';

/**
 * What a signed-in screen passes through (RequireAuth): the tenant's required two-step setup,
 * then the documents to accept, then the passkey offer after a password sign-in. A chunk of its
 * own: a signed-out first screen (the sign-in form, in a host's remote most of all) never needs
 * it, and a signed-in one loads it beside its own chunk.
 */
export default function SignedInGates({ children }: { children: ReactNode }) {
  // Both gates ask at once, as soon as the token is there: nested, the second asked only after
  // the first's answer, and both after the profile's, three requests in a row after every
  // sign-in (bench/README.md). The two-step setup still comes first.
  const twoStep = useTwoStepGate();
  const consent = useConsentGate();
  if (twoStep) return twoStep.show;
  if (consent) return consent.show;
  return <PasskeyOfferSlot>{children}</PasskeyOfferSlot>;
}
