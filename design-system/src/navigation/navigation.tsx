import {
  createContext,
  forwardRef,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { isSitePath, localePath } from '../language/address';
import { useLanguage } from '../language/language';

/**
 * The portal's navigation contract. The shell supplies it from its router (locations without the
 * language prefix; navigate() takes the spec's address and keeps the page's language); remotes only ever use
 * this module, so they never import (or share) a router and do not depend on its version. Without
 * a provider (prerendering, a plain test) links are ordinary anchors and navigate by full page load.
 */
export type PortalLocation = { pathname: string; search: string; hash: string; state: unknown };
export type NavigateOptions = { state?: unknown; replace?: boolean };
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

export type Navigation = {
  location: PortalLocation;
  /** Values of the route's `:name` segments, e.g. `{ roll: '1234' }` on /certificate/:roll. */
  params: Readonly<Record<string, string>>;
  navigate: NavigateFunction;
};

const fullPageLoad: NavigateFunction = (to, options) => {
  if (typeof window === 'undefined') return;
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

const STATIC_NAVIGATION: Navigation = {
  location: { pathname: '/', search: '', hash: '', state: null },
  params: {},
  navigate: fullPageLoad,
};

const NavigationContext = createContext<Navigation | null>(null);

export function NavigationProvider({ value, children }: { value: Navigation; children?: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

function useNavigation(): Navigation {
  return useContext(NavigationContext) ?? STATIC_NAVIGATION;
}

export const useLocation = () => useNavigation().location;
export const useParams = () => useNavigation().params;
export const useNavigate = () => useNavigation().navigate;

/** Set once a page has hydrated in this browser: later mounts (client navigation) start live. */
let hydratedOnce = false;
const noSubscription = () => () => undefined;

/**
 * In the browser, true while React hydrates the calling part from the server's HTML (React reads
 * the server's value then) and false when it draws it anew (a later page, a page drawn after
 * Retry). A server render reads true as well.
 */
export const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * False while the page is prerendered and while the browser hydrates that HTML, true after. Content
 * that only the browser knows (today's date, a route param, local storage) waits for it, so the
 * prerendered page and the browser's first render match and React keeps the page as it is.
 *
 * The switch to true is a transition, which React renders in slices between the browser's own
 * work. (A store whose browser value differs from the server's would make React re-render the whole
 * page synchronously after hydrating it: one long task on a cheap phone.) The store only tells a
 * server render (always false) from a later mount in the browser (live at once).
 */
export function useHydrated() {
  const live = useSyncExternalStore(
    noSubscription,
    () => hydratedOnce,
    () => false,
  );
  const [hydrated, setHydrated] = useState(live);
  useEffect(() => {
    if (hydrated) return;
    // Set after this commit's effects, which compare every store's value with the server's.
    queueMicrotask(() => {
      hydratedOnce = true;
    });
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Runs `setUp` once the page is live in the browser (never while prerendering or hydrating), e.g. a
 * form bringing back what was typed in this tab, and returns true in the same commit as what it set.
 * A form that opens its fields on this value never shows them before its values are back, so a
 * letter typed the moment they open is not overwritten. Its updates are a transition, like the
 * switch of useHydrated() they follow.
 */
export function useLiveSetUp(setUp: () => void): boolean {
  const hydrated = useHydrated();
  const [ready, setReady] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (!hydrated || started.current) return;
    started.current = true;
    startTransition(() => {
      setUp();
      setReady(true);
    });
  }, [hydrated, setUp]);
  return ready;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** Navigation state for the next page (e.g. the payment details for /payment). */
  state?: unknown;
  replace?: boolean;
};

/**
 * Written like a page of this site (a leading `/` or `\`) but not one (`//evil.example`,
 * `/\evil.example`): such an address gets no href, as the browser would take it off-site.
 */
const posesAsSitePath = (to: string) => /^[/\\]/.test(to) && !isSitePath(to);

/**
 * A click the portal may take over: the main button, no key held (those open a new tab or window,
 * or save the link), not already handled, and a link that opens in this tab.
 */
export function isPlainClick(
  event: Pick<globalThis.MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
  target: string | undefined,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self')
  );
}

/** An anchor that navigates inside the portal without reloading; new-tab clicks stay native. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, state, replace, onClick, target, ...rest },
  ref,
) {
  const navigation = useContext(NavigationContext);
  // Remotes write the spec's (English) addresses; a Hindi page's links stay in Hindi.
  const lang = useLanguage();
  const href = isSitePath(to) ? localePath(to, lang) : posesAsSitePath(to) ? undefined : to;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigation || !isPlainClick(event, target) || !isSitePath(to)) return;
    event.preventDefault();
    navigation.navigate(to, { state, replace });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});

function parseTo(to: string, state: unknown): PortalLocation {
  const url = new URL(to, 'http://portal.local');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null };
}

/** An in-memory navigation for component tests: links and navigate() change `location`. */
export function MemoryNavigation({
  initialPath = '/',
  initialState,
  params = {},
  children,
}: {
  initialPath?: string;
  initialState?: unknown;
  params?: Record<string, string>;
  children?: ReactNode;
}) {
  const [location, setLocation] = useState<PortalLocation>(() => parseTo(initialPath, initialState));
  const navigate = useCallback<NavigateFunction>((to, options) => setLocation(parseTo(to, options?.state)), []);
  const value = useMemo<Navigation>(() => ({ location, params, navigate }), [location, params, navigate]);
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
