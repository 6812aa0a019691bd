import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate, useNavigationType, useParams } from 'react-router-dom';
import {
  LanguageProvider,
  localePath,
  NavigationProvider,
  StaticIslands,
  stripLocale,
  useLanguage,
  type Navigation,
} from '@college/design-system';
import { setPageAnswers } from '@college/remote-kit/page-answers';
import { RemotePage } from '../federation/remote-page';
import { NotFound } from '../pages/not-found';
import {
  decodedPath,
  documentTitle,
  HINDI_ROUTES,
  NOT_FOUND_TITLE,
  ROUTES,
  pathIndex,
  routeTitle,
  type RouteEntry,
} from '../routes/route-table';
import { siteFor } from '../site';
import { AppLayout } from './app';

/**
 * The portal's navigation contract, supplied from the shell's router to the remotes' pages. Pages
 * see the spec's addresses (no language prefix) and navigate by them; the page's language is kept.
 */
function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const lang = useLanguage();
  const value = useMemo<Navigation>(
    () => ({
      location: {
        pathname: stripLocale(location.pathname).path,
        search: location.search,
        hash: location.hash,
        state: location.state ?? null,
      },
      params: params as Record<string, string>,
      navigate: (to, options) => navigate(localePath(to, lang), { state: options?.state, replace: options?.replace }),
    }),
    [location, params, navigate, lang],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}

let firstPage = true;

function NotFoundPage() {
  return (
    <>
      <PageArrival title={NOT_FOUND_TITLE[useLanguage()]} />
      <NotFound />
    </>
  );
}

/**
 * After a route change: the tab's title, the top of the page, and focus on the new page's heading,
 * so keyboard and screen-reader users hear where they are. The first page keeps the browser's focus.
 */
function PageArrival({ title }: { title: string }) {
  const type = useNavigationType();
  const { pathname } = useLocation();
  const lang = useLanguage();
  useEffect(() => {
    document.title = documentTitle(title, siteFor(lang).name);
    if (firstPage) {
      firstPage = false;
      return;
    }
    // The first page's answers were for it alone: a later visit to it loads them afresh.
    setPageAnswers(undefined, null);
    if (type !== 'POP') window.scrollTo(0, 0);
    const main = document.getElementById('main');
    const heading = main?.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target) return;
    if (target === heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: type === 'POP' });
  }, [title, type, pathname, lang]);
  // Renders nothing: the page's markup must stay exactly its prerendered HTML.
  return null;
}

function RoutePage({ route }: { route: RouteEntry }) {
  const lang = useLanguage();
  return (
    <RouterNavigation>
      <PageArrival title={routeTitle(route, lang)} />
      <RemotePage route={route} />
    </RouterNavigation>
  );
}

/** The page's language, from its address: /hi/… is Hindi, every other page English. */
function AddressLanguage({ children }: { children: ReactNode }) {
  const { lang } = stripLocale(useLocation().pathname);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return <LanguageProvider lang={lang}>{children}</LanguageProvider>;
}

/** Every address of the table as the router matches it: the routes, and the public ones under /hi. */
const ADDRESSES = [
  ...ROUTES.map((route) => ({ key: route.path, path: route.path, route })),
  ...HINDI_ROUTES.map((route) => ({ key: `hi${route.path}`, path: localePath(route.path, 'hi'), route })),
];
const addressesMatching = pathIndex(ADDRESSES, (address) =>
  address.path.length > 1 ? address.path.replace(/\/$/, '') : address.path,
);

/**
 * The addresses that can match `pathname`, for <Routes> to choose from. React Router flattens and
 * ranks every route it is given on every render: with all ~180 of them that was a 40–60 ms task
 * at 4× CPU throttling in the home page's hydration; one or two cost nothing. A path
 * none matches gets them all, so the router's own answer (the not-found page) stays the same.
 */
function addressesFor(pathname: string) {
  const decoded = decodedPath(pathname);
  const matching = decoded === undefined ? [] : addressesMatching(decoded);
  return matching.length > 0 ? matching : ADDRESSES;
}

/**
 * True while the browser is still on its first page: if React hydrated that page from the server's
 * HTML, its static islands (the footer, the home page's text and cards) keep that HTML (an island
 * drawn anew renders its children whatever this says). Any navigation ends it for good, back to the
 * first entry included: from then on React draws them.
 */
function useStillOnFirstPage() {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [still, setStill] = useState(true);
  if (still && key !== firstKey) setStill(false);
  return still && key === firstKey;
}

/**
 * Every route of the table renders its remote's module. Navigations run as transitions (React
 * Router's default), so the old page stays until the new one's code is here: no spinner swap.
 */
export function PortalRoutes() {
  const { pathname } = useLocation();
  const addresses = useMemo(() => addressesFor(pathname), [pathname]);
  const keepServerHtml = useStillOnFirstPage();
  // Marks the moment the live page has replaced the prerendered one (tests and diagnostics).
  useEffect(() => {
    document.documentElement.dataset.portal = 'live';
  }, []);
  // The frame navigates too (its footer's links in a static island), so it gets the contract as well.
  return (
    <AddressLanguage>
      <RouterNavigation>
        <StaticIslands keep={keepServerHtml}>
          <AppLayout>
            <Suspense fallback={null}>
              <Routes>
                {addresses.map(({ key, path, route }) => (
                  <Route key={key} path={path} element={<RoutePage key={key} route={route} />} />
                ))}
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </Suspense>
          </AppLayout>
        </StaticIslands>
      </RouterNavigation>
    </AddressLanguage>
  );
}
