import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { requestAccess } from '../../api/organisations';
import { Form, FormField, FormSubmit, useFormSubmit } from '../../ui/form';
import { ui } from '../../ui/Screen';
import { slugField } from './organisation-form';

export const requestAccessMessages = defineMessages({
  heading: { id: 'organizations.request.heading', defaultMessage: 'Ask to join an organisation' },
  intro: {
    id: 'organizations.request.intro',
    defaultMessage:
      'Know the short name of your team’s organisation? Ask its admins to let you in: they get an e-mail and decide.',
  },
  slug: { id: 'organizations.request.slug', defaultMessage: 'Its short name' },
  slugHint: {
    id: 'organizations.request.slugHint',
    defaultMessage: 'Its members know it: it appears in its addresses, as in acme-research.',
  },
  submit: { id: 'organizations.request.submit', defaultMessage: 'Ask to join' },
  tooMany: {
    id: 'organizations.request.tooMany',
    defaultMessage:
      'Too many requests for now. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
});

export const requestSent = defineMessage<{ slug: string }>({
  id: 'organizations.request.sent',
  defaultMessage:
    'Asked. If {slug} is an organisation here, its admins now have your request; you will get an e-mail when one lets you in.',
});

const schema = z.object({ slug: slugField });

/**
 * "Request access": the person names an organisation by its short name and its admins are
 * asked. The answer says the same whatever the name names (the API never tells whether an
 * organisation exists), so the text is careful to promise nothing. `headingLevel`: where the
 * form sits in its page's outline.
 */
export function RequestAccess({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const api = useApi();
  const { form, feedback, onSubmit } = useFormSubmit(
    schema,
    { defaultValues: { slug: '' } },
    async ({ slug }, current) => {
      await requestAccess(api, slug);
      current.reset({ slug: '' });
      return { message: requestSent, values: { slug }, tone: 'status' as const };
    },
    { rateLimited: requestAccessMessages.tooMany },
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="organisation-request-access" className={ui.section}>
      <Heading id="organisation-request-access" className={ui.subtitle}>
        <FormattedMessage {...requestAccessMessages.heading} />
      </Heading>
      <p className={ui.text}>
        <FormattedMessage {...requestAccessMessages.intro} />
      </p>
      <Form form={form} feedback={feedback} onSubmit={onSubmit}>
        <FormField
          name="slug"
          label={requestAccessMessages.slug}
          autoComplete="off"
          spellCheck={false}
          hint={<FormattedMessage {...requestAccessMessages.slugHint} />}
        />
        <FormSubmit label={requestAccessMessages.submit} />
      </Form>
    </section>
  );
}
