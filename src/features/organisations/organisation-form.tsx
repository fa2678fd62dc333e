// The organisation's fields (name, short name, logo), their rules and their messages: one form
// for creating one (the Organisations section, onboarding's step) and for renaming it.
import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { defineMessages, FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { FormField } from '../../ui/form';

export const organisationFieldMessages = defineMessages({
  name: { id: 'organisations.create.name', defaultMessage: 'Name' },
  slug: { id: 'organisations.create.slug', defaultMessage: 'Short name' },
  slugHint: {
    id: 'organisations.create.slugHint',
    defaultMessage:
      '3 to 40 lowercase letters, digits and hyphens, as in acme-research. It appears in addresses.',
  },
  logo: { id: 'organisations.create.logo', defaultMessage: 'Logo address (optional)' },
  logoHint: {
    id: 'organisations.create.logoHint',
    defaultMessage: 'The https:// address of an image. Leave it empty for no logo.',
  },
  slugTaken: {
    id: 'organisations.error.slugTaken',
    defaultMessage: 'Another organisation already has this short name. Choose another one.',
  },
});

/** The API's rule for a short name (api/openapi.yaml, `OrganisationCreate`). */
export const SLUG = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;

export const slugField = z
  .string()
  .check(z.trim(), z.minLength(1, 'required'), z.regex(SLUG, 'invalid'));

export const organisationSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(100, 'too_long')),
  slug: slugField,
  logoUrl: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), 'invalid'),
    z.maxLength(2048, 'too_long'),
  ),
});

/** A short name from a name ("Ação Research" → "acao-research"), until the person edits it. */
export function slugFrom(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/**
 * The fields, inside the one form (`Form`). `followName`: the short name is filled from the
 * name until the person types one of their own (a new organisation; never when renaming, where
 * the short name already appears in addresses).
 */
export function OrganisationFields({
  followName,
  withLogo = true,
}: {
  followName: boolean;
  withLogo?: boolean;
}) {
  const form = useFormContext<{ name: string; slug: string }>();
  const slugEdited = useRef(false);
  const name = form.watch('name');
  useEffect(() => {
    if (followName && !slugEdited.current && name !== undefined) {
      form.setValue('slug', slugFrom(name));
    }
  }, [form, name, followName]);
  return (
    <>
      <FormField name="name" label={organisationFieldMessages.name} autoComplete="organization" />
      <FormField
        name="slug"
        label={organisationFieldMessages.slug}
        autoComplete="off"
        spellCheck={false}
        hint={<FormattedMessage {...organisationFieldMessages.slugHint} />}
        onInput={() => {
          slugEdited.current = true;
        }}
      />
      {withLogo ? (
        <FormField
          name="logoUrl"
          label={organisationFieldMessages.logo}
          type="url"
          inputMode="url"
          autoComplete="off"
          hint={<FormattedMessage {...organisationFieldMessages.logoHint} />}
        />
      ) : null}
    </>
  );
}
