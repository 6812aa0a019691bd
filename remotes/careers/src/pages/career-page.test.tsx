import { render, screen } from '@testing-library/react';
import { forgetCachedResources, setPageAnswers } from '@college/remote-kit';
import { RECRUITMENT_WINDOW_PATH } from '@college/careers-service/contract';
import { LanguageProvider, MemoryNavigation } from '@college/design-system';
import { addDays, formatIndianDate } from '@college/settings/dates';
import { TEST_SETTINGS } from '@college/settings/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsWindow } from '../testing/career-testing';
import CareerPage from './career-page';

const { recruitment } = TEST_SETTINGS;

const renderPage = () =>
  render(
    <MemoryNavigation initialPath="/career">
      <CareerPage />
    </MemoryNavigation>,
  );

/** The visitor's clock on `iso` (only Date: the page's timers stay real). */
const today = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${iso}T12:00:00`));
};

// The service's answer: the settings' window, as while the office has changed nothing.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(settingsWindow()), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  forgetCachedResources();
});

describe('/career', () => {
  it('while applications are taken: the dates, venue and helplines, the notification PDF and the way to the form', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Apply Online' })).toHaveAttribute('href', '/careerForm');
    expect(screen.getByRole('heading', { level: 1, name: recruitment.title })).toBeInTheDocument();
    expect(screen.getByText('Applications open').nextSibling).toHaveTextContent(formatIndianDate(recruitment.opens));
    expect(screen.getByText('Last date to apply').nextSibling).toHaveTextContent(formatIndianDate(recruitment.closes));
    expect(screen.getByText('Interview').nextSibling).toHaveTextContent(
      `${formatIndianDate(recruitment.interview.date)} from ${recruitment.interview.time}`,
    );
    expect(screen.getByRole('heading', { name: 'Interview venue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 91234 50001' })).toHaveAttribute('href', 'tel:+919123450001');
    expect(screen.getByRole('link', { name: /View Notification/ })).toHaveAttribute(
      'href',
      '/uploads/docs/careers/recruitment-notification.pdf',
    );
    expect(screen.getByText(/apply online before the last date/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply Online' })).toHaveAttribute('href', '/careerForm');
  });

  it('after the last date: says applications closed on that date, with the helpline, and invites none', async () => {
    today(addDays(recruitment.closes, 1));
    renderPage();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      `Applications for ${recruitment.title} closed on ${formatIndianDate(recruitment.closes)}.`,
    );
    expect(notice).toHaveTextContent(
      `from ${formatIndianDate(recruitment.opens)} to ${formatIndianDate(recruitment.closes)}`,
    );
    expect(screen.getAllByRole('link', { name: '+91 91234 50001' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Apply Online' })).not.toBeInTheDocument();
    expect(screen.queryByText(/before the last date/)).not.toBeInTheDocument();
    // The notification stays readable, and those who applied are shown where to check their application.
    expect(screen.getByRole('link', { name: /View Notification/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check your application' })).toHaveAttribute('href', '/careerStatus');
  });

  it('before the window opens: says when it opens, no Apply Online yet', async () => {
    today(addDays(recruitment.opens, -1));
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Applications for ${recruitment.title} open on ${formatIndianDate(recruitment.opens)}.`,
    );
    expect(screen.queryByRole('link', { name: 'Apply Online' })).not.toBeInTheDocument();
  });
});

describe('/career follows the recruitment office', () => {
  it("shows the settings' dates first, then the window and interview the office set, and closes when that window has", async () => {
    const moved = {
      opens: addDays(recruitment.opens, -30),
      closes: addDays(recruitment.opens, -2),
      interview: { date: addDays(recruitment.opens, 3), time: '11:30' },
    };
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        expect(url).toBe(RECRUITMENT_WINDOW_PATH);
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    today(recruitment.opens);
    renderPage();
    expect(screen.getByText('Last date to apply').nextSibling).toHaveTextContent(formatIndianDate(recruitment.closes));
    // Until the answer comes, neither the invitation nor the notice: one of them appears, once.
    expect(screen.queryByRole('link', { name: 'Apply Online' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    answer(
      new Response(JSON.stringify({ result: 'success', data: moved }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Applications for ${recruitment.title} closed on ${formatIndianDate(moved.closes)}.`,
    );
    expect(screen.getByText('Last date to apply').nextSibling).toHaveTextContent(formatIndianDate(moved.closes));
    expect(screen.getByText('Interview').nextSibling).toHaveTextContent(
      `${formatIndianDate(moved.interview.date)} from 11:30`,
    );
    expect(screen.queryByRole('link', { name: 'Apply Online' })).not.toBeInTheDocument();
  });
});

describe('/hi/career', () => {
  const renderInHindi = () =>
    render(
      <LanguageProvider lang="hi">
        <MemoryNavigation initialPath="/hi/career">
          <CareerPage />
        </MemoryNavigation>
      </LanguageProvider>,
    );

  it("starts from the window the gateway rendered it with (the office's): its dates at once, nothing asked again", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const office = settingsWindow();
    office.data.closes = addDays(office.data.closes, 7);
    setPageAnswers({ [RECRUITMENT_WINDOW_PATH]: office }, window.location.pathname + window.location.search);
    try {
      renderPage();
      expect(screen.getByText('Last date to apply').nextSibling).toHaveTextContent(
        formatIndianDate(office.data.closes),
      );
      expect(await screen.findByRole('link', { name: 'Apply Online' })).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      setPageAnswers(undefined, null);
    }
  });

  it('in Hindi: the Hindi title, dates, posts and the way to the form', async () => {
    const hindi = TEST_SETTINGS.hi!;
    renderInHindi();
    expect(await screen.findByRole('link', { name: 'ऑनलाइन आवेदन करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: hindi.recruitmentTitle })).toBeInTheDocument();
    expect(screen.getByText('आवेदन की अंतिम तिथि').nextSibling).toHaveTextContent(formatIndianDate(recruitment.closes));
    expect(screen.getByText('साक्षात्कार').nextSibling).toHaveTextContent(
      `${formatIndianDate(recruitment.interview.date)} को ${recruitment.interview.time} बजे से`,
    );
    expect(screen.getByText('सहायक प्राध्यापक (बी.एससी.)').parentElement).toHaveTextContent('गणित, रसायन विज्ञान');
    expect(screen.getByRole('link', { name: 'ऑनलाइन आवेदन करें' })).toBeInTheDocument();
    expect(screen.queryByText(/Apply Online|Interview venue/)).not.toBeInTheDocument();
  });

  it('after the last date: the notice in Hindi, as the service says it', async () => {
    today(addDays(recruitment.closes, 1));
    renderInHindi();
    expect(await screen.findByRole('status')).toHaveTextContent(
      `${TEST_SETTINGS.hi!.recruitmentTitle} के लिए आवेदन ${formatIndianDate(recruitment.closes)} को बंद हो गए।`,
    );
  });
});
