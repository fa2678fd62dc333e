import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { addPasskey, listPasskeys, registrationOptions } from '../../api/passkeys';
import { useResource } from '../../api/use-resource';
import { useOncePerKey } from '../../lib/use-once-per-key';
import { FormFeedback } from '../../ui/form';
import { Actions, Text, ui } from '../../ui/Screen';
import { useSensitive } from '../../features/confirm-its-you/use-sensitive';
import { loadWebAuthn } from '../../features/webauthn/webauthn';
import {
  createConditionally,
  supportsConditionalCreate,
} from '../../features/webauthn/conditional-create';
import { passkeyOfferMessages as m } from './messages';
import styles from './passkey-offer.module.css';
import { useAddPasskey } from './use-add-passkey';
import * as common from '../../i18n/common-messages';

export interface PasskeyOfferProps {
  /** The offer was shown (it is made once per sign-in). */
  onShown(): void;
  /** "Not now": remembered on this device by the caller, who takes the focus back. */
  onSnooze(): void;
}

/**
 * After a password sign-in (docs/passkeys.md, "The offer"): on a device that has a platform
 * authenticator, to an account with no passkey yet, offer to add one here, under the screen's
 * heading. Renders nothing otherwise, and nothing while it finds out.
 */
export default function PasskeyOffer({ onShown, onSnooze }: PasskeyOfferProps) {
  const api = useApi();
  const [state, setState] = useState<'open' | 'added' | 'closed'>('open');
  const { guard, dialog } = useSensitive();
  const add = useAddPasskey(guard, () => setState('added'), m.added);
  const labelId = useId();
  const check = useResource('passkey-offer', async (signal) => {
    // Conditional create first, where the browser says it can: the password manager that just
    // signed the person in saves a passkey with no prompt (docs/passwordless.md). The sign-in is
    // minutes old, so the options need no "Confirm it's you"; any refusal falls back to the card.
    if (await supportsConditionalCreate()) {
      if ((await listPasskeys(api, signal)).length > 0) return false;
      const created = await registrationOptions(api)
        .then(createConditionally)
        .then((response) => (response ? addPasskey(api, response) : null))
        .catch(() => null);
      if (created) return 'created' as const;
      return (await loadWebAuthn()).platformAuthenticatorIsAvailable();
    }
    const webAuthn = await loadWebAuthn();
    if (!(await webAuthn.platformAuthenticatorIsAvailable())) return false;
    return (await listPasskeys(api, signal)).length === 0;
  });
  // An offer, not a task: when it cannot tell (a failed check), it says nothing.
  const offered = check.data === true;
  const created = check.data === 'created';
  useOncePerKey(offered || created ? 'offered' : null, onShown);
  // It arrives after the screen (the checks take a moment): its heading takes the focus, so it
  // is announced and the keyboard is at it; unless the user has already moved on in the screen.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!offered) return;
    const active = document.activeElement;
    if (active === document.body || active === null || active.tagName === 'H1') {
      heading.current?.focus();
    }
  }, [offered]);

  if (created) {
    // Saved silently: said once, in the page's flow, with nothing to answer.
    return (
      <section aria-labelledby={labelId} className={styles.offer}>
        <h2 id={labelId} className={styles.heading}>
          <FormattedMessage {...m.label} />
        </h2>
        <p role="status">
          <FormattedMessage {...m.autoAdded} />
        </p>
      </section>
    );
  }
  if (!offered || state === 'closed') return null;
  return (
    <section aria-labelledby={labelId} className={styles.offer}>
      <h2 id={labelId} ref={heading} tabIndex={-1} className={styles.heading}>
        <FormattedMessage {...m.label} />
      </h2>
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
              <FormattedMessage {...common.addPasskey} />
            </button>
            <button
              type="button"
              className={`${ui.button} ${ui.secondary}`}
              onClick={() => {
                onSnooze();
                setState('closed');
              }}
            >
              <FormattedMessage {...common.notNow} />
            </button>
          </Actions>
        </>
      )}
      {dialog}
    </section>
  );
}
