import { useState } from 'react';
import { useApi } from '../../api/ApiContext';
import { confirmAccount } from '../../api/accounts';
import { useLinkToken } from '../../lib/use-link-token';
import { useOncePerKey } from '../../lib/use-once-per-key';
import { linkProblem, type LinkProblem } from '../../ui/use-submit';

export type ConfirmState =
  { kind: 'pending' } | { kind: 'ok' } | { kind: LinkProblem } | { kind: 'failed'; error: unknown };

/** Posts the mailed token once (a retry is a new attempt), and says how it went. */
export function useConfirmAccount() {
  const api = useApi();
  const token = useLinkToken();
  const [state, setState] = useState<ConfirmState>(
    token ? { kind: 'pending' } : { kind: 'invalid' },
  );
  const [attempt, setAttempt] = useState(0);

  useOncePerKey(token && `${token}#${attempt}`, () => {
    if (!token) return;
    confirmAccount(api, token).then(
      () => setState({ kind: 'ok' }),
      (error: unknown) => {
        const problem = linkProblem(error);
        setState(problem ? { kind: problem } : { kind: 'failed', error });
      },
    );
  });

  return { state, retry: () => setAttempt((n) => n + 1) };
}
