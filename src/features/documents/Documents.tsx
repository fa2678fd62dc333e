// The tenant's documents (its terms of service and privacy notice: `documents` in its brand,
// api/openapi.yaml): linked beside every acceptance, and listed with what the user accepted in
// the account centre's "Your data" (docs/your-data.md, "Consents"). They open in a new tab, so
// a form never loses what was typed; the link says so.
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageTag } from 'react-intl';
import type { AcceptedConsent } from '../../api/consents';
import { useFormats } from '../../i18n/formats';
import { Text, ui } from '../../ui/Screen';
import { useBrand } from '../../whitelabel/WhitelabelContext';

const messages = defineMessages({
  terms: { id: 'documents.terms', defaultMessage: 'Terms of service' },
  privacy: { id: 'documents.privacy', defaultMessage: 'Privacy policy' },
  open: { id: 'documents.open', defaultMessage: 'Read it (opens in a new tab)' },
  none: {
    id: 'documents.none',
    defaultMessage: 'No acceptance is recorded for this account.',
  },
});

const read = defineMessage<{ terms: MessageTag; privacy: MessageTag }>({
  id: 'documents.read',
  defaultMessage:
    'Read the <terms>terms of service</terms> and the <privacy>privacy policy</privacy> (each opens in a new tab).',
});
const acceptedOn = defineMessage<{ version: string; date: string }>({
  id: 'documents.accepted',
  defaultMessage: 'Version {version}, accepted on {date}',
});

function DocumentLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** Under an acceptance checkbox: links to the tenant's documents, when it publishes them. */
export function DocumentLinks() {
  const documents = useBrand()?.documents;
  if (!documents) return null;
  return (
    <Text>
      <FormattedMessage
        {...read}
        values={{
          terms: (chunks: ReactNode[]) => (
            <DocumentLink href={documents.terms}>{chunks}</DocumentLink>
          ),
          privacy: (chunks: ReactNode[]) => (
            <DocumentLink href={documents.privacy}>{chunks}</DocumentLink>
          ),
        }}
      />
    </Text>
  );
}

/** What the user accepted of each document, with a link to read it where the tenant has one. */
export function AcceptedDocuments({ accepted }: { accepted: readonly AcceptedConsent[] }) {
  const documents = useBrand()?.documents;
  const formats = useFormats();
  if (accepted.length === 0) {
    return (
      <Text>
        <FormattedMessage {...messages.none} />
      </Text>
    );
  }
  return (
    <ul className={ui.list}>
      {accepted.map((consent) => (
        <li key={consent.document} className={ui.listItem}>
          <p className={ui.strong}>
            <FormattedMessage {...messages[consent.document]} />
          </p>
          <p className={ui.text}>
            <FormattedMessage
              {...acceptedOn}
              values={{ version: consent.version, date: formats.date(consent.acceptedAt) }}
            />
          </p>
          {documents ? (
            <p className={ui.text}>
              <DocumentLink href={documents[consent.document]}>
                <FormattedMessage {...messages.open} />
              </DocumentLink>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
