import { useCallback, useState, type ReactNode } from 'react';
import { needsReauthentication } from '../../api/errors';
import { ConfirmItsYou } from './ConfirmItsYou';
import { Cancelled } from '../../ui/use-submit';

interface Pending {
  codeRequired: boolean;
  /** The user has a passkey: "Confirm it's you" offers it too. */
  passkey: boolean;
  /** The user has a password (a passkey-first account has none: the passkey alone is asked). */
  password: boolean;
  resolve(confirmed: boolean): void;
}

/**
 * Recent authentication, built once for every sensitive change (two-step verification, passkeys,
 * e-mail, data): `guard(action)` runs the action; when the API answers that the sign-in is too
 * old (`403 reauthentication_required`), it asks the user to confirm it is them (`dialog`, to
 * render) and runs the action once more. A cancel rejects with `Cancelled`, which forms ignore.
 */
export function useSensitive(): {
  guard<T>(action: () => Promise<T>): Promise<T>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const guard = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!needsReauthentication(error)) throw error;
      const confirmed = await new Promise<boolean>((resolve) =>
        setPending({
          codeRequired: error.body?.codeRequired === true,
          passkey: Array.isArray(error.body?.methods) && error.body.methods.includes('passkey'),
          password: !Array.isArray(error.body?.methods) || error.body.methods.includes('password'),
          resolve,
        }),
      );
      setPending(null);
      if (!confirmed) throw new Cancelled();
      return action();
    }
  }, []);
  const dialog = pending ? (
    <ConfirmItsYou
      codeRequired={pending.codeRequired}
      passkey={pending.passkey}
      password={pending.password}
      onDone={pending.resolve}
    />
  ) : null;
  return { guard, dialog };
}
