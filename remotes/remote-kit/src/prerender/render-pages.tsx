import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { LanguageProvider } from '@college/design-system';
import { setPageAnswers } from '../page-answers';
import { fragmentFile, headFile, PRERENDER_LANGS, type Lang, type RenderedPage } from './contract';

const SUSPENSE_START = '<!--$-->';

/**
 * A page module. `beforeRender`: what its render needs loaded first, in Node as in the browser's
 * first render (a part of the page whose code the browser loads later, see the admission form).
 */
type PageModule = {
  default: ComponentType<Record<string, unknown>>;
  pageAnswers?: readonly string[];
  beforeRender?: () => Promise<unknown>;
};

/** Settles once every page's `beforeRender` did: a bundle renders nothing before that. */
export async function prepare(modules: Record<string, PageModule>): Promise<void> {
  await Promise.all(Object.values(modules).map((module) => module.beforeRender?.()));
}

/** One page as its first render draws it, split into what goes in <main> and what goes in <head>. */
function renderOne(Page: PageModule['default'], props: Record<string, string> | undefined, lang: Lang): RenderedPage {
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
  return start > 0 ? { main: html.slice(start), head: html.slice(0, start) } : { main: html, head: '' };
}

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
    // The office's pages (modules named Office…, and the office remote's) stay English for now.
    for (const lang of name.startsWith('Office') ? (['en'] as const) : langs)
      for (const props of [undefined, ...(variants[name] ?? [])]) {
        const { main, head } = renderOne(module.default, props, lang);
        const file = fragmentFile(name, props, lang);
        files[file] = main;
        if (head) files[headFile(file)] = head;
      }
  }
  return files;
}

/** The pages that show live answers, and which (decision 017). */
export function livePagesOf(modules: Record<string, PageModule>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(modules).flatMap(([name, module]) =>
      module.pageAnswers?.length ? [[name, [...module.pageAnswers]]] : [],
    ),
  );
}

/**
 * Runs in the gateway at request time (decision 017): one page rendered with the answers it
 * declared, fetched just now, and the query of its address (`search`, for answers that follow it).
 * Synchronous, so the answers are the page's alone while it renders.
 */
export function renderLivePage(
  modules: Record<string, PageModule>,
  name: string,
  props: Record<string, string> | undefined,
  lang: Lang,
  answers: Record<string, unknown>,
  search = '',
): RenderedPage | undefined {
  const module = modules[name];
  if (!module) return undefined;
  setPageAnswers(answers, null, search);
  try {
    return renderOne(module.default, props, lang);
  } finally {
    setPageAnswers(undefined, null);
  }
}
