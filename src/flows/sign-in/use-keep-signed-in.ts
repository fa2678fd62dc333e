import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useApi } from '../../api/ApiContext';
import { rememberThisDevice } from '../../api/interactions';
import { useBrand } from '../../whitelabel/WhitelabelContext';
import type { SignInValues } from './schema';

/**
 * "Keep me signed in on this device" (docs/session-care.md): the tenant's default until the
 * person chooses, and the choice told to the authority for this interaction as it is made, so
 * it holds however the sign-in finishes (the password, a passkey, another provider). The
 * authority keeps a sign-in unless told otherwise, so a page that stays checked sends nothing.
 * Returns what the password's submit awaits first: the last choice's request (a failed one
 * leaves the authority's default, kept; never a reason to stop a sign-in).
 */
export function useKeepSignedIn(
  interaction: string,
  form: UseFormReturn<SignInValues>,
): () => Promise<void> {
  const api = useApi();
  const fallback = useBrand()?.keepSignedInDefault ?? true;
  const sent = useRef<{ remember: boolean; request: Promise<void> }>({
    remember: true,
    request: Promise.resolve(),
  });
  const choose = useCallback(
    (remember: boolean) => {
      if (remember === sent.current.remember) return;
      const request = rememberThisDevice(api, interaction, remember).catch(() => undefined);
      sent.current = { remember, request };
    },
    [api, interaction],
  );
  // The tenant's default, once its brand is known, unless the person has chosen already.
  useEffect(() => {
    if (!form.getFieldState('remember').isDirty) form.setValue('remember', fallback);
    choose(form.getValues('remember'));
  }, [fallback, form, choose]);
  useEffect(() => {
    const watching = form.watch((values, { name }) => {
      if (name === 'remember') choose(values.remember === true);
    });
    return () => watching.unsubscribe();
  }, [form, choose]);
  return useCallback(() => sent.current.request, []);
}
