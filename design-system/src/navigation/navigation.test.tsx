import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Link, MemoryNavigation, NavigationProvider, useLocation, useNavigate, useParams } from './navigation';

/** Renders the links at `/` under a provider whose navigate is a spy, and returns the spy. */
function renderAtRoot(links: ReactNode) {
  const navigate = vi.fn();
  render(
    <NavigationProvider
      value={{ location: { pathname: '/', search: '', hash: '', state: null }, params: {}, navigate }}
    >
      {links}
    </NavigationProvider>,
  );
  return navigate;
}

function Where() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname}
      {location.search} with {JSON.stringify(location.state)}
    </p>
  );
}

function PayButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/payment', { state: { amount: 500 } })}>
      Pay
    </button>
  );
}

describe('navigation contract', () => {
  it('renders a plain anchor without a provider (prerendered HTML works without script)', () => {
    render(<Link to="/news">News</Link>);
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
  });

  it('navigates inside the portal with a link and with navigate(), carrying state', async () => {
    const user = userEvent.setup();
    render(
      <MemoryNavigation initialPath="/">
        <Link to="/news?page=2">News</Link>
        <PayButton />
        <Where />
      </MemoryNavigation>,
    );
    await user.click(screen.getByRole('link', { name: 'News' }));
    expect(screen.getByText('at /news?page=2 with null')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByText('at /payment with {"amount":500}')).toBeInTheDocument();
  });

  it('leaves modified clicks and outside links to the browser', async () => {
    const user = userEvent.setup();
    const navigate = renderAtRoot(
      <>
        <Link to="https://example.org/">Outside</Link>
        <Link to="/news" target="_blank">
          New tab
        </Link>
        <Link to="/news">News</Link>
      </>,
    );
    // jsdom does not navigate; the point is that the portal's navigate is not called.
    await user.click(screen.getByRole('link', { name: 'Outside' }));
    await user.click(screen.getByRole('link', { name: 'New tab' }));
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'News' }));
    await user.keyboard('{/Control}');
    expect(navigate).not.toHaveBeenCalled();
    // A plain click on the same link is the portal's to handle.
    await user.click(screen.getByRole('link', { name: 'News' }));
    expect(navigate).toHaveBeenCalledWith('/news', { state: undefined, replace: undefined });
  });

  it('gives no href to an address that looks like a page of the site but leads off it', async () => {
    const user = userEvent.setup();
    const navigate = renderAtRoot(
      <>
        <Link to={'/\\evil.example/x'}>Backslash</Link>
        <Link to="//evil.example/x">Two slashes</Link>
        <Link to={'/\t/evil.example/x'}>Tab</Link>
      </>,
    );
    for (const name of ['Backslash', 'Two slashes', 'Tab']) {
      // Without an href an anchor is no link: nothing to follow off-site.
      expect(screen.queryByRole('link', { name })).toBeNull();
      const anchor = screen.getByText(name);
      expect(anchor).not.toHaveAttribute('href');
      await user.click(anchor);
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('gives pages their route params', () => {
    function Roll() {
      return <p>roll {useParams().roll}</p>;
    }
    render(
      <MemoryNavigation initialPath="/certificate/1001" params={{ roll: '1001' }}>
        <Roll />
      </MemoryNavigation>,
    );
    expect(screen.getByText('roll 1001')).toBeInTheDocument();
  });
});

describe('useHydrated', () => {
  it('is false in prerendered HTML and true once the page runs in the browser', async () => {
    const { renderToString } = await import('react-dom/server');
    const { useHydrated } = await import('./navigation');
    function Today() {
      return <p>{useHydrated() ? 'live' : 'prerendered'}</p>;
    }
    expect(renderToString(<Today />)).toContain('prerendered');
    render(<Today />);
    expect(screen.getByText('live')).toBeInTheDocument();
  });

  it('keeps the prerendered HTML while hydrating (no mismatch), then turns live', async () => {
    vi.resetModules();
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    const { useHydrated } = await import('./navigation');
    function Today() {
      return <p>{useHydrated() ? 'live' : 'prerendered'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Today />);
    document.body.append(container);
    const prerendered = container.querySelector('p');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Today />, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('p')).toBe(prerendered);
    expect(prerendered).toHaveTextContent('live');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('useLiveSetUp: nothing while prerendered; once live, runs once and opens together with what it set', async () => {
    const { renderToString } = await import('react-dom/server');
    const { useState } = await import('react');
    const { useLiveSetUp } = await import('./navigation');
    const setUp = vi.fn();
    const seen: Array<[boolean, string]> = [];
    function Form() {
      const [value, setValue] = useState('');
      const ready = useLiveSetUp(() => {
        setUp();
        setValue('restored');
      });
      seen.push([ready, value]);
      return <input aria-label="Name" disabled={!ready} value={value} readOnly />;
    }
    expect(renderToString(<Form />)).toContain('disabled');
    expect(setUp).not.toHaveBeenCalled();

    seen.length = 0;
    render(<Form />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toBeEnabled();
    expect(name).toHaveValue('restored');
    expect(setUp).toHaveBeenCalledTimes(1);
    // Never open with the value not back yet.
    expect(seen.filter(([ready, value]) => ready && value !== 'restored')).toEqual([]);
  });
});
