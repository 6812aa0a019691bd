import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { LanguageProvider, localePath, MemoryNavigation, type Lang } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';

/** A page as its address in `lang` shows it (`path`: the page's English address). */
export function renderPage(Page: ComponentType<RemotePageProps>, lang: Lang = 'en', path = '/') {
  return render(
    <LanguageProvider lang={lang}>
      <MemoryNavigation initialPath={localePath(path, lang)}>
        <Page />
      </MemoryNavigation>
    </LanguageProvider>,
  );
}

/** A page as its Hindi address shows it (`path`: the page's English address). */
export const renderInHindi = (Page: ComponentType<RemotePageProps>, path = '/') => renderPage(Page, 'hi', path);

/** The page's heading. */
export const h1 = () => screen.getByRole('heading', { level: 1 });

/** The text between a section's h2 and the next h2. */
export function section(heading: string): string {
  const h2 = screen.getByRole('heading', { level: 2, name: heading });
  const parts: string[] = [];
  for (let el = h2.nextElementSibling; el && el.tagName !== 'H2'; el = el.nextElementSibling)
    parts.push(el.textContent ?? '');
  return parts.join(' ');
}

/**
 * English words a reader of the Hindi page would meet (text, alt texts, accessible names), outside
 * elements marked lang="en": the unit-test twin of shell/e2e/hindi-pages.spec.ts.
 */
export function englishWords(root: HTMLElement = document.body): string[] {
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[lang="en"], script, style').forEach((element) => element.remove());
  // The design system's own words (ExternalLink's note) are translated with its components, not here.
  copy.querySelectorAll('[data-external] .ds-visually-hidden').forEach((element) => element.remove());
  const attributes = [...copy.querySelectorAll('[alt], [title], [aria-label], [placeholder]')].flatMap((element) =>
    ['alt', 'title', 'aria-label', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  const text = [copy.textContent ?? '', ...attributes].join(' ').replace(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, ' ');
  return [...new Set(text.match(/\b[A-Za-z]*[a-z][A-Za-z]{2,}\b/g) ?? [])];
}
