import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { mockFetch, renderWithProviders } from '../test/render';
import { LanguageSwitcher } from '../features/language-choice/LanguageSwitcher';
import { Layout } from '../app/Layout';
import { createFormats, useFormats } from './formats';
import { pickLanguage } from './languages';
import { expectConsoleError } from '../test/console';

function Screen() {
  return (
    <>
      <h1>
        <FormattedMessage id="unauthorized.title" defaultMessage="Please sign in" />
      </h1>
      <LanguageSwitcher />
    </>
  );
}

describe('languages', () => {
  beforeEach(() => {
    localStorage.clear();
    mockFetch(() => ({ body: {} }));
  });

  // First in this file: no other test has fetched the pt-BR catalog yet.
  it('never holds back a host’s own content while a catalog loads', async () => {
    renderWithProviders(
      <>
        <p>The host’s own header</p>
        <Screen />
      </>,
      { language: 'pt-BR' },
    );
    expect(screen.getByText('The host’s own header')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Entre na sua conta' })).toBeInTheDocument();
  });

  it('matches requested tags to our languages', () => {
    expect(pickLanguage('pt')).toBe('pt-BR');
    expect(pickLanguage('pt_PT')).toBe('pt-BR');
    expect(pickLanguage('ES-ar')).toBe('es');
    expect(pickLanguage('en-GB')).toBe('en');
    expect(pickLanguage('de')).toBeNull();
  });

  it('switches the text with the Language switch and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Screen />);
    expect(screen.getByRole('heading')).toHaveTextContent('Please sign in');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(localStorage.getItem('account.language')).toBe('es');
    unmount();

    renderWithProviders(<Screen />);
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
  });

  it('follows the configured default language', async () => {
    renderWithProviders(<Screen />, { config: { defaultLanguage: 'pt-BR' } });
    expect(await screen.findByRole('heading', { name: 'Entre na sua conta' })).toBeInTheDocument();
  });

  it('lets a host force the language over the user’s choice, and then hides the switch', async () => {
    localStorage.setItem('account.language', 'pt-BR');
    renderWithProviders(<Screen />, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('the pseudo-locale', () => {
  it('is asked for by its exact tag only, never for English', () => {
    expect(pickLanguage('en-XA')).toBe('en-XA');
    expect(pickLanguage('en_xa')).toBe('en-XA');
    expect(pickLanguage('en')).toBe('en');
    expect(pickLanguage('en-GB')).toBe('en');
  });

  it('shows accented, longer text right to left, and is not offered to users', async () => {
    localStorage.setItem('account.language', 'en-XA');
    const { container } = renderWithProviders(
      <Layout standalone>
        <Screen />
      </Layout>,
    );
    const heading = await screen.findByRole('heading', { name: /^\[Ƥŀḗḗȧȧşḗḗ şīɠƞ īƞ\]$/ });
    expect(heading.textContent!.length).toBeGreaterThanOrEqual('Please sign in'.length * 1.3);
    expect(container.querySelector('[lang="en-XA"]')).toHaveAttribute('dir', 'rtl');
    const options = screen.getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(new Set(options)).toEqual(new Set(['en', 'pt-BR', 'es']));
  });

  it('leaves the real languages left to right', async () => {
    const { container } = renderWithProviders(
      <Layout standalone>
        <Screen />
      </Layout>,
      { language: 'es' },
    );
    await screen.findByRole('heading', { name: 'Inicia sesión' });
    expect(container.querySelector('[lang="es"]')).toHaveAttribute('dir', 'ltr');
  });
});

describe('formats', () => {
  it('are Brazilian by default: the month spelled out, 24-hour time, BRL', () => {
    const formats = createFormats();
    const moment = new Date(2026, 10, 21, 14, 5);
    expect(formats.date(moment)).toBe('21 de novembro de 2026');
    expect(formats.time(moment)).toBe('14:05');
    expect(formats.money(1234.5)).toMatch(/^R\$\s1\.234,50$/);
  });

  it('spell the month in the text language, never a numeric dd/MM inside a sentence', () => {
    const moment = new Date(2026, 10, 21, 14, 5);
    expect(createFormats('pt-BR', 'en').date(moment)).toBe('November 21, 2026');
    expect(createFormats('pt-BR', 'es').date(moment)).toBe('21 de noviembre de 2026');
    expect(createFormats('pt-BR', 'pt-BR').date(moment)).toBe('21 de novembro de 2026');
    expect(createFormats('en-GB', 'en').date(moment)).toBe('21 November 2026');
    expect(createFormats('pt-BR', 'en').dateTime(moment)).toBe('November 21, 2026 at 14:05');
    for (const language of ['en', 'es', 'pt-BR']) {
      expect(createFormats('pt-BR', language).date(moment)).not.toMatch(/\d+\/\d+/);
    }
  });

  it('fall back to pt-BR for a malformed locale rather than break the screen', () => {
    expectConsoleError(/^Unknown formatting locale "pt_BR"/);
    expect(createFormats('pt_BR').date(new Date(2026, 10, 21))).toBe('21 de novembro de 2026');
  });

  it('follow another formatting locale when configured', () => {
    const formats = createFormats('en-US');
    expect(formats.date(new Date(2026, 10, 21))).toBe('November 21, 2026');
    expect(formats.money(12)).toBe('R$12.00');
  });

  it('show dates in the screen’s language', async () => {
    function When() {
      return <p>{useFormats().date(new Date(2026, 10, 21))}</p>;
    }
    renderWithProviders(<When />, { language: 'es' });
    expect(await screen.findByText('21 de noviembre de 2026')).toBeInTheDocument();
  });
});
