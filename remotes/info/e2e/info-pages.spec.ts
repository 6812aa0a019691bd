import { expect, test } from '@playwright/test';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';
import { formatIndianDate } from '../../../settings/src/dates';
import { TEST_SETTINGS } from '../../../settings/test/fixture';

/** Every information page of the info remote, with its heading and the spec's key facts (college
 * details as in the test settings, settings/test/fixtures/college.test.json: see playwright.config.ts). */
const PAGES: { path: string; heading: RegExp | string; facts?: (string | RegExp)[] }[] = [
  { path: '/courses', heading: 'Courses' },
  { path: '/course_bed', heading: 'B.Ed. Course', facts: ['₹48,000', '₹32,000', /100 seats/i] },
  { path: '/course_deled', heading: 'D.El.Ed. Course', facts: [/40,000/, /4 semesters/i] },
  { path: '/undergraduate', heading: 'Undergraduate Courses', facts: ['900', '400'] },
  { path: 'postgraduate', heading: 'Postgraduate Courses', facts: ['Hindi', 'Sociology', 'Geography'] },
  { path: '/history', heading: 'College History', facts: [/20 km/] },
  { path: '/mission&vision', heading: 'Mission and Vision' },
  { path: '/objective', heading: 'Objective' },
  { path: '/manager-msg', heading: "Manager's Message" },
  { path: '/principal-msg', heading: "Principal's Message" },
  { path: '/kulgeet', heading: 'College Kulgeet' },
  { path: '/smartClass', heading: 'Smart Classroom', facts: [/online/i] },
  {
    path: '/lab',
    heading: 'Laboratories',
    facts: ['Physics', 'Chemistry', 'Biology', 'Zoology', 'Botany', 'Home Science', 'Geography'],
  },
  { path: '/library', heading: 'Library', facts: [/10,000/, /₹5 per day/] },
  { path: '/sports', heading: 'Sports' },
  { path: '/nss', heading: /NSS/, facts: [/2 NSS units/] },
  { path: '/computer-center', heading: 'Computer Center', facts: [/20 computers/i, /20 Mbps/i] },
  { path: '/college-campus', heading: 'College Campus' },
  { path: '/swyamPrabha', heading: 'Swayam Prabha' },
  { path: '/gallery', heading: 'Gallery' },
  // The fixture is a demo file: its registration window is placed around the day of the run.
  {
    path: '/admission-procedure',
    heading: 'Admission Procedure',
    facts: [
      formatIndianDate(TEST_SETTINGS.admission.registration.opens),
      formatIndianDate(TEST_SETTINGS.admission.registration.closes),
      /10:00 to 17:00/,
    ],
  },
  { path: '/college-rules-and-regulations', heading: 'Rules and Regulations for College' },
  {
    path: '/library-rules-and-regulations',
    heading: 'Rules and Regulations for Library',
    facts: [/₹5 per day/, /₹20/],
  },
  { path: '/PrivacyPolicy', heading: 'Privacy Policy' },
  { path: '/TermsConditions', heading: 'Terms & Conditions', facts: [/14 years of age or more/, /under 18 years/] },
  { path: '/RefundCancellation', heading: 'Refund & Cancellation', facts: [/30-09-2024/, /31-10-2024/, /₹1,000/] },
  { path: '/open-data', heading: 'Open Data', facts: [/Local Government Directory/, /Government Open Data License/] },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/feedback', heading: 'Feedback' },
  { path: '/complaints', heading: 'Online Grievances' },
  { path: '/samarthPortal', heading: 'Samarth Portal Verification' },
];

test('every information page shows its heading and key facts, with no console errors', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  for (const { path, heading, facts = [] } of PAGES) {
    await page.goto(path.startsWith('/') ? path : `/${path}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(main.getByText('Coming soon'), path).toHaveCount(0);
    for (const fact of facts) {
      await expect(main.getByText(fact).first(), `${path}: ${fact}`).toBeVisible();
    }
  }
  expect(errors).toEqual([]);
});

test('the courses page leads to the B.Ed. and D.El.Ed. pages as the spec links them', async ({ page }) => {
  await page.goto('/courses');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /B\.Ed/ }).first()).toHaveAttribute('href', '/BEd');
  await expect(main.getByRole('link', { name: /D\.El\.Ed/ }).first()).toHaveAttribute('href', '/DelEd');
  await main
    .getByRole('link', { name: /Undergraduate/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Undergraduate Courses' })).toBeVisible();
});

test('the gallery opens with the keyboard and moves with the arrow keys', async ({ page }) => {
  await openLive(page, '/gallery');
  const thumbnails = page.getByRole('main').getByRole('button');
  await expect(thumbnails).toHaveCount(6);
  await thumbnails.first().focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  const first = await viewer.getByRole('img').getAttribute('alt');
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('img')).not.toHaveAttribute('alt', first ?? '');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

test('the home page prospectus link serves the real prospectus PDF', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: /prospectus/i });
  await expect(link).toHaveAttribute('target', '_blank');
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
});

test('/BEd and /DelEd (the courses cards) lead on to the course pages', async ({ page }) => {
  for (const [from, to, heading] of [
    ['/BEd', '/course_bed', 'B.Ed. Course'],
    ['/DelEd', '/course_deled', 'D.El.Ed. Course'],
  ]) {
    await page.goto(from);
    await page
      .getByRole('main')
      .getByRole('link', { name: /course: fees, seats/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('the Hindi news page shows the notices in Hindi, as the service holds them', async ({ page }) => {
  await page.goto('/hi/news');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'समाचार एवं सूचनाएँ' })).toBeVisible();
  // The result notice keeps its page, in Hindi.
  await expect(main.getByRole('link', { name: /^प्रतिभा खोज परीक्षा 2024 का परिणाम घोषित/ })).toHaveAttribute(
    'href',
    '/hi/result',
  );
  await expect(main.getByText(/^प्रवेश सूचना शैक्षणिक सत्र/)).toBeVisible();
  await expect(main.getByRole('link', { name: /^(नया — )?खोलें, सूचना: / }).first()).toHaveAttribute('target', '_blank');
});

test('on a phone, Apply Online is on the first screen of the home page while registration is open, in both languages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  for (const [path, name] of [
    ['/', 'Apply Online'],
    ['/hi/', 'ऑनलाइन आवेदन करें'],
  ] as const) {
    await openLive(page, path);
    // The hero: the page's first region, named by its h1 (the college's name in the page's language).
    const hero = page.getByRole('main').getByRole('region').first();
    const apply = hero.getByRole('link', { name, exact: true });
    await expect(apply).toBeInViewport({ ratio: 1 });
    await expect(apply).toHaveAttribute('href', path === '/' ? '/admission' : '/hi/admission');
  }
  await page.getByRole('main').getByRole('region').first().getByRole('link', { name: 'ऑनलाइन आवेदन करें' }).click();
  await expect(page).toHaveURL(/\/hi\/admission$/);
});

test('on a phone, the B.Ed. and D.El.Ed. pages say the seats come from the state counselling and link its site, in both languages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { counselling } = TEST_SETTINGS;
  for (const [path, title, href] of [
    ['/course_bed', 'Admission through the state counselling', counselling!.bed.href],
    ['/course_deled', 'Admission through the state counselling', counselling!.deled.href],
    ['/hi/course_bed', 'राज्य काउंसलिंग के माध्यम से प्रवेश', counselling!.bed.href],
  ] as const) {
    await openLive(page, path);
    const notice = page.getByRole('main').getByRole('status').filter({ hasText: title });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link')).toHaveAttribute('href', href);
    await expectAxeClean(page, `${path} at 375 px`);
  }
});
