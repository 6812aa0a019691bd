// Shared by the admissions end-to-end specs (imported, never run on its own): an applicant's way
// through the admission form up to /payment.
import { expect, type Locator, type Page } from '@playwright/test';
import { verhoeffDigit } from '../../../services/admissions/src/contract';
import { openLive } from '@college/remote-kit/testing/e2e';

/** A valid Aadhaar number (Verhoeff check digit) that no other run uses. */
export function freshAadhaar(): string {
  const first11 = String(2 + Math.floor(Math.random() * 8)) + String(Date.now()).slice(-10);
  return first11 + verhoeffDigit(first11);
}

/** An access code as printed: 8 of the 32 unmistakable characters (no 0/O, 1/I), K7QM-4XPA. */
export const ACCESS_CODE = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;
export const KEEP_CODE = /^Keep your access code safe with your application number\./;

/** A 12-digit UPI reference that no other payment uses (the service takes each one once). */
export const freshUpiReference = () => String(Date.now()).slice(-12).padStart(12, '7');

// Real files: the service decodes every image and parses every PDF it keeps.
export { PDF } from '@college/remote-kit/testing/e2e';
import { PDF } from '@college/remote-kit/testing/e2e';
/** A real 16x16 JPEG. */
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAQABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIAA0dP/2Q==',
  'base64',
);
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
export const jpeg = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: JPEG });

export const form = (page: Page) => page.getByRole('form', { name: 'Admission form' });
export const field = (page: Page, label: string | RegExp) =>
  form(page).getByLabel(label, { exact: typeof label === 'string' });

/**
 * The admission form brought to life as an applicant's first touch does: the page is live before
 * the form's code is loaded; a touch in the form loads it, and the form says when it is ready.
 * (Typing before then is kept, but a press of its button is not yet sent: tests wait.)
 */
