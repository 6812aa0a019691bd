import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWS_PATH } from '@college/info-service/contract';
import { addDays, formatIndianDate, isoDay, windowStatus } from '@college/settings/dates';
import { TEST_SETTINGS } from '@college/settings/testing';
import { ADMISSION_SESSION_PATH } from '@college/admissions-service/contract';
import { jsonResponse, makeNews, newsResponse, stubFetch, stubNetwork } from '../testing/news-fixtures';
import HomePage from './home-page';
import { LanguageProvider, MemoryNavigation } from '@college/design-system';
import { nameIn, setPageAnswers } from '@college/remote-kit';

// Expected details come from the settings fixture of the run (vitest.config.ts), not settings/college.json.
const { admission, helplines } = TEST_SETTINGS;
const year = admission.year;
const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function renderHome() {
  return render(
    <MemoryNavigation>
      <HomePage title="Home" />
    </MemoryNavigation>,
  );
}

/** For tests about the static parts: let the (empty) news load finish, so no update lands after the test. */
async function renderHomeSettled() {
  stubFetch(() => newsResponse([]));
  renderHome();
  await within(newsPanel()).findByText(/no news or notifications have been published yet/i);
}

const newsPanel = () => screen.getByRole('region', { name: 'News & Notification' });
const shownNotices = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.match(/Notice (\d+)/)?.[1]);

