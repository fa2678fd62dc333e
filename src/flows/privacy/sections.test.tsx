import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, sessionEngineLoaded } from '../../test/render';
import { useSensitive } from '../../features/confirm-its-you/use-sensitive';
import { DeleteAccount, DownloadData } from './sections';

const EMAIL = 'ana@example.com';

/** The sections as the page mounts them: one "Confirm it's you" for all. */
function Sections() {
  const { guard, dialog } = useSensitive();
  return (
    <>
      <DownloadData guard={guard} />
      <DeleteAccount guard={guard} email={EMAIL} />
      {dialog}
    </>
  );
}

function calls(fetch: jest.Mock, path: string) {
  return fetch.mock.calls.filter(([url]) => new URL(String(url)).pathname.endsWith(path));
}

describe('Download your data', () => {
  it('saves the API’s document as account-data-YYYY-MM-DD.json and says so', async () => {
    const data = { format: 'account-data/1', exportedAt: '2026-11-24T10:00:00.000Z', profile: {} };
    const fetch = mockFetch(() => ({ body: data }));
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.set('blob:1', blob);
      return 'blob:1';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    const user = userEvent.setup();
    renderWithProviders(<Sections />);
    await user.click(screen.getByRole('button', { name: 'Download your data' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your data was saved as account-data-2026-11-24.json.',
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('account-data-2026-11-24.json');
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(data);
    expect(calls(fetch, '/users/me/data-export')).toHaveLength(1);
    click.mockRestore();
  });

  it('a failure is said, and nothing is saved', async () => {
    mockFetch(() => ({ status: 503, body: { error: 'internal', message: 'x' } }));
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<Sections />);
    await user.click(screen.getByRole('button', { name: 'Download your data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/went wrong on our side/);
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });
});

describe('Delete account', () => {
  async function typeAndDelete(typed: string) {
    const user = userEvent.setup();
    renderWithProviders(<Sections />, { route: '/privacy' });
    await user.click(screen.getByRole('button', { name: 'Delete account…' }));
    await user.type(screen.getByLabelText('To confirm, type your e-mail address'), typed);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  }

  it('sits apart in a danger zone: a neutral button opens the panel, Cancel closes it', async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    const user = userEvent.setup();
    renderWithProviders(<Sections />);
    const zone = screen.getByRole('region', { name: 'Danger zone' });
    // Nothing to type and no red button until it is asked for.
    expect(within(zone).queryByLabelText('To confirm, type your e-mail address')).toBeNull();
    expect(within(zone).queryByRole('button', { name: 'Delete my account' })).toBeNull();
    const open = within(zone).getByRole('button', { name: 'Delete account…' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const panel = within(zone).getByRole('group', { name: 'Delete your account' });
    expect(within(panel).getByLabelText('To confirm, type your e-mail address')).toHaveFocus();
    expect(within(panel).getByRole('button', { name: 'Delete my account' })).toHaveAttribute(
      'type',
      'submit',
    );
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(zone).queryByRole('group')).toBeNull();
    await waitFor(() =>
      expect(within(zone).getByRole('button', { name: 'Delete account…' })).toHaveFocus(),
    );
    expect(calls(fetch, '/users/me/deletion')).toHaveLength(0);
  });

  it('explains what happens and names the date 14 days from now', async () => {
    mockFetch(() => ({ body: {} }));
    const user = userEvent.setup();
    renderWithProviders(<Sections />);
    await sessionEngineLoaded();
    await user.click(screen.getByRole('button', { name: 'Delete account…' }));
    const section = screen.getByRole('group', { name: 'Delete your account' });
    // English text in the pt-BR formatting locale: the month spelled out in English.
    const date = new Intl.DateTimeFormat('en-BR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(Date.now() + 14 * 24 * 3600 * 1000));
    expect(section).toHaveTextContent(`On ${date} it is erased for good`);
    expect(
      screen.getByLabelText('To confirm, type your e-mail address'),
    ).toHaveAccessibleDescription(`It is ${EMAIL}.`);
  });

  it('another address is refused on its field; nothing is sent', async () => {
    const fetch = mockFetch(() => ({ status: 202, body: {} }));
    await typeAndDelete('someone@example.com');
    expect(
      await screen.findByText('This is not the e-mail address of your account.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('To confirm, type your e-mail address')).toHaveFocus(),
    );
    expect(calls(fetch, '/users/me/deletion')).toHaveLength(0);
  });

  it('the right address (any case): deletion asked, then the page that says when it will be erased', async () => {
    const fetch = mockFetch(() => ({
      status: 202,
      body: { status: 'deletion_scheduled', eraseAt: '2026-12-08T10:00:00.000Z' },
    }));
    await typeAndDelete('Ana@Example.com');
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(
        '/privacy/deleted?eraseAt=2026-12-08T10%3A00%3A00.000Z',
      ),
    );
    const [[, init]] = calls(fetch, '/users/me/deletion');
    expect(JSON.parse(String(init!.body))).toMatchObject({ email: 'Ana@Example.com' });
    // Then the session is forgotten on this device (its engine loads to do it).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  });

  it('a failure keeps what was typed and says why', async () => {
    mockFetch(() => ({ status: 500, body: { error: 'internal', message: 'x' } }));
    await typeAndDelete(EMAIL);
    expect(await screen.findByRole('alert')).toHaveTextContent(/went wrong on our side/);
    expect(screen.getByLabelText('To confirm, type your e-mail address')).toHaveValue(EMAIL);
    expect(screen.getByLabelText('location')).toHaveTextContent('/privacy');
  });

  it('the only owner of an organisation is told to transfer or delete it first, with the way there', async () => {
    mockFetch(() => ({
      status: 409,
      body: {
        error: 'last_owner_of_organisation',
        message: 'x',
        organisations: [{ id: 'kq3Xw0m1TgC2v9bZr7xLwA', name: 'Acme', slug: 'acme' }],
      },
    }));
    await typeAndDelete(EMAIL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/You are the only owner of an organisation/);
    expect(within(alert).getByRole('link', { name: 'Go to your organisations' })).toHaveAttribute(
      'href',
      '/organisations',
    );
    expect(screen.getByLabelText('To confirm, type your e-mail address')).toHaveValue(EMAIL);
  });
});
