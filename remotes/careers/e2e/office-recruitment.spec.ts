import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { SAVE_CAREER_PATH } from '@college/careers-service/contract';
import { demo, signIn } from '@college/remote-kit/testing/office-e2e';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';

/**
 * The recruitment office through the running portal: an application sent to the
 * careers service is found by the recruitment officer, opened with its photo and CV streamed from
 * the office API (no-store), shortlisted with a reason, and its post's interview list downloaded as
 * CSV with it in. The recruitment dates page is read but left alone (other specs apply inside the
 * fixture's window). axe clean on the three pages at a phone's and a desktop's width.
 */

const ROOM = '/office/recruitment';
const OFFICER = demo('recruitment_officer').username;

/** A real 1x1 PNG and a small real PDF (as careers.spec.ts sends them). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function axeAtWidths(page: Page, where: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page, `${where} at ${width}px`);
  }
}

/** An application for Assistant Professor (B.A), Hindi, sent as the form sends it; its number. */
async function apply(page: Page, name: string): Promise<string> {
  const run = Date.now().toString().slice(-7);
  const response = await page.request.post(SAVE_CAREER_PATH, {
    multipart: {
      profile: 'Assistant Professor(B.A)',
      field: 'Hindi',
      name,
      fname: 'Ramesh Sharma',
      dob: '1990-04-12',
      gender: 'Female',
      nationality: 'Indian',
      category: 'OBC',
      mobile: `97${run}1`.slice(0, 10),
      email: `office-${run}@example.in`,
      paddress: 'House 12, Lanka',
      pstate: '9',
      pdistrict: '187',
      ppincode: '221005',
      caddress: 'House 12, Lanka',
      cstate: '9',
      cdistrict: '187',
      cpincode: '221005',
      qualification: JSON.stringify([
        { qualification: 'NET/Ph.D.', institute: 'UGC', year: '2018', subject: 'Hindi', mark: '72' },
      ]),
      experienceOption: 'Yes',
      experience: JSON.stringify([
        { position: 'Guest Lecturer', duration: 'Govt. Degree College, Varanasi', totalexp: '3 years' },
      ]),
      declaration: 'true',
      photo: { name: 'photo.png', mimeType: 'image/png', buffer: PNG },
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.application_no;
}

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
