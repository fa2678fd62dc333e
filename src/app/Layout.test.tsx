import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders, sessionEngineLoaded } from '../test/render';
import { Loading } from '../ui/Loading';
import { Layout } from './Layout';

/**
 * A screen that loads in two parts, as the account overview does (its frame, then its data);
 * the test's button stands for the data's arrival.
 */
function TwoPartScreen() {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <h1>Heading</h1>
      <button type="button" onClick={() => setLoaded(true)}>
        Arrive
      </button>
      {loaded ? <p>All of it</p> : <Loading />}
    </>
  );
}

test('the footer waits while the screen above it loads, so it is never pushed down', async () => {
  renderWithProviders(
    <Layout standalone>
      <TwoPartScreen />
    </Layout>,
  );
  await sessionEngineLoaded();
  // contentinfo: the standalone footer landmark, with the language switch.
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();

  act(() => screen.getByRole('button', { name: 'Arrive' }).click());
  expect(screen.getByText('All of it')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeVisible();
  expect(screen.getByRole('combobox', { name: 'Language' })).toBeVisible();
});
