import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useFocusAfterRender } from './focus-after-render';

/** A look-up whose answer arrives later and replaces the form's neighbourhood with a heading. */
function Lookup({ by }: { by: 'ref' | 'id' }) {
  const [answer, setAnswer] = useState<string | null>(null);
  const [refreshed, setRefreshed] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const look = async () => {
    const reply = await new Promise<string>((resolve) => setTimeout(() => resolve('Application 7'), 5));
    setAnswer(reply);
    focusAfterRender(by === 'ref' ? heading : 'answer-heading');
  };
  return (
    <>
      <button type="button" onClick={look}>
        Check
      </button>
      {/* A change of the page that asks for no focus. */}
      <button type="button" onClick={() => setRefreshed((count) => count + 1)}>
        Refresh
      </button>
      <p>Refreshed {refreshed}</p>
      {answer && (
        <h2 id="answer-heading" ref={heading} tabIndex={-1}>
          {answer}
        </h2>
      )}
    </>
  );
}

describe('useFocusAfterRender', () => {
  // A busy browser can draw a frame before React commits; a frame-based focus then finds nothing.
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(['ref', 'id'] as const)('focuses the element the same change draws (target by %s)', async (by) => {
    render(<Lookup by={by} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const heading = await screen.findByRole('heading', { name: 'Application 7' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
  });

  it('moves focus once per request: later changes leave it where the user put it', async () => {
    render(<Lookup by="ref" />);
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await userEvent.click(refresh);
    await screen.findByText('Refreshed 1');
    expect(refresh).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const heading = await screen.findByRole('heading', { name: 'Application 7' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(refresh);
    await screen.findByText('Refreshed 2');
    expect(refresh).toHaveFocus();
  });
});
