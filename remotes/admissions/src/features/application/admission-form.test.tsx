import { MemoryNavigation, ToastProvider } from '@college/design-system';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AADHAAR_REGISTERED_MESSAGE,
  COURSES_PATH,
  CO_CURRICULAR_SUBJECTS_PATH,
  DISTRICTS_PATH,
  MAJOR_SUBJECTS_PATH,
  MARKS_ABOVE_MAX_MESSAGE,
  MINOR_SUBJECTS_PATH,
  STATES_PATH,
  SUB_DISTRICTS_PATH,
  qualYearLateMessage,
  verhoeffDigit,
  VOCATIONAL_SUBJECTS_PATH,
} from '@college/admissions-service/contract';
import { forgetCachedResources, ImageCodecProvider } from '@college/remote-kit';
import { factsIn, fileOfBytes, imageInfo, phonePhoto, sharpImageCodec } from '@college/remote-kit/testing';
import { AdmissionForm } from './admission-form';
import { applicationDraft } from './draft';
import { ADMISSION_YEAR } from './admission-year';
import { EMPTY_APPLICATION } from './form-values';
import { answerUploads } from '../../testing/answer-uploads';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sessionStorage.clear();
  forgetCachedResources();
  // Every look-up answers with an empty list: this test is about the submit, not the lists.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ result: 'success', data: [] })),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A real 1 × 1 PNG: the photograph and signature are decoded in the browser (here by sharp: jsdom has no canvas). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => fileOfBytes(PNG, name, 'image/png');

function renderForm() {
  render(
    <ImageCodecProvider codec={sharpImageCodec}>
      <ToastProvider>
        <MemoryNavigation initialPath="/admission">
          <AdmissionForm />
        </MemoryNavigation>
      </ToastProvider>
    </ImageCodecProvider>,
  );
  return screen.getByRole('form', { name: 'Admission form' });
}

/** Always asked for, whatever the answers (EWS, caste and transfer certificates depend on them). */
const DOCUMENTS = [
  'Photograph',
  'Signature',
  'High School Marksheet',
  'Intermediate Marksheet',
  'Aadhaar Card',
  'Domicile Certificate',
];
/** An M.A. applicant's: the graduation's marksheet instead of the Intermediate's. */
const MA_DOCUMENTS = DOCUMENTS.map((label) => (label === 'Intermediate Marksheet' ? 'Graduation Marksheet' : label));
/** What each missing document says: named, with what to do. */
const MISSING_DOCUMENT: Record<string, string> = {
  Photograph: 'Upload your photograph',
  Signature: 'Upload your signature',
  'High School Marksheet': 'Upload your High School marksheet',
  'Intermediate Marksheet': 'Upload your Intermediate marksheet',
  'Aadhaar Card': 'Upload your Aadhaar card',
  'Domicile Certificate': 'Upload your domicile certificate',
  'Disability Certificate': 'Upload your disability certificate',
};

describe('AdmissionForm', { timeout: 30_000 }, () => {
  it('an empty submit lists the missing documents together with the field errors, in screen order, and the summary takes focus', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await waitFor(() => expect(within(form).getByLabelText('Full Name')).toBeEnabled());

    await user.click(within(form).getByRole('button', { name: 'Continue to review' }));

    const heading = await within(form).findByRole('heading', { name: 'There is a problem' });
    const summary = heading.closest<HTMLElement>('[role="alert"]')!;
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links[0]).toBe('Full Name: Enter your full name');
    expect(links).toContain('Gender: Choose your gender');
    expect(links).toContain('Sub-district (Tehsil): Choose your tehsil');
    // The documents come last, as on the page, and on this first submit.
    expect(links.slice(-DOCUMENTS.length)).toEqual(DOCUMENTS.map((label) => `${label}: ${MISSING_DOCUMENT[label]}`));
    for (const label of DOCUMENTS) {
      const input = within(form).getByLabelText(label);
      expect(input).toHaveAccessibleDescription(new RegExp(MISSING_DOCUMENT[label]));
      expect(input).toBeInvalid();
    }
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('saveApplicant'), expect.anything());
  });

  it('the mobile number autofills as the national number, on a text field with a number pad (valid HTML)', async () => {
    const form = renderForm();
    const mobile = within(form).getByLabelText('Mobile Number');
    // `tel-national` is allowed only on a text field, not on type="tel" (W3C Nu Html Checker).
    expect(mobile).toHaveAttribute('type', 'text');
    expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
  });

  it('choosing a missing document clears its message at once', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await waitFor(() => expect(within(form).getByLabelText('Full Name')).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'Continue to review' }));
    const photo = within(form).getByLabelText('Photograph');
    await waitFor(() => expect(photo).toHaveAccessibleDescription(/Upload your photograph/));

    await user.upload(photo, png('photo.png'));
    await waitFor(() => expect(photo).not.toHaveAccessibleDescription(/Upload your photograph/));
    expect(within(form).getByLabelText('Signature')).toHaveAccessibleDescription(/Upload your signature/);
  });
});

