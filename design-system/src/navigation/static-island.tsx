import { createContext, useCallback, useContext, useState, type HTMLAttributes, type ReactNode } from 'react';
import { isServedFile, isSitePath, stripLocale } from '../language/address';
import { useLanguage } from '../language/language';
import { isPlainClick, useHydrating, useNavigate } from './navigation';

const ServerHtmlKept = createContext(false);

/**
 * Set by the shell while the browser is still on the page it hydrated from the server's HTML: the
 * static islands of that page keep that HTML. `keep` must only ever turn from true to false (the
 * first navigation); an island that went live is never emptied again.
 */
export function StaticIslands({ keep, children }: { keep: boolean; children?: ReactNode }) {
  return <ServerHtmlKept.Provider value={keep}>{children}</ServerHtmlKept.Provider>;
}

export type StaticIslandProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** The element the island is (no wrapper is added): a section, the footer, a plain div. */
  as?: 'div' | 'section' | 'footer' | 'aside' | 'nav';
  children?: ReactNode;
};

/**
 * A part of a page with nothing to do in the browser but be read and followed (text, pictures,
 * links): on the page the browser hydrates from the server's HTML, React leaves it as that HTML
 * instead of rendering and matching every node of it again, the largest share of a cheap phone's
 * script work on a page of such parts. Its links still navigate inside the portal (a click listener
 * on the island does what each Link would). Once the visitor moves on, or wherever no server HTML
 * was hydrated (a later page, a page drawn after Retry, a test, the server itself), the island
 * renders its children as usual.
 *
 * Its children must be the same on the server and in the browser, whatever the browser knows:
 * nothing that waits for useHydrated() (the island would keep the server's version), no state, no
 * handlers, no form controls.
 */
export function StaticIsland({ as: Tag = 'div', children, ...rest }: StaticIslandProps) {
  const keep = useContext(ServerHtmlKept);
  // Only an island hydrated with the page has the server's HTML to keep. (React draws the island
  // once more after hydrating it, as the value read differs; the state keeps its first answer.)
  const [hydrated] = useState(useHydrating());
  const navigate = useNavigate();
  const lang = useLanguage();
  const followLinks = useCallback(
    (island: HTMLElement | null) => {
      if (!island) return;
      const follow = (event: MouseEvent) => {
        const anchor = event.target instanceof Element ? event.target.closest('a') : null;
        if (!anchor || !island.contains(anchor) || anchor.hasAttribute('download')) return;
        if (!isPlainClick(event, anchor.target)) return;
        const url = new URL(anchor.href, window.location.href);
        const { lang: linkLang, path } = stripLocale(url.pathname);
        const to = path + url.search + url.hash;
        // Another site, another language's page, a file, or no address of the site: the browser's.
        if (url.origin !== window.location.origin || linkLang !== lang || !isSitePath(to) || isServedFile(path)) return;
        event.preventDefault();
        navigate(to);
      };
      island.addEventListener('click', follow);
      return () => island.removeEventListener('click', follow);
    },
    [navigate, lang],
  );
  if (!keep || !hydrated) return <Tag {...rest}>{children}</Tag>;
  // Hydration does not look inside an element whose content is set as HTML, and React never writes
  // this empty string over what the server sent (it writes only when the string changes). The key
  // makes the live island a new element, drawn from its children.
  return (
    <Tag
      key="server-html"
      {...rest}
      ref={followLinks}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
