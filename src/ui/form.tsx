import { zodResolver } from '@hookform/resolvers/zod';
import {
  useEffect,
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { errorMessage } from '../api/error-messages';
import { ApiError } from '../api/errors';
import { FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type * as z from 'zod/mini';
import styles from './form.module.css';
import { ui } from './Screen';
import { validationMessage } from './validation';

/** The one form wrapper: react-hook-form with a zod schema, validating on blur then on change. */
export function useZodForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema),
  });
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: MessageDescriptor;
  /** The validation code from the schema, if the field is invalid. */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
export function Field({ label, error, hint, id, ref, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const message = validationMessage(error);
  const describedBy = [message ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        <FormattedMessage {...label} />
      </label>
      <input
        {...input}
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className={styles.error}>
          <FormattedMessage {...message} />
        </p>
      ) : null}
    </div>
  );
}

interface CheckboxProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox whose error is tied to it. */
export function CheckboxField({ label, error, id, ref, ...input }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const message = validationMessage(error);
  return (
    <div className={styles.field}>
      <div className={styles.checkbox}>
        <input
          {...input}
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {message ? (
        <p id={errorId} className={styles.error}>
          <FormattedMessage {...message} />
        </p>
      ) : null}
    </div>
  );
}

/**
 * Puts the server's field errors (`{ error: 'validation', fields }`) on the fields they concern,
 * focusing the first. Returns whether the error was of that kind.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const fields = Object.entries(error.fields).filter(([name]) => known.includes(name as Path<T>));
  fields.forEach(([name, code], index) =>
    setError(name as Path<T>, { type: 'server', message: code }, { shouldFocus: index === 0 }),
  );
  return fields.length > 0;
}

/** A server or network error for the whole form: announced, and focused so the user hears it. */
export function FormAlert({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [children]);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.alert}>
      {children}
    </div>
  );
}

/**
 * A form's outcome above its fields: a failure as one focused alert (translated by the error
 * mapper), or a success announced politely.
 */
export function FormFeedback({
  failure,
  success,
}: {
  failure?: unknown;
  success?: MessageDescriptor | null;
}) {
  if (failure) {
    return (
      <FormAlert>
        <FormattedMessage {...errorMessage(failure)} />
      </FormAlert>
    );
  }
  if (success) {
    return (
      <p role="status" className={styles.success}>
        <FormattedMessage {...success} />
      </p>
    );
  }
  return null;
}

const messages = defineMessages({
  busy: { id: 'form.busy', defaultMessage: 'Please wait…' },
});

/** The submit button: disabled and announced as busy while the form is submitting. */
export function SubmitButton({ busy, label }: { busy: boolean; label: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <button
      type="submit"
      className={`${ui.button} ${styles.submit}`}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? intl.formatMessage(messages.busy) : intl.formatMessage(label)}
    </button>
  );
}

export { styles as formStyles };