/** The visitor's today (only Date is faked: userEvent keeps its real timers). */
function today(day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T09:00:00`));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setPageAnswers(undefined, null);
});

/** The admissions service's public answer, as the admissions office set the session. */
const OFFICE_SESSION = {
  result: 'success',
  data: { year: '2031-32', registration: { opens: '2031-06-01', closes: '2031-07-15' }, fee_deadline: null },
};
const officeSession = () => jsonResponse(OFFICE_SESSION);
const here = () => window.location.pathname + window.location.search;

// Generous timeout: this machine's 2 cores are shared with other builds, and userEvent runs in real time.
describe('Home page', { timeout: 20_000 }, () => {
  it('shows the college name as the h1 with links to courses and contact', async () => {
    await renderHomeSettled();
    expect(screen.getByRole('heading', { level: 1, name: TEST_SETTINGS.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our Courses' })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it("announces the admission window the admissions office set (the admissions service's answer), not the settings' copy", async () => {
    today('2031-06-20');
    stubNetwork([() => newsResponse([])], { [ADMISSION_SESSION_PATH]: officeSession });
    renderHome();
    const notice = await screen.findByRole('region', { name: 'Admission for A.Y. 2031-32' });
    expect(within(notice).getByText('01-06-2031', { selector: 'time' })).toHaveAttribute('datetime', '2031-06-01');
    expect(within(notice).getByText('15-07-2031', { selector: 'time' })).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Apply Online' })).toBeInTheDocument();
  });

  it('starts from the answers the gateway rendered it with: notices and window at once, nothing fetched', () => {
    const fetchMock = stubFetch(() => newsResponse([]));
    const other = vi.fn();
    vi.stubGlobal('fetch', other);
    setPageAnswers(
      { [NEWS_PATH]: { result: 'success', data: makeNews(2) }, [ADMISSION_SESSION_PATH]: OFFICE_SESSION },
      here(),
    );
    renderHome();
    expect(shownNotices(newsPanel())).toEqual(['1', '2']);
    expect(screen.getByRole('region', { name: 'Admission for A.Y. 2031-32' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
  });

  it('loads afresh when the answers were for another address (a page reached later)', async () => {
    const fetchMock = stubFetch(() => newsResponse(makeNews(1)));
    setPageAnswers({ [NEWS_PATH]: { result: 'success', data: makeNews(2) } }, '/news');
    renderHome();
    expect(await within(newsPanel()).findByText(/Notice 1:/)).toBeInTheDocument();
    expect(shownNotices(newsPanel())).toEqual(['1']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('pages through 7 notices three at a time', async () => {
    const fetchMock = stubFetch(() => newsResponse(makeNews(7)));
    const user = userEvent.setup();
    renderHome();
    const panel = newsPanel();

    expect(await within(panel).findByText(/Notice 1:/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe(NEWS_PATH);
    expect(shownNotices(panel)).toEqual(['1', '2', '3']);
    const pager = within(panel).getByRole('navigation', { name: 'News & Notification pages' });
    expect(within(pager).getByText('page 1 of 3')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(shownNotices(panel)).toEqual(['4', '5', '6']);
    expect(within(pager).getByText('page 2 of 3')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(shownNotices(panel)).toEqual(['7']);
    expect(within(pager).getByText('page 3 of 3')).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: 'Last' })).not.toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'First' }));
    expect(shownNotices(panel)).toEqual(['1', '2', '3']);
  });

  it("opens each recent notice's file in a new tab from its 'new' link", async () => {
    today('2025-03-25');
    stubFetch(() => newsResponse(makeNews(7)));
    renderHome();
    const panel = newsPanel();
    const links = await within(panel).findAllByRole('link', { name: /^new — open notice/ });

    expect(links).toHaveLength(3);
    links.forEach((link, index) => {
      expect(link).toHaveAttribute('href', `/uploads/docs/news/notice-${index + 1}.pdf`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  it('shows no pager when every notice fits on one page', async () => {
    stubFetch(() => newsResponse(makeNews(3)));
    renderHome();
    const panel = newsPanel();
    expect(await within(panel).findByText(/Notice 3:/)).toBeInTheDocument();
    expect(within(panel).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('links View All News to /News and the Talent Search result to /result', async () => {
    await renderHomeSettled();
    expect(within(newsPanel()).getByRole('link', { name: 'View All News' })).toHaveAttribute('href', '/News');
    expect(within(newsPanel()).getByRole('link', { name: 'Talent Search Exam 2024 Result' })).toHaveAttribute(
      'href',
      '/result',
    );
  });

  it('shows a loading state, then says when there is no news', async () => {
    stubFetch(() => newsResponse([]));
    renderHome();
    expect(within(newsPanel()).getByRole('status')).toHaveTextContent('Loading news…');
    expect(
      await within(newsPanel()).findByText(/no news or notifications have been published yet/i),
    ).toBeInTheDocument();
    expect(within(newsPanel()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains a failed load and fetches again on Retry', async () => {
    const fetchMock = stubFetch(
      () => jsonResponse({ result: 'failure', message: 'News is unavailable right now.', errors: {} }, 503),
      () => newsResponse(makeNews(2)),
    );
    const user = userEvent.setup();
    renderHome();
    const panel = newsPanel();

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('The news could not be loaded');
    expect(alert).toHaveTextContent('News is unavailable right now.');
    expect(within(panel).queryByRole('listitem')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText(/Notice 2:/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces admission for the year with the registration dates, closed on a day after the window', async () => {
    today(addDays(admission.registration.closes, 30));
    await renderHomeSettled();
    const notice = screen.getByRole('region', { name: `Admission for A.Y. ${year}` });
    const { opens, closes } = admission.registration;
    expect(notice).toHaveTextContent(`Online applications: ${formatIndianDate(opens)} to ${formatIndianDate(closes)}`);
    const shown = within(notice)
      .getAllByText(/^Registration is/)
      .filter((line) => !line.closest('[aria-hidden="true"]'));
    expect(shown.map((line) => line.textContent)).toEqual([expect.stringMatching(/^Closed Registration is closed/)]);
  });

  it('lists the subjects of each course in the course table', async () => {
    await renderHomeSettled();
    const table = screen.getByRole('table', { name: `Courses and subjects, A.Y. ${year}` });
    // The settings' courses (the other fixture's differ): the same list the admission form offers.
    const expected = Object.fromEntries(
      admission.courses.map((course) => [course.name, course.subjects.map((subject) => subject.name)]),
    );

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Course', 'Subjects']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(admission.courses.length);
    bodyRows.forEach((row) => {
      const course = within(row).getByRole('rowheader').textContent ?? '';
      const subjects = within(row).getByRole('cell').textContent?.split(', ');
      expect(subjects).toEqual(expected[course]);
    });
    expect(bodyRows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      admission.courses.map((course) => course.name),
    );
  });

  it('offers the helplines as phone links, Apply Online and the prospectus', async () => {
    await renderHomeSettled();
    for (const phone of [helplines.admission, helplines.technical]) {
      expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', tel(phone));
    }
    // Hidden (its place kept) when the day says registration closed: the other fixture's window is past.
    // Twice: in the hero (the first screen on a phone) and in the admission notice.
    const applies = screen.getAllByText('Apply Online').map((text) => text.closest('a'));
    expect(applies).toHaveLength(2);
    for (const apply of applies) expect(apply).toHaveAttribute('href', '/admission');
    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!;
    if (windowStatus(admission.registration, isoDay()) === 'closed')
      expect(screen.queryByRole('link', { name: 'Apply Online' })).not.toBeInTheDocument();
    else expect(within(hero).getByRole('link', { name: 'Apply Online' })).toBeInTheDocument();

    const prospectus = screen.getByRole('link', {
      name: new RegExp(`prospectus ${year} \\(pdf\\), opens in a new tab`, 'i'),
    });
    expect(prospectus).toHaveAttribute('href', `/uploads/docs/college/prospectus-${year}.pdf`);
    expect(prospectus).toHaveAttribute('target', '_blank');
    expect(prospectus).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the facilities as cards with sized, described images and a View More link', async () => {
    await renderHomeSettled();
    const facilities = screen.getByRole('region', { name: 'Our Facilities' });
    const cards = within(facilities).getAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual(['Smart Classrooms', 'Laboratories', 'Sports']);
    expect(cards.map((h) => within(h).getByRole('link').getAttribute('href'))).toEqual([
      '/smartClass',
      '/lab',
      '/sports',
    ]);

    const images = within(facilities).getAllByRole('img');
    expect(images).toHaveLength(3);
    images.forEach((img) => {
      expect(img.getAttribute('alt')).toMatch(/\w/);
      expect(img).toHaveAttribute('width', '320');
      expect(img).toHaveAttribute('height', '180');
    });
    expect(within(facilities).getByRole('link', { name: 'View More facilities' })).toHaveAttribute(
      'href',
      '/college-campus',
    );
  });

  it("links the Manager's and the Principal's cards to their messages", async () => {
    await renderHomeSettled();
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(within(messages).getByRole('heading', { name: "Manager's Message" })).toBeInTheDocument();
    expect(within(messages).getByRole('heading', { name: "Principal's Message" })).toBeInTheDocument();
    expect(within(messages).getByRole('link', { name: "Read the Manager's message" })).toHaveAttribute(
      'href',
      '/manager-msg',
    );
    expect(within(messages).getByRole('link', { name: "Read the Principal's message" })).toHaveAttribute(
      'href',
      '/principal-msg',
    );
  });
});

describe('Home page in Hindi', { timeout: 20_000 }, () => {
  async function renderHindiHome(items = makeNews(0)) {
    stubFetch(() => newsResponse(items));
    render(
      <LanguageProvider lang="hi">
        <MemoryNavigation initialPath="/hi/">
          <HomePage title="मुखपृष्ठ" />
        </MemoryNavigation>
      </LanguageProvider>,
    );
    const panel = screen.getByRole('region', { name: 'समाचार एवं सूचना' });
    if (items.length === 0) await within(panel).findByText(/अभी तक कोई समाचार या सूचना प्रकाशित नहीं हुई है/);
    return panel;
  }

  it("shows the college's Hindi name as the h1, with the hero's links in Hindi", async () => {
    await renderHindiHome();
    expect(screen.getByRole('heading', { level: 1, name: TEST_SETTINGS.hi?.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हमारे पाठ्यक्रम' })).toHaveAttribute('href', '/hi/courses');
    expect(screen.getByRole('link', { name: 'संपर्क करें' })).toHaveAttribute('href', '/hi/contact');
  });

  it('names the news panel and its links in Hindi, and pages the notices with a Hindi pager name', async () => {
    const panel = await renderHindiHome(makeNews(4));
    expect(await within(panel).findByText(/Notice 1:/)).toHaveAttribute('lang', 'en');
    expect(within(panel).getByRole('navigation', { name: 'समाचार एवं सूचना के पृष्ठ' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'सभी समाचार देखें' })).toHaveAttribute('href', '/hi/News');
    expect(within(panel).getByRole('link', { name: 'प्रतिभा खोज परीक्षा 2024 का परिणाम' })).toHaveAttribute(
      'href',
      '/hi/result',
    );
  });

  it("announces admission with Hindi status lines and the settings' Hindi course and subject names", async () => {
    today(addDays(admission.registration.closes, 30));
    await renderHindiHome();
    const notice = screen.getByRole('region', { name: `शैक्षणिक सत्र ${year} हेतु प्रवेश` });
    const { opens, closes } = admission.registration;
    expect(notice).toHaveTextContent(`ऑनलाइन आवेदन: ${formatIndianDate(opens)} से ${formatIndianDate(closes)} तक`);
    const closed = notice.querySelector('p[data-status="closed"]');
    expect(closed).not.toHaveAttribute('aria-hidden');
    expect(closed).toHaveTextContent(`बंद पंजीकरण बंद हो चुका है: यह ${formatIndianDate(closes)} को समाप्त हुआ।`);

    const table = within(notice).getByRole('table', { name: `पाठ्यक्रम एवं विषय, शैक्षणिक सत्र ${year}` });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['पाठ्यक्रम', 'विषय']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(admission.courses.map((course) => nameIn(course.name, 'hi')));
    expect(within(notice).getByText('ऑनलाइन आवेदन करें').closest('a')).toHaveAttribute('href', '/hi/admission');
    expect(within(notice).getByRole('link', { name: `विवरणिका ${year} (PDF), नए टैब में खुलेगी` })).toHaveAttribute(
      'href',
      `/uploads/docs/college/prospectus-${year}.pdf`,
    );
  });

  it('shows the facility cards and leader messages in Hindi', async () => {
    await renderHindiHome();
    const facilities = screen.getByRole('region', { name: 'हमारी सुविधाएँ' });
    expect(
      within(facilities)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['स्मार्ट कक्षाएँ', 'प्रयोगशालाएँ', 'खेलकूद']);
    expect(within(facilities).getByRole('img', { name: 'प्रोजेक्टर स्क्रीन वाली कक्षा का चित्र' })).toBeInTheDocument();
    expect(within(facilities).getByRole('link', { name: 'और सुविधाएँ देखें' })).toHaveAttribute(
      'href',
      '/hi/college-campus',
    );
    const messages = screen.getByRole('region', { name: 'संदेश' });
    expect(within(messages).getByRole('heading', { name: 'प्रबंधक का संदेश' })).toBeInTheDocument();
    expect(within(messages).getByRole('link', { name: 'प्राचार्य का संदेश पढ़ें' })).toHaveAttribute(
      'href',
      '/hi/principal-msg',
    );
  });
});
