import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../test/render';
import { CheckEmail } from './CheckEmail';

describe('CheckEmail', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('allows a resend only after 60 s, then waits again', async () => {
    const fetch = mockFetch(() => ({ status: 202, body: { status: 'accepted' } }));
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithProviders(<CheckEmail email="ana@example.com" />);
    const resend = screen.getByRole('button', { name: 'Send the e-mail again' });
    expect(resend).toBeDisabled();
    expect(screen.getByText('You can ask for another e-mail in 60 seconds.')).toBeInTheDocument();
    for (let i = 0; i < 60; i++) await act(async () => jest.advanceTimersByTime(1000));
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByRole('status')).toHaveTextContent('We sent the e-mail again.');
    expect(resend).toBeDisabled();
    const call = fetch.mock.calls.find(([u]) => String(u).endsWith('/accounts/confirm/resend'))!;
    expect(JSON.parse(String((call[1] as RequestInit).body))).toMatchObject({
      email: 'ana@example.com',
    });
  });

  it("the server's Retry-After sets the wait", async () => {
    globalThis.fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ error: 'too_many_requests' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '300' },
        }),
    ) as unknown as typeof fetch;
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithProviders(<CheckEmail email="ana@example.com" />);
    for (let i = 0; i < 60; i++) await act(async () => jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(
      await screen.findByText('You can ask for another e-mail in 300 seconds.'),
    ).toBeInTheDocument();
  });
});
