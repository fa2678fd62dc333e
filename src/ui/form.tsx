import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { errorFeedback } from '../api/error-messages';
import { loadOnce } from '../lib/load-once';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type * as z from 'zod/mini';
import styles from './form.module.css';
import passwordStyles from './password-field.module.css';
import { busyLabel } from './Loading';
import { ui } from './Screen';
import { useSubmit, type Feedback, type SubmitHandlers } from './use-submit';
import { validationMessage, validationValues } from './validation';

/**
 * A form's schema that loads when the form is first checked (`lazySchema`), so zod is not in the
 * first load of a screen whose form shows before it is checked (the sign-in form: bench/README.md,
 * "What the first load holds").
 */
export interface LazySchema<S> {
  readonly load: () => Promise<S>;
}

/** A schema from a module loaded on the form's first check, e.g. `() => import('./schema')`. */
export function lazySchema<S>(load: () => Promise<S>): LazySchema<S> {
  return { load: loadOnce(load) };
}

// The zod resolver (and zod with it) load with the first form that is checked: every check is
// asynchronous in react-hook-form anyway, and each form starts loading it when it mounts.
const loadResolver = loadOnce(() =>
  import(/* webpackChunkName: "form-check" */ '@hookform/resolvers/zod').then((m) => m.zodResolver),
);

const isLazy = <S,>(schema: S | LazySchema<S>): schema is LazySchema<S> =>
  typeof (schema as Partial<LazySchema<S>>).load === 'function';

/** The one form wrapper: react-hook-form with a zod schema, validating on blur then on change. */
export function useZodForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S | LazySchema<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  // The schema of the latest render checks (a form may build its schema from its props).
  const current = useRef(schema);
  useLayoutEffect(() => {
    current.current = schema;
  });
  const resolver = useCallback<Resolver<z.input<S>, unknown, z.output<S>>>(
    async (values, context, resolverOptions) => {
      const source = current.current;
      const [zodResolver, loaded] = await Promise.all([
        loadResolver(),
        isLazy(source) ? source.load() : source,
      ]);
      const check: Resolver<z.input<S>, unknown, z.output<S>> = zodResolver(loaded as S);
      return check(values, context, resolverOptions);
    },
    [],
  );
  useEffect(() => {
    // Loaded while the person types, so the first check does not wait for it.
    loadResolver().catch(() => {});
    if (isLazy(schema)) schema.load().catch(() => {});
  }, [schema]);
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    shouldFocusError: true,
    ...options,
    resolver,
  });
}

type ZodForm<S extends z.ZodMiniType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<S>,
  unknown,
  z.output<S>
>;

/**
 * The one form scaffold: the form (`useZodForm`) and its submit (`useSubmit`), with the server's
 * field errors put on the fields of those names (the first focused). `action` gets the valid
 * values and the form (to reset it after a success, say); `handlers` say what the flow's own
 * failures mean (given the form, where a failure goes on one of its fields). Returns what `<Form>` takes, and `submit` for a second way to send the values.
 */
export function useFormSubmit<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S | LazySchema<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>,
  action: (values: z.output<S>, form: ZodForm<S>) => Promise<Feedback | void>,
  handlers:
    | Omit<SubmitHandlers<z.input<S>>, 'form'>
    | ((form: ZodForm<S>) => Omit<SubmitHandlers<z.input<S>>, 'form'>) = {},
) {
  const form = useZodForm(schema, options);
  const own = typeof handlers === 'function' ? handlers(form) : handlers;
  const { submit, feedback, busy } = useSubmit((values: z.output<S>) => action(values, form), {
    ...own,
    form,
  });
  return { form, feedback, busy, submit, onSubmit: form.handleSubmit((values) => submit(values)) };
}

