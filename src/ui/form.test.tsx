// The one form and its fields: each field finds its form, registers itself and shows its own
// error; the form says its outcome above the fields. Flows declare fields and an action only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineMessage, FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { ApiError } from '../api/errors';
import { renderWithProviders } from '../test/render';
import { Form, FormCheckbox, FormEmailField, FormField, FormSubmit, useFormSubmit } from './form';
import { NewPasswordFields } from './NewPasswordFields';
import { email, name, newPassword, required, sameTwice } from './policy';

const nameLabel = defineMessage({ id: 'test.name', defaultMessage: 'Name' });
const emailLabel = defineMessage({ id: 'test.email', defaultMessage: 'E-mail' });
const termsLabel = defineMessage({ id: 'test.terms', defaultMessage: 'I agree' });
const passwordLabel = defineMessage({ id: 'test.password', defaultMessage: 'Password' });
const repeatLabel = defineMessage({ id: 'test.repeat', defaultMessage: 'Repeat' });
const send = defineMessage({ id: 'test.send', defaultMessage: 'Send' });
const startAgain = defineMessage({ id: 'test.again', defaultMessage: 'Start again' });

const schema = z.object({
  name,
  email,
  terms: z.boolean().check(z.refine((value) => value, 'terms')),
});

function Probe({ action }: { action: (values: z.output<typeof schema>) => Promise<void> }) {
  const { form, feedback, onSubmit } = useFormSubmit(
    schema,
    { defaultValues: { name: '', email: '', terms: false } },
    action,
    // A flow's own refusal that belongs on a field: the handler is given the form.
    (form) => ({
      onError: (error) => {
        if (!(error instanceof ApiError) || error.code !== 'invalid_code') return false;
        form.setError('email', { type: 'server', message: 'invalid' }, { shouldFocus: true });
        return true;
      },
    }),
  );
  return (
    <Form
      form={form}
      feedback={feedback}
      onSubmit={onSubmit}
      alertAction={
        <button type="button">
          <FormattedMessage {...startAgain} />
        </button>
      }
    >
      <FormField name="name" label={nameLabel} />
      <FormEmailField name="email" label={emailLabel} />
      <FormCheckbox name="terms" label={<FormattedMessage {...termsLabel} />} />
      <FormSubmit label={send} />
    </Form>
  );
}

describe('<Form> and its fields', () => {
  it('each field shows its own error, and the focus goes to the first invalid one', async () => {
    const user = userEvent.setup();
    const action = jest.fn(async () => undefined);
    renderWithProviders(<Probe action={action} />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const emailField = screen.getByLabelText('E-mail');
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(emailField).toHaveFocus());
    expect(screen.getByLabelText('I agree')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Accept the terms to continue.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(action).not.toHaveBeenCalled();
  });

  it('sends the valid values to the action, with the button busy meanwhile', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const action = jest.fn(
      (_values: unknown) => new Promise<void>((resolve) => (finish = resolve)),
    );
    renderWithProviders(<Probe action={action} />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('E-mail'), ' ana@example.com ');
    await user.click(screen.getByLabelText('I agree'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // The values as the schema gives them (trimmed), then the form itself.
    expect(action.mock.calls[0]![0]).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      terms: true,
    });
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    finish();
    expect(await screen.findByRole('button', { name: 'Send' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('a failure shows above the fields as one alert with the way on inside, the input kept', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Probe action={() => Promise.reject(new ApiError('network', 0))} />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByLabelText('I agree'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach the server');
    expect(within(alert).getByRole('button', { name: 'Start again' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
  });

  it("a flow's handler, given the form, puts its refusal on a field", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Probe action={() => Promise.reject(new ApiError('client', 400, 'invalid_code'))} />,
    );
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByLabelText('I agree'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This value is not valid.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

const passwords = z
  .object({ password: newPassword, confirm: required })
  .check(sameTwice('password', 'confirm'));

function PasswordProbe() {
  const { form, feedback, onSubmit } = useFormSubmit(
    passwords,
    { defaultValues: { password: '', confirm: '' } },
    async () => undefined,
  );
  return (
    <Form form={form} feedback={feedback} onSubmit={onSubmit}>
      <NewPasswordFields
        names={{ password: 'password', confirm: 'confirm' }}
        labels={{ password: passwordLabel, confirm: repeatLabel }}
        userInputs={[]}
      />
      <FormSubmit label={send} />
    </Form>
  );
}

describe('NewPasswordFields in a <Form>', () => {
  it('reads the form from context: the repeat that differs shows its error', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordProbe />);
    await user.type(screen.getByLabelText('Password'), 'a quite long passphrase 91');
    await user.type(screen.getByLabelText('Repeat'), 'another one');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Repeat')).toHaveFocus());
  });
});
