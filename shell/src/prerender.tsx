import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { MAIN_MARKER, PATH_MARKER, SSR_DIR } from '@college/remote-kit/prerender';
import { AppLayout } from './app/app';
import { NotFound } from './pages/not-found';

/**
 * Run in Node by the shell's build: the frame every page shares (header, navigation, footer) with a
 * marker where the gateway puts the route's page, and the not-found page. No link is marked as the
 * current page here; the client marks it once it runs.
 */
export function render(): Record<string, string> {
  return {
    frame: renderToString(
      <StaticRouter location="/__frame__">
        <AppLayout>{MAIN_MARKER}</AppLayout>
      </StaticRouter>,
    ),
    [`${SSR_DIR}/not-found.html`]: renderToString(
      <StaticRouter location={`/${PATH_MARKER}`}>
        <NotFound />
      </StaticRouter>,
    ),
  };
}