describe('AdmissionForm: the qualifying examination and disability', { timeout: 30_000 }, () => {
  async function openForm() {
    const user = userEvent.setup();
    const form = renderForm();
    await waitFor(() => expect(within(form).getByLabelText('Full Name')).toBeEnabled());
    return { user, form };
  }
  const submitted = async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) => {
    await user.click(within(form).getByRole('button', { name: 'Continue to review' }));
    const heading = await within(form).findByRole('heading', { name: 'There is a problem' });
    const summary = heading.closest<HTMLElement>('[role="alert"]')!;
    return within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
  };

  it('computes and shows the percentage from the marks (412 of 500 is 82.40 %), never typed', async () => {
    const { user, form } = await openForm();
    const region = within(form).getByRole('region', { name: 'Qualifying Examination' });
    const percent = within(region).getByLabelText('Percentage');
    expect(percent).toHaveAttribute('readonly');
    expect(percent).toHaveValue('');

    await user.type(within(region).getByLabelText('Marks Obtained'), '412');
    await user.type(within(region).getByLabelText('Maximum Marks'), '500');
    expect(percent).toHaveValue('82.40 %');

    await user.clear(within(region).getByLabelText('Maximum Marks'));
    await user.type(within(region).getByLabelText('Maximum Marks'), '600');
    expect(percent).toHaveValue('68.67 %');
  });

  it('marks obtained above the maximum, and a year after the admission year, are errors on their fields', async () => {
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Board or University'), 'CBSE');
    await user.type(within(form).getByLabelText('Year of Passing'), String(ADMISSION_YEAR + 1));
    await user.type(within(form).getByLabelText('Roll Number'), '2412/345-A');
    await user.type(within(form).getByLabelText('Marks Obtained'), '512');
    await user.type(within(form).getByLabelText('Maximum Marks'), '500');
    expect(within(form).getByLabelText('Percentage')).toHaveValue('');

    const links = await submitted(user, form);
    expect(links).toContain(`Marks Obtained: ${MARKS_ABOVE_MAX_MESSAGE}`);
    expect(links).toContain(`Year of Passing: ${qualYearLateMessage(ADMISSION_YEAR)}`);
    const marks = within(form).getByLabelText('Marks Obtained');
    expect(marks).toHaveAccessibleDescription(new RegExp(MARKS_ABOVE_MAX_MESSAGE));
    expect(marks).toBeInvalid();
    expect(within(form).getByLabelText('Maximum Marks')).toBeValid();
    for (const label of ['Board or University', 'Roll Number']) expect(within(form).getByLabelText(label)).toBeValid();
  });

  it('asks for the disability certificate (and its optional percentage) only for Person with Disability = Yes, and lists it with the other missing documents', async () => {
    const { user, form } = await openForm();
    const handicap = within(form).getByRole('combobox', { name: 'Person with Disability' });
    expect(within(form).queryByLabelText('Disability Certificate')).toBeNull();
    expect(within(form).queryByLabelText('Percentage of Disability (optional)')).toBeNull();
    await user.selectOptions(handicap, 'No');
    expect(within(form).queryByLabelText('Disability Certificate')).toBeNull();

    await user.selectOptions(handicap, 'Yes');
    const certificate = within(form).getByLabelText('Disability Certificate');
    expect(certificate).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    expect(within(form).getByLabelText('Percentage of Disability (optional)')).not.toBeRequired();

    const links = await submitted(user, form);
    // On the one submit, with the other documents, in screen order; the percentage is not asked for.
    expect(links.slice(-DOCUMENTS.length - 1)).toEqual(
      [...DOCUMENTS, 'Disability Certificate'].map((label) => `${label}: ${MISSING_DOCUMENT[label]}`),
    );
    expect(links.some((link) => link?.startsWith('Percentage of Disability'))).toBe(false);
    expect(certificate).toHaveAccessibleDescription(/Upload your disability certificate/);

    await user.selectOptions(handicap, 'No');
    expect(within(form).queryByLabelText('Disability Certificate')).toBeNull();
  });
});

