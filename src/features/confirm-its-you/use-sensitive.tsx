import { useCallback, useState, type ReactNode } from 'react';
import { needsReauthentication } from '../../api/errors';
import { ConfirmItsYou, type ConfirmingProvider } from './ConfirmItsYou';
import { Cancelled } from '../../ui/use-submit';

interface Pending {
  codeRequired: boolean;
  /** The account has a password of its own (one a provider made has not). */
  password: boolean;
  /** The user has a passkey: "Confirm it's you" offers it too. */
  passkey: boolean;
  /** The account's linked providers, which can confirm it through a round trip. */
  providers: ConfirmingProvider[];
  resolve(confirmed: boolean): void;
}

/** The 403's `providers`, each checked (a malformed entry is left out). */
function providersOf(body: Record<string, unknown> | undefined): ConfirmingProvider[] {
  const list = body?.providers;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is ConfirmingProvider =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as ConfirmingProvider).id === 'string' &&
      typeof (entry as ConfirmingProvider).displayName === 'string' &&
      typeof (entry as ConfirmingProvider).development === 'boolean',
  );
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
      const methods = Array.isArray(error.body?.methods) ? (error.body.methods as unknown[]) : [];
      const confirmed = await new Promise<boolean>((resolve) =>
        setPending({
          codeRequired: error.body?.codeRequired === true,
          // An API that does not list its methods asks for the password, as it always did.
          password: methods.length === 0 || methods.includes('password'),
          passkey: methods.includes('passkey'),
          providers: methods.includes('provider') ? providersOf(error.body) : [],
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
      password={pending.password}
      passkey={pending.passkey}
      providers={pending.providers}
      onDone={pending.resolve}
    />
  ) : null;
  return { guard, dialog };
}
