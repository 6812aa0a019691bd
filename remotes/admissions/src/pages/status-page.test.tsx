import { ImageCodecProvider } from '@college/remote-kit';
import { factsIn, fileOfBytes, imageInfo, phonePhoto, sharpImageCodec } from '@college/remote-kit/testing';
import { MemoryNavigation, useLocation } from '@college/design-system';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_SETTINGS } from '@college/settings/testing';
import { formatIndianDate } from '@college/settings/dates';
import {
  ACCESS_CODE_MESSAGE,
  APPLICATION_FORM_PATH,
  APPLICATION_VOID_MESSAGE,
  lookupWaitMessage,
  REUPLOAD_DOCUMENTS_PATH,
  REUPLOAD_RECEIVED,
} from '@college/admissions-service/contract';
import { printText } from '../features/print/print-text';
import accessCode from '../features/shared/access-code.messages.json';
import standingMessages from '../features/status/standing.messages.json';
import { APPLICATION, json } from '../testing/status-answers';
import StatusPage from './status-page';

/** The printout's English words. */
const PRINT_TEXT = printText('en');

const ACCESS_CODE_TEXT = accessCode.en;

const TOKEN = APPLICATION.payment_token;
const PAID = {
  ...APPLICATION,
  payment_token: null,
  payment: {
    mode: 'online',
    amount: 2500,
    trans_no: '512345678901',
    paid_at: '2025-06-03T08:00:00.000Z',
    state: 'verified',
    confirmed_at: '2025-06-04T08:00:00.000Z',
  },
};
/** A UPI reference typed in, not yet verified by the office. */
const CLAIMED = { ...PAID, payment: { ...PAID.payment, state: 'claimed', confirmed_at: null } };
/** Cash chosen: due at the counter, still payable online (so a token). */
const DUE = {
  ...APPLICATION,
  payment: {
    mode: 'cash',
    amount: 2500,
    trans_no: '0',
    paid_at: '2025-06-03T08:00:00.000Z',
    state: 'due_at_counter',
    confirmed_at: null,
  },
};

function answer(reply: () => Response) {
  const fetch = vi.fn(async () => reply());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());
const sentBody = (fetch: ReturnType<typeof answer>) =>
  JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));

/** Where a link took the visitor, with its navigation state. */
function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

function renderPage() {
  // jsdom has no canvas: the document fitter encodes real JPEGs with sharp here.
  return render(
    <ImageCodecProvider codec={sharpImageCodec}>
      <MemoryNavigation initialPath="/admission/status">
        <StatusPage />
        <Where />
      </MemoryNavigation>
    </ImageCodecProvider>,
  );
}

async function lookUp(applicationNo: string, accessCode: string, dob: string) {
  const user = userEvent.setup();
  if (applicationNo) await user.type(screen.getByLabelText('Application number'), applicationNo);
  if (accessCode) await user.type(screen.getByLabelText(ACCESS_CODE_TEXT.label), accessCode);
  if (dob) await user.type(screen.getByLabelText('Date of Birth'), dob);
  await user.click(screen.getByRole('button', { name: 'Find my application' }));
  return user;
}

