import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineMessage } from 'react-intl';
import { ApiError } from '../api/errors';
import { renderWithProviders } from '../test/render';
import { Form, FormField, FormSubmit, useFormSubmit } from './form';
import { email, name } from './policy';
import * as z from 'zod/mini';
import { feedbackFor, linkProblem, useSubmit, type SubmitHandlers } from './use-submit';

const waitMessage = defineMessage({ id: 'test.wait', defaultMessage: 'Wait {minutes} min' });
const flowMessage = defineMessage({ id: 'test.flow', defaultMessage: 'The flow explains' });
const saved = defineMessage({ id: 'test.saved', defaultMessage: 'Saved.' });
const send = defineMessage({ id: 'test.send', defaultMessage: 'Send' });

const rateLimited = (retryAfter?: number) =>
  new ApiError('rate_limited', 429, 'too_many_attempts', undefined, retryAfter);

/** A form double: its values name the fields; setError records what lands where. */
function fakeForm(values: Record<string, string>) {
  return { getValues: () => values, setError: jest.fn() } as unknown as NonNullable<
    SubmitHandlers<Record<string, string>>['form']
  > & { setError: jest.Mock };
}

describe('feedbackFor: the order of the handlers', () => {
  it("asks the call's own handler first; when it takes the error, nothing else runs", () => {
    const onLinkProblem = jest.fn();
    const rate = jest.fn();
    const error = new ApiError('client', 400, 'token_used');
    const own = jest.fn(() => true);
    expect(feedbackFor(error, { onError: own, onLinkProblem, rateLimited: rate })).toBeNull();
    expect(own).toHaveBeenCalledWith(error);
    expect(onLinkProblem).not.toHaveBeenCalled();
    // Declined: the next handlers get it.
    expect(feedbackFor(error, { onError: () => false, onLinkProblem })).toBeNull();
    expect(onLinkProblem).toHaveBeenCalledWith('used');
  });

  it.each([
    ['token_expired', 'expired'],
    ['token_used', 'used'],
    ['token_invalid', 'invalid'],
  ] as const)('a link problem %s goes to the screen as %s', (code, problem) => {
    const onLinkProblem = jest.fn();
    expect(feedbackFor(new ApiError('client', 410, code), { onLinkProblem })).toBeNull();
    expect(onLinkProblem).toHaveBeenCalledWith(problem);
    expect(linkProblem(new ApiError('client', 410, code))).toBe(problem);
  });

  it('without a link handler, a link problem is a plain failure; other codes are no link problem', () => {
    expect(feedbackFor(new ApiError('client', 410, 'token_expired'), {})).toEqual({
      message: expect.objectContaining({ id: 'error.unknown' }),
    });
    expect(linkProblem(new ApiError('client', 400, 'validation'))).toBeNull();
    expect(linkProblem(new Error('token_used'))).toBeNull();
  });

  it("puts the server's field errors on the form's fields, focusing the first", () => {
    const form = fakeForm({ name: 'Ana', email: 'ana@example.com' });
    const error = new ApiError('client', 400, 'validation', {
      email: 'email',
      name: 'too_long',
      other: 'invalid',
    });
    expect(feedbackFor(error, { form })).toBeNull();
    expect(form.setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'email' }, { shouldFocus: true }],
      ['name', { type: 'server', message: 'too_long' }, { shouldFocus: false }],
    ]);
  });

  it('field errors for fields the form does not have fall through to a message', () => {
    const form = fakeForm({ name: 'Ana' });
    const error = new ApiError('client', 400, 'validation', { tenantId: 'invalid' });
    expect(feedbackFor(error, { form })).toEqual({
      message: expect.objectContaining({ id: 'error.unknown' }),
    });
    expect(form.setError).not.toHaveBeenCalled();
  });

  it.each([
    [150, { seconds: 150, minutes: 3 }],
    [30, { seconds: 30, minutes: 1 }],
    [120, { seconds: 120, minutes: 2 }],
    [undefined, { seconds: 60, minutes: 1 }],
  ])('rate limited with Retry-After %s: the message gets the wait', (retryAfter, wait) => {
    expect(feedbackFor(rateLimited(retryAfter), { rateLimited: waitMessage })).toEqual({
      message: waitMessage,
      values: wait,
    });
  });

  it('rate limited: a whole feedback is shown as given, a function takes the seconds itself', () => {
    const neutral = { message: waitMessage, tone: 'status' as const };
    expect(feedbackFor(rateLimited(90), { rateLimited: neutral })).toBe(neutral);
    const wait = jest.fn();
    expect(feedbackFor(rateLimited(300), { rateLimited: wait })).toBeNull();
    expect(wait).toHaveBeenCalledWith(300);
  });

  it("rate limited without the flow's handler: the generic message", () => {
    expect(feedbackFor(rateLimited(300), {})).toEqual({
      message: expect.objectContaining({ id: 'error.rateLimited' }),
    });
  });

  it("the flow's own codes come before the kind of error", () => {
    const codes = { invalid_credentials: flowMessage };
    expect(
      feedbackFor(new ApiError('unauthorized', 401, 'invalid_credentials'), { codes }),
    ).toEqual({ message: flowMessage });
    expect(feedbackFor(new ApiError('server', 500, 'internal'), { codes })).toEqual({
      message: expect.objectContaining({ id: 'error.server' }),
    });
  });

  it.each([
    [new ApiError('network', 0), 'error.network'],
    [new ApiError('server', 503), 'error.server'],
    [new ApiError('client', 400, 'validation'), 'error.unknown'],
    [new TypeError('boom'), 'error.unknown'],
  ])('the global fallback: %s', (error, id) => {
    expect(feedbackFor(error, {})).toEqual({ message: expect.objectContaining({ id }) });
  });
});

