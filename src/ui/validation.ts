import { defineMessages, type MessageDescriptor } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '../config/constants';

/**
 * Form schemas report codes (e.g. `required`), never text; fields translate them here, so every
 * validation message is in the catalogs.
 */
export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'This field is required.' },
  email: { id: 'validation.email', defaultMessage: 'Enter a valid e-mail address.' },
  invalid: { id: 'validation.invalid', defaultMessage: 'This value is not valid.' },
  too_short: {
    id: 'validation.tooShort',
    defaultMessage: 'Use at least {min} characters.',
  },
  too_long: { id: 'validation.tooLong', defaultMessage: 'This is too long.' },
  too_common: {
    id: 'validation.tooCommon',
    defaultMessage: 'This password is too common or too easy to guess. Choose another one.',
  },
  breached: {
    id: 'validation.breached',
    defaultMessage: 'This password appeared in a data breach. Choose another one.',
  },
  disposable: {
    id: 'validation.disposable',
    defaultMessage: 'Use an address that does not expire.',
  },
  incorrect: { id: 'validation.incorrect', defaultMessage: 'This password is not correct.' },
  mismatch: { id: 'validation.mismatch', defaultMessage: 'The passwords do not match.' },
  terms: { id: 'validation.terms', defaultMessage: 'Accept the terms to continue.' },
  code_format: {
    id: 'validation.codeFormat',
    defaultMessage: 'Enter the 6 digits from your app, or a recovery code such as 7k2m-q9xd.',
  },
  invalid_code: {
    id: 'validation.invalidCode',
    defaultMessage: 'This code is not right. Check the app and try again.',
  },
  code_used: {
    id: 'validation.codeUsed',
    defaultMessage: 'This code was already used. Wait for the next one in the app.',
  },
  unchanged: {
    id: 'validation.unchanged',
    defaultMessage: 'This is already your e-mail address.',
  },
  not_account_email: {
    id: 'validation.notAccountEmail',
    defaultMessage: 'This is not the e-mail address of your account.',
  },
});

/** The limits the messages above quote (`too_short` is the new-password minimum). */
export const validationValues = { min: PASSWORD_MIN_LENGTH };

export type ValidationCode = keyof typeof validationMessages;

/** Codes a lazy screen adds for its own fields (`addValidationMessages`). */
const added: Record<string, MessageDescriptor> = {};

/**
 * Adds a lazy screen's own field codes (e.g. the mailed code's refusals, docs/passwordless.md):
 * its chunk carries their messages, not every form's first load.
 */
export function addValidationMessages(messages: Record<string, MessageDescriptor>): void {
  Object.assign(added, messages);
}

export function validationMessage(code: string | undefined): MessageDescriptor | null {
  if (!code) return null;
  return (
    (validationMessages as Record<string, MessageDescriptor>)[code] ??
    added[code] ??
    validationMessages.invalid
  );
}
