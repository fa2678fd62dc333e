import type { Profile } from '../../api/users';
import * as common from '../../i18n/common-messages';
import { Form, FormField, FormSubmit } from '../../ui/form';
import { messages } from './messages';
import { useEditName } from './use-edit-name';

export function NameForm({ profile }: { profile: Profile }) {
  const { form, feedback, onSubmit } = useEditName(profile);
  return (
    <Form form={form} feedback={feedback} onSubmit={onSubmit}>
      <FormField name="name" label={common.name} autoComplete="name" />
      <FormSubmit label={messages.saveName} />
    </Form>
  );
}
