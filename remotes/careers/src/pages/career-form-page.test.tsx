import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '@college/design-system';
import { forgetCachedResources } from '@college/remote-kit';
import { fileOfBytes, imageInfo, phonePhoto } from '@college/remote-kit/testing';
import { addDays, formatIndianDate } from '@college/settings/dates';
import { TEST_SETTINGS } from '@college/settings/testing';
import { STATES_PATH } from '@college/careers-service/contract';
import { careerDraft, LEGACY_DRAFT_KEY } from '../features/career-form/draft';
import { FakeXhr, fileOf, group, inGroup, renderPage, STATES, stubLookups, where } from '../testing/career-testing';
import CareerFormPage from './career-form-page';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetCachedResources();
  stubLookups();
  FakeXhr.install();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page with its first look-ups (profiles, states) loaded, as a visitor finds it. */
async function start() {
  const view = renderPage(<CareerFormPage />, { path: '/careerForm' });
  await screen.findByRole('option', { name: 'Assistant Professor(B.A)' });
  await within(inGroup('Permanent Address').getByLabelText('State')).findByRole('option', { name: 'Bihar' });
  return view;
}
const form = () => screen.getByRole('form', { name: 'Career form' });
const field = (label: string) => within(form()).getByLabelText(label);
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

async function choose(user: UserEvent, select: HTMLElement, option: string) {
  await waitFor(() => expect(within(select).getByRole('option', { name: option })).toBeInTheDocument());
  await user.selectOptions(select, option);
}

/** A real 1 × 1 PNG: the photo is decoded in the browser (here by sharp: jsdom has no canvas). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PHOTO = () => fileOfBytes(PNG, 'photo.png', 'image/png');
const CV = () => fileOf('cv.pdf', 'application/pdf', 100 * 1024, '%PDF-1.7');

/** Everything a valid application needs; experience 'No', one qualification. */
async function fillValid(user: UserEvent) {
  await choose(user, field('Job Profile'), 'Assistant Professor(B.A)');
  await choose(user, field('Subject Applied For'), 'Hindi');
  await user.type(field('Name'), 'Anita Sharma');
  await user.type(field("Father's Name"), 'Ramesh Sharma');
  await user.type(field('Date of Birth'), '12-04-1990');
  await user.selectOptions(field('Gender'), 'Female');
  await user.selectOptions(field('Nationality'), 'Indian');
  await user.selectOptions(field('Category'), 'OBC');
  await user.type(field('Mobile Number'), '9876543210');
  const permanent = inGroup('Permanent Address');
  await user.type(permanent.getByLabelText('Address'), 'House 12, Lanka');
  await choose(user, permanent.getByLabelText('State'), 'Uttar Pradesh');
  await choose(user, permanent.getByLabelText('District'), 'Varanasi');
  await user.type(permanent.getByLabelText('Pin Code'), '221005');
  await user.click(field('Correspondence address same as permanent address'));
  const row = inGroup('Qualification 1');
  await user.selectOptions(row.getByLabelText('Qualification'), 'PG');
  await user.type(row.getByLabelText('Institute'), 'Banaras Hindu University');
  await user.type(row.getByLabelText('Year'), '2015');
  await user.type(row.getByLabelText('Subject'), 'Hindi');
  await user.type(row.getByLabelText('Mark (%)'), '68.5');
  await user.selectOptions(field('Do you have teaching or work experience?'), 'No');
  await user.upload(field('Photo'), PHOTO());
  await user.upload(field('CV (single PDF)'), CV());
  await user.click(within(form()).getByRole('checkbox', { name: /I declare/ }));
}

const submit = (user: UserEvent) => user.click(within(form()).getByRole('button', { name: 'Submit' }));

