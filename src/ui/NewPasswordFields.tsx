import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useFormContext } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '../config/constants';
import { Field } from './form';
import { PasswordStrength } from './PasswordStrength';

interface Props {
  /** The form's field names for the new password and, where it is typed twice, its repeat. */
  names: { password: string; confirm?: string };
  labels: { password: MessageDescriptor; confirm?: MessageDescriptor };
  /** A hint under the password; it may quote `{min}`, the shortest length allowed. */
  hint?: MessageDescriptor;
  /** What the account is known by (e-mail, name): a password made of them scores low. */
  userInputs: string[];
}

/**
 * A new password: its field, the strength meter (which scores as the server does), and the
 * confirmation when the form asks for one. The fields keep the form's own names; they belong to
 * the `<Form>` around them.
 */
export function NewPasswordFields({ names, labels, hint, userInputs }: Props) {
  // The form's own watch and field state, from the `<Form>` around these fields.
  const { register, watch, getFieldState, formState } = useFormContext();
  const password = watch(names.password) as string;
  const error = (name: string) => getFieldState(name, formState).error?.message;
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