export async function formLive(page: Page) {
  const admission = page.locator('form:has([name="fname"])');
  const firstField = admission.locator('[name="fname"]');
  // A focus that lands before the form's listener is attached is not seen (the applicant's next
  // touch or key is), and a busy machine may take longer than one wait: touch again until ready.
  await expect(async () => {
    await firstField.blur();
    await firstField.focus();
    await expect(admission).toHaveAttribute('data-ready', 'true', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Opens the admission page (English or Hindi) and brings its form to life. */
export async function openForm(page: Page, path = '/admission') {
  await openLive(page, path);
  await formLive(page);
}

/** Picks an option once the list has arrived (the look-ups load after a parent is chosen). */
export async function choose(select: Locator, option: string | { index: number }) {
  if (typeof option === 'string')
    await expect(select.getByRole('option', { name: option, exact: true })).toBeAttached();
  else await expect(select.locator('option').nth(option.index)).toBeAttached();
  await select.selectOption(typeof option === 'string' ? { label: option } : option);
}

/** A mobile number no other run uses (the service limits sends per mobile number). */
/** An e-mail address no other application has (and nothing of the applicant's Aadhaar number in it). */
export const freshEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
export const freshMobile = () => `9${String(Date.now()).slice(-9)}`;

export async function fillPersonal(page: Page, who: { name: string; aadhaar: string; email: string; mobile?: string }) {
  await field(page, 'Full Name').fill(who.name);
  await field(page, "Father's Name").fill('Ramesh Kumar');
  await field(page, "Mother's Name").fill('Sunita Devi');
  await field(page, 'Date of Birth').fill('2006-05-14');
  await choose(field(page, 'Gender'), 'Female');
  await field(page, 'Aadhaar Number').fill(who.aadhaar);
  await field(page, 'Mobile Number').fill(who.mobile ?? '9876543210');
  await field(page, 'Email').fill(who.email);
  await choose(field(page, 'Religion'), 'Hindu');
  await choose(field(page, 'Marital Status'), 'Unmarried');
  await field(page, 'Address').fill('Village Rampur, Post Sarai');
  await choose(field(page, 'State'), 'Uttar Pradesh');
  await choose(field(page, 'District'), 'Varanasi');
  await choose(field(page, 'Sub-district (Tehsil)'), { index: 1 });
  await field(page, 'Pincode').fill('221005');
}

export async function fillCourse(page: Page) {
  await choose(field(page, 'Course'), 'B.A.');
  await choose(field(page, 'Major Subject 1'), { index: 1 });
  await choose(field(page, 'Major Subject 2'), { index: 2 });
  await choose(field(page, 'Major Subject 3'), 'N/A');
  await choose(field(page, 'Minor Subject'), { index: 1 });
  await choose(field(page, 'Co-curricular Subject'), { index: 1 });
  await choose(field(page, 'Vocational Subject'), { index: 1 });
  await fillQualifying(page);
}

/** The qualifying examination: the percentage is worked out from the marks, never typed. */
export async function fillQualifying(page: Page) {
  await field(page, 'Board or University').fill('Board of High School and Intermediate Education, U.P.');
  await field(page, 'Year of Passing').fill('2024');
  await field(page, 'Roll Number').fill('2412/345-A');
  await field(page, 'Marks Obtained').fill('412');
  await field(page, 'Maximum Marks').fill('500');
  await expect(field(page, 'Percentage')).toHaveValue('82.40 %');
}

export const review = (page: Page) => page.getByRole('form', { name: 'Check your application' });
export const DECLARATION = /information given in this application is true/;

/** From the filled-in form through the review: declare, then "Submit application". */
export async function reviewAndSubmit(page: Page) {
  await form(page).getByRole('button', { name: 'Continue to review' }).click();
  await review(page).getByRole('checkbox', { name: DECLARATION }).check();
  await review(page).getByRole('button', { name: 'Submit application' }).click();
}

export async function uploadDocuments(page: Page) {
  await field(page, 'Photograph').setInputFiles(jpeg('photo.jpg'));
  await field(page, 'Signature').setInputFiles(jpeg('signature.jpg'));
  for (const label of ['High School Marksheet', 'Intermediate Marksheet', 'Aadhaar Card', 'Domicile Certificate']) {
    await field(page, label).setInputFiles(pdf(`${label}.pdf`));
  }
}

/**
 * A complete application (General, no PwD, B.A., no TC) sent through the review, up to /payment:
 * what /payment shows to write down.
 */
export async function applyAndReachPayment(page: Page, name: string, mobile: string) {
  const aadhaar = freshAadhaar();
  await openForm(page);
  const [first] = name.toLowerCase().split(' ');
  await fillPersonal(page, { name, aadhaar, email: freshEmail(first), mobile });
  await choose(field(page, 'Category'), 'General');
  await choose(field(page, 'Person with Disability'), 'No');
  await fillCourse(page);
  await choose(field(page, 'Transfer Certificate (TC)'), 'Not-Available');
  await uploadDocuments(page);
  await reviewAndSubmit(page);
  await expect(page).toHaveURL(/\/payment$/, { timeout: 20_000 });
  const payment = page.getByRole('form', { name: 'Fee payment' });
  const applicationNo = (await payment
    .getByText(/^ADM\d{4}-\d{6}$/)
    .first()
    .textContent())!;
  const fee = (await payment
    .getByText(/^₹[\d,]+$/)
    .first()
    .textContent())!
    .slice(1)
    .replaceAll(',', '');
  const accessCode = (await payment.getByText(ACCESS_CODE).textContent())!;
  return { payment, applicationNo, fee, accessCode, aadhaar };
}

/** /admission/status: the application found by its number, access code and the applicant's date of birth (the look-up form returned). */
export async function lookUpOnStatusPage(page: Page, applicationNo: string, accessCode: string) {
  await openLive(page, '/admission/status');
  const lookUp = page.getByRole('form', { name: 'Find my application' });
  await lookUp.getByLabel('Application number').fill(applicationNo);
  await lookUp.getByLabel('Access code').fill(accessCode);
  await lookUp.getByLabel('Date of Birth').fill('2006-05-14');
  await lookUp.getByRole('button', { name: 'Find my application' }).click();
  return lookUp;
}