// Filling the whole form by keyboard takes a few seconds on a busy machine.
describe('/careerForm', { timeout: 30_000 }, () => {
  it('shows the header, the heading and the four cards', async () => {
    await start();
    expect(screen.getByRole('heading', { level: 1, name: 'Career Form' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: TEST_SETTINGS.recruitment.title })).toBeInTheDocument();
    for (const title of ['Personal Information', 'Educational Qualification', 'Experience', 'Upload Documents']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(/single PDF, at most 2 MB/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /your face, seen from the front and filling most of the picture, in good light \(JPEG or PNG\), at most 60 KB/,
      ),
    ).toBeInTheDocument();
    // Nationalities in plain words; the values sent stay the contract's.
    const nationality = screen.getByRole('combobox', { name: 'Nationality' });
    expect(within(nationality).getByRole('option', { name: 'Indian (citizen of India)' })).toHaveValue('Indian');
    expect(within(nationality).getByRole('option', { name: 'Citizen of another country' })).toHaveValue('Others');
  });

  it('after the last date: the notice with the dates and helpline stands instead of the form', async () => {
    const { recruitment } = TEST_SETTINGS;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${addDays(recruitment.closes, 1)}T09:00:00`));
    try {
      renderPage(<CareerFormPage />, { path: '/careerForm' });
      expect(screen.getByRole('heading', { level: 1, name: 'Career Form' })).toBeInTheDocument();
      expect(
        await screen.findByText(
          `Applications for ${recruitment.title} closed on ${formatIndianDate(recruitment.closes)}.`,
        ),
      ).toBeInTheDocument();
      expect(screen.getByText(/Applications were accepted online from/)).toHaveTextContent(
        `from ${formatIndianDate(recruitment.opens)} to ${formatIndianDate(recruitment.closes)}`,
      );
      expect(screen.getByRole('link', { name: '+91 91234 50001' })).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Career form' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the mobile number autofills as the 10-digit national number, on a text field with a number pad (valid HTML)', async () => {
    await start();
    const mobile = field('Mobile Number');
    // `tel-national` is allowed only on a text field, not on type="tel" (W3C Nu Html Checker).
    expect(mobile).toHaveAttribute('type', 'text');
    expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    expect(mobile).toHaveAttribute('maxlength', '10');
  });

  it('a profile narrows the subjects, clears one that no longer fits, and gives the non-teaching posts N/A', async () => {
    const { user } = await start();
    expect(optionTexts(field('Subject Applied For'))).toEqual(['Select a profile first']);
    await choose(user, field('Job Profile'), 'Assistant Professor(B.Sc)');
    await waitFor(() =>
      expect(optionTexts(field('Subject Applied For'))).toEqual([
        'Select subject',
        'Mathematics',
        'Chemistry',
        'Biology',
        'Botany',
        'Physics',
      ]),
    );
    await user.selectOptions(field('Subject Applied For'), 'Physics');

    await user.selectOptions(field('Job Profile'), 'Assistant Professor(M.A)');
    await waitFor(() =>
      expect(optionTexts(field('Subject Applied For'))).toEqual([
        'Select subject',
        'Hindi',
        'Home Science',
        'Education',
        'Sociology',
      ]),
    );
    expect(field('Subject Applied For')).toHaveValue('');

    await user.selectOptions(field('Job Profile'), 'Accountant');
    await waitFor(() => expect(field('Subject Applied For')).toHaveValue('N/A'));
    expect(optionTexts(field('Subject Applied For'))).toEqual(['Select subject', 'N/A']);
  });

  it('state then district; "same as permanent" copies the address and keeps it in step', async () => {
    const { user } = await start();
    const permanent = inGroup('Permanent Address');
    const correspondence = inGroup('Correspondence Address');
    expect(optionTexts(permanent.getByLabelText('District'))).toEqual(['Select a state first']);
    await user.type(permanent.getByLabelText('Address'), 'House 12, Lanka');
    await choose(user, permanent.getByLabelText('State'), 'Uttar Pradesh');
    await choose(user, permanent.getByLabelText('District'), 'Varanasi');
    await user.type(permanent.getByLabelText('Pin Code'), '221005');

    await user.click(field('Correspondence address same as permanent address'));
    await waitFor(() => expect(correspondence.getByLabelText('District')).toHaveDisplayValue('Varanasi'));
    expect(correspondence.getByLabelText('Address')).toHaveValue('House 12, Lanka');
    expect(correspondence.getByLabelText('State')).toHaveDisplayValue('Uttar Pradesh');
    expect(correspondence.getByLabelText('Pin Code')).toHaveValue('221005');
    expect(correspondence.getByLabelText('Pin Code')).toHaveAttribute('readonly');
    expect(correspondence.getByLabelText('State')).toBeDisabled();

    // In step while ticked: a new state clears the district on both.
    await user.clear(permanent.getByLabelText('Pin Code'));
    await user.type(permanent.getByLabelText('Pin Code'), '800001');
    await choose(user, permanent.getByLabelText('State'), 'Bihar');
    await waitFor(() => expect(correspondence.getByLabelText('State')).toHaveDisplayValue('Bihar'));
    expect(permanent.getByLabelText('District')).toHaveValue('');
    expect(correspondence.getByLabelText('District')).toHaveValue('');
    expect(correspondence.getByLabelText('Pin Code')).toHaveValue('800001');

    // Unticked: the copy stays, and can be changed on its own.
    await user.click(field('Correspondence address same as permanent address'));
    await user.clear(correspondence.getByLabelText('Pin Code'));
    await user.type(correspondence.getByLabelText('Pin Code'), '221001');
    expect(permanent.getByLabelText('Pin Code')).toHaveValue('800001');
  });

  it('adds and deletes qualification rows: the new row takes focus, the last row stays', async () => {
    const { user } = await start();
    const deleteFirst = () => inGroup('Qualification 1').getByRole('button', { name: 'Delete qualification 1' });
    expect(deleteFirst()).toBeDisabled();

    await user.type(inGroup('Qualification 1').getByLabelText('Institute'), 'First');
    await user.click(screen.getByRole('button', { name: 'Add qualification' }));
    await waitFor(() => expect(inGroup('Qualification 2').getByLabelText('Qualification')).toHaveFocus());
    await user.type(inGroup('Qualification 2').getByLabelText('Institute'), 'Second');
    await user.click(screen.getByRole('button', { name: 'Add qualification' }));
    await user.type(inGroup('Qualification 3').getByLabelText('Institute'), 'Third');

    // Deleting the middle row: the third moves up and takes focus.
    await user.click(inGroup('Qualification 2').getByRole('button', { name: 'Delete qualification 2' }));
    expect(screen.queryByRole('group', { name: 'Qualification 3' })).not.toBeInTheDocument();
    expect(inGroup('Qualification 2').getByLabelText('Institute')).toHaveValue('Third');
    await waitFor(() => expect(inGroup('Qualification 2').getByLabelText('Qualification')).toHaveFocus());

    // Deleting the last row: focus to the one before.
    await user.click(inGroup('Qualification 2').getByRole('button', { name: 'Delete qualification 2' }));
    await waitFor(() => expect(inGroup('Qualification 1').getByLabelText('Qualification')).toHaveFocus());
    expect(inGroup('Qualification 1').getByLabelText('Institute')).toHaveValue('First');
    expect(deleteFirst()).toBeDisabled();
  });

  it('experience rows show only for Yes', async () => {
    const { user } = await start();
    expect(screen.queryByRole('group', { name: 'Experience 1' })).not.toBeInTheDocument();
    await user.selectOptions(field('Do you have teaching or work experience?'), 'Yes');
    expect(inGroup('Experience 1').getByLabelText('Duration (from – to)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add experience' }));
    expect(group('Experience 2')).toBeInTheDocument();
    await user.selectOptions(field('Do you have teaching or work experience?'), 'No');
    expect(screen.queryByRole('group', { name: 'Experience 1' })).not.toBeInTheDocument();
  });

  it('an empty submit: each message under its field, the summary takes focus and leads to the first field', async () => {
    const { user } = await start();
    await submit(user);
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    const alert = summary.closest('[role="alert"]') as HTMLElement;
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    const links = within(alert).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Job Profile: Please select profile');
    expect(links[0]).toHaveAttribute('href', `#${field('Job Profile').id}`);

    const form = within(screen.getByRole('form', { name: 'Career form' }));
    for (const message of [
      'Please Select Subject',
      'Please enter name',
      "Please enter father's name",
      'Please enter date of birth',
      'Please enter mobile number',
      'At least one qualification is required',
      'Please select experience',
      'Please upload photo',
      'Please upload CV',
      'Please accept the declaration',
    ]) {
      expect(form.getAllByText(message).length).toBeGreaterThan(0);
    }
    expect(field('Name')).toHaveAccessibleDescription(/Please enter name/);
    expect(FakeXhr.sent).toHaveLength(0);
    await user.click(links[0]);
    expect(field('Job Profile')).toHaveFocus();
  });

  it('checks again on change: phone digits, e-mail, experience rows, a partly filled qualification', async () => {
    const { user } = await start();
    await submit(user);
    await user.type(field('Mobile Number'), '98765');
    expect(field('Mobile Number')).toHaveAccessibleDescription(/Phone must be of 10 digits/);
    await user.type(field('Mobile Number'), '43210');
    expect(field('Mobile Number')).not.toHaveAccessibleDescription(/Phone must be/);

    await user.type(field('Email'), 'anita@');
    expect(field('Email')).toHaveAccessibleDescription(/Please enter a valid email/);

    // The date of birth is typed day first and read back with its month named; month first is refused.
    await user.type(field('Date of Birth'), '04/13/1990');
    expect(field('Date of Birth')).toHaveAccessibleDescription(/Enter the date as day-month-year, like 14-05-2006/);
    await user.clear(field('Date of Birth'));
    await user.type(field('Date of Birth'), '12041990');
    expect(field('Date of Birth')).toHaveAccessibleDescription(/You entered 12 April 1990/);
    expect(field('Date of Birth')).not.toHaveAccessibleDescription(/Enter the date/);

    // Lists are checked as a whole on submit.
    await user.selectOptions(field('Do you have teaching or work experience?'), 'Yes');
    await submit(user);
    expect(await screen.findByText('At least one experience is required')).toBeInTheDocument();
    await user.type(inGroup('Experience 1').getByLabelText('Position'), 'Lecturer');
    await submit(user);
    await waitFor(() =>
      expect(inGroup('Experience 1').getByLabelText('Total Experience')).toHaveAccessibleDescription(
        /Please enter total experience/,
      ),
    );
    expect(screen.queryByText('At least one experience is required')).not.toBeInTheDocument();

    await user.type(inGroup('Qualification 1').getByLabelText('Year'), '2999');
    expect(inGroup('Qualification 1').getByLabelText('Year')).toHaveAccessibleDescription(
      /Please enter a year between 1950/,
    );
  });

  it('asks a mark of every qualification row but NET / Ph.D., which has no percentage', async () => {
    const { user } = await start();
    const row = inGroup('Qualification 1');
    await user.selectOptions(row.getByLabelText('Qualification'), 'PG');
    await user.type(row.getByLabelText('Institute'), 'Banaras Hindu University');
    await submit(user);
    await waitFor(() => expect(row.getByLabelText('Mark (%)')).toHaveAccessibleDescription(/Please enter mark/));
    await user.selectOptions(row.getByLabelText('Qualification'), 'NET/Ph.D.');
    await waitFor(() => expect(row.getByLabelText('Mark (%)')).not.toHaveAccessibleDescription(/Please enter mark/));
  });

  it('refuses a too large CV, or a CV that is not a PDF, as soon as it is chosen, saying what to do; the limits are told before', async () => {
    const { user } = await start();
    expect(field('CV (single PDF)')).toHaveAccessibleDescription(/PDF, at most 2 MB/);
    expect(field('Photo')).toHaveAccessibleDescription(/JPEG or PNG, at most 60 KB/);
    await user.upload(field('CV (single PDF)'), fileOf('cv.pdf', 'application/pdf', 3 * 1024 * 1024, '%PDF-1.7'));
    expect(
      await within(form()).findByText(/^This PDF is 3\.0 MB; at most 2 MB can be sent\. Please photograph the pages/),
    ).toBeInTheDocument();
    expect(field('CV (single PDF)')).toHaveAccessibleDescription(/call the college's help line on \+91 91234 50001/);
    const upload = (await import('@testing-library/user-event')).default.setup({ applyAccept: false });
    // Named a PDF, but a program inside: refused by its bytes, as the service would.
    await upload.upload(field('CV (single PDF)'), fileOf('cv.pdf', 'application/pdf', 1000, 'MZ'));
    expect(await within(form()).findByText(/^This file is not really a PDF/)).toBeInTheDocument();
    await upload.upload(field('CV (single PDF)'), fileOf('cv.docx', 'application/msword', 1000));
    expect(await within(form()).findByText(/^This file could not be read/)).toBeInTheDocument();
    await user.upload(field('Photo'), PHOTO());
    await within(form()).findByRole('img', { name: 'Preview of your photo' });
    expect(field('Photo')).not.toHaveAccessibleDescription(/Photo must/);
  });

  it('a CV on paper: a photo of it becomes a one-page PDF with a preview, and that PDF is sent', async () => {
    const { user } = await start();
    await fillValid(user);
    await user.upload(field('CV (single PDF)'), fileOfBytes(await phonePhoto(), 'IMG_4001.jpg', 'image/jpeg'));
    expect(
      await within(form()).findByText(/^Ready: one PDF of one page, .*, made from your photo\./, undefined, {
        timeout: 30_000,
      }),
    ).toBeInTheDocument();
    expect(within(form()).getByRole('group', { name: 'Preview of your document' })).toBeInTheDocument();
    FakeXhr.replies.push({
      status: 200,
      body: {
        result: 'success',
        message: 'Career form submitted successfully.',
        data: { application_no: 'REC2025-000044', access_code: 'K7QM-4XPA' },
      },
    });
    await submit(user);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const cv = FakeXhr.sent[0].body.get('cv') as File;
    expect(cv.type).toBe('application/pdf');
    expect(cv.name).toBe('IMG_4001.pdf');
    expect(new TextDecoder().decode((await cv.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(cv.size).toBeLessThanOrEqual(2 * 1024 * 1024);
  }, 60_000);

  it('a 3 MB photo from a phone is made to fit 60 KB in the browser, previewed, and that photo is sent', async () => {
    const bytes = await phonePhoto();
    expect(bytes.length).toBeGreaterThanOrEqual(3 * 1024 * 1024);
    const { user } = await start();
    await fillValid(user);
    await user.upload(field('Photo'), fileOfBytes(bytes, 'IMG_3001.jpg', 'image/jpeg'));
    expect(
      await within(form()).findByRole('img', { name: 'Preview of your photo' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const ready = within(form()).getByText(
      /^Ready: \d+ KB, 413 × 531 px, made from your photo of 3\.\d MB, 4000 × 3000 px\.$/,
    );
    expect(field('Photo')).toHaveAccessibleDescription(new RegExp(ready.textContent!.slice(0, 20)));
    expect(field('Photo')).not.toHaveAccessibleDescription(/Photo must/);
    FakeXhr.replies.push({
      status: 200,
      body: {
        result: 'success',
        message: 'Career form submitted successfully.',
        data: { application_no: 'REC2025-000043', access_code: 'K7QM-4XPA' },
      },
    });
    await submit(user);
    await waitFor(() => expect(where()).toHaveTextContent('/careerConfirmation'));
    const photo = FakeXhr.sent[0].body.get('photo') as File;
    expect(photo.name).toBe('IMG_3001.jpg');
    expect(photo.size).toBeLessThanOrEqual(60 * 1024);
    expect(await imageInfo(photo)).toEqual({ format: 'jpeg', width: 413, height: 531 });
  }, 90_000);

  it('sends the application with progress, then goes to the confirmation with its number; the kept values are cleared', async () => {
    const { user } = await start();
    await fillValid(user);
    // Kept in this tab only: on a shared computer the next person must not find it.
    expect(sessionStorage.getItem(careerDraft.storageKey)).toContain('Anita Sharma');
    expect(localStorage.length).toBe(0);
    FakeXhr.replies.push({
      status: 200,
      body: {
        result: 'success',
        message: 'Career form submitted successfully.',
        data: { application_no: 'REC2025-000042', access_code: 'K7QM-4XPA' },
      },
    });
    FakeXhr.hold();
    await submit(user);
    expect(await screen.findByText('Sending your application… 50%')).toBeInTheDocument();
    FakeXhr.release!();

    await waitFor(() => expect(where()).toHaveTextContent('/careerConfirmation'));
    expect(JSON.parse(where().dataset.state!)).toEqual({
      applicationNo: 'REC2025-000042',
      accessCode: 'K7QM-4XPA',
      name: 'Anita Sharma',
      profile: 'Assistant Professor(B.A)',
      field: 'Hindi',
    });
    expect(screen.getByText('Career form submitted successfully.')).toBeInTheDocument();
    expect(sessionStorage.getItem(careerDraft.storageKey)).toBeNull();
    expect(localStorage.length).toBe(0);

    const [{ url, body }] = FakeXhr.sent;
    expect(url).toBe('/api/v1/web/saveCareer');
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toMatchObject({
      profile: 'Assistant Professor(B.A)',
      field: 'Hindi',
      pstate: '9',
      pdistrict: '187',
      cstate: '9',
      cdistrict: '187',
      cpincode: '221005',
      experienceOption: 'No',
      experience: JSON.stringify([{ position: '', duration: '', totalexp: '' }]),
      qualification: JSON.stringify([
        { qualification: 'PG', institute: 'Banaras Hindu University', year: '2015', subject: 'Hindi', mark: '68.5' },
      ]),
      declaration: 'true',
    });
    expect((body.get('photo') as File).name).toBe('photo.png');
    expect((body.get('cv') as File).name).toBe('cv.pdf');
    expect(body.has('sameAsPermanent')).toBe(false);
  });

  it('a refusal from the service: its message under the field, an alert and a toast; nothing typed is lost', async () => {
    const { user } = await start();
    await fillValid(user);
    await user.type(field('Email'), 'anita@example.in');
    FakeXhr.replies.push({
      status: 409,
      body: {
        result: 'failure',
        message: 'You have already applied for this post and subject.',
        errors: { email: 'You have already applied for this post and subject.' },
      },
    });
    await submit(user);
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription(/You have already applied/));
    expect(
      screen.getByRole('link', { name: 'Email: You have already applied for this post and subject.' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Your application was not sent\. You have already applied/).length).toBe(2); // alert + toast
    expect(field('Name')).toHaveValue('Anita Sharma');
    expect(where()).toHaveTextContent('/careerForm');
  });

  it('a network failure: says so, keeps everything, and a second try goes through', async () => {
    const { user } = await start();
    await fillValid(user);
    FakeXhr.replies.push('network-error', {
      status: 200,
      body: {
        result: 'success',
        message: 'Career form submitted successfully.',
        data: { application_no: 'REC2025-000001', access_code: 'K7QM-4XPA' },
      },
    });
    await submit(user);
    expect((await screen.findAllByText(/Could not reach the server/)).length).toBeGreaterThan(0);
    expect(inGroup('Qualification 1').getByLabelText('Institute')).toHaveValue('Banaras Hindu University');
    await submit(user);
    await waitFor(() => expect(where()).toHaveTextContent('/careerConfirmation'));
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('keeps typed values through a reload (not the files)', async () => {
    const first = await start();
    await choose(first.user, field('Job Profile'), 'Assistant Professor(B.Sc)');
    await choose(first.user, field('Subject Applied For'), 'Physics');
    await first.user.type(field('Name'), 'Anita Sharma');
    await first.user.selectOptions(field('Do you have teaching or work experience?'), 'Yes');
    await first.user.type(inGroup('Experience 1').getByLabelText('Position'), 'Lecturer');
    await choose(first.user, inGroup('Permanent Address').getByLabelText('State'), 'Uttar Pradesh');
    await choose(first.user, inGroup('Permanent Address').getByLabelText('District'), 'Lucknow');
    first.unmount();

    await start();
    await waitFor(() => expect(field('Name')).toHaveValue('Anita Sharma'));
    // The kept subject survives the profile's subjects arriving after it.
    await within(field('Subject Applied For')).findByRole('option', { name: 'Physics' });
    expect(field('Subject Applied For')).toHaveValue('Physics');
    expect(inGroup('Experience 1').getByLabelText('Position')).toHaveValue('Lecturer');
    await waitFor(() => expect(inGroup('Permanent Address').getByLabelText('District')).toHaveDisplayValue('Lucknow'));
  });

  it('removes a draft an earlier version left in localStorage, without restoring it', async () => {
    localStorage.setItem(LEGACY_DRAFT_KEY, JSON.stringify({ name: 'Previous Applicant', mobile: '9000000000' }));
    await start();
    expect(localStorage.getItem(LEGACY_DRAFT_KEY)).toBeNull();
    expect(field('Name')).toHaveValue('');
  });

  it('drops a kept draft that does not fit the form rather than half-filling it', async () => {
    sessionStorage.setItem(careerDraft.storageKey, JSON.stringify({ name: 42, qualification: 'none' }));
    await start();
    expect(field('Name')).toHaveValue('');
    expect(sessionStorage.getItem(careerDraft.storageKey)).toBeNull();
  });
});

describe('/hi/careerForm', { timeout: 30_000 }, () => {
  const startInHindi = async () => {
    const view = renderPage(
      <LanguageProvider lang="hi">
        <CareerFormPage />
      </LanguageProvider>,
      { path: '/careerForm' },
    );
    await screen.findByRole('option', { name: 'सहायक प्राध्यापक (बी.ए.)' });
    return view;
  };
  const hindiForm = () => screen.getByRole('form', { name: 'भर्ती आवेदन पत्र' });
  const hindiField = (label: string) => within(hindiForm()).getByLabelText(label);

  it("labels, options and rows in Hindi; the values sent stay the contract's English", async () => {
    const { user } = await startInHindi();
    expect(screen.getByRole('heading', { level: 1, name: 'भर्ती आवेदन पत्र' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'व्यक्तिगत जानकारी' })).toBeInTheDocument();
    expect(within(hindiField('श्रेणी')).getByRole('option', { name: 'अन्य पिछड़ा वर्ग' })).toHaveValue('OBC');
    expect(within(hindiField('पद')).getByRole('option', { name: 'लेखाकार' })).toHaveValue('Accountant');
    const row = within(screen.getByRole('group', { name: 'योग्यता 1' }));
    expect(row.getByLabelText('अंक (%)')).toBeInTheDocument();
    expect(within(row.getByLabelText('योग्यता')).getByRole('option', { name: 'परास्नातक' })).toHaveValue('PG');
    // The states by their Hindi names, in Hindi order (the LGD code is sent); districts have no Hindi
    // in the LGD list: read as English.
    const permanent = within(screen.getByRole('group', { name: 'स्थायी पता' }));
    const stateSelect = permanent.getByLabelText('राज्य');
    const state = within(stateSelect);
    expect(await state.findByRole('option', { name: 'उत्तर प्रदेश' })).toHaveValue('9');
    expect(state.getByRole('option', { name: 'उत्तर प्रदेश' })).not.toHaveAttribute('lang');
    expect(optionTexts(stateSelect).slice(1)).toEqual(['उत्तर प्रदेश', 'बिहार']);
    expect(state.queryByRole('option', { name: 'Uttar Pradesh' })).not.toBeInTheDocument();
    await user.selectOptions(stateSelect, 'उत्तर प्रदेश');
    expect(await within(permanent.getByLabelText('ज़िला')).findByRole('option', { name: 'Varanasi' })).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('a states answer kept from before the Hindi names: the English names, read as English', async () => {
    const served = stubLookups().getMockImplementation()!;
    const older = STATES.map(({ id, state_name }) => ({ id, state_name }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).startsWith(STATES_PATH)
          ? new Response(JSON.stringify({ result: 'success', data: older }), {
              headers: { 'content-type': 'application/json' },
            })
          : served(input),
      ),
    );
    await startInHindi();
    const state = within(within(screen.getByRole('group', { name: 'स्थायी पता' })).getByLabelText('राज्य'));
    expect(await state.findByRole('option', { name: 'Uttar Pradesh' })).toHaveAttribute('lang', 'en');
  });

  it('an empty submit: the summary and the messages under the fields in Hindi', async () => {
    const { user } = await startInHindi();
    await user.click(within(hindiForm()).getByRole('button', { name: 'जमा करें' }));
    const summary = await screen.findByRole('heading', { name: 'कोई समस्या है' });
    const links = within(summary.closest('[role="alert"]') as HTMLElement).getAllByRole('link');
    expect(links[0]).toHaveTextContent('पद: कृपया पद चुनें');
    expect(links.map((link) => link.textContent)).toContain('राज्य (स्थायी पता): कृपया राज्य चुनें');
    expect(hindiField('नाम')).toHaveAccessibleDescription(/कृपया नाम भरें/);
    expect(hindiField('फ़ोटो')).toHaveAccessibleDescription(/कृपया फ़ोटो अपलोड करें/);
    expect(within(hindiForm()).queryByText('Please enter name')).not.toBeInTheDocument();
  });
});
