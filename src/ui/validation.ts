import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * Form schemas report codes (e.g. `required`), never text; fields translate them here, so every
 * validation message is in the catalogs.
 */
export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'This field is required.' },
  email: { id: 'validation.email', defaultMessage: 'Enter a valid e-mail address.' },
});

export type ValidationCode = keyof typeof validationMessages;

export function validationMessage(code: string | undefined): MessageDescriptor | null {
  if (!code) return null;
  return (
    (validationMessages as Record<string, MessageDescriptor>)[code] ?? validationMessages.required
  );
}
