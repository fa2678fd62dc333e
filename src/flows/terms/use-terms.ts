import { useCallback, useEffect, useState } from 'react';
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
import { usePaths } from '../../config/ConfigContext';
import { readReturnTo } from '../../session/return-path';
import { useSession } from '../../session/SessionContext';
import { useZodForm } from '../../ui/form';
import { useSubmit } from '../../ui/use-submit';
import { messages } from './messages';

const schema = z.object({ accepted: z.boolean().check(z.refine((value) => value, 'terms')) });

/** Which documents the screen names: one of them, or both. */
export type Documents = 'terms' | 'privacy' | 'both';

function documentsOf(pending: readonly PendingConsent[]): Documents {
  return pending.length === 1 ? pending[0]!.document : 'both';
}

type Load = { kind: 'loading' } | { kind: 'ready'; pending: PendingConsent[] } | { kind: 'failed' };

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
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const form = useZodForm(schema, { defaultValues: { accepted: false } });

  const done = useCallback(() => {
    if (sub) settleConsents(sub);
    void navigate(returnTo, { replace: true });
  }, [sub, navigate, returnTo]);

  useEffect(() => {
    const controller = new AbortController();
    getPendingConsents(api, controller.signal).then(
      (pending) => setLoad({ kind: 'ready', pending }),
      () => {
        if (!controller.signal.aborted) setLoad({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api]);

  const pending = load.kind === 'ready' ? load.pending : null;
  // Nothing (left) to accept, e.g. accepted in another tab: straight on.
  const nothingPending = pending?.length === 0;
  useEffect(() => {
    if (nothingPending) done();
  }, [nothingPending, done]);

  const { submit, feedback } = useSubmit(
    async () => {
      let left = pending ?? (await getPendingConsents(api));
      for (const consent of left) left = await acceptConsent(api, consent);
      if (left.length > 0) {
        setLoad({ kind: 'ready', pending: left });
        return { message: messages.outdated };
      }
      done();
    },
    {
      onError: (error) => {
        if (error instanceof ApiError && error.code === CONSENT_VERSION_OUTDATED) {
          getPendingConsents(api).then(
            (fresh) => setLoad({ kind: 'ready', pending: fresh }),
            () => undefined,
          );
        }
        return false;
      },
      codes: { [CONSENT_VERSION_OUTDATED]: messages.outdated },
    },
  );

  return {
    load,
    documents: documentsOf(pending ?? []),
    form,
    feedback,
    onSubmit: form.handleSubmit(() => submit()),
  };
}
