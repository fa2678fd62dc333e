import { FormattedMessage } from 'react-intl';
import {
  CheckboxField,
  EmailField,
  Field,
  FormFeedback,
  formStyles,
  SubmitButton,
} from '../../ui/form';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { messages } from './messages';
import { useSignUp } from './use-sign-up';
import * as common from '../../i18n/common-messages';

export function SignUpForm({ onSent }: { onSent(email: string): void }) {
  const { form, feedback, onSubmit } = useSignUp(onSent);
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormFeedback feedback={feedback} />
      <Field
        label={common.name}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField label={common.email} error={errors.email?.message} {...register('email')} />
      <NewPasswordFields
        form={form}
        names={{ password: 'password' }}
        labels={{ password: common.password }}
        hint={common.passwordHint}
        userInputs={watch(['name', 'email'])}
      />
      <CheckboxField
        label={<FormattedMessage {...common.acceptTerms} />}
        error={errors.acceptedTerms?.message}
        {...register('acceptedTerms')}
      />
      <SubmitButton busy={isSubmitting} label={messages.submit} />
    </form>
  );
}
