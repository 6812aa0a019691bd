import { render, screen } from '@testing-library/react';
import { LanguageProvider, type Lang } from '@college/design-system';
import { ContentPage } from './content-page';

function renderPage(lang: Lang, reviewed?: string) {
  return render(
    <LanguageProvider lang={lang}>
      <ContentPage title="Title" reviewed={reviewed}>
        <p>Body</p>
      </ContentPage>
    </LanguageProvider>,
  );
}

describe('ContentPage reviewed date', () => {
  it('ends the article with the day it was last reviewed, in English', () => {
    const { container } = renderPage('en', '2026-11-26');
    const line = screen.getByText(/Last reviewed:/);
    expect(line.tagName).toBe('P');
    expect(line).toHaveTextContent('Last reviewed: 26-11-2026');
    expect(line.querySelector('time')).toHaveAttribute('dateTime', '2026-11-26');
    expect(container.querySelector('article')?.lastElementChild).toBe(line);
  });

  it('says it in Hindi on a Hindi page', () => {
    renderPage('hi', '2026-11-26');
    const line = screen.getByText(/अंतिम समीक्षा:/);
    expect(line).toHaveTextContent('अंतिम समीक्षा: 26-11-2026');
    expect(line.querySelector('time')).toHaveAttribute('dateTime', '2026-11-26');
  });

  it('shows no line when the page gives no date', () => {
    renderPage('en');
    expect(screen.queryByText(/Last reviewed/)).toBeNull();
  });
});
