import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate, useNavigationType, useParams } from 'react-router-dom';
import { NavigationProvider, type Navigation } from '@college/design-system';
import { RemotePage } from '../federation/remote-page';
import { NotFound } from '../pages/not-found';
import { documentTitle, ROUTES, type RouteEntry } from '../routes/route-table';
import { SITE } from '../site';
import { AppLayout } from './app';

/** The portal's navigation contract, supplied from the shell's router to the remotes' pages. */
function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const value = useMemo<Navigation>(
    () => ({
      location: { pathname: location.pathname, search: location.search, hash: location.hash, state: location.state ?? null },
      params: params as Record<string, string>,
      navigate: (to, options) => navigate(to, { state: options?.state, replace: options?.replace }),
    }),
    [location, params, navigate],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}

let firstPage = true;

/**
 * After a route change: the tab's title, the top of the page, and focus on the new page's heading,
 * so keyboard and screen-reader users hear where they are. The first page keeps the browser's focus.
 */
function PageArrival({ title }: { title: string }) {
  const type = useNavigationType();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(title, SITE.name);
    if (firstPage) {
      firstPage = false;
      return;
    }
    if (type !== 'POP') window.scrollTo(0, 0);
    const main = document.getElementById('main');
    const heading = main?.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target) return;
    if (target === heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: type === 'POP' });
  }, [title, type, pathname]);
  // Renders nothing: the page's markup must stay exactly its prerendered HTML.
  return null;
}

function RoutePage({ route }: { route: RouteEntry }) {
  return (
    <RouterNavigation>
      <PageArrival title={route.title} />
      <RemotePage route={route} />
    </RouterNavigation>
  );
}

/**
 * Every route of the table renders its remote's module. Navigations run as transitions (React
 * Router's default), so the old page stays until the new one's code is here: no spinner swap.
 */
export function PortalRoutes() {
  // Marks the moment the live page has replaced the prerendered one (tests and diagnostics).
  useEffect(() => {
    document.documentElement.dataset.portal = 'live';
  }, []);
  return (
    <AppLayout>
      <Suspense fallback={null}>
        <Routes>
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<RoutePage key={route.path} route={route} />} />
          ))}
          <Route
            path="*"
            element={
              <>
                <PageArrival title="Page not found" />
                <NotFound />
              </>
            }
          />
        </Routes>
      </Suspense>
    </AppLayout>
  );
}
