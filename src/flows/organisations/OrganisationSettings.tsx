import { FormattedMessage } from 'react-intl';
import type { Organisation } from '../../api/organisations';
import { OrganisationFields } from '../../features/organisations/organisation-form';
import { Form, FormSubmit } from '../../ui/form';
import { ui } from '../../ui/Screen';
import { manageMessages } from './manage-messages';
import { useUpdateOrganisation } from './use-organisations';

/**
 * Renaming, the short name and the logo (owners and admins; the API checks the role again).
 * Only what changed is sent, so the organisation's activity names exactly that.
 */
export function OrganisationSettings({
  organisation,
  onChanged,
}: {
  organisation: Organisation;
  onChanged(): void;
}) {
  const { form, feedback, onSubmit } = useUpdateOrganisation(organisation, onChanged);
  return (
    <section aria-labelledby="organisation-settings" className={ui.section}>
      <h3 id="organisation-settings" className={ui.subtitle}>
        <FormattedMessage {...manageMessages.settings} />
      </h3>
      <Form form={form} feedback={feedback} onSubmit={onSubmit}>
        <OrganisationFields followName={false} />
        <FormSubmit label={manageMessages.settingsSave} />
      </Form>
    </section>
  );
}
