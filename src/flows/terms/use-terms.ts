import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import {
  acceptConsent,
  CONSENT_VERSION_OUTDATED,
  getPendingConsents,
  settleConsents,
  type PendingConsent,
} from '../../api/consents';
import { ApiError } from '../../api/errors';
import { useResource } from '../../api/use-resource';
import { usePaths } from '../../config/ConfigContext';
import { readReturnTo } from '../../session/return-path';
import { useSession } from '../../session/SessionContext';
import { useFormSubmit } from '../../ui/form';
import { messages } from './messages';

const schema = z.object({ accepted: z.boolean().check(z.refine((value) => value, 'terms')) });

/** Which documents the screen names: one of them, or both. */
export type Documents = 'terms' | 'privacy' | 'both';

function documentsOf(pending: readonly PendingConsent[]): Documents {
  return pending.length === 1 ? pending[0]!.document : 'both';
}

/**
 * The documents to accept (asked once, on arrival), the form, and accepting: each pending
 * document's version in force, then on to where the user was going. A version that changed
 * meanwhile (409) reloads what is pending and asks again; the box stays as the user left it.
 */
export function useTerms() {
  const api = useApi();
  const paths = usePaths();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { profile } = useSession();
  const sub = profile?.sub ?? null;
  const returnTo = readReturnTo(search, paths.home);
  // A failed load still shows the form: accepting asks again what is pending.
  const consents = useResource('consents', (signal) => getPendingConsents(api, signal));

  const done = useCallback(() => {
    if (sub) settleConsents(sub);
    void navigate(returnTo, { replace: true });
  }, [sub, navigate, returnTo]);

  const pending = consents.data;
  // Nothing (left) to accept, e.g. accepted in another tab: straight on.
  const nothingPending = pending?.length === 0;
  useEffect(() => {
    if (nothingPending) done();
  }, [nothingPending, done]);

  const { form, feedback, onSubmit } = useFormSubmit(
    schema,
    { defaultValues: { accepted: false } },
    async () => {
      let left = pending ?? (await getPendingConsents(api));
      for (const consent of left) left = await acceptConsent(api, consent);
      if (left.length > 0) {
        consents.set(left);
        return { message: messages.outdated };
      }
      done();
    },
    {
      onError: (error) => {
        if (error instanceof ApiError && error.code === CONSENT_VERSION_OUTDATED) {
          getPendingConsents(api).then(
            (fresh) => consents.set(fresh),
            () => undefined,
          );
        }
        return false;
      },
      codes: { [CONSENT_VERSION_OUTDATED]: messages.outdated },
    },
  );

  return {
    loading: consents.loading,
    documents: documentsOf(pending ?? []),
    form,
    feedback,
    onSubmit,
  };
}
