import { useEffect, useState, type ReactNode } from 'react';
import {
  FormattedMessage,
  defineMessage,
  defineMessages,
  useIntl,
  type MessageTag,
} from 'react-intl';
import { useNavigate } from 'react-router';
import { useConfig } from '../../config/ConfigContext';
import { QUERY_HREF, REDIRECT_DELAY_MS } from '../../config/constants';
import { rawQueryParam } from '../../lib/query';
import { Actions, Screen, Text, ui } from '../../ui/Screen';
import { WhitelabelLogo } from '../../whitelabel/WhitelabelLogo';
import { resolveRedirect, type RedirectTarget } from './resolve-redirect';
import * as common from '../../i18n/common-messages';

const messages = defineMessages({
  redirecting: { id: 'redirect.redirecting', defaultMessage: 'Redirecting…' },
  leavingTitle: { id: 'redirect.leaving.title', defaultMessage: 'You are leaving this site' },
});
const leavingText = defineMessage<{ host: string; b: MessageTag }>({
  id: 'redirect.leaving.text',
  defaultMessage:
    'This link goes to <b>{host}</b>, a site we do not control. Continue only if you trust it.',
});
const continueTo = defineMessage<{ host: string }>({
  id: 'redirect.leaving.continue',
  defaultMessage: 'Continue to {host}',
});

export default function RedirectPage() {
  const config = useConfig();
  const navigate = useNavigate();
  const intl = useIntl();
  const [leaving, setLeaving] = useState<Extract<RedirectTarget, { kind: 'confirm' }> | null>(null);

  useEffect(() => {
    // The 300 ms count from the frame that paints the screen, not from React's effects, which may
    // run in the same task as the commit and so before anything is on screen (a slow commit then
    // ate into the time the screen was seen; the redirect test once measured 299 ms). A tab in
    // the background paints nothing and forwards once it is shown.
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(forward, REDIRECT_DELAY_MS);
    });
    function forward() {
      const target = resolveRedirect(rawQueryParam(window.location.search, QUERY_HREF), {
        appOrigin: window.location.origin,
        apiUrl: config.apiUrl,
        allowedOrigins: config.redirectAllowedOrigins,
      });
      if (target.kind === 'internal') navigate(target.path, { replace: true });
      else if (target.kind === 'external') window.location.replace(target.url);
      else setLeaving(target);
    }
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [config, navigate]);

  if (leaving) {
    const b = (chunks: ReactNode[]) => <strong className={ui.strong}>{chunks}</strong>;
    return (
      <Screen title={<FormattedMessage {...messages.leavingTitle} />}>
        <Text>
          <FormattedMessage {...leavingText} values={{ host: leaving.host, b }} />
        </Text>
        <Actions>
          <a className={ui.button} href={leaving.url} rel="noopener noreferrer">
            <FormattedMessage {...continueTo} values={{ host: leaving.host }} />
          </a>
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            onClick={() => navigate('/', { replace: true })}
          >
            <FormattedMessage {...common.cancel} />
          </button>
        </Actions>
      </Screen>
    );
  }

  return (
    <div className={ui.card + ' ' + ui.center} role="status" aria-live="polite" aria-busy="true">
      <div className={ui.brand}>
        <WhitelabelLogo pulse />
      </div>
      <span className={ui.visuallyHidden}>{intl.formatMessage(messages.redirecting)}</span>
    </div>
  );
}
