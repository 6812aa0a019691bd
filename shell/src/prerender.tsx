import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { LanguageProvider, localePath, type Lang } from '@college/design-system';
import {
  fragmentFile,
  frameFile,
  MAIN_MARKER,
  notFoundFile,
  PATH_MARKER,
  PRERENDER_LANGS,
} from '@college/remote-kit/prerender';
import { AppLayout } from './app/app';
import { NotFound } from './pages/not-found';
import { SHELL_PAGES } from './pages/shell-pages';
import { HINDI_ROUTES, isShellRoute, ROUTES } from './routes/route-table';

const frame = (location: string, lang: Lang) =>
  renderToString(
    <StaticRouter location={localePath(location, lang)}>
      <LanguageProvider lang={lang}>
        <AppLayout>{MAIN_MARKER}</AppLayout>
      </LanguageProvider>
    </StaticRouter>,
  );

const page = (location: string, lang: Lang, children: ReactNode) =>
  renderToString(
    <StaticRouter location={location}>
      <LanguageProvider lang={lang}>
        <Suspense>{children}</Suspense>
      </LanguageProvider>
    </StaticRouter>,
  );

/**
 * Run in Node by the shell's build: the frame every page shares (header, navigation, footer), once
 * per route and language so the current page's menu link is marked as the browser will draw it,
 * with a marker where the gateway puts the route's page; the shell's own pages (the sitemap) and
 * the not-found page, in each language. The gateway reads them here as it reads a remote's pages.
 */
export function render(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const lang of PRERENDER_LANGS) {
    files[frameFile(undefined, lang)] = frame('/__frame__', lang);
    for (const route of lang === 'en' ? ROUTES : HINDI_ROUTES) {
      files[frameFile(route.path, lang)] = frame(route.path.replace(/:[^/]+/g, 'x'), lang);
      const Page = isShellRoute(route) ? SHELL_PAGES[route.module] : undefined;
      if (Page)
        files[fragmentFile(route.module, route.props, lang)] = page(
          localePath(route.path, lang),
          lang,
          <Page title={route.title} {...route.props} />,
        );
    }
    files[notFoundFile(lang)] = page(`/${PATH_MARKER}`, lang, <NotFound />);
  }
  return files;
}
