import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { useEffect, useRef, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { ApiError } from '../../api/errors';
import { INTERACTION_NOT_BOUND } from '../../api/interactions';
import {
  PASSKEY_INVALID,
  signInOptions,
  submitPasskey,
  unknownCredentialOf,
} from '../../api/passkey-sign-in';
import { useSubmit } from '../../ui/use-submit';
import {
  ceremony,
  CeremonyError,
  loadWebAuthn,
  type CeremonyProblem,
} from '../../features/webauthn/webauthn';
import { followAuthority } from './follow-authority';
import { scheduledDeletion } from './ScheduledDeletion';
import { messages, tooManyAttempts } from './messages';
import { codes } from './use-sign-in';

/** The Signal API's call, in its own small chunk: only a refused passkey needs it. */
async function signalUnknown(rpId: string, credentialId: string): Promise<void> {
  const signals = await import(
    /* webpackChunkName: "webauthn-signals" */ '../../features/webauthn/signals'
  );
  await signals.signalUnknownCredential(rpId, credentialId);
}

const problems: Record<Exclude<CeremonyProblem, 'aborted'>, MessageDescriptor> = {
  cancelled: messages.passkeyCancelled,
  exists: messages.passkeyFailed,
  unsupported: messages.passkeyUnsupported,
  failed: messages.passkeyFailed,
};

/**
 * Signing in with a passkey in the same authority interaction as the password
 * (docs/passkeys.md): the button's ceremony, and the browser's autofill (conditional mediation,
 * on the e-mail field's `autocomplete="username webauthn"`) started when the screen opens.
 * `supported`: the browser can use passkeys (the button shows only then). A failure is a
 * message of its own; the password form is untouched.
 */
export function usePasskeySignIn(interaction: string, restart: () => void) {
  const api = useApi();
  // Known before the library's chunk arrives, so the button is there with the form's first paint
  // instead of pushing it aside later (a layout shift): the same test as the library's
  // browserSupportsWebAuthn, which the effect below confirms.
  const [supported, setSupported] = useState(
    // Rendered at build time (src/app/prerender.tsx), the page assumes it: every browser we
    // support has WebAuthn, and the app takes the button away where one lacks it.
    () => typeof window === 'undefined' || typeof window.PublicKeyCredential === 'function',
  );
  // The account waits to be erased (its date): restoring it takes a new ceremony.
  const [scheduled, setScheduled] = useState<string | null>(null);
  // The relying party of the last ceremony's options, for the Signal API after a refusal.
  const rpId = useRef<string | null>(null);
  const { submit, feedback, busy } = useSubmit(
    async (answer: AuthenticationResponseJSON | 'button' | 'restore') => {
      const restoreAccount = answer === 'restore';
      // Restoring stays on its screen while the ceremony runs (and on it, if it is cancelled).
      if (!restoreAccount) setScheduled(null);
      let assertion = answer;
      if (assertion === 'button' || assertion === 'restore') {
        const optionsJSON = await signInOptions(api, interaction);
        rpId.current = optionsJSON.rpId ?? null;
        try {
          // A new ceremony aborts the autofill one (the library's WebAuthnAbortService).
          assertion = await ceremony((webAuthn) => webAuthn.startAuthentication({ optionsJSON }));
        } catch (error) {
          if (!(error instanceof CeremonyError)) throw error;
          return error.problem === 'aborted' ? undefined : { message: problems[error.problem] };
        }
      }
      followAuthority(api, await submitPasskey(api, interaction, assertion, { restoreAccount }));
    },
    {
      onError: (error) => {
        // A passkey the server no longer knows (removed, or never here): the browser's passkey
        // manager is told to forget it (docs/passwordless.md); the message is the same as ever.
        const unknown = unknownCredentialOf(error);
        const relyingParty = rpId.current;
        if (unknown && relyingParty) void signalUnknown(relyingParty, unknown);
        const eraseAt = scheduledDeletion(error);
        setScheduled(eraseAt);
        if (eraseAt) return true;
        const notBound = error instanceof ApiError && error.code === INTERACTION_NOT_BOUND;
        if (notBound) restart();
        return notBound;
      },
      rateLimited: tooManyAttempts,
      codes: { ...codes, [PASSKEY_INVALID]: messages.passkeyInvalid },
    },
  );
  // The autofill's answer goes through the current submit (the effect below starts once).
  const latest = useRef(submit);
  useEffect(() => {
    latest.current = submit;
  });

  useEffect(() => {
    let live = true;
    let webAuthn: Awaited<ReturnType<typeof loadWebAuthn>> | null = null;
    const offer = async () => {
      webAuthn = await loadWebAuthn();
      if (!live) return;
      const canUse = webAuthn.browserSupportsWebAuthn();
      setSupported(canUse);
      if (!canUse) return;
      if (!(await webAuthn.browserSupportsWebAuthnAutofill()) || !live) return;
      const optionsJSON = await signInOptions(api, interaction);
      if (!live) return;
      rpId.current = optionsJSON.rpId ?? null;
      const assertion = await webAuthn.startAuthentication({
        optionsJSON,
        useBrowserAutofill: true,
      });
      if (live) await latest.current(assertion);
    };
    // Autofill is only an offer: when it cannot start, or is stopped, the screen is as it was.
    offer().catch(() => undefined);
    return () => {
      live = false;
      webAuthn?.WebAuthnAbortService.cancelCeremony();
    };
  }, [api, interaction]);

  return {
    supported,
    busy,
    feedback,
    /** The authority no longer knows the interaction: only a new sign-in goes on. */
    expired: feedback?.message === messages.expired,
    signIn: () => void submit('button'),
    scheduled,
    restore: () => void submit('restore'),
    leaveScheduled: () => setScheduled(null),
  };
}