/** The look-ups as the service answers them (by path, whatever the parent id): a B.A. of three majors and an M.A. of one. */
const LISTS: Record<string, unknown[]> = {
  [STATES_PATH]: [{ id: 9, state_name: 'Uttar Pradesh' }],
  [DISTRICTS_PATH]: [{ id: 90, name: 'Lucknow' }],
  [SUB_DISTRICTS_PATH]: [{ id: 900, name: 'Lucknow Sadar' }],
  [COURSES_PATH]: [
    { id: 1, brc_id: 1, course: 'B.A.', level: 'undergraduate', fee: 2500 },
    { id: 2, brc_id: 2, course: 'M.A.', level: 'postgraduate', fee: 3000 },
  ],
  [MAJOR_SUBJECTS_PATH]: [
    { id: 11, subject: 'Hindi' },
    { id: 12, subject: 'English' },
    { id: 13, subject: 'History' },
  ],
  [MINOR_SUBJECTS_PATH]: [{ id: 21, subject: 'Economics' }],
  [CO_CURRICULAR_SUBJECTS_PATH]: [{ id: 31, subject: 'Yoga' }],
  [VOCATIONAL_SUBJECTS_PATH]: [{ id: 41, subject: 'Computer Basics' }],
};

function serveLookups() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      json({ result: 'success', data: LISTS[String(input).split('?')[0]] ?? [] }),
    ),
  );
}

/** The service's side of the upload: keeps each form sent and accepts it. */
const acceptUploads = () =>
  answerUploads(200, {
    result: 'success',
    message: 'Admission Form Submitted',
    data: {
      id: 7,
      name: 'Asha Kumari',
      father: 'Ramesh Kumar',
      application_no: 'ADM2025-000007',
      course: 'M.A.',
      fee: 3000,
      payment_token: 'token',
      access_code: 'K7QM-4XPA',
    },
  });

const AADHAAR = `23456789012${verhoeffDigit('23456789012')}`;

/** A complete application of an M.A. (one subject), as a draft kept in this tab. */
const MA_DRAFT = {
  ...EMPTY_APPLICATION,
  fname: 'Asha Kumari',
  father_fname: 'Ramesh Kumar',
  mother_fname: 'Sunita Devi',
  dob: '2003-05-14',
  gender: 'Female',
  adhar_num: AADHAAR,
  mobile: '9876543210',
  email: 'asha@example.com',
  category: 'General',
  religion: 'Hindu',
  marital: 'Unmarried',
  address: '12 Station Road',
  state: '9',
  city: '90',
  district: '900',
  pincode: '226001',
  handicap: 'No',
  course: '2',
  tc: 'Not-Available',
  qual_board: 'Lucknow University',
  qual_year: '2024',
  qual_roll: 'LU/2024-1187',
  qual_marks: '1236',
  qual_max: '1800',
  major_subfirst: '12',
  minor_sub: '21',
  cocurricular_sub: '31',
  vocational_sub: '41',
  idempotency_key: 'test-application-key',
};

