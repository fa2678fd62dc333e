// Every form submits through useSubmit: each fault the API can answer with, seen by a user of
// a form built the way every flow builds one. The browser proves the same on the real forms
// (tests/e2e/faults.spec.ts).
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineMessage } from 'react-intl';
import * as z from 'zod/mini';
import { createApiClient } from '../api/client';
import { renderWithProviders } from '../test/render';
import { Form, FormEmailField, FormField, FormSubmit, useFormSubmit } from './form';
import { email, name } from './policy';
import { useSubmit } from './use-submit';

const nameLabel = defineMessage({ id: 'test.name', defaultMessage: 'Name' });
const emailLabel = defineMessage({ id: 'test.email', defaultMessage: 'E-mail' });
const send = defineMessage({ id: 'test.send', defaultMessage: 'Send' });

const schema = z.object({ name, email });

function Probe({ post }: { post: () => Promise<unknown> }) {
  const { form, feedback, onSubmit } = useFormSubmit(
    schema,
    { defaultValues: { name: '', email: '' } },
    async () => void (await post()),
  );
  return (
    <Form form={form} feedback={feedback} onSubmit={onSubmit}>
      <FormField name="name" label={nameLabel} />
      <FormEmailField name="email" label={emailLabel} />
      <FormSubmit label={send} />
    </Form>
  );
}

type Fault = { status: number; headers?: Record<string, string> } | 'dropped';

function clientFailingWith(fault: Fault) {
  const fetch = jest.fn(async () => {
    if (fault === 'dropped') throw new TypeError('Failed to fetch');
    return new Response('<html>proxy</html>', { status: fault.status, headers: fault.headers });
  });
  return createApiClient('http://api.test', null, fetch as unknown as typeof globalThis.fetch);
}

async function fillAndSend(post: () => Promise<unknown>) {
  const user = userEvent.setup();
  renderWithProviders(<Probe post={post} />);
  await user.type(screen.getByLabelText('Name'), 'Ana Souza');
  await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return user;
}

describe('a form meeting a failing API', () => {
  it.each<[string, Fault, RegExp]>([
    ['500', { status: 500 }, /Something went wrong on our side/],
    ['502', { status: 502 }, /Something went wrong on our side/],
    ['503', { status: 503 }, /Something went wrong on our side/],
    ['503 with Retry-After', { status: 503, headers: { 'Retry-After': '180' } }, /in 3 minutes/],
    ['504', { status: 504 }, /Something went wrong on our side/],
    ['a dropped connection', 'dropped', /could not reach the server/],
  ])('%s: a message, everything typed kept, the button usable again', async (_, fault, text) => {
    const client = clientFailingWith(fault);
    const user = await fillAndSend(() =>
      client.request('accounts', { auth: 'public', method: 'POST' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('a request that never answers: the form gives up after the timeout and says so', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const fetch = jest.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      );
      const client = createApiClient(
        'http://api.test',
        null,
        fetch as unknown as typeof globalThis.fetch,
      );
      await fillAndSend(() => client.request('accounts', { auth: 'public', method: 'POST' }));
      expect(await screen.findByRole('button', { name: 'Please wait…' })).toBeDisabled();
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(await screen.findByRole('alert')).toHaveTextContent('took too long to answer');
      expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
      expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a second submit while the first runs joins it: one request', async () => {
    let finish!: () => void;
    const post = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSubmit(post));
    let first!: Promise<void>;
    let second!: Promise<void>;
    // Two submits in one go, before any render could disable the button.
    act(() => {
      first = result.current.submit();
      second = result.current.submit();
    });
    expect(second).toBe(first);
    await act(async () => {
      finish();
      await first;
    });
    expect(post).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
    // Once it is over, the next submit goes out.
    act(() => void result.current.submit());
    expect(post).toHaveBeenCalledTimes(2);
    await act(async () => finish());
  });
});
