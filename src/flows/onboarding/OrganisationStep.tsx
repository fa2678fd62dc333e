import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { createOrganisation } from '../../api/organisations';
import { useOrganizations } from '../../features/organisations/context';
import { roleName } from '../../features/organisations/messages';
import {
  OrganisationFields,
  organisationFieldMessages,
  organisationSchema,
} from '../../features/organisations/organisation-form';
import { RequestAccess } from '../../features/organisations/RequestAccess';
import { useSession } from '../../session/SessionContext';
import { useFormSubmit } from '../../ui/form';
import { Text } from '../../ui/Screen';
import { messages, organisationAlready, organisationJoin } from './messages';
import type { Draft } from './onboarding-machine';
import { StepForm, type StepProps } from './StepForm';

const schema = z.object({
  name: organisationSchema.shape.name,
  slug: organisationSchema.shape.slug,
});

/**
 * "Create or join an organisation", for a tenant whose people work in teams (its brand's
 * `onboardingOrganisation`): create one (and work in it), or skip; joining is by an admin's
 * invitation. A person who already belongs to one (an invitation accepted before onboarding)
 * is told so. A refusal (`slug_taken`) keeps what was typed; a save that fails after the
 * organisation was created does not create it twice.
 */
export function OrganisationStep({ draft, save, back, ...step }: StepProps) {
  const intl = useIntl();
  const api = useApi();
  const organizations = useOrganizations();
  const { profile } = useSession();
  const created = useRef<string | null>(null);
  const { form, feedback, onSubmit } = useFormSubmit(
    schema,
    { defaultValues: draft.organisation ?? { name: '', slug: '' } },
    async (values) => {
      if (created.current === null) {
        const organisation = await createOrganisation(api, { ...values, logoUrl: null });
        created.current = organisation.id;
        // Working in it at once: the team's product expects the organisation in the token.
        await organizations.switchOrganization(organisation.id).catch(() => undefined);
      }
      save({}, { organisation: values });
    },
    { codes: { slug_taken: organisationFieldMessages.slugTaken } },
  );
  const mine = organizations.status === 'ready' ? organizations.organizations : [];
  return (
    <>
      {mine.length > 0 ? (
        <Text>
          <FormattedMessage
            {...organisationAlready}
            values={{
              organizations: intl.formatList(
                mine.map(
                  (organization) =>
                    `${organization.name} (${roleName(intl.formatMessage, organization.role)})`,
                ),
                { type: 'conjunction' },
              ),
            }}
          />
        </Text>
      ) : null}
      <StepForm
        {...step}
        form={form}
        feedback={feedback}
        onSubmit={onSubmit}
        // Back keeps what was typed, as the organisation's (never the person's name).
        back={back && ((values) => back({ organisation: values as Draft['organisation'] }))}
        submitLabel={messages.organisationCreate}
        skip={{ label: messages.organisationSkip, onSkip: () => save({}, {}) }}
      >
        <OrganisationFields followName withLogo={false} />
      </StepForm>
      <Text>
        <FormattedMessage {...organisationJoin} values={{ email: profile?.email ?? '' }} />
      </Text>
      <RequestAccess />
    </>
  );
}
