import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { LanguageProvider } from '@college/design-system';
import { fragmentFile, headFile, PRERENDER_LANGS, type Lang } from './contract';

const SUSPENSE_START = '<!--$-->';

type PageModule = { default: ComponentType<Record<string, unknown>> };

/**
 * Runs in Node at build time, inside a remote's prerender bundle: every exposed page rendered to
 * HTML as it first appears (pages that fetch data show their loading state, at its final size).
 * There is no navigation provider here, so links are plain anchors: the HTML works without script.
 * Anything that differs in the browser's first render (a date, a random id) must wait until after
 * hydration, or React redraws the page.
 */
export function renderPages(
  modules: Record<string, PageModule>,
  variants: Record<string, Array<Record<string, string>>> = {},
  langs: readonly Lang[] = PRERENDER_LANGS,
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [name, module] of Object.entries(modules)) {
    const Page = module.default;
    // The office's pages (modules named Office…, and the office remote's) stay English for now.
    for (const lang of name.startsWith('Office') ? (['en'] as const) : langs)
    for (const props of [undefined, ...(variants[name] ?? [])]) {
      // Inside a Suspense boundary, as the shell renders every page: the client hydrates it in place.
      const html = renderToString(
        <LanguageProvider lang={lang}>
          <Suspense>
            <Page {...props} />
          </Suspense>
        </LanguageProvider>,
      );
      // React puts resource hints it hoists (eager images) before the page; they belong in <head>,
      // and in <main> they would not match what the browser's render expects.
      const start = html.indexOf(SUSPENSE_START);
      const file = fragmentFile(name, props, lang);
      files[file] = start >= 0 ? html.slice(start) : html;
      if (start > 0) files[headFile(file)] = html.slice(0, start);
    }
  }
  return files;
}
