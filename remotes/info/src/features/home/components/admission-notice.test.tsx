import { MemoryNavigation } from '@college/design-system';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { addDays, formatIndianDate } from '@college/settings/dates';
import { TEST_SETTINGS } from '@college/settings/testing';
import { AdmissionNotice } from './admission-notice';

// The window of the test settings (a demo file: placed around the day the tests run).
const { year, registration } = TEST_SETTINGS.admission;
const OPENS = registration.opens;
const CLOSES = registration.closes;
const AFTER = addDays(CLOSES, 120);
const label = formatIndianDate;

function renderNotice() {
  render(
    <MemoryNavigation>
      <section aria-labelledby="home-admission-title">
        <AdmissionNotice />
      </section>
    </MemoryNavigation>,
  );
  return screen.getByRole('region', { name: `Admission for A.Y. ${year}` });
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

  it('says registration is closed after the window, and hides Apply Online in its place', () => {
    at(AFTER);
    const notice = renderNotice();
    expect(shownStatus(notice)).toEqual([
      `Closed Registration is closed: it ended on ${label(CLOSES)}. Dates for the next session will be announced under News & Notifications.`,
    ]);
    expect(within(notice).queryByRole('link', { name: 'Apply Online' })).not.toBeInTheDocument();
    expect(within(notice).getByText('Apply Online').closest('a')).toHaveAttribute('tabindex', '-1');
  });

  it('says registration is open on the first and the last day of the window', () => {
    for (const day of [OPENS, CLOSES]) {
      at(day);
      const notice = renderNotice();
      expect(shownStatus(notice), day).toEqual([
        `Open Registration is open until ${label(CLOSES)}. Apply online before it closes.`,
      ]);
      expect(within(notice).getByRole('link', { name: 'Apply Online' })).not.toHaveAttribute('tabindex');
      document.body.innerHTML = '';
    }
  });

  it('says registration opens on its date before the window', () => {
    at(addDays(OPENS, -1));
    expect(shownStatus(renderNotice())).toEqual([
      `Opening soon Registration is not open yet: it opens on ${label(OPENS)}.`,
    ]);
  });

  it('keeps every state in the box, hidden but for the current one, so its size never changes', () => {
    at(addDays(OPENS, 1));
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
    expect(html).toContain(`<time dateTime="${OPENS}">${label(OPENS)}</time>`);

    at(AFTER);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const prerendered = container.querySelector('p[data-status="closed"]');
    const redrawn = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: redrawn }));
    expect(redrawn).not.toHaveBeenCalled();
    expect(container.querySelector('p[data-status="closed"]')).toBe(prerendered);
    expect(shownStatus(screen.getByRole('region', { name: `Admission for A.Y. ${year}` }))).toEqual([
      expect.stringMatching(/^Closed Registration is closed/),
    ]);
    act(() => root.unmount());
    container.remove();
  });

  it('shows the window with machine-readable dates and the apply and prospectus links', () => {
    at(OPENS);
    const notice = renderNotice();
    expect(within(notice).getByText(label(OPENS), { selector: 'time' })).toHaveAttribute('datetime', OPENS);
    expect(within(notice).getByText(label(CLOSES), { selector: 'time' })).toHaveAttribute('datetime', CLOSES);
    expect(within(notice).getByRole('link', { name: 'Apply Online' })).toHaveAttribute('href', '/admission');
    expect(within(notice).getByRole('link', { name: new RegExp(`prospectus ${year}`, 'i') })).toHaveAttribute(
      'href',
      `/uploads/docs/college/prospectus-${year}.pdf`,
    );
  });
});
