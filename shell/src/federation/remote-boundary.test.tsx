import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RemoteBoundary } from './remote-boundary';
import { RemoteLoadError } from './runtime-plugin';

function Broken({ error }: { error: Error }): never {
  throw error;
}

function Harness({ error }: { error: Error }) {
  const [fixed, setFixed] = useState(false);
  return (
    <RemoteBoundary title="Faculty" onRetry={() => setFixed(true)}>
      {fixed ? <h1>Faculty page</h1> : <Broken error={error} />}
    </RemoteBoundary>
  );
}

describe('RemoteBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a load failure with Retry, and Retry renders the page again', async () => {
    render(<Harness error={new RemoteLoadError('records/Faculty', new Error('404'))} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('could not be loaded');
    expect(alert).toHaveTextContent('Faculty');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('heading', { name: 'Faculty page' })).toBeInTheDocument();
  });

  it('tells a crash while rendering apart from a download failure', () => {
    render(<Harness error={new TypeError('x is undefined')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('stopped working');
  });
});
