import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StartupError } from './StartupError';

describe('StartupError', () => {
  it.each([
    ['missing', /configuration file is missing/],
    ['unreachable', /could not be downloaded/],
    ['invalid', /configuration is not valid/],
  ] as const)('names the problem: %s', (problem, text) => {
    render(<StartupError problem={problem} />);
    expect(screen.getByRole('heading', { name: 'The app could not start' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(text);
  });

  it('offers to load the page again', async () => {
    const reload = jest.fn();
    render(<StartupError problem="unreachable" reload={reload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });
});
