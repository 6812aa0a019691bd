import { Suspense, lazy, useMemo, useState, type ComponentType } from 'react';
import { Skeleton, Spinner } from '@college/design-system';
import type { RouteEntry } from '../routes/route-table';
import { RemoteBoundary } from './remote-boundary';
import { loadRemotePage } from './remotes';
import styles from './remote-boundary.module.css';

type PageProps = { title: string } & Record<string, unknown>;

/** Renders the module a route maps to; each Retry builds a fresh lazy loader that fetches again. */
export function RemotePage({ route }: { route: RouteEntry }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(() => loadRemotePage<ComponentType<PageProps>>(route.remote, route.module, attempt > 0)),
    [route.remote, route.module, attempt],
  );
  return (
    <RemoteBoundary key={attempt} title={route.title} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          <div className={styles.wrap}>
            <Spinner label={`Loading ${route.title}…`} />
            <Skeleton lines={6} />
          </div>
        }
      >
        <Page title={route.title} {...route.props} />
      </Suspense>
    </RemoteBoundary>
  );
}
