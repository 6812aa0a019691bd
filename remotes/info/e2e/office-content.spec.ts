import { expect, test } from '@playwright/test';
import { isoDay } from '@college/settings/dates';
import { idleSessionsOf, signIn } from '@college/remote-kit/testing/office-e2e';
import { axeAtWidths, openLive, PDF } from '@college/remote-kit/testing/e2e';

/**
 * The content editor's room through the running portal: a notice published with its
 * PDF is on `/` and `/news` at the next visit, in the first response (with JavaScript off too),
 * and gone once taken off; a browser revalidating `/` with its old ETag gets the changed page. axe on both office pages at 375 and 1280 px, the form's errors too.
 */

test('a content editor publishes a dated notice with a PDF; visitors see it on / and /news, with and without JavaScript; taken off, it is gone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Semester examination forms due (run ${Date.now().toString(36)})`;
  const today = isoDay();

  // The home page's ETag before (a visitor's browser holds it): the page's tag covers its notices.
  const homeBefore = await page.request.get('/');
  const tagBefore = homeBefore.headers().etag!;
  expect(tagBefore).toMatch(/^"[\w-]+"$/);
  expect((await page.request.get('/', { headers: { 'if-none-match': tagBefore } })).status()).toBe(304);

  await openLive(page, '/office/content');
  await signIn(page, 'content_editor');
  await expect(page).toHaveURL(/\/office\/content$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Website content' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a notice' });
  // The form's errors are tied to its fields and summarised, and axe finds nothing then either.
  await form.getByRole('button', { name: 'Save the notice' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  await axeAtWidths(page, '/office/content (errors)');

  await form.getByLabel(/^Notice \(English\)/).fill(title);
  await form.getByLabel(/Date of the notice/).fill(today);
  await form
    .getByLabel(/PDF of the notice/)
    .setInputFiles({ name: 'exam-forms.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Save the notice' }).click();
  await expect(page.getByText('Notice saved.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Published');
  await axeAtWidths(page, '/office/content');

  // A returning visitor revalidating the home page gets it whole, with the notice, not a 304.
  const homeAfter = await page.request.get('/', { headers: { 'if-none-match': tagBefore } });
  expect(homeAfter.status()).toBe(200);
  expect(await homeAfter.text()).toContain(title);
  const tagAfter = homeAfter.headers().etag!;
  expect(tagAfter).not.toBe(tagBefore);

  // A visitor, with JavaScript and without: the notice is in the page the portal sends.
  const baseURL = test.info().project.use.baseURL;
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    const visitor = await context.newPage();
    await visitor.goto('/');
    const panel = visitor.getByRole('region', { name: 'News & Notification' });
    const link = panel.getByRole('link', { name: new RegExp(`open notice: ${title.replace(/[()]/g, '\\$&')}`) });
    await expect(link, `home, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`).toBeVisible();
    const file = await visitor.request.get((await link.getAttribute('href'))!);
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect((await file.body()).equals(PDF)).toBe(true);
    await visitor.goto('/news');
    await expect(
      visitor.getByRole('main').getByText(title),
      `/news, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`,
    ).toBeVisible();
    await context.close();
  }

  // Its own page: change it, or take it off the website.
  await row.getByRole('link', { name: `Edit: ${title}` }).click();
  await expect(page).toHaveURL(/\/office\/content\/news\/\d+$/);
  await expect(page.getByRole('form', { name: 'Change the notice' }).getByLabel(/^Notice \(English\)/)).toHaveValue(
    title,
  );
  await axeAtWidths(page, '/office/content/news/:id');
  const off = page.getByRole('form', { name: 'Take it off the website' });
  await off.getByLabel(/Reason for taking it off/).fill('Published for the end-to-end run');
  await off.getByRole('button', { name: 'Take off the website' }).click();
  await expect(page.getByText('The notice is off the website.')).toBeVisible();
  const homeOff = await page.request.get('/', { headers: { 'if-none-match': tagAfter } });
  expect(homeOff.status()).toBe(200);
  expect(await homeOff.text()).not.toContain(title);
  expect(await (await page.request.get('/news')).text()).not.toContain(title);
});

test('a notice half-typed when the session ends is not lost: sign-in says why, and the form comes back with it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Scholarship forms are due (run ${Date.now().toString(36)})`;
  await openLive(page, '/office/content');
  await signIn(page, 'content_editor');
  const form = page.getByRole('form', { name: 'Add a notice' });
  await form.getByLabel(/^Notice \(English\)/).fill(title);
  await form.getByLabel(/^Notice in Hindi/).fill('छात्रवृत्ति फ़ॉर्म');
  await page.waitForLoadState('networkidle');

  // 31 minutes without activity, as the office service counts it.
  expect(idleSessionsOf('content_editor')).toBeGreaterThan(0);

  await form.getByRole('button', { name: 'Save the notice' }).click();
  await expect(page).toHaveURL(/\/office\/sign-in\?next=%2Foffice%2Fcontent$/);
  const ended = page.getByRole('status').filter({ hasText: 'Your session ended' });
  await expect(ended).toContainText('Nobody used the office pages for 30 minutes');
  await axeAtWidths(page, '/office/sign-in (session ended)');

  await signIn(page, 'content_editor');
  await expect(page).toHaveURL(/\/office\/content$/);
  await expect(form.getByLabel(/^Notice \(English\)/)).toHaveValue(title);
  await expect(form.getByLabel(/^Notice in Hindi/)).toHaveValue('छात्रवृत्ति फ़ॉर्म');
  await expect(form.getByText(/What you had typed here is back/)).toBeVisible();
  // Not saved meanwhile: nothing half-done reached the list.
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  // Signing out on purpose forgets it: the next person at this computer starts empty.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/office\/sign-in/);
  await openLive(page, '/office/content');
  await signIn(page, 'content_editor');
  await expect(form.getByLabel(/^Notice \(English\)/)).toHaveValue('');
});
