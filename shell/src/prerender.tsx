import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { frameFile, MAIN_MARKER, PATH_MARKER, SSR_DIR } from '@college/remote-kit/prerender';
import { AppLayout } from './app/app';
import { NotFound } from './pages/not-found';
import { ROUTES } from './routes/route-table';

const frame = (location: string) =>
  renderToString(
    <StaticRouter location={location}>
      <AppLayout>{MAIN_MARKER}</AppLayout>
    </StaticRouter>,
  );

const page = (location: string, children: ReactNode) =>
  renderToString(
    <StaticRouter location={location}>
      <Suspense>{children}</Suspense>
    </StaticRouter>,
  );

/**
 * Run in Node by the shell's build: the frame every page shares (header, navigation, footer), once
 * per route so the current page's menu link is marked as the browser will draw it, with a marker
 * where the gateway puts the route's page; and the not-found page.
 */
export function render(): Record<string, string> {
  const files: Record<string, string> = { [frameFile()]: frame('/__frame__') };
  for (const route of ROUTES) files[frameFile(route.path)] = frame(route.path.replace(/:[^/]+/g, 'x'));
  files[`${SSR_DIR}/not-found.html`] = page(`/${PATH_MARKER}`, <NotFound />);
  return files;
}
