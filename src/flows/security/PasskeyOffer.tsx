import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { listPasskeys } from '../../api/passkeys';
import { FormFeedback } from '../../ui/form';
import { Actions, Text, ui } from '../../ui/Screen';
import { useSensitive } from '../../features/confirm-its-you/use-sensitive';
import { loadWebAuthn } from '../../features/webauthn/webauthn';
import { passkeyOfferMessages as m } from './messages';
import { useAddPasskey } from './use-add-passkey';

export interface PasskeyOfferProps {
  /** The offer was shown (it is made once per sign-in). */
  onShown(): void;
  /** "Not now": remembered on this device by the caller, who takes the focus back. */
  onSnooze(): void;
}

/**
 * After a password sign-in (docs/passkeys.md, "The offer"): on a device that has a platform
 * authenticator, to an account with no passkey yet, offer to add one here. Renders nothing
 * otherwise, and nothing while it finds out.
 */
export default function PasskeyOffer({ onShown, onSnooze }: PasskeyOfferProps) {
  const api = useApi();
  const [state, setState] = useState<'checking' | 'offer' | 'added' | 'closed'>('checking');
  const { guard, dialog } = useSensitive();
  const add = useAddPasskey(guard, () => setState('added'), m.added);
  const labelId = useId();
  const shown = useRef(onShown);

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const webAuthn = await loadWebAuthn();
      if (!(await webAuthn.platformAuthenticatorIsAvailable())) return 'closed' as const;
      const passkeys = await listPasskeys(api, controller.signal);
      return passkeys.length === 0 ? ('offer' as const) : ('closed' as const);
    })().then(
      (next) => {
        if (controller.signal.aborted) return;
        if (next === 'offer') shown.current();
        setState(next);
      },
      // An offer, not a task: when it cannot tell, it says nothing.
      () => {
        if (!controller.signal.aborted) setState('closed');
      },
    );
    return () => controller.abort();
  }, [api]);

  if (state === 'checking' || state === 'closed') return null;
  return (
    <aside aria-labelledby={labelId} className={ui.card}>
      <p id={labelId} className={ui.subtitle}>
        <FormattedMessage {...m.label} />
      </p>
      {state === 'added' ? (
        <FormFeedback feedback={add.feedback} />
      ) : (
        <>
          <Text>
            <FormattedMessage {...m.text} />
          </Text>
          <FormFeedback feedback={add.feedback} />
          <Actions>
            <button
              type="button"
              className={ui.button}
              disabled={add.busy}
              aria-busy={add.busy}
              onClick={() => void add.submit()}
            >
              <FormattedMessage {...m.add} />
            </button>
            <button
              type="button"
              className={`${ui.button} ${ui.secondary}`}
              onClick={() => {
                onSnooze();
                setState('closed');
              }}
            >
              <FormattedMessage {...m.notNow} />
            </button>
          </Actions>
        </>
      )}
      {dialog}
    </aside>
  );
}
