import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { usePaths } from '../../config/ConfigContext';
import * as common from '../../i18n/common-messages';
import { useFormats } from '../../i18n/formats';
import { Loading } from '../../ui/Loading';
import { Text, ui } from '../../ui/Screen';
import { checkup, codesLeft, deviceCount, latestAt, passkeyCount } from './messages';
import { useCheckup } from './use-checkup';
import styles from './overview.module.css';

/** Fewer recovery codes than this left is worth a look (as the security section warns). */
const FEW_CODES = 3;

/**
 * The overview's security checkup: two-step verification, passkeys, recovery codes, devices and
 * the latest activity, each a link to the section that changes it.
 */
export function Checkup() {
  const paths = usePaths();
  const formats = useFormats();
  const { data, feedback, reload } = useCheckup();
  let body: ReactNode;
  if (!data && feedback) {
    body = (
      <>
        <Text>
          <FormattedMessage {...checkup.failed} />
        </Text>
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={reload}>
          <FormattedMessage {...common.tryAgain} />
        </button>
      </>
    );
  } else if (!data) {
    body = <Loading />;
  } else {
    const { twoStep } = data;
    body = (
      <ul className={styles.checkup}>
        <Row
          to={paths.security}
          label={checkup.twoStep}
          value={<FormattedMessage {...(twoStep.enabled ? checkup.on : checkup.off)} />}
          attention={!twoStep.enabled}
        />
        <Row
          to={paths.security}
          label={checkup.passkeys}
          value={<FormattedMessage {...passkeyCount} values={{ count: data.passkeys }} />}
        />
        {twoStep.enabled ? (
          <Row
            to={paths.security}
            label={checkup.recoveryCodes}
            value={
              <FormattedMessage {...codesLeft} values={{ count: twoStep.recoveryCodesLeft }} />
            }
            attention={twoStep.recoveryCodesLeft < FEW_CODES}
          />
        ) : null}
        <Row
          to={paths.sessions}
          label={checkup.devices}
          value={<FormattedMessage {...deviceCount} values={{ count: data.devices }} />}
        />
        <Row
          to={paths.sessions}
          label={checkup.latest}
          value={
            data.latest ? (
              <FormattedMessage
                {...latestAt}
                values={{ date: formats.date(data.latest), time: formats.time(data.latest) }}
              />
            ) : (
              <FormattedMessage {...checkup.none} />
            )
          }
        />
      </ul>
    );
  }
  return (
    <section aria-labelledby="account-checkup" className={ui.section}>
      <h2 id="account-checkup" className={ui.subtitle}>
        <FormattedMessage {...checkup.title} />
      </h2>
      {body}
    </section>
  );
}

function Row({
  to,
  label,
  value,
  attention = false,
}: {
  to: string;
  label: MessageDescriptor;
  value: ReactNode;
  attention?: boolean;
}) {
  return (
    <li>
      <Link className={styles.row} to={to} data-attention={attention}>
        <span className={styles.label}>
          <FormattedMessage {...label} />
          {/* Read as "Two-step verification: On"; the layout alone sets them apart on screen. */}
          <span className={ui.visuallyHidden}>
            <FormattedMessage {...checkup.separator} />
          </span>
        </span>
        <span className={styles.value}>{value}</span>
      </Link>
    </li>
  );
}