export interface FormProps<T extends FieldValues> {
  // The form's input and output types differ (zod transforms); fields read it by name only.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What the last submit said (from `useSubmit`), or a raw failure for the error mapper. */
  feedback?: Feedback | null;
  failure?: unknown;
  /** Inside the failure's alert, after its message: a way on (e.g. "Start again"). */
  alertAction?: ReactNode;
  /** Above the outcome, e.g. a notice the form answers. */
  before?: ReactNode;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/**
 * The one form: its outcome above the fields (`FormFeedback`), no browser validation (the
 * schema's messages are the ones shown), and the form in context, so each field below
 * (`FormField`, `FormEmailField`, `FormCheckbox`, `FormSubmit`, `NewPasswordFields`) registers
 * itself and reads its own error. Focus goes to the first invalid field (react-hook-form's
 * `shouldFocusError`, or `useSubmit` for the server's field errors).
 */
export function Form<T extends FieldValues>({
  form,
  onSubmit,
  feedback,
  failure,
  alertAction,
  before,
  ref,
  children,
}: FormProps<T>) {
  return (
    <FormProvider {...form}>
      <form ref={ref} className={styles.form} onSubmit={onSubmit} noValidate>
        {before}
        <FormFeedback feedback={feedback} failure={failure}>
          {alertAction}
        </FormFeedback>
        {children}
      </form>
    </FormProvider>
  );
}

/** A field's validation code, read from the form around it (`<Form>`). */
function useFieldError(name: string): string | undefined {
  const { getFieldState, formState } = useFormContext();
  return getFieldState(name, formState).error?.message;
}

type FormFieldProps = Omit<FieldProps, 'error' | 'name' | 'ref'> & { name: string };

/** A `Field` of the form around it, by name: registered, with its own error. */
export function FormField({ name, ...props }: FormFieldProps) {
  const { register } = useFormContext();
  return <Field {...props} error={useFieldError(name)} {...register(name)} />;
}

/** An `EmailField` of the form around it, by name. */
export function FormEmailField({ name, ...props }: FormFieldProps) {
  const { register } = useFormContext();
  return <EmailField {...props} error={useFieldError(name)} {...register(name)} />;
}

/** A `CheckboxField` of the form around it, by name. */
export function FormCheckbox({
  name,
  ...props
}: Omit<CheckboxProps, 'error' | 'name' | 'ref' | 'defaultChecked'> & { name: string }) {
  const { register, getValues } = useFormContext();
  return (
    <CheckboxField
      {...props}
      // Drawn from the form's value, never a fixed default: react-hook-form takes a box that has
      // `defaultChecked` at its word when it registers it, so a box drawn again (a step away and
      // back, identifier first's password step) would come back ticked whatever was chosen. In the
      // page rendered at build time too: the form's default, ticked or not.
      defaultChecked={getValues(name) === true}
      error={useFieldError(name)}
      {...register(name)}
    />
  );
}

/** The submit button of the form around it: busy while that form submits. */
export function FormSubmit({ label, busy }: { label: MessageDescriptor; busy?: boolean }) {
  const { formState } = useFormContext();
  return <SubmitButton busy={busy ?? formState.isSubmitting} label={label} />;
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: MessageDescriptor;
  /** The validation code from the schema, if the field is invalid. */
  error?: string;
  hint?: ReactNode;
  /** Last in the field, under its error: a way on that belongs to it ("Forgot your password?"). */
  after?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input whose error is tied to it (aria-invalid, aria-describedby). A password field
 * has a "Show password" toggle under it (`PasswordToggle`), on one row with `after`.
 */
export function Field({ label, error, hint, after, id, ref, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const message = validationMessage(error);
  const describedBy = [message ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const password = input.type === 'password';
  const [shown, setShown] = useState(false);
  const element = useRef<HTMLInputElement | null>(null);
  const inputRef = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      setRef(ref, node);
    },
    [ref],
  );
  useEffect(() => {
    const form = element.current?.form;
    if (!password || !form) return;
    const hide = () => {
      // At once, in the submit's own task: React's render comes after the browser has read it.
      if (element.current) element.current.type = 'password';
      setShown(false);
    };
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, [password]);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        <FormattedMessage {...label} />
      </label>
      <input
        {...input}
        type={password && shown ? 'text' : input.type}
        ref={inputRef}
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
          <FormattedMessage {...message} values={validationValues} />
        </p>
      ) : null}
      {password ? (
        <div className={passwordStyles.row}>
          <PasswordToggle input={element} inputId={inputId} shown={shown} onToggle={setShown} />
          {after}
        </div>
      ) : (
        after
      )}
    </div>
  );
}