describe('AdmissionForm: a course of one subject (M.A.)', { timeout: 30_000 }, () => {
  beforeEach(serveLookups);

  const combobox = (form: HTMLElement, name: string) => within(form).getByRole('combobox', { name });

  it('choosing M.A. hides the second and third majors and names the first "Subject"; going back to B.A. asks for all three afresh', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    const course = combobox(form, 'Course');
    await within(course).findByRole('option', { name: 'B.A.' });
    await waitFor(() => expect(course).toBeEnabled());

    await user.selectOptions(course, 'B.A.');
    await within(combobox(form, 'Major Subject 1')).findByRole('option', { name: 'Hindi' });
    expect(combobox(form, 'Major Subject 2')).toBeInTheDocument();
    expect(combobox(form, 'Major Subject 3')).toBeInTheDocument();

    await user.selectOptions(course, 'M.A.');
    const subject = combobox(form, 'Subject');
    expect(subject).toHaveAccessibleDescription('This course is studied in one subject');
    expect(within(form).queryByRole('combobox', { name: 'Major Subject 1' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('combobox', { name: 'Major Subject 2' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('combobox', { name: 'Major Subject 3' })).not.toBeInTheDocument();
    await within(subject).findByRole('option', { name: 'English' });
    await user.selectOptions(subject, 'English');

    await user.selectOptions(course, 'B.A.');
    expect(combobox(form, 'Major Subject 1')).toHaveValue('');
    expect(combobox(form, 'Major Subject 2')).toHaveValue('');
    expect(combobox(form, 'Major Subject 3')).toHaveValue('');
  });

  it('a B.A. still asks for a second major: left empty it says "Choose major subject 2"', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    const course = combobox(form, 'Course');
    await within(course).findByRole('option', { name: 'B.A.' });
    await waitFor(() => expect(course).toBeEnabled());
    await user.selectOptions(course, 'B.A.');
    const first = combobox(form, 'Major Subject 1');
    await within(first).findByRole('option', { name: 'Hindi' });
    await user.selectOptions(first, 'Hindi');

    await user.click(within(form).getByRole('button', { name: 'Continue to review' }));

    expect(
      await within(form).findByRole('link', { name: 'Major Subject 2: Choose major subject 2' }),
    ).toBeInTheDocument();
    expect(combobox(form, 'Major Subject 2')).toHaveAccessibleDescription(/Choose major subject 2/);
    expect(combobox(form, 'Major Subject 1')).not.toBeInvalid();
  });

  it('a kept M.A. draft comes back with one subject, and the application is sent with that one subject only', async () => {
    const user = userEvent.setup();
    const sent = acceptUploads();
    applicationDraft.write(MA_DRAFT);
    const form = renderForm();
    await within(form).findByText('Welcome back');
    // Hidden as soon as the courses list says the kept course is an M.A.
    const subject = await within(form).findByRole('combobox', { name: 'Subject' });
    await within(subject).findByRole('option', { name: 'English' });
    await waitFor(() => expect(subject).toHaveValue('12'));
    expect(within(form).queryByRole('combobox', { name: 'Major Subject 2' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('combobox', { name: 'Major Subject 3' })).not.toBeInTheDocument();

    for (const label of MA_DOCUMENTS) {
      const image = label === 'Photograph' || label === 'Signature';
      const file = image ? png(`${label}.png`) : new File(['%PDF-1.4'], `${label}.pdf`, { type: 'application/pdf' });
      await user.upload(within(form).getByLabelText(label), file);
    }
    await user.click(within(form).getByRole('button', { name: 'Continue to review' }));
    const review = await screen.findByRole('form', { name: 'Check your application' });
    await user.click(within(review).getByRole('checkbox', { name: /information given in this application is true/ }));
    await user.click(within(review).getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0];
    expect(body.get('course')).toBe('2');
    expect(body.get('major_subfirst')).toBe('12');
    // Not sent: the service reads a missing second and third major as N/A.
    expect(body.has('major_secund')).toBe(false);
    expect(body.has('major_theard')).toBe(false);
    expect(body.get('minor_sub')).toBe('21');
    // The graduation's marksheet, not the Intermediate's.
    expect(body.get('degree')).toBeInstanceOf(File);
    expect(body.has('inter')).toBe(false);
  });

  it("an M.A.'s qualifying examination is the graduation: a university, a CGPA, the degree marksheet", async () => {
    const user = userEvent.setup();
    applicationDraft.write({ ...MA_DRAFT, qual_marks: '', qual_max: '' });
    const form = renderForm();
    const qualifying = await within(form).findByRole('region', { name: 'Qualifying Examination: Graduation' });
    expect(within(qualifying).getByLabelText('University')).toHaveValue('Lucknow University');
    await user.type(within(qualifying).getByLabelText('Marks Obtained, or CGPA'), '7.85');
    await user.type(within(qualifying).getByLabelText('Maximum Marks, or the CGPA Scale'), '10');
    expect(within(qualifying).getByLabelText('Percentage')).toHaveValue('78.50 %');
    expect(within(form).getByLabelText('Graduation Marksheet')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Intermediate Marksheet')).not.toBeInTheDocument();

    // A B.A. chosen instead: the Intermediate again, by its board.
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Course' }), 'B.A.');
    const school = await within(form).findByRole('region', { name: 'Qualifying Examination' });
    expect(within(school).getByLabelText('Board or University')).toBeInTheDocument();
    expect(within(form).getByLabelText('Intermediate Marksheet')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Graduation Marksheet')).not.toBeInTheDocument();
  });
});

describe('AdmissionForm: an Aadhaar number already registered', { timeout: 30_000 }, () => {
  beforeEach(serveLookups);

  it("keeps the service's message on the Aadhaar field and adds the way to find the application number", async () => {
    const user = userEvent.setup();
    answerUploads(409, {
      result: 'failure',
      message: AADHAAR_REGISTERED_MESSAGE,
      errors: { adhar_num: AADHAAR_REGISTERED_MESSAGE },
    });
    applicationDraft.write(MA_DRAFT);
    const form = renderForm();
    await within(form).findByText('Welcome back');
    const subject = await within(form).findByRole('combobox', { name: 'Subject' });
    await waitFor(() => expect(subject).toHaveValue('12'));
    for (const label of MA_DOCUMENTS) {
      const image = label === 'Photograph' || label === 'Signature';
      const file = image ? png(`${label}.png`) : new File(['%PDF-1.4'], `${label}.pdf`, { type: 'application/pdf' });
      await user.upload(within(form).getByLabelText(label), file);
    }
    await user.click(within(form).getByRole('button', { name: 'Continue to review' }));
    const review = await screen.findByRole('form', { name: 'Check your application' });
    await user.click(within(review).getByRole('checkbox', { name: /information given in this application is true/ }));
    await user.click(within(review).getByRole('button', { name: 'Submit application' }));

    // Refused on its fields: back to the form, with the way to the application number.
    const link = await within(form).findByRole('link', {
      name: 'find your application number with your mobile number and date of birth',
    });
    expect(link).toHaveAttribute('href', '/admission/status');
    expect(within(form).getByLabelText('Aadhaar Number')).toHaveAccessibleDescription(
      expect.stringContaining(AADHAAR_REGISTERED_MESSAGE),
    );
    expect(within(form).getByLabelText('Email')).not.toHaveAccessibleDescription(
      expect.stringContaining(AADHAAR_REGISTERED_MESSAGE),
    );
  });
});

/** The documents of a complete application, of known sizes: what the review lists. */
const CHOSEN_FILES: Record<string, File> = Object.fromEntries(
  [...DOCUMENTS, 'Graduation Marksheet'].map((label, i) => {
    const image = label === 'Photograph' || label === 'Signature';
    const name = `${label.toLowerCase().replace(/ /g, '-')}.${image ? 'png' : 'pdf'}`;
    if (image) return [label, png(name)];
    return [label, new File(['%PDF-1.4'.padEnd(1024 * (i + 1), ' ')], name, { type: 'application/pdf' })];
  }),
);

describe('AdmissionForm: the review step before the application is sent', { timeout: 30_000 }, () => {
  beforeEach(serveLookups);

  /** The kept M.A. draft on the form with every document chosen, then "Continue to review". */
  async function reachReview(user: ReturnType<typeof userEvent.setup>, draft = MA_DRAFT) {
    applicationDraft.write(draft);
    const form = renderForm();
    const subject = await within(form).findByRole('combobox', { name: 'Subject' });
    await within(subject).findByRole('option', { name: 'English' });
    await waitFor(() => expect(subject).toHaveValue('12'));
    for (const label of MA_DOCUMENTS) await user.upload(within(form).getByLabelText(label), CHOSEN_FILES[label]);
    await user.click(within(form).getByRole('button', { name: 'Continue to review' }));
    const review = await screen.findByRole('form', { name: 'Check your application' });
    return { form, review };
  }

  const declaration = (review: HTMLElement) =>
    within(review).getByRole('checkbox', {
      name: /information given in this application is true.*false information cancels the admission/,
    });

  it('shows every answer as the applicant chose it (names, not ids; Aadhaar masked) and each document with its size; the heading takes focus', async () => {
    const user = userEvent.setup();
    const sent = acceptUploads();
    const { form, review } = await reachReview(user);

    expect(form).not.toBeVisible();
    await waitFor(() => expect(within(review).getByRole('heading', { name: 'Check your application' })).toHaveFocus());
    expect(factsIn(review)).toEqual({
      'Full Name': 'Asha Kumari',
      "Father's Name": 'Ramesh Kumar',
      "Mother's Name": 'Sunita Devi',
      'Date of Birth': '14-05-2003',
      Gender: 'Female',
      'Aadhaar Number': `XXXX XXXX ${AADHAAR.slice(-4)}`,
      'Mobile Number': '9876543210',
      Email: 'asha@example.com',
      Category: 'General',
      Religion: 'Hindu',
      'Marital Status': 'Unmarried',
      'Person with Disability': 'No',
      Address: '12 Station Road',
      State: 'Uttar Pradesh',
      District: 'Lucknow',
      'Sub-district (Tehsil)': 'Lucknow Sadar',
      Pincode: '226001',
      Course: 'M.A.',
      Subject: 'English',
      'Minor Subject': 'Economics',
      'Co-curricular Subject': 'Yoga',
      'Vocational Subject': 'Computer Basics',
      'Transfer Certificate (TC)': 'Not-Available',
      // The graduation qualifies for an M.A.: a university, marks or a CGPA.
      University: 'Lucknow University',
      'Year of Passing Graduation': '2024',
      'Graduation Roll Number': 'LU/2024-1187',
      'Marks Obtained, or CGPA': '1236',
      'Maximum Marks, or the CGPA Scale': '1800',
      Percentage: '68.67 %',
      Photograph: `photograph.png (${PNG.length} B)`,
      Signature: `signature.png (${PNG.length} B)`,
      'High School Marksheet': 'high-school-marksheet.pdf (3 KB)',
      'Graduation Marksheet': 'graduation-marksheet.pdf (7 KB)',
      'Aadhaar Card': 'aadhaar-card.pdf (5 KB)',
      'Domicile Certificate': 'domicile-certificate.pdf (6 KB)',
    });
    // The photo and signature themselves, at the printed form's size, to be judged before sending.
    for (const label of ['Photograph', 'Signature']) {
      const picture = await within(review).findByRole('img', { name: `${label} as it will be printed` });
      expect(picture.getAttribute('src')).toMatch(/^(blob:|data:image\/png)/);
    }
    expect(review).not.toHaveTextContent(AADHAAR);
    for (const section of [
      'Personal Information',
      'Course Information',
      'Qualifying Examination: Graduation',
      'Upload Documents',
    ]) {
      expect(within(review).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    // Nothing has been sent: only "Submit application" sends.
    expect(sent).toHaveLength(0);
  });

  it('a date of birth typed day first (14052003) is read back on the form, shown as 14-05-2003 and sent as 2003-05-14', async () => {
    const user = userEvent.setup();
    const sent = acceptUploads();
    const { form, review } = await reachReview(user, { ...MA_DRAFT, dob: '14052003' });
    expect(within(form).getByLabelText('Date of Birth')).toHaveAccessibleDescription(/You entered 14 May 2003/);
    expect(factsIn(review)).toMatchObject({ 'Date of Birth': '14-05-2003' });
    await user.click(declaration(review));
    await user.click(within(review).getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].get('dob')).toBe('2003-05-14');
  });

  it('"Submit application" without the declaration sends nothing: the checkbox says why and the summary, focused, leads to it', async () => {
    const user = userEvent.setup();
    const sent = acceptUploads();
    const { review } = await reachReview(user);

    await user.click(within(review).getByRole('button', { name: 'Submit application' }));

    const message = 'Please confirm the declaration before you submit';
    const checkbox = declaration(review);
    expect(checkbox).toBeInvalid();
    expect(checkbox).toHaveAccessibleDescription(new RegExp(message));
    const summary = within(review)
      .getByRole('heading', { name: 'There is a problem' })
      .closest<HTMLElement>('[role="alert"]')!;
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    await user.click(within(summary).getByRole('link', { name: `Declaration: ${message}` }));
    expect(checkbox).toHaveFocus();
    expect(sent).toHaveLength(0);

    // Ticked, the message goes; the application is sent once.
    await user.click(checkbox);
    expect(checkbox).not.toBeInvalid();
    expect(within(review).queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].get('fname')).toBe('Asha Kumari');
    expect((sent[0].get('photo') as File).name).toBe('photograph.png');
  });

  it('"Edit" returns to the form with every value and document kept, focus on its first section; a change shows on the next review', async () => {
    const user = userEvent.setup();
    const sent = acceptUploads();
    const { review } = await reachReview(user);

    await user.click(within(review).getByRole('button', { name: 'Edit' }));

    const form = screen.getByRole('form', { name: 'Admission form' });
    expect(screen.queryByRole('form', { name: 'Check your application' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('region', { name: 'Personal Information' })).toHaveFocus());
    for (const [name, value] of Object.entries(MA_DRAFT)) {
      if (name === 'idempotency_key' || value === '') continue;
      expect(form.querySelector(`#admission-${name}`), name).toHaveValue(value);
    }
    for (const label of MA_DOCUMENTS) {
      expect((within(form).getByLabelText(label) as HTMLInputElement).files?.[0]).toBe(CHOSEN_FILES[label]);
    }
    expect(sent).toHaveLength(0);

    const name = within(form).getByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Asha Devi');
    await user.click(within(form).getByRole('button', { name: 'Continue to review' }));

    const again = await screen.findByRole('form', { name: 'Check your application' });
    expect(factsIn(again)['Full Name']).toBe('Asha Devi');
    expect(factsIn(again).Photograph).toBe(`photograph.png (${PNG.length} B)`);
    // The change is kept in the tab's draft as well.
    expect(applicationDraft.read()?.fname).toBe('Asha Devi');
    expect(sent).toHaveLength(0);
  });

  it('a refusal naming fields returns to the form with their messages in the focused summary; any other failure stays on the review', async () => {
    const user = userEvent.setup();
    answerUploads(503, { result: 'error', message: 'The service is busy' });
    const { review } = await reachReview(user);
    await user.click(declaration(review));
    await user.click(within(review).getByRole('button', { name: 'Submit application' }));
    expect(await within(review).findByText(/Your application was not sent\. The service is busy/)).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Submit application' })).toBeInTheDocument();

    const message = 'Please check this value';
    answerUploads(422, { result: 'error', message, errors: { adhar_num: message, email: message } });
    await user.click(within(review).getByRole('button', { name: 'Submit application' }));
    const form = await screen.findByRole('form', { name: 'Admission form' });
    expect(screen.queryByRole('form', { name: 'Check your application' })).not.toBeInTheDocument();
    const summary = within(form)
      .getByRole('heading', { name: 'There is a problem' })
      .closest<HTMLElement>('[role="alert"]')!;
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(within(form).getByLabelText('Aadhaar Number')).toHaveAccessibleDescription(new RegExp(message));
  });
});

describe('AdmissionForm: a photograph and a signature straight from a phone', { timeout: 90_000 }, () => {
  beforeEach(serveLookups);
  const KB = 1024;
  let photo: Buffer;
  beforeAll(async () => {
    photo = await phonePhoto();
    expect(photo.length).toBeGreaterThanOrEqual(3 * KB * KB);
  }, 60_000);

  const jpegSize = imageInfo;

  /** An M.A. draft restored, its subject list arrived: only the files are left to choose. */
  async function restoredMaForm() {
    const user = userEvent.setup();
    const sent = acceptUploads();
    applicationDraft.write(MA_DRAFT);
    const form = renderForm();
    const subject = await within(form).findByRole('combobox', { name: 'Subject' });
    await within(subject).findByRole('option', { name: 'English' });
    await waitFor(() => expect(subject).toHaveValue('12'));
    return { user, sent, form };
  }

  it('each is made small enough in the browser, previewed with its size, and the fitted files are what is sent', async () => {
    const { user, sent, form } = await restoredMaForm();

    // Every limit is told beside its input before anything is chosen.
    expect(within(form).getByLabelText('Photograph')).toHaveAccessibleDescription(/JPEG or PNG, at most 100 KB/);
    expect(within(form).getByLabelText('Signature')).toHaveAccessibleDescription(/JPEG or PNG, at most 50 KB/);
    expect(within(form).getByLabelText('High School Marksheet')).toHaveAccessibleDescription(
      /PDF, JPEG or PNG, at most 1 MB/,
    );

    await user.upload(within(form).getByLabelText('Photograph'), fileOfBytes(photo, 'IMG_2041.jpg', 'image/jpeg'));
    expect(
      await within(form).findByRole('img', { name: 'Preview of your photo' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(
      within(form).getByText(/^Ready: \d+ KB, 413 × 531 px, made from your photo of 3\.\d MB, 4000 × 3000 px\.$/),
    ).toBeInTheDocument();
    await user.upload(within(form).getByLabelText('Signature'), fileOfBytes(photo, 'IMG_2042.jpg', 'image/jpeg'));
    expect(
      await within(form).findByRole('img', { name: 'Preview of your signature' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(
      within(form).getByText(/^Ready: \d+ KB, 600 × 200 px, made from your signature of 3\.\d MB/),
    ).toBeInTheDocument();
    for (const label of MA_DOCUMENTS.slice(2)) {
      await user.upload(
        within(form).getByLabelText(label),
        new File(['%PDF-1.4'], `${label}.pdf`, { type: 'application/pdf' }),
      );
    }

    await user.click(within(form).getByRole('button', { name: 'Continue to review' }));
    const review = await screen.findByRole('form', { name: 'Check your application' });
    const answer = (term: string) => within(review).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(answer('Photograph')).toMatch(/^IMG_2041\.jpg \(\d+ KB\)$/);
    expect(answer('Signature')).toMatch(/^IMG_2042\.jpg \(\d+ KB\)$/);
    await user.click(within(review).getByRole('checkbox', { name: /information given in this application is true/ }));
    await user.click(within(review).getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const sentPhoto = sent[0].get('photo') as File;
    const sentSignature = sent[0].get('signature') as File;
    expect(sentPhoto.name).toBe('IMG_2041.jpg');
    expect(sentPhoto.size).toBeLessThanOrEqual(100 * KB);
    expect(await jpegSize(sentPhoto)).toEqual({ format: 'jpeg', width: 413, height: 531 });
    expect(sentSignature.name).toBe('IMG_2042.jpg');
    expect(sentSignature.size).toBeLessThanOrEqual(50 * KB);
    expect(await jpegSize(sentSignature)).toEqual({ format: 'jpeg', width: 600, height: 200 });
  });

  it('a camera photo of a marksheet and two photos of the Aadhaar card go as a fitted JPEG and one PDF, even when Continue is pressed while they are made', async () => {
    const { user, sent, form } = await restoredMaForm();
    await user.upload(within(form).getByLabelText('Photograph'), fileOfBytes(photo, 'IMG_2041.jpg', 'image/jpeg'));
    await user.upload(within(form).getByLabelText('Signature'), fileOfBytes(photo, 'IMG_2042.jpg', 'image/jpeg'));
    for (const label of ['Graduation Marksheet', 'Domicile Certificate']) {
      await user.upload(
        within(form).getByLabelText(label),
        new File(['%PDF-1.4'], `${label}.pdf`, { type: 'application/pdf' }),
      );
    }
    await user.upload(
      within(form).getByLabelText('High School Marksheet'),
      fileOfBytes(photo, 'IMG_3001.jpg', 'image/jpeg'),
    );
    await user.upload(within(form).getByLabelText('Aadhaar Card'), [
      fileOfBytes(photo, 'IMG_3002.jpg', 'image/jpeg'),
      fileOfBytes(photo, 'IMG_3003.jpg', 'image/jpeg'),
    ]);
    // Pressed at once: the form waits for the fitting, then checks what will really be sent.
    await user.click(within(form).getByRole('button', { name: 'Continue to review' }));
    const review = await screen.findByRole('form', { name: 'Check your application' }, { timeout: 30_000 });
    expect(within(form).queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
    const answer = (term: string) => within(review).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(answer('High School Marksheet')).toMatch(/^IMG_3001\.jpg \(\d+ KB\)$/);
    expect(answer('Aadhaar Card')).toMatch(/^IMG_3002\.pdf \(\d+ KB\)$/);
    await user.click(within(review).getByRole('checkbox', { name: /information given in this application is true/ }));
    await user.click(within(review).getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const marksheet = sent[0].get('highschool') as File;
    expect(marksheet.size).toBeLessThanOrEqual(1024 * KB);
    expect(await jpegSize(marksheet)).toEqual({ format: 'jpeg', width: 1653, height: 1240 });
    const aadhaar = sent[0].get('adhar') as File;
    expect(aadhaar.type).toBe('application/pdf');
    expect(aadhaar.size).toBeLessThanOrEqual(1024 * KB);
    expect(new TextDecoder().decode(await aadhaar.slice(0, 5).arrayBuffer())).toBe('%PDF-');
  }, 60_000);

  it('an iPhone HEIC photo is refused on the field with how to send a JPEG, and the submit asks for the photograph', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await waitFor(() => expect(within(form).getByLabelText('Full Name')).toBeEnabled());
    const input = within(form).getByLabelText('Photograph');
    await user.upload(input, new File([new Uint8Array(3 * KB * KB)], 'IMG_2043.HEIC', { type: 'image/heic' }));
    expect(input).toHaveAccessibleDescription(
      /This photo is a HEIC picture \(as iPhones save them\), which cannot be used here\. Please choose a JPEG instead/,
    );
    expect(input).toBeInvalid();

    await user.click(within(form).getByRole('button', { name: 'Continue to review' }));
    const heading = await within(form).findByRole('heading', { name: 'There is a problem' });
    const summary = heading.closest<HTMLElement>('[role="alert"]')!;
    expect(within(summary).getByRole('link', { name: 'Photograph: Upload your photograph' })).toBeInTheDocument();
    // The field keeps saying how to get a JPEG.
    expect(input).toHaveAccessibleDescription(/Settings › Camera › Formats/);
  });
});
