import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LanguageProvider } from '../language/language';
import { Link, NavigationProvider, type NavigateFunction } from './navigation';
import { StaticIsland, StaticIslands } from './static-island';

const drawn = vi.fn();

/** Counts its renders: the work an island saves is the work of rendering such parts. */
function Facilities({ extra }: { extra?: string }) {
  drawn();
  return (
    <>
      <h2 id="facilities">Our facilities</h2>
      <p>
        The <Link to="/library">library</Link>, <Link to="/news?page=2#top">the notices</Link>,{' '}
        <a href="https://example.org/">another site</a>, <a href="/hi/library">the Hindi page</a> and{' '}
        <a href="/uploads/prospectus.pdf">the prospectus</a>.
      </p>
      {extra && <p>{extra}</p>}
    </>
  );
}

function Page({
  keep,
  navigate,
  extra,
  late,
}: {
  keep: boolean;
  navigate: NavigateFunction;
  extra?: string;
  /** An island that was not on the server's page: one drawn later (a page shown after Retry). */
  late?: boolean;
}) {
  return (
    <LanguageProvider lang="en">
      <NavigationProvider
        value={{ location: { pathname: '/', search: '', hash: '', state: null }, params: {}, navigate }}
      >
        <StaticIslands keep={keep}>
          <main>
            <StaticIsland as="section" aria-labelledby="facilities" className="cards">
              <Facilities extra={extra} />
            </StaticIsland>
            {late && (
              <StaticIsland as="aside">
                <p>Drawn after the hydration</p>
              </StaticIsland>
            )}
          </main>
        </StaticIslands>
      </NavigationProvider>
    </LanguageProvider>
  );
}

/** The page as the server sent it, hydrated as the shell hydrates it. */
async function hydrated(navigate: NavigateFunction) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page keep={false} navigate={navigate} />);
  document.body.append(container);
  const sentParagraph = container.querySelector('p');
  drawn.mockClear();
  const recoverable = vi.fn();
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, <Page keep navigate={navigate} />, { onRecoverableError: recoverable });
  });
  return { container, root, sentParagraph, recoverable };
}

const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('StaticIsland', () => {
  it('keeps the server’s HTML through hydration without rendering its parts again', async () => {
    const { container, sentParagraph, recoverable } = await hydrated(vi.fn());
    expect(drawn).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    // The very nodes the server sent, attributes and all.
    expect(container.querySelector('p')).toBe(sentParagraph);
    const island = container.querySelector('section');
    expect(island).toHaveAttribute('aria-labelledby', 'facilities');
    expect(island).toHaveClass('cards');
    expect(screen.getByRole('link', { name: 'library' })).toHaveAttribute('href', '/library');
  });

  it('follows its links inside the portal, and leaves the others to the browser', async () => {
    const navigate = vi.fn();
    await hydrated(navigate);
    expect(click(screen.getByRole('link', { name: 'library' })).defaultPrevented).toBe(true);
    expect(click(screen.getByRole('link', { name: 'the notices' })).defaultPrevented).toBe(true);
    expect(navigate.mock.calls).toEqual([['/library'], ['/news?page=2#top']]);

    navigate.mockClear();
    for (const name of ['another site', 'the Hindi page', 'the prospectus'])
      expect(click(screen.getByRole('link', { name })).defaultPrevented).toBe(false);
    expect(click(screen.getByRole('link', { name: 'library' }), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(screen.getByRole('link', { name: 'library' }), { button: 1 }).defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('renders its children once the visitor moves on, and from then on', async () => {
    const { container, root } = await hydrated(vi.fn());
    await act(async () => root.render(<Page keep={false} navigate={vi.fn()} extra="Now drawn by React" />));
    expect(drawn).toHaveBeenCalled();
    expect(container.querySelector('section')).toHaveTextContent('Now drawn by React');
    expect(container.querySelectorAll('section h2')).toHaveLength(1);
  });

  it('draws an island mounted after the hydration at once, while the hydrated ones keep the server’s HTML', async () => {
    const navigate = vi.fn();
    const { container, root, sentParagraph } = await hydrated(navigate);
    await act(async () => root.render(<Page keep navigate={navigate} late />));
    expect(container.querySelector('aside')).toHaveTextContent('Drawn after the hydration');
    expect(container.querySelector('section p')).toBe(sentParagraph);
    expect(drawn).not.toHaveBeenCalled();
  });

  it('is an ordinary element where no server HTML was hydrated', () => {
    function Toggle({ children }: { children: ReactNode }) {
      const [open, setOpen] = useState(false);
      return open ? children : <button onClick={() => setOpen(true)}>Open</button>;
    }
    render(
      <Toggle>
        <StaticIsland as="footer">
          <p>Drawn at once</p>
        </StaticIsland>
      </Toggle>,
    );
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Drawn at once');
  });
});
