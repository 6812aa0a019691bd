import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { fragmentFile } from './contract';

type PageModule = { default: ComponentType<Record<string, unknown>> };

/**
 * Runs in Node at build time, inside a remote's prerender bundle: every exposed page rendered to
 * HTML as it first appears (pages that fetch data show their loading state, at its final size).
 * There is no navigation provider here, so links are plain anchors: the HTML works without script.
 */
export function renderPages(
  modules: Record<string, PageModule>,
  variants: Record<string, Array<Record<string, string>>> = {},
  baseProps: Record<string, Record<string, string>> = {},
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [name, module] of Object.entries(modules)) {
    const Page = module.default;
    for (const props of [undefined, ...(variants[name] ?? [])]) {
      files[fragmentFile(name, props)] = renderToString(<Page {...baseProps[name]} {...props} />);
    }
  }
  return files;
}
