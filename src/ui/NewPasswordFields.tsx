import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '../config/constants';
import { Field } from './form';
import { PasswordStrength } from './PasswordStrength';

interface Props<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'watch' | 'getFieldState' | 'formState'>;
  /** The form's field names for the new password and, where it is typed twice, its repeat. */
  names: { password: Path<T>; confirm?: Path<T> };
  labels: { password: MessageDescriptor; confirm?: MessageDescriptor };
  /** A hint under the password; it may quote `{min}`, the shortest length allowed. */
  hint?: MessageDescriptor;
  /** What the account is known by (e-mail, name): a password made of them scores low. */
  userInputs: string[];
}

/**
 * A new password: its field, the strength meter (which scores as the server does), and the
 * confirmation when the form asks for one. The fields keep the form's own names.
 */
export function NewPasswordFields<T extends FieldValues>({
  form,
  names,
  labels,
  hint,
  userInputs,
}: Props<T>) {
  // The form's own watch and field state: no other react-hook-form hooks in the bundle.
  const { register, watch, getFieldState, formState } = form;
  const password = watch(names.password) as string;
  const error = (name: Path<T>) => getFieldState(name, formState).error?.message;
  return (
    <>
      <Field
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={
          hint ? <FormattedMessage {...hint} values={{ min: PASSWORD_MIN_LENGTH }} /> : undefined
        }
        error={error(names.password)}
        {...register(names.password)}
      />
      <PasswordStrength password={password} userInputs={userInputs} />
      {names.confirm && labels.confirm ? (
        <Field
          label={labels.confirm}
          type="password"
          autoComplete="new-password"
          error={error(names.confirm)}
          {...register(names.confirm)}
        />
      ) : null}
    </>
  );
}
