import { FormattedMessage } from 'react-intl';
import { Form, FormCheckbox, FormSubmit } from '../../ui/form';
import { Loading } from '../../ui/Loading';
import { Actions, Screen, Text } from '../../ui/Screen';
import { DocumentLinks } from '../../features/documents/Documents';
import { SignOutButton } from '../../features/session-actions/SignOutButton';
import { documentTexts, messages } from './messages';
import { useTerms } from './use-terms';

/**
 * `terms` (guarded; ConsentGate sends users here): a newer version of the terms or the privacy
 * notice to accept before the account area, or sign out to refuse. Then back to where the user
 * was going (`?returnTo=`).
 */
export default function TermsPage() {
  const { loading, documents, form, feedback, onSubmit } = useTerms();
  if (loading) return <Loading />;
  return (
    <Screen title={<FormattedMessage {...messages.title} />}>
      <Text>
        <FormattedMessage {...documentTexts[documents].updated} />
      </Text>
      <Text>
        <FormattedMessage {...messages.why} />
      </Text>
      <Form form={form} feedback={feedback} onSubmit={onSubmit}>
        <FormCheckbox
          name="accepted"
          label={<FormattedMessage {...documentTexts[documents].accept} />}
        />
        <DocumentLinks />
        <FormSubmit label={messages.submit} />
      </Form>
      <Actions>
        <SignOutButton />
      </Actions>
    </Screen>
  );
}