const passwordMessages = defineMessages({
  show: { id: 'form.password.show', defaultMessage: 'Show password' },
  hide: { id: 'form.password.hide', defaultMessage: 'Hide password' },
});

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A password field's toggle that shows what was typed: a real button, named for what it does
 * ("Show password", then "Hide password"), controlling the input. Pressed with the pointer while
 * the user types, the input keeps the focus and the caret. (`Field` hides the password again as
 * the form submits, before the browser or its password manager reads it.) Text, not an icon: the
 * kit's reset (ui.module.css) takes an inline SVG's geometry away, and a host's
 * Content-Security-Policy may refuse an image.
 */
function PasswordToggle({
  input,
  inputId,
  shown,
  onToggle,
}: {
  input: RefObject<HTMLInputElement | null>;
  inputId: string;
  shown: boolean;
  onToggle(shown: boolean): void;
}) {
  const intl = useIntl();
  // Where the caret was when the toggle was pressed: changing the type may move it.
  const caret = useRef<[number | null, number | null] | null>(null);
  useLayoutEffect(() => {
    const field = input.current;
    const kept = caret.current;
    caret.current = null;
    if (!field || !kept || document.activeElement !== field) return;
    field.setSelectionRange(kept[0], kept[1]);
  }, [input, shown]);
  return (
    <button
      type="button"
      className={`${ui.link} ${passwordStyles.toggle}`}
      aria-controls={inputId}
      onMouseDown={(event) => {
        // The typing goes on where it was: the input keeps the focus.
        if (document.activeElement === input.current) event.preventDefault();
      }}
      onClick={() => {
        const field = input.current;
        if (field && document.activeElement === field) {
          caret.current = [field.selectionStart, field.selectionEnd];
        }
        onToggle(!shown);
      }}
    >
      {intl.formatMessage(shown ? passwordMessages.hide : passwordMessages.show)}
    </button>
  );
}

/** An e-mail address field: the e-mail keyboard, and the browser's autofill for it. */
export function EmailField(props: FieldProps) {
  return <Field type="email" autoComplete="email" inputMode="email" {...props} />;
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
 * A failure for the whole form: announced, and focused so the user hears it. Focus moves when
 * `focusKey` changes (a new failure), not on every render: typing after a failure stays put.
 */
export function FormAlert({ children, focusKey }: { children: ReactNode; focusKey?: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  // In the commit that shows it: no frame has the alert on screen with the focus still on the
  // button, so a key pressed at that moment cannot land on the button (and send again).
  useLayoutEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.alert}>
      {children}
    </div>
  );
}

/**
 * A form's outcome above its fields: a failure as one focused alert, or a success (or neutral
 * answer) announced politely. `feedback` comes from `useSubmit`; `failure` is a raw error for
 * the error mapper; `children` follow the message inside an alert (e.g. a way on).
 */
export function FormFeedback({
  feedback,
  failure,
  children,
}: {
  feedback?: Feedback | null;
  failure?: unknown;
  children?: ReactNode;
}) {
  const shown: Feedback | null = feedback ?? (failure ? errorFeedback(failure) : null);
  if (!shown) return null;
  const text = <FormattedMessage {...shown.message} values={shown.values} />;
  if (shown.tone === 'status') {
    return (
      <p role="status" className={styles.success}>
        {text}
      </p>
    );
  }
  return (
    <FormAlert focusKey={feedback ?? failure}>
      {text}
      {children}
    </FormAlert>
  );
}

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
      {intl.formatMessage(busy ? busyLabel : label)}
    </button>
  );
}

export { styles as formStyles };
