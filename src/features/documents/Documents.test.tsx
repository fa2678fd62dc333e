import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Brand } from '../../api/whitelabels';
import { renderWithProviders } from '../../test/render';
import { defaultBrand } from '../../whitelabel/default-brand';
import { FixedBrand } from '../../whitelabel/WhitelabelContext';
import { AcceptedDocuments, DocumentLinks } from './Documents';

const documents = {
  terms: 'https://legal.acme.example/terms',
  privacy: 'https://legal.acme.example/privacy',
};

function withBrand(brand: Brand, children: ReactNode) {
  return renderWithProviders(<FixedBrand brand={brand}>{children}</FixedBrand>);
}

test("under an acceptance, the tenant's documents open in a new tab, and say so", () => {
  withBrand({ ...defaultBrand, documents }, <DocumentLinks />);
  const terms = screen.getByRole('link', { name: 'terms of service' });
  const privacy = screen.getByRole('link', { name: 'privacy policy' });
  expect(terms).toHaveAttribute('href', documents.terms);
  expect(privacy).toHaveAttribute('href', documents.privacy);
  for (const link of [terms, privacy]) {
    expect(link).toHaveAttribute('target', '_blank');
    // The opened page gets no handle on this one (window.opener), nor where the user came from.
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  expect(terms.closest('p')).toHaveTextContent('(each opens in a new tab)');
});

test('a tenant that publishes no documents: no dead links', () => {
  withBrand(defaultBrand, <DocumentLinks />);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('what the user accepted: each document, its version and date, and a link to read it', () => {
  withBrand(
    { ...defaultBrand, documents },
    <AcceptedDocuments
      accepted={[
        { document: 'terms', version: '2026-06', acceptedAt: '2026-07-01T09:30:00.000Z' },
        { document: 'privacy', version: '2026-01', acceptedAt: '2026-01-15T10:00:00.000Z' },
      ]}
    />,
  );
  const [terms, privacy] = screen.getAllByRole('listitem');
  expect(terms).toHaveTextContent('Terms of service');
  expect(terms).toHaveTextContent(/Version 2026-06, accepted on July 1, 2026/);
  expect(
    within(terms!).getByRole('link', { name: 'Read it (opens in a new tab)' }),
  ).toHaveAttribute('href', documents.terms);
  expect(privacy).toHaveTextContent('Privacy policy');
  expect(within(privacy!).getByRole('link')).toHaveAttribute('href', documents.privacy);
});

test('nothing accepted yet: said in words', () => {
  withBrand(defaultBrand, <AcceptedDocuments accepted={[]} />);
  expect(screen.getByText('No acceptance is recorded for this account.')).toBeInTheDocument();
});
