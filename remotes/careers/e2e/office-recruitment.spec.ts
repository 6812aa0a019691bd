import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from '@college/remote-kit/testing/office-e2e';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';
import { applyByApi } from './support';

/**
 * The recruitment office through the running portal: an application sent to the
 * careers service is found by the recruitment officer, opened with its photo and CV streamed from
 * the office API (no-store), shortlisted with a reason (the decision line names the officer), its
 * call letter printed and e-mailed (once for one interview date), and its post's interview list
 * printed and downloaded as CSV with it in. The recruitment dates page is read but left alone (other specs apply inside the
 * fixture's window). axe clean on the three pages at a phone's and a desktop's width.
 */

const ROOM = '/office/recruitment';
const OFFICER = demo('recruitment_officer').displayName;

async function axeAtWidths(page: Page, where: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page, `${where} at ${width}px`);
  }
}

/** An application for Assistant Professor (B.A), Hindi, by `name`: its number. */
const apply = async (page: Page, name: string) => (await applyByApi(page, { name })).application_no;

test('a recruitment officer shortlists an applicant with a reason, sends the call letter and prints the interview list', async ({
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
  const decided = new RegExp(
    `^Shortlisted by ${OFFICER} on \\d{2}-\\d{2}-\\d{4}: NET qualified, three years of teaching$`,
  );
  await expect(main.getByText(decided).first()).toBeVisible();
  await expect(main.getByRole('region', { name: 'Decision' }).getByText(decided)).toBeVisible();

  // The call letter: printed on its own (letterhead, the interview, a signature line), then e-mailed once.
  await main.getByRole('button', { name: 'Print the call letter' }).click();
  const letter = main.getByRole('article', { name: 'Interview call letter' });
  await expect(letter).toContainText(`Ref.: ${applicationNo}`);
  await expect(letter).toContainText(name);
  await expect(letter.getByText('Signature')).toBeVisible();
  await axeAtWidths(page, 'the call letter');
  await main.getByRole('button', { name: 'Back to the application' }).click();
  await main.getByRole('button', { name: 'Send the call letter by e-mail' }).click();
  await expect(main.getByText(/^The call letter is in the outbox for applicant-.*@example\.in\.$/)).toBeVisible();
  await expect(main.getByText(/^E-mailed on .* by /)).toBeVisible();
  await main.getByRole('button', { name: 'Send the call letter by e-mail' }).click();
  await expect(main.getByText(/already e-mailed on/)).toBeVisible();

  // Back to the list it came from; the post's interview list has the applicant in it.
  await main.getByRole('link', { name: 'Back to the applications' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROOM}\\?q=${applicationNo}$`));
  await filters.getByRole('combobox', { name: 'Post' }).selectOption({ label: 'Assistant Professor(B.A)' });
  await filters.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Hindi' });
  await filters.getByRole('button', { name: 'Show applications' }).click();
  await expect(row.getByRole('cell').last()).toHaveText('Shortlisted');
  // The interview list printed alone, with the applicant in it and room for marks.
  await page.getByRole('button', { name: 'Print the interview list for Assistant Professor(B.A), Hindi' }).click();
  const sheet = main.getByRole('table', { name: 'Shortlisted applicants for the interview' });
  await expect(sheet.getByRole('row').filter({ hasText: applicationNo })).toContainText(name);
  await axeAtWidths(page, 'the interview list');
  await main.getByRole('button', { name: 'Back to the applications' }).click();

  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: 'Download the interview list for Assistant Professor(B.A), Hindi (CSV)' })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^interview-list-1-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trim().split('\r\n');
  expect(header).toBe('application_no,name,post,subject,qualifications,mobile,email,marks,remarks');
  expect(lines.find((line) => line.startsWith(applicationNo))).toContain(`${name},Assistant Professor(B.A),Hindi,"`);

  // The recruitment dates: the values in force and the form to change them.
  await main.getByRole('link', { name: /Recruitment dates/ }).click();
  await expect(page).toHaveURL(new RegExp(`${ROOM}/window$`));
  await expect(main.getByRole('region', { name: 'In force now' })).toBeVisible();
  await expect(main.getByRole('form', { name: 'Change the dates' })).toBeVisible();
  await axeAtWidths(page, 'the recruitment dates');
});
