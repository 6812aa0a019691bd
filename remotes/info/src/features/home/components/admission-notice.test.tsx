import { MemoryNavigation } from '@college/design-system';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AdmissionNotice } from './admission-notice';

// The window of the test settings (settings/test/fixtures/college.test.json): 05-05-2025 to 25-07-2025.
function renderNotice() {
  render(
    <MemoryNavigation>
      <section aria-labelledby="home-admission-title">
        <AdmissionNotice />
      </section>
    </MemoryNavigation>,
  );
  return screen.getByRole('region', { name: 'Admission for A.Y. 2025-26' });
}

/** The state lines a reader can see or hear (the others only hold their space). */
const shownStatus = (notice: HTMLElement) =>
  within(notice)
    .getAllByText(/^Registration is/)
    .filter((line) => !line.closest('[aria-hidden="true"]'))
    .map((line) => line.closest('p')?.textContent);

afterEach(() => vi.useRealTimers());

describe('AdmissionNotice', () => {
  const at = (day: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${day}T10:00:00`));
  };

  it('says registration is closed after the window (today, 22 Nov 2026)', () => {
    at('2026-11-22');
    const notice = renderNotice();
    expect(shownStatus(notice)).toEqual([
      'Closed Registration is closed: it ended on 25-07-2025. Dates for the next session will be announced under News & Notifications.',
    ]);
  });

  it('says registration is open on the first and the last day of the window', () => {
    for (const day of ['2025-05-05', '2025-07-25']) {
      at(day);
      const notice = renderNotice();
      expect(shownStatus(notice), day).toEqual(['Open Registration is open until 25-07-2025. Apply online before it closes.']);
      document.body.innerHTML = '';
    }
  });

  it('says registration opens on its date before the window', () => {
    at('2025-05-04');
    expect(shownStatus(renderNotice())).toEqual(['Opening soon Registration is not open yet: it opens on 05-05-2025.']);
  });

  it('keeps every state in the box, hidden but for the current one, so its size never changes', () => {
    at('2025-06-01');
    const notice = renderNotice();
    const lines = notice.querySelectorAll('p[data-status]');
    expect([...lines].map((line) => [line.getAttribute('data-status'), line.getAttribute('aria-hidden')])).toEqual([
      ['upcoming', 'true'],
      ['open', null],
      ['closed', 'true'],
    ]);
  });

  it('claims no state in the prerendered HTML, then shows the day’s state when hydrated, without a redraw', async () => {
    const page = (
      <MemoryNavigation>
        <section aria-labelledby="home-admission-title">
          <AdmissionNotice />
        </section>
      </MemoryNavigation>
    );
    const html = renderToString(page);
    const states = [...html.matchAll(/<p[^>]*data-status="(\w+)"[^>]*>/g)];
    expect(states.map((match) => match[1])).toEqual(['upcoming', 'open', 'closed']);
    for (const [tag] of states) expect(tag).toContain('aria-hidden="true"');
    expect(html).toContain('<time dateTime="2025-05-05">05-05-2025</time>');

    at('2026-11-22');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const prerendered = container.querySelector('p[data-status="closed"]');
    const redrawn = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: redrawn }));
    expect(redrawn).not.toHaveBeenCalled();
    expect(container.querySelector('p[data-status="closed"]')).toBe(prerendered);
    expect(shownStatus(screen.getByRole('region', { name: 'Admission for A.Y. 2025-26' }))).toEqual([
      expect.stringMatching(/^Closed Registration is closed/),
    ]);
    act(() => root.unmount());
    container.remove();
  });

  it('shows the window with machine-readable dates and the apply and prospectus links', () => {
    at('2026-11-22');
    const notice = renderNotice();
    expect(within(notice).getByText('05-05-2025', { selector: 'time' })).toHaveAttribute('datetime', '2025-05-05');
    expect(within(notice).getByText('25-07-2025', { selector: 'time' })).toHaveAttribute('datetime', '2025-07-25');
    expect(within(notice).getByRole('link', { name: 'Apply Online' })).toHaveAttribute('href', '/admission');
    expect(within(notice).getByRole('link', { name: /prospectus 2025-26/i })).toHaveAttribute(
      'href',
      '/uploads/docs/college/prospectus-2025-26.pdf',
    );
  });
});