describe('/admission/status', () => {
  it('a found application can be printed whole: "Print application" asks for it with the same three proofs', async () => {
    const fetch = vi.fn(async (url: string) =>
      url === APPLICATION_FORM_PATH
        ? json({ result: 'failure', message: 'Not now', errors: {} }, 503)
        : json({ result: 'success', data: DUE }),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage();
    const user = await lookUp('adm2025-000012', 'k7qm-4xpa', '2006-05-14');
    await user.click(await screen.findByRole('button', { name: PRINT_TEXT.button }));
    await screen.findByText('Not now');
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe(APPLICATION_FORM_PATH);
    expect(JSON.parse(String(init.body))).toEqual({
      application_no: 'ADM2025-000012',
      dob: '2006-05-14',
      access_code: 'K7QM4XPA',
    });
  });

  it('asks for all three values before looking anything up', async () => {
    const fetch = answer(() => json({}));
    renderPage();
    await lookUp('', '', '');
    // Each field named with what to do, as on the admission form.
    expect(screen.getByLabelText('Application number')).toHaveAccessibleDescription(/Enter your application number/);
    expect(screen.getByLabelText(ACCESS_CODE_TEXT.label)).toHaveAccessibleDescription(/Enter your access code/);
    expect(screen.getByLabelText('Date of Birth')).toHaveAccessibleDescription(/Enter your date of birth/);
    const link = await screen.findByRole('link', { name: /^Application number:/ });
    // The summary takes focus, so a screen reader hears the problems at once.
    expect(link.closest('[role="alert"]')?.parentElement).toHaveFocus();
    expect(
      screen.getByRole('link', { name: new RegExp(`^${ACCESS_CODE_TEXT.label}: Enter your access code`) }),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the access code field says where the code is, and its summary link leads to it', async () => {
    answer(() => json({}));
    renderPage();
    const field = screen.getByLabelText(ACCESS_CODE_TEXT.label);
    expect(field).toHaveAccessibleDescription(ACCESS_CODE_TEXT.hint);
    await lookUp('ADM2025-000012', '', '2006-05-14');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: new RegExp(`^${ACCESS_CODE_TEXT.label}:`) }));
    expect(field).toHaveFocus();
  });

  it("checks the number's and the code's shape before asking the service", async () => {
    const fetch = answer(() => json({}));
    renderPage();
    // 0 and 1 are never in a code (nor O and I): surely a typo.
    await lookUp('12345', 'K7QM-4XP0', '');
    expect(screen.getByLabelText('Application number')).toHaveAccessibleDescription(
      /Application number looks like ADM2025-000123/,
    );
    expect(screen.getByLabelText(ACCESS_CODE_TEXT.label)).toHaveAccessibleDescription(new RegExp(ACCESS_CODE_MESSAGE));
    expect(screen.getByLabelText('Date of Birth')).toHaveAccessibleDescription(/Enter your date of birth/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an unpaid application shows its state and access code, and leads to /payment with the proof to pay', async () => {
    const fetch = answer(() => json({ result: 'success', data: APPLICATION }));
    renderPage();
    const user = await lookUp('adm2025-000012', 'k7qm 4xpa', '2006-05-14');
    // Sent as the shared schema reads it: number in capitals, code without space or hyphen.
    expect(sentBody(fetch)).toEqual({ application_no: 'ADM2025-000012', dob: '2006-05-14', access_code: 'K7QM4XPA' });
    const found = await screen.findByRole('region', { name: 'Application ADM2025-000012' });
    expect(within(found).getByText('Submitted, fee not paid yet')).toBeInTheDocument();
    expect(within(found).getByText('Hindi, History, Economics')).toBeInTheDocument();
    expect(factsIn(found)).toMatchObject({ [ACCESS_CODE_TEXT.label]: 'K7QM-4XPA' });
    expect(within(found).getByText(ACCESS_CODE_TEXT.keep)).toBeInTheDocument();
    await user.click(within(found).getByRole('link', { name: 'Pay the fee of ₹2,500' }));
    const where = screen.getByRole('status', { name: 'location' });
    expect(where.textContent).toMatch(/^\/payment /);
    expect(JSON.parse(where.textContent!.replace(/^\/payment /, ''))).toEqual({
      id: 12,
      name: 'Asha Kumari',
      father: 'Ramesh Kumar',
      application_no: 'ADM2025-000012',
      course: 'B.A.',
      fee: 2500,
      payment_token: TOKEN,
      dob: '2006-05-14',
      access_code: 'K7QM-4XPA',
    });
  });

  it('a paid application shows the payment and the access code, can be printed again, with no way to pay twice', async () => {
    answer(() => json({ result: 'success', data: PAID }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderPage();
    const user = await lookUp('ADM2025-000012', 'K7QM-4XPA', '2006-05-14');
    const found = await screen.findByRole('region', { name: 'Application ADM2025-000012' });
    expect(within(found).getByText('Submitted, fee paid')).toBeInTheDocument();
    expect(within(found).getByText('UPI, reference 512345678901')).toBeInTheDocument();
    expect(factsIn(found)).toMatchObject({ 'Amount paid': '₹2,500', 'Confirmed by the office on': '04-06-2025' });
    expect(factsIn(found)).toMatchObject({ [ACCESS_CODE_TEXT.label]: 'K7QM-4XPA' });
    expect(within(found).queryByRole('link', { name: /Pay the fee/ })).not.toBeInTheDocument();
    await user.click(within(found).getByRole('button', { name: 'Print acknowledgement' }));
    expect(print).toHaveBeenCalled();
  });

  it('a paid application: "nothing to do"; a claim the office returned: one true account, the day it was returned and the fee still open', async () => {
    answer(() => json({ result: 'success', data: PAID }));
    const { unmount } = renderPage();
    await lookUp('ADM2025-000012', 'K7QM-4XPA', '2006-05-14');
    expect(
      await screen.findByText(/The office has not checked it yet\. You do not need to do anything now\./),
    ).toBeInTheDocument();
    unmount();

    const returned = {
      ...CLAIMED,
      payment: {
        ...CLAIMED.payment,
        state: 'returned',
        confirmed_at: '2025-06-05T08:00:00.000Z',
        return_reason: 'No such UPI reference',
      },
    };
    answer(() => json({ result: 'success', data: returned }));
    renderPage();
    await lookUp('ADM2025-000012', 'K7QM-4XPA', '2006-05-14');
    const found = await screen.findByRole('region', { name: 'Application ADM2025-000012' });
    expect(factsIn(found)).toMatchObject({ 'Returned by the office on': '05-06-2025' });
    expect(factsIn(found)).not.toHaveProperty('Confirmed by the office on');
    expect(
      screen.getByText(/The office has not checked it yet\. Your fee is not settled yet: see below what to do\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You do not need to do anything now/)).not.toBeInTheDocument();
  });

  it('a UPI claim is "paid – being verified", not paid, with no way to pay twice', async () => {
    answer(() => json({ result: 'success', data: CLAIMED }));
    renderPage();
    await lookUp('ADM2025-000012', 'K7QM-4XPA', '2006-05-14');
    const found = await screen.findByRole('region', { name: 'Application ADM2025-000012' });
    expect(within(found).getByText('Submitted, paid – being verified')).toBeInTheDocument();
    expect(within(found).queryByText('Submitted, fee paid')).not.toBeInTheDocument();
    expect(factsIn(found)).toMatchObject({
      'Amount sent (being verified)': '₹2,500',
      Payment: 'UPI, reference 512345678901',
    });
    expect(factsIn(found)).not.toHaveProperty('Amount paid');
    expect(within(found).queryByRole('link', { name: /Pay the fee/ })).not.toBeInTheDocument();
  });

  it('a returned claim says the office could not find the money, in its own words, and asks the applicant to come', async () => {
    const returned = {
      ...CLAIMED,
      payment: {
        ...CLAIMED.payment,
        state: 'returned',
        confirmed_at: '2025-06-05T09:00:00.000Z',
        return_reason: 'No credit with this reference in June',
      },
    };
    answer(() => json({ result: 'success', data: returned }));
    renderPage();
    await lookUp('ADM2025-000012', 'K7QM-4XPA', '2006-05-14');
    const found = await screen.findByRole('region', { name: 'Application ADM2025-000012' });
    expect(within(found).getByText(/could not find your payment/)).toBeInTheDocument();
    expect(
      within(found).getByText('The college office says: No credit with this reference in June'),
    ).toBeInTheDocument();
  });

  it('cash chosen is "fee due at the college counter", not paid; paying online instead is still offered', async () => {
    answer(() => json({ result: 'success', data: DUE }));
    renderPage();
    await lookUp('ADM2025-000012', 'K7QM-4XPA', '2006-05-14');
    const found = await screen.findByRole('region', { name: 'Application ADM2025-000012' });
    expect(within(found).getByText('Submitted, fee due at the college counter')).toBeInTheDocument();
    expect(within(found).getByText(/pay it in cash at the college office/)).toBeInTheDocument();
    expect(factsIn(found)).toMatchObject({ 'Fee due at the counter': '₹2,500', Payment: 'Cash at the college office' });
    expect(within(found).getByRole('link', { name: 'Pay the fee of ₹2,500' })).toBeInTheDocument();
  });

  it('a wrong answer says so and shows nothing of any application', async () => {
    const message = 'No application matches this application number, date of birth and access code.';
    answer(() => json({ result: 'failure', message, errors: {} }, 404));
    renderPage();
    await lookUp('ADM2025-000099', 'K7QM-4XPA', '2006-05-14');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Application not found')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("an application the office voided: titled cancelled, in the service's words, and nothing of it shown", async () => {
    answer(() => json({ result: 'failure', message: APPLICATION_VOID_MESSAGE, errors: {} }, 410));
    renderPage();
    await lookUp('ADM2025-000012', 'K7QM-4XPA', '2006-05-14');
    expect(await screen.findByText(APPLICATION_VOID_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Application cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Application not found')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("too many wrong answers: asked to wait, in the service's words, and still nothing shown", async () => {
    const message = lookupWaitMessage(2);
    answer(() => json({ result: 'failure', message, errors: {} }, 429));
    renderPage();
    await lookUp('ADM2025-000012', 'K7QM-4XPA', '2006-05-14');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Please wait before trying again')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("the service's own field message is tied to its field", async () => {
    answer(() =>
      json(
        {
          result: 'failure',
          message: 'Please correct the highlighted fields.',
          errors: { access_code: ACCESS_CODE_MESSAGE },
        },
        400,
      ),
    );
    renderPage();
    await lookUp('ADM2025-000012', 'K7QM-4XPA', '2006-05-14');
    await vi.waitFor(() =>
      expect(screen.getByLabelText(ACCESS_CODE_TEXT.label)).toHaveAccessibleDescription(
        new RegExp(ACCESS_CODE_MESSAGE),
      ),
    );
  });

  it('tells where to get a code when it is lost', () => {
    renderPage();
    expect(screen.getByRole('form', { name: 'Find my application' })).toHaveTextContent(ACCESS_CODE_TEXT.lost);
  });
});

describe('/admission/status: forgot your application number?', () => {
  const openForgot = async () => {
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Forgot your application number?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return { user, form: screen.getByRole('form', { name: 'Find my application number' }) };
  };

  it('mobile number and date of birth give the number masked except its last digits', async () => {
    const fetch = answer(() =>
      json({ result: 'success', data: { masked_application_no: 'ADM2025-XX0012', emailed: false } }),
    );
    renderPage();
    const { user, form } = await openForgot();
    await user.type(within(form).getByLabelText('Mobile Number'), '98765 43210');
    await user.type(within(form).getByLabelText('Date of Birth'), '2006-05-14');
    await user.click(within(form).getByRole('button', { name: 'Find my application number' }));
    expect(await screen.findByText(/Your application number is ADM2025-XX0012/)).toBeInTheDocument();
    expect(sentBody(fetch)).toEqual({ mobile: '9876543210', dob: '2006-05-14' });
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toMatch(/findApplicationNumber$/);
  });

  it('several applications with the mobile number and date of birth (twins on one phone): each listed, masked', async () => {
    answer(() =>
      json({
        result: 'success',
        data: {
          masked_application_no: 'ADM2025-XX0013',
          masked_application_nos: ['ADM2025-XX0013', 'ADM2025-XX0012'],
          emailed: true,
        },
      }),
    );
    renderPage();
    const { user, form } = await openForgot();
    await user.type(within(form).getByLabelText('Mobile Number'), '9876543210');
    await user.type(within(form).getByLabelText('Date of Birth'), '2006-05-14');
    await user.click(within(form).getByRole('button', { name: 'Find my application number' }));
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ADM2025-XX0013', 'ADM2025-XX0012']);
    expect(screen.getByText(/each full number to the e-mail address on its own application/)).toBeInTheDocument();
  });

  it('the mobile number autofills as the national number, on a text field with a number pad (valid HTML)', async () => {
    renderPage();
    const { form } = await openForgot();
    const mobile = within(form).getByLabelText('Mobile Number');
    // `tel-national` is allowed only on a text field, not on type="tel" (W3C Nu Html Checker).
    expect(mobile).toHaveAttribute('type', 'text');
    expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
  });

  it('asks for both before looking anything up', async () => {
    const fetch = answer(() => json({}));
    renderPage();
    const { user, form } = await openForgot();
    await user.click(within(form).getByRole('button', { name: 'Find my application number' }));
    expect(within(form).getByLabelText('Mobile Number')).toHaveAccessibleDescription(/Enter your mobile number/);
    expect(within(form).getByLabelText('Date of Birth')).toHaveAccessibleDescription(/Enter your date of birth/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a miss gets the service's one message, which never says which value was wrong", async () => {
    const message = 'No application matches this mobile number and date of birth.';
    answer(() => json({ result: 'failure', message, errors: {} }, 404));
    renderPage();
    const { user, form } = await openForgot();
    await user.type(within(form).getByLabelText('Mobile Number'), '9876543210');
    await user.type(within(form).getByLabelText('Date of Birth'), '2006-05-14');
    await user.click(within(form).getByRole('button', { name: 'Find my application number' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Application not found')).toBeInTheDocument();
    expect(screen.queryByText(/Your application number is/)).not.toBeInTheDocument();
  });

  it('opens at once when the admission form sends an applicant already registered', () => {
    render(
      <MemoryNavigation initialPath="/admission/status" initialState={{ forgot: true }}>
        <StatusPage />
      </MemoryNavigation>,
    );
    expect(screen.getByRole('button', { name: 'Forgot your application number?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('form', { name: 'Find my application number' })).toBeInTheDocument();
  });

  it('a query raised lists each document with its reason, and sends only new files of those with the proofs', async () => {
    const QUERIED = {
      ...APPLICATION,
      state: 'query_raised',
      rejection_reason: null,
      queried: [
        {
          field: 'caste',
          label: 'Caste Certificate',
          reason: 'The document cannot be read.',
          note: 'The seal is not visible.',
        },
      ],
    };
    const fetch = vi.fn(async (url: string) =>
      url === REUPLOAD_DOCUMENTS_PATH
        ? json({
            result: 'success',
            message: REUPLOAD_RECEIVED,
            data: { state: 'under_scrutiny', rejection_reason: null, queried: [] },
          })
        : json({ result: 'success', data: QUERIED }),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage();
    const user = await lookUp('adm2025-000012', 'k7qm-4xpa', '2006-05-14');
    const standing = await screen.findByRole('region', {
      name: `Application status: ${standingMessages.en['query_raised.title']}`,
    });
    expect(standing).toHaveTextContent('Caste Certificate: The document cannot be read. The seal is not visible.');
    await user.click(within(standing).getByRole('button', { name: standingMessages.en.send }));
    expect(
      await within(standing).findByRole('link', { name: `Caste Certificate: ${standingMessages.en.chooseOne}` }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);

    // Photographed again with the phone (3 MB) and sent at once: fitted on the device first.
    await user.upload(
      within(standing).getByLabelText('Caste Certificate'),
      fileOfBytes(await phonePhoto(), 'IMG_5001.jpg', 'image/jpeg'),
    );
    await user.click(within(standing).getByRole('button', { name: standingMessages.en.send }));
    expect(await screen.findByText(REUPLOAD_RECEIVED)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: `Application status: ${standingMessages.en['under_scrutiny.title']}` }),
    ).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe(REUPLOAD_DOCUMENTS_PATH);
    const sent = init.body as FormData;
    expect([...sent.keys()]).toEqual(['application_no', 'dob', 'access_code', 'caste']);
    expect(sent.get('access_code')).toBe('K7QM4XPA');
    const caste = sent.get('caste') as File;
    expect(caste.size).toBeLessThanOrEqual(1024 * 1024);
    expect(await imageInfo(caste)).toEqual({ format: 'jpeg', width: 1653, height: 1240 });
  }, 60_000);

  it('an admitted applicant gets a provisional admission letter to print: course, subjects, fee, when to report and what to bring', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const verified = {
      mode: 'online',
      amount: 2500,
      trans_no: '512345678901',
      paid_at: '2025-06-03T08:00:00.000Z',
      state: 'verified',
      confirmed_at: '2025-06-05T08:00:00.000Z',
      return_reason: null,
    };
    answer(() =>
      json({ result: 'success', data: { ...APPLICATION, payment: verified, state: 'admitted', queried: [] } }),
    );
    renderPage();
    await lookUp('adm2025-000012', 'k7qm-4xpa', '2006-05-14');
    const letter = await screen.findByRole('region', { name: 'Provisional admission letter' });
    expect(factsIn(letter)).toMatchObject({
      'Application number': 'ADM2025-000012',
      Name: 'Asha Kumari',
      Course: 'B.A.',
      Subjects: 'Hindi, History, Economics',
      'Admission fee': '₹2,500 paid',
    });
    expect(letter).toHaveTextContent(`provisional seat in B.A. for the academic year ${TEST_SETTINGS.admission.year}`);
    const reporting = TEST_SETTINGS.admission.reporting!;
    expect(letter).toHaveTextContent(`Report to the college office from ${formatIndianDate(reporting.from)}`);
    expect(
      within(letter)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(reporting.documents);

    await userEvent.click(within(letter).getByRole('button', { name: 'Print admission letter' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.printing).toBe('letter');
    delete document.documentElement.dataset.printing;
  });

  it('no admission letter before the office admits', async () => {
    answer(() => json({ result: 'success', data: { ...APPLICATION, state: 'verified', queried: [] } }));
    renderPage();
    await lookUp('adm2025-000012', 'k7qm-4xpa', '2006-05-14');
    await screen.findByRole('region', { name: `Application status: ${standingMessages.en['verified.title']}` });
    expect(screen.queryByRole('region', { name: 'Provisional admission letter' })).not.toBeInTheDocument();
  });

  it('a rejection says so in plain words, with the reason', async () => {
    answer(() =>
      json({
        result: 'success',
        data: {
          ...APPLICATION,
          state: 'rejected',
          rejection_reason: 'The certificate is of another person.',
          queried: [],
        },
      }),
    );
    renderPage();
    await lookUp('adm2025-000012', 'k7qm-4xpa', '2006-05-14');
    const standing = await screen.findByRole('region', {
      name: `Application status: ${standingMessages.en['rejected.title']}`,
    });
    expect(standing).toHaveTextContent(standingMessages.en['rejected.body']);
    expect(standing).toHaveTextContent('The reason: The certificate is of another person.');
    expect(within(standing).queryByRole('form')).toBeNull();
  });
});
