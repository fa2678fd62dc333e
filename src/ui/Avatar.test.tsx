import { render, screen } from '@testing-library/react';
import { Avatar, initials } from './Avatar';

test('the initials are drawn, not written: a button holding the badge keeps its name as its text', () => {
  render(
    <button type="button" aria-label="Olga Lima, account menu">
      <Avatar name="Olga Lima" email="olga@example.com" />
      <span>Olga Lima</span>
    </button>,
  );
  const button = screen.getByRole('button', { name: 'Olga Lima, account menu' });
  // Every visible text of the button is in its name (WCAG 2.5.3): no "OL" before the name.
  expect(button.textContent).toBe('Olga Lima');
  expect(button.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'OL');
});

test('initials: first and last words, else the address', () => {
  expect(initials('Olga Maria Lima', 'o@example.com')).toBe('OL');
  expect(initials('', 'olga@example.com')).toBe('O');
});
