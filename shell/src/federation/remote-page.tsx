import { startTransition, use, useEffect, useState } from 'react';
import { useLanguage } from '@college/design-system';
import { routeTitle, type RouteEntry } from '../routes/route-table';
import { forgetPage, hasFailed, pagePromise } from './page-cache';
import { RemoteBoundary } from './remote-boundary';

function LoadedPage({ route }: { route: RouteEntry }) {
  const Page = use(pagePromise(route));
  // pagePromise caches per route, so this is the same component on every render, not a new one.
  // eslint-disable-next-line react-hooks/static-components
  return <Page title={route.title} {...route.props} />;
}

/**
 * Renders the module a route maps to. While it loads, the route suspends inside the navigation's
 * transition, so the previous page (or the prerendered HTML) stays on screen; a failure shows the
 * boundary's Retry, which fetches everything again.
 */
export function RemotePage({ route }: { route: RouteEntry }) {
  const [attempt, setAttempt] = useState(0);
  const lang = useLanguage();
  // Leaving a page that failed forgets the failure, so coming back tries again. (Not on mount: a
  // suspended first render mounts again and would start a new load each time, in a loop.)
  useEffect(
    () => () => {
      if (hasFailed(route)) forgetPage(route);
    },
    [route],
  );
  return (
    <RemoteBoundary
      key={attempt}
      title={routeTitle(route, lang)}
      onRetry={() => {
        forgetPage(route);
        // A transition: the Retry message stays until the page's code is here.
        startTransition(() => setAttempt((n) => n + 1));
      }}
    >
      <LoadedPage route={route} />
    </RemoteBoundary>
  );
}
