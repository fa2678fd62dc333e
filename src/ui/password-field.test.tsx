// The password field's "Show password" toggle (ui/form.tsx, PasswordInput): every password field
// of the kit has it (sign-in, sign-up, a new password, changing it).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineMessage } from 'react-intl';
import * as z from 'zod/mini';
import { expectConsoleError } from '../test/console';
import { renderWithProviders } from '../test/render';
import { Form, FormField, FormSubmit, useFormSubmit } from './form';
import { NewPasswordFields } from './NewPasswordFields';
import { required } from './policy';

const passwordLabel = defineMessage({ id: 'test.password', defaultMessage: 'Password' });
const newLabel = defineMessage({ id: 'test.new', defaultMessage: 'New password' });
const send = defineMessage({ id: 'test.send', defaultMessage: 'Send' });

const schema = z.object({ password: required, fresh: required });

function Probe({ action }: { action: () => Promise<void> }) {
  const { form, onSubmit } = useFormSubmit(
    schema,
    { defaultValues: { password: '', fresh: '' } },
    action,
  );
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormField name="password" label={passwordLabel} type="password" />
      <NewPasswordFields
        names={{ password: 'fresh' }}
        labels={{ password: newLabel }}
        userInputs={[]}
      />
      <FormSubmit label={send} />
    </Form>
  );
}

function toggles(name = 'Show password') {
  return screen.getAllByRole('button', { name });
}

describe('the password field', () => {
  it('has a Show password button tied to its input, off at first', () => {
    renderWithProviders(<Probe action={async () => undefined} />);
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    // One per password field: the new password's too (NewPasswordFields).
    expect(toggles()).toHaveLength(2);
    const [toggle] = toggles();
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveAttribute('aria-controls', field.id);
  });

  it('shows and hides what was typed; the field keeps the focus and the caret', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Probe action={async () => undefined} />);
    const field = screen.getByLabelText<HTMLInputElement>('Password');
    await user.type(field, 'violet-harbour');
    field.setSelectionRange(3, 3);
    const [toggle] = toggles();
    await user.click(toggle!);
    expect(field).toHaveAttribute('type', 'text');
    // Named for what it does now.
    expect(toggle).toHaveAccessibleName('Hide password');
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([3, 3]);
    await user.keyboard('X');
    expect(field).toHaveValue('vioXlet-harbour');

    await user.click(toggle!);
    expect(field).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAccessibleName('Show password');
    expect(field).toHaveFocus();
  });

  it('with the keyboard: Tab to the toggle, Space shows, the focus stays on it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Probe action={async () => undefined} />);
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    const [toggle] = toggles();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAccessibleName('Hide password');
  });

  it('is hidden again when the form is submitted', async () => {
    const user = userEvent.setup();
    const action = jest.fn(async () => undefined);
    renderWithProviders(<Probe action={action} />);
    const field = screen.getByLabelText('Password');
    await user.type(field, 'violet-harbour');
    await user.type(screen.getByLabelText('New password'), 'another-phrase');
    await user.click(toggles()[0]!);
    expect(field).toHaveAttribute('type', 'text');
    expect(toggles('Hide password')).toHaveLength(1);
    // The submit event itself, as the browser dispatches it (Enter in a field, say): hidden
    // within its own task, before anything reads the form.
    fireEvent.submit(field.closest('form')!);
    expect(field).toHaveAttribute('type', 'password');
    await waitFor(() => expect(action).toHaveBeenCalled());
    expect(toggles()).toHaveLength(2);
  });

  it('is translated', async () => {
    // This test's own field labels have no translation; the toggle's has.
    expectConsoleError(/MISSING_TRANSLATION.*"test\./);
    renderWithProviders(<Probe action={async () => undefined} />, { language: 'pt-BR' });
    expect(await screen.findAllByRole('button', { name: 'Mostrar senha' })).toHaveLength(2);
  });
});
