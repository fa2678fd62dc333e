import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import {
  createOrganisation,
  invite,
  listMyOrganisations,
  updateOrganisation,
  type Organisation,
} from '../../api/organisations';
import { useResource } from '../../api/use-resource';
import { organisationSchema } from '../../features/organisations/organisation-form';
import { email } from '../../ui/policy';
import { useFormSubmit } from '../../ui/form';
import { manageMessages } from './manage-messages';
import { codes, created, invited, messages } from './messages';

/** The person's organisations as the API gives them (with each one's roles and size). */
export function useMyOrganisations() {
  const api = useApi();
  return useResource('organisations', (signal) => listMyOrganisations(api, signal), { codes });
}

/** Creates an organisation; on any failure the form keeps what was typed. */
export function useCreateOrganisation(onCreated: (id: string) => void) {
  const api = useApi();
  return useFormSubmit(
    organisationSchema,
    { defaultValues: { name: '', slug: '', logoUrl: '' } },
    async (values, form) => {
      const organisation = await createOrganisation(api, {
        name: values.name,
        slug: values.slug,
        logoUrl: values.logoUrl === '' ? null : values.logoUrl,
      });
      form.reset();
      onCreated(organisation.id);
      return {
        message: created,
        values: { organization: organisation.name },
        tone: 'status' as const,
      };
    },
    { codes },
  );
}

/**
 * Renames the organisation or changes its short name or logo: only the fields that differ from
 * what it has are sent (nothing changed: said, nothing sent); any failure keeps what was typed.
 */
export function useUpdateOrganisation(organisation: Organisation, onSaved: () => void) {
  const api = useApi();
  return useFormSubmit(
    organisationSchema,
    {
      defaultValues: {
        name: organisation.name,
        slug: organisation.slug,
        logoUrl: organisation.logoUrl ?? '',
      },
    },
    async (values, form) => {
      const logoUrl = values.logoUrl === '' ? null : values.logoUrl;
      const changes = {
        ...(values.name !== organisation.name ? { name: values.name } : {}),
        ...(values.slug !== organisation.slug ? { slug: values.slug } : {}),
        ...(logoUrl !== organisation.logoUrl ? { logoUrl } : {}),
      };
      if (Object.keys(changes).length === 0) {
        return { message: manageMessages.unchanged, tone: 'status' as const };
      }
      const saved = await updateOrganisation(api, organisation.id, changes);
      form.reset({ name: saved.name, slug: saved.slug, logoUrl: saved.logoUrl ?? '' });
      onSaved();
      return { message: manageMessages.saved, tone: 'status' as const };
    },
    { codes },
  );
}

const inviteSchema = z.object({ email, role: z.string().check(z.minLength(1, 'required')) });

/** Invites an address with a role; the same answer whether or not it has an account. */
export function useInvite(organisationId: string, defaultRole: string, onInvited: () => void) {
  const api = useApi();
  return useFormSubmit(
    inviteSchema,
    { defaultValues: { email: '', role: defaultRole } },
    async (values, form) => {
      const invitation = await invite(api, organisationId, values);
      form.reset({ email: '', role: values.role });
      onInvited();
      return { message: invited, values: { email: invitation.email }, tone: 'status' as const };
    },
    { codes, rateLimited: messages.tooManyInvitations },
  );
}
