import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from '@college/remote-kit/testing/office-e2e';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';
import { applyByApi } from './support';

/**
 * The recruitment office through the running portal: an application sent to the
 * careers service is found by the recruitment officer, opened with its photo and CV streamed from
 * the office API (no-store), shortlisted with a reason, and its post's interview list downloaded as
 * CSV with it in. The recruitment dates page is read but left alone (other specs apply inside the
 * fixture's window). axe clean on the three pages at a phone's and a desktop's width.
 */

const ROOM = '/office/recruitment';
const OFFICER = demo('recruitment_officer').username;

async function axeAtWidths(page: Page, where: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page, `${where} at ${width}px`);
  }
}

/** An application for Assistant Professor (B.A), Hindi, by `name`: its number. */
const apply = async (page: Page, name: string) => (await applyByApi(page, { name })).application_no;

test('a recruitment officer shortlists an applicant with a reason and downloads the interview list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Anita Office ${Date.now().toString().slice(-4)}`;
  const applicationNo = await apply(page, name);

  // Office pages want a signed-in user: sign-in, then back to the room.
  await openLive(page, ROOM);
  await expect(page).toHaveURL(/\/office\/sign-in\?next=/);
  await signIn(page, 'recruitment_officer');
  await expect(page).toHaveURL(new RegExp(`${ROOM}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Recruitment office' })).toBeVisible();
  const perPost = page.getByRole('table', { name: 'Applications per post and subject, and their review' });
  await expect(perPost.getByRole('link', { name: 'Assistant Professor(B.A), Hindi' })).toBeVisible();

  const filters = page.getByRole('form', { name: 'Filter the applications' });
  await filters.getByRole('searchbox', { name: /Search/ }).fill(applicationNo);
  await filters.getByRole('button', { name: 'Show applications' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROOM}\\?q=${applicationNo}$`));
  const table = page.getByRole('table', { name: 'Career applications' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: applicationNo }) });
  await expect(row.getByRole('cell')).toHaveText([
    applicationNo,
    name,
    'Assistant Professor(B.A)',
    'Hindi',
    'NET/Ph.D.',
    'Yes',
    'OBC',
    'Uttar Pradesh',
    'Not reviewed',
  ]);
  await axeAtWidths(page, 'the recruitment office');

  // The photo comes from the office API, never kept by the browser.
  const photoAnswer = page.waitForResponse((response) =>
    response.url().endsWith(`/api/v1/office/careers/applications/${applicationNo}/photo`),
  );
  await row.getByRole('link', { name: applicationNo }).click();
  await expect(page).toHaveURL(new RegExp(`${ROOM}/applications/${applicationNo}$`));
  const photoResponse = await photoAnswer;
  expect(photoResponse.status()).toBe(200);
  expect(photoResponse.headers()['cache-control']).toBe('private, no-store');
  const main = page.getByRole('main');
  const photo = main.getByRole('img', { name: `Photograph of ${name}` });
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const cvLink = main.getByRole('link', { name: `Open the CV of ${name} (PDF)` });
  const cv = await page.request.get((await cvLink.getAttribute('href'))!);
  expect(cv.status()).toBe(200);
  expect(cv.headers()['content-type']).toBe('application/pdf');
  expect(cv.headers()['x-content-type-options']).toBe('nosniff');
  await axeAtWidths(page, 'the application page');

  // Shortlisted, with the reason kept beside the decision.
  const decision = main.getByRole('form', { name: 'Shortlist or reject' });
  await decision.getByLabel('Decision').selectOption({ label: 'Shortlist for the interview' });
  await decision.getByLabel(/Reason/).fill('NET qualified, three years of teaching');
  await decision.getByRole('button', { name: 'Save the decision' }).click();
  await expect(
    main.getByText(`Shortlisted by ${OFFICER}: NET qualified, three years of teaching`).first(),
  ).toBeVisible();

  // Back to the list it came from; the post's interview list has the applicant in it.
  await main.getByRole('link', { name: 'Back to the applications' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROOM}\\?q=${applicationNo}$`));
  await filters.getByRole('combobox', { name: 'Post' }).selectOption({ label: 'Assistant Professor(B.A)' });
  await filters.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Hindi' });
  await filters.getByRole('button', { name: 'Show applications' }).click();
  await expect(row.getByRole('cell').last()).toHaveText('Shortlisted');
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('link', { name: 'Download the interview list for Assistant Professor(B.A), Hindi (CSV)' })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^interview-list-1-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...lines] = csv.trim().split('\r\n');
  expect(header).toBe('application_no,name,post,subject,qualification,mobile,email,category,state,status');
  expect(lines.find((line) => line.startsWith(applicationNo))).toContain(
    `${name},Assistant Professor(B.A),Hindi,NET/Ph.D.,`,
  );

  // The recruitment dates: the values in force and the form to change them.
  await main.getByRole('link', { name: /Recruitment dates/ }).click();
  await expect(page).toHaveURL(new RegExp(`${ROOM}/window$`));
  await expect(main.getByRole('region', { name: 'In force now' })).toBeVisible();
  await expect(main.getByRole('form', { name: 'Change the dates' })).toBeVisible();
  await axeAtWidths(page, 'the recruitment dates');
});