describe('useSubmit', () => {
  it("shows the action's own feedback on success, and is busy meanwhile", async () => {
    let finish!: () => void;
    const { result } = renderHook(() =>
      useSubmit(
        () =>
          new Promise<{ message: typeof saved; tone: 'status' }>((resolve) => {
            finish = () => resolve({ message: saved, tone: 'status' });
          }),
      ),
    );
    let done!: Promise<void>;
    act(() => {
      done = result.current.submit();
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await done;
    });
    expect(result.current).toMatchObject({ busy: false, feedback: { message: saved } });
  });

  it('a failure replaces the last outcome; a new submit clears it first', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useSubmit(async () => {
        if (fail) throw new ApiError('network', 0);
      }),
    );
    await act(() => result.current.submit());
    expect(result.current.feedback?.message.id).toBe('error.network');
    fail = false;
    await act(() => result.current.submit());
    expect(result.current.feedback).toBeNull();
  });
});

const schema = z.object({ name, email });

/** A form built the way every flow builds one. */
function Probe({ fail }: { fail: () => never }) {
  const { form, feedback, onSubmit } = useFormSubmit(
    schema,
    { defaultValues: { name: '', email: '' } },
    async () => fail(),
  );
  // Re-renders the form on every keystroke, as a form showing what is typed (a meter) does.
  form.watch('name');
  return (
    <Form form={form} feedback={feedback} onSubmit={onSubmit}>
      <FormField name="name" label={saved} />
      <FormField name="email" label={flowMessage} />
      <FormSubmit label={send} />
    </Form>
  );
}

describe('a form on useSubmit', () => {
  async function failOnce(error: unknown) {
    const user = userEvent.setup();
    renderWithProviders(
      <Probe
        fail={() => {
          throw error;
        }}
      />,
    );
    await user.type(screen.getByLabelText('Saved.'), 'Ana');
    await user.type(screen.getByLabelText('The flow explains'), 'ana@example.com');
    await user.click(screen.getByRole('button'));
    return user;
  }

  it('a field error lands on its field, focused; everything typed is kept', async () => {
    await failOnce(new ApiError('client', 400, 'validation', { email: 'email' }));
    const field = screen.getByLabelText('The flow explains');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Saved.')).toHaveValue('Ana');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failure is one focused alert, which does not take the focus back while the user types', async () => {
    const user = await failOnce(new ApiError('network', 0));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach the server');
    await waitFor(() => expect(alert).toHaveFocus());
    const field = screen.getByLabelText('Saved.');
    await user.click(field);
    await user.keyboard(' Souza');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Ana Souza');
    // Submitting again and failing again: the new alert takes the focus.
    await user.click(screen.getByRole('button'));
    expect(await screen.findByRole('alert')).toHaveFocus();
  });
});
