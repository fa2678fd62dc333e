import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyPart } from './lazy-part';

/** A module whose arrival the test decides. */
function deferredModule<P>(component: ComponentType<P>) {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const loaded = new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
    arrive = () => resolve({ default: component });
    fail = reject;
  });
  return { load: jest.fn(() => loaded), arrive, fail };
}

function Offer({ label }: { label: string }) {
  return <p>{label}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyPart', () => {
  it('shows nothing until its code arrives, then the part; another one then renders at once', async () => {
    const code = deferredModule(Offer);
    const Part = lazyPart(code.load);
    const { container, unmount } = render(<Part label="Add a passkey" />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => code.arrive());
    expect(screen.getByText('Add a passkey')).toBeInTheDocument();
    unmount();
    render(<Part label="Again" />);
    // Synchronously, in the first render: no empty frame in between.
    expect(screen.getByText('Again')).toBeInTheDocument();
    expect(code.load).toHaveBeenCalledTimes(1);
  });

  it('never suspends while its code loads: no Suspense fallback shows for it', async () => {
    // A fallback shown anywhere holds back every boundary's reveal on the page for 300 ms
    // (React's throttle); React.lazy here would show "Waiting" until the code arrives.
    const code = deferredModule(Offer);
    const Part = lazyPart(code.load);
    const { container } = render(
      <Suspense fallback={<p>Waiting</p>}>
        <Part label="Add a passkey" />
      </Suspense>,
    );
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
    await act(async () => code.arrive());
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
    expect(screen.getByText('Add a passkey')).toBeInTheDocument();
  });

  it('a chunk that cannot arrive reaches the error boundary; the next mount asks again', async () => {
    const code = deferredModule(Offer);
    const Part = lazyPart(code.load);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(
      <Boundary>
        <Part label="Add a passkey" />
      </Boundary>,
    );
    await act(async () => code.fail(new Error('Loading chunk passkey-offer failed')));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk passkey-offer failed');
    unmount();
    const again = deferredModule(Offer);
    code.load.mockImplementation(again.load);
    render(<Part label="Add a passkey" />);
    await act(async () => again.arrive());
    expect(screen.getByText('Add a passkey')).toBeInTheDocument();
  });
});
