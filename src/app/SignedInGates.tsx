import type { ReactNode } from 'react';
import { ConsentGate } from './ConsentGate';
import { PasskeyOfferSlot } from './PasskeyOfferSlot';
import { TwoStepGate } from './TwoStepGate';

/**
 * What a signed-in screen passes through (RequireAuth): the tenant's required two-step setup,
 * then the documents to accept, then the passkey offer after a password sign-in. A chunk of its
 * own: a signed-out first screen (the sign-in form, in a host's remote most of all) never needs
 * it, and a signed-in one loads it beside its own chunk.
 */
export default function SignedInGates({ children }: { children: ReactNode }) {
  return (
    <TwoStepGate>
      <ConsentGate>
        <PasskeyOfferSlot>{children}</PasskeyOfferSlot>
      </ConsentGate>
    </TwoStepGate>
  );
}
