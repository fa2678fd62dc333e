import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '../../session/SessionContext';
import { Actions, Text, ui } from '../../ui/Screen';
import { codesFile, messages } from './messages';
import { useCopy } from './use-copy';

/** Today's date as the file name wants it: recovery-codes-YYYY-MM-DD.txt. */
function fileName(now = new Date()): string {
  return `recovery-codes-${now.toISOString().slice(0, 10)}.txt`;
}

/** The recovery codes, shown once (their screen's title says so): copy, download, done. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const intl = useIntl();
  const email = useSession().profile?.email ?? '';
  const { copied, copy } = useCopy();
  const text = `${intl.formatMessage(codesFile, { email })}\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName();
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <>
      <Text>
        <FormattedMessage {...messages.codesText} />
      </Text>
      <ol className={ui.codes} translate="no">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Actions>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          onClick={() => copy('codes', codes.join('\n'))}
        >
          <FormattedMessage {...messages.copyCodes} />
        </button>
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={download}>
          <FormattedMessage {...messages.downloadCodes} />
        </button>
        <span role="status">
          {copied === 'codes' ? <FormattedMessage {...messages.copied} /> : null}
        </span>
      </Actions>
      <Actions>
        <button type="button" className={ui.button} onClick={onDone}>
          <FormattedMessage {...messages.done} />
        </button>
      </Actions>
    </>
  );
}
