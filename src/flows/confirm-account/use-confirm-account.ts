import { useState } from 'react';
import { useApi } from '../../api/ApiContext';
import { confirmAccount } from '../../api/accounts';
import { useLinkToken } from '../../lib/use-link-token';
import { useSubmit, type LinkProblem } from '../../ui/use-submit';

export type ConfirmState = { kind: 'ask' } | { kind: 'ok' } | { kind: LinkProblem };

/**
 * Posts the mailed token when the user presses Confirm, never on opening the page: a mail
 * scanner or a link preview that loads it confirms nothing. A failure stays on the page as an
 * alert, and the button tries again.
 */
export function useConfirmAccount() {
  const api = useApi();
  const token = useLinkToken();
  const [state, setState] = useState<ConfirmState>(token ? { kind: 'ask' } : { kind: 'invalid' });
  const confirm = useSubmit(
    async () => {
      if (!token) return;
      await confirmAccount(api, token);
      setState({ kind: 'ok' });
    },
    { onLinkProblem: (problem) => setState({ kind: problem }) },
  );
  return {
    state,
    confirm: () => void confirm.submit(),
    busy: confirm.busy,
    feedback: confirm.feedback,
  };
}
