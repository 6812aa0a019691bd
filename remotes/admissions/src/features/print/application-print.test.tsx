import { factsIn } from '@college/remote-kit/testing';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { LanguageProvider } from '@college/design-system';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_SETTINGS } from '@college/settings/testing';
import {
  APPLICATION_FORM_PATH,
  PAYMENT_STATE_TEXT,
  STATUS_NOT_FOUND_MESSAGE,
} from '@college/admissions-service/contract';
import { postalAddress } from '@college/settings/format';
import { PrintApplication } from './application-print';
import { printText } from './print-text';
import { PHOTO, PRINTABLE_APPLICATION } from '../../testing/printable-application';

/** The printout's English words. */
const PRINT_TEXT = printText('en');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const QUERY = { application_no: 'ADM2025-000012', dob: '2006-05-14', access_code: 'K7QMAXPA' };
const APPLICATION = PRINTABLE_APPLICATION;

let print: ReturnType<typeof vi.fn>;
beforeEach(() => {
  print = vi.fn();
  vi.stubGlobal('print', print);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.printing;
});

function answer(reply: () => Response) {
  const fetch = vi.fn(async () => reply());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function pressPrint(lang: 'en' | 'hi' = 'en') {
  const user = userEvent.setup();
  render(
    <LanguageProvider lang={lang}>
      <PrintApplication query={QUERY} />
    </LanguageProvider>,
  );
  await user.click(screen.getByRole('button', { name: printText(lang).button }));
  return user;
}

describe('Print application', () => {
  it('fetches the application with the three proofs and shows the one-page sheet: letterhead, A.Y., number, every field', async () => {
    const fetch = answer(() => json({ result: 'success', data: APPLICATION }));
    await pressPrint();
    const sheet = await screen.findByRole('region', { name: PRINT_TEXT.heading });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(APPLICATION_FORM_PATH);
    expect(JSON.parse(String(init.body))).toEqual(QUERY);

    // The college's details from the settings, and the academic year, at the top.
    expect(within(sheet).getByText(TEST_SETTINGS.name)).toBeInTheDocument();
    expect(within(sheet).getByText(postalAddress(TEST_SETTINGS.address))).toBeInTheDocument();
    expect(within(sheet).getByText(`Admission A.Y. ${TEST_SETTINGS.admission.year}`)).toBeInTheDocument();
    expect(within(sheet).getByRole('heading', { name: PRINT_TEXT.heading })).toBeInTheDocument();

    const shown = factsIn(sheet);
    expect(shown).toMatchObject({
      [PRINT_TEXT.applicationNo]: 'ADM2025-000012',
      [PRINT_TEXT.submittedOn]: '02-06-2025',
      [PRINT_TEXT.course]: 'B.A.',
      [PRINT_TEXT.label('name')]: 'Asha Kumari',
      [PRINT_TEXT.label('mother')]: 'Sunita Devi',
      [PRINT_TEXT.label('aadhaar')]: 'XXXX XXXX 1234',
      [PRINT_TEXT.label('certificate')]: 'OBC/2025/77',
      [PRINT_TEXT.label('district')]: 'Varanasi',
      [PRINT_TEXT.label('subDistrict')]: 'Pindra',
      [PRINT_TEXT.label('majors')]: 'Hindi, History',
      [PRINT_TEXT.label('minor')]: 'Economics',
      [PRINT_TEXT.label('cocurricular')]: 'Yoga',
      [PRINT_TEXT.label('board')]: 'U.P. Board',
      [PRINT_TEXT.label('year')]: '2024',
      [PRINT_TEXT.label('roll')]: '2412/345-A',
      [PRINT_TEXT.label('marks')]: '412 / 500',
      [PRINT_TEXT.label('percent')]: '82.40 %',
      [PRINT_TEXT.label('disType')]: 'Locomotor disability',
      [PRINT_TEXT.label('pwdPercent')]: '45 %',
      [PRINT_TEXT.label('feeState')]: `Submitted, ${PAYMENT_STATE_TEXT.due_at_counter}`,
      [PRINT_TEXT.label('mode')]: 'Cash at the college office',
      'Fee due at the counter': '₹2,500',
    });
    // The state by its English name on an English page, not marked.
    expect(shown[PRINT_TEXT.label('state')]).toBe('Uttar Pradesh');
    expect(within(sheet).getByText('Uttar Pradesh')).not.toHaveAttribute('lang');
    expect(within(sheet).queryByText('उत्तर प्रदेश')).not.toBeInTheDocument();
    // Nothing that is not asked for is printed as a field (no income for an OBC applicant).
    expect(shown).not.toHaveProperty(PRINT_TEXT.label('income'));
    expect(sheet).not.toHaveTextContent(/\d{4} \d{4} 1234/);

    expect(within(sheet).getByRole('img', { name: PRINT_TEXT.photoAlt('Asha Kumari') })).toHaveAttribute('src', PHOTO);
    expect(within(sheet).getByRole('img', { name: PRINT_TEXT.signatureAlt('Asha Kumari') })).toHaveAttribute(
      'src',
      PHOTO,
    );
    expect(within(sheet).getByRole('group', { name: PRINT_TEXT.office })).toHaveTextContent(PRINT_TEXT.officeStamp);
  });

  it('takes focus to the sheet, waits for the photo and signature, then prints the application only', async () => {
    const fetch = answer(() => json({ result: 'success', data: APPLICATION }));
    await pressPrint();
    const sheet = await screen.findByRole('region', { name: PRINT_TEXT.heading });
    expect(within(sheet).getByRole('heading', { name: PRINT_TEXT.heading })).toHaveFocus();
    // The images have not loaded yet: no print dialog.
    await act(async () => undefined);
    expect(print).not.toHaveBeenCalled();
    for (const image of within(sheet).getAllByRole('img')) fireEvent.load(image);
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(document.documentElement.dataset.printing).toBe('application');
    // Pressing again prints again, without asking the service again (jsdom loads no image: say it did).
    await userEvent.click(screen.getByRole('button', { name: PRINT_TEXT.button }));
    for (const image of within(sheet).getAllByRole('img')) fireEvent.load(image);
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("an M.A. applicant's qualifying examination is printed as the graduation: the university, the CGPA, in both languages", async () => {
    const graduation = {
      exam: 'graduation',
      board: 'Lucknow University',
      year: 2024,
      roll: 'LU/2024-1187',
      marks: 7.85,
      max: 10,
      percent: '78.50',
    };
    answer(() => json({ result: 'success', data: { ...APPLICATION, course: 'M.A.', qualifying: graduation } }));
    await pressPrint();
    const sheet = await screen.findByRole('region', { name: PRINT_TEXT.heading });
    expect(within(sheet).getByRole('heading', { name: 'Qualifying examination: graduation' })).toBeInTheDocument();
    expect(factsIn(sheet)).toMatchObject({
      University: 'Lucknow University',
      [PRINT_TEXT.label('marks')]: '7.85 / 10',
      [PRINT_TEXT.label('percent')]: '78.50 %',
    });
    expect(factsIn(sheet)).not.toHaveProperty(PRINT_TEXT.label('board'));

    cleanup();
    await pressPrint('hi');
    const hindi = await screen.findByRole('region', { name: printText('hi').heading });
    expect(within(hindi).getByRole('heading', { name: 'अर्हकारी परीक्षा: स्नातक' })).toBeInTheDocument();
    expect(factsIn(hindi)).toMatchObject({ विश्वविद्यालय: 'Lucknow University' });
  });

  it('an application without a payment says the fee is not paid yet and how much is due', async () => {
    answer(() => json({ result: 'success', data: { ...APPLICATION, payment: null } }));
    await pressPrint();
    const sheet = await screen.findByRole('region', { name: PRINT_TEXT.heading });
    expect(factsIn(sheet)).toMatchObject({
      [PRINT_TEXT.label('feeState')]: 'Submitted, fee not paid yet',
      [PRINT_TEXT.label('amount')]: PRINT_TEXT.feeDue(2500),
    });
  });

  it('says why when the service refuses, and prints nothing', async () => {
    answer(() => json({ result: 'failure', message: STATUS_NOT_FOUND_MESSAGE, errors: {} }, 404));
    await pressPrint();
    expect(await screen.findByText(STATUS_NOT_FOUND_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(PRINT_TEXT.failedTitle)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: PRINT_TEXT.heading })).not.toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });

  it('refuses an answer that carries the Aadhaar number in clear (the contract allows only the masked form)', async () => {
    answer(() => json({ result: 'success', data: { ...APPLICATION, aadhaar_masked: '2345 6789 1234' } }));
    await pressPrint();
    expect(await screen.findByText(PRINT_TEXT.failedTitle)).toBeInTheDocument();
    expect(screen.queryByText('2345 6789 1234')).not.toBeInTheDocument();
  });

  it("on a Hindi page: the sheet in Hindi, the letterhead with the college's Hindi name and address, choices and course in Hindi", async () => {
    answer(() => json({ result: 'success', data: APPLICATION }));
    await pressPrint('hi');
    const sheet = await screen.findByRole('region', { name: 'प्रवेश हेतु आवेदन पत्र' });
    const hindi = TEST_SETTINGS.hi!;
    expect(within(sheet).getByText(hindi.name)).toBeInTheDocument();
    expect(within(sheet).getByText(postalAddress({ ...TEST_SETTINGS.address, ...hindi.address }))).toBeInTheDocument();
    expect(within(sheet).getByText(`प्रवेश, शैक्षणिक सत्र ${TEST_SETTINGS.admission.year}`)).toBeInTheDocument();
    expect(factsIn(sheet)).toMatchObject({
      'आवेदन संख्या': 'ADM2025-000012',
      'जमा करने की तिथि': '02-06-2025',
      पाठ्यक्रम: 'बी.ए.',
      'पूरा नाम': 'Asha Kumari',
      'जन्म तिथि': '14-05-2006',
      लिंग: 'महिला',
      श्रेणी: 'अन्य पिछड़ा वर्ग',
      'दिव्यांगता का प्रकार': 'चलन दिव्यांगता',
      शुल्क: 'जमा हो गया, शुल्क महाविद्यालय काउंटर पर देय',
      'काउंटर पर देय शुल्क': '₹2,500',
    });
    // The state by its Hindi name; the LGD's district and tehsil names have no Hindi: marked as English for screen readers.
    expect(factsIn(sheet)).toMatchObject({ राज्य: 'उत्तर प्रदेश', ज़िला: 'Varanasi' });
    expect(within(sheet).getByText('उत्तर प्रदेश')).not.toHaveAttribute('lang');
    expect(within(sheet).queryByText('Uttar Pradesh')).not.toBeInTheDocument();
    expect(within(sheet).getByText('Varanasi')).toHaveAttribute('lang', 'en');
    expect(within(sheet).getByText('Pindra')).toHaveAttribute('lang', 'en');
    expect(within(sheet).getByRole('group', { name: 'कार्यालय उपयोग हेतु' })).toHaveTextContent(
      'महाविद्यालय कार्यालय की मुहर और हस्ताक्षर',
    );
    expect(within(sheet).getByRole('img', { name: 'Asha Kumari की फोटो' })).toBeInTheDocument();
  });

  it('on a Hindi page, an answer without the state in Hindi (a service before it): the English name, marked as English', async () => {
    const { state_hi: _stateHi, ...older } = APPLICATION;
    answer(() => json({ result: 'success', data: older }));
    await pressPrint('hi');
    const sheet = await screen.findByRole('region', { name: 'प्रवेश हेतु आवेदन पत्र' });
    expect(factsIn(sheet)).toMatchObject({ राज्य: 'Uttar Pradesh' });
    expect(within(sheet).getByText('Uttar Pradesh')).toHaveAttribute('lang', 'en');
  });
});
