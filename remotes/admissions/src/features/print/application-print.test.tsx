import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_SETTINGS } from '@college/settings/testing';
import { APPLICATION_FORM_PATH, PAYMENT_STATE_TEXT, STATUS_NOT_FOUND_MESSAGE } from '@college/admissions-service/contract';
import { postalAddress } from '@college/settings/format';
import { PrintApplication } from './application-print';
import { PRINT_TEXT } from './print-text';
import { PHOTO, PRINTABLE_APPLICATION } from '../../testing/printable-application';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
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

const facts = (container: HTMLElement) => {
  const values = within(container).getAllByRole('definition').map((cell) => cell.textContent);
  return Object.fromEntries(within(container).getAllByRole('term').map((term, i) => [term.textContent, values[i]]));
};

async function pressPrint() {
  const user = userEvent.setup();
  render(<PrintApplication query={QUERY} />);
  await user.click(screen.getByRole('button', { name: PRINT_TEXT.button }));
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

    const shown = facts(sheet);
    expect(shown).toMatchObject({
      [PRINT_TEXT.applicationNo]: 'ADM2025-000012',
      [PRINT_TEXT.submittedOn]: '2 June 2025',
      [PRINT_TEXT.course]: 'B.A.',
      [PRINT_TEXT.labels.name]: 'Asha Kumari',
      [PRINT_TEXT.labels.mother]: 'Sunita Devi',
      [PRINT_TEXT.labels.aadhaar]: 'XXXX XXXX 1234',
      [PRINT_TEXT.labels.certificate]: 'OBC/2025/77',
      [PRINT_TEXT.labels.district]: 'Varanasi',
      [PRINT_TEXT.labels.subDistrict]: 'Pindra',
      [PRINT_TEXT.labels.majors]: 'Hindi, History',
      [PRINT_TEXT.labels.minor]: 'Economics',
      [PRINT_TEXT.labels.cocurricular]: 'Yoga',
      [PRINT_TEXT.labels.board]: 'U.P. Board',
      [PRINT_TEXT.labels.year]: '2024',
      [PRINT_TEXT.labels.roll]: '2412/345-A',
      [PRINT_TEXT.labels.marks]: '412 / 500',
      [PRINT_TEXT.labels.percent]: '82.40 %',
      [PRINT_TEXT.labels.disType]: 'Locomotor disability',
      [PRINT_TEXT.labels.pwdPercent]: '45 %',
      [PRINT_TEXT.labels.feeState]: `Submitted, ${PAYMENT_STATE_TEXT.due_at_counter}`,
      [PRINT_TEXT.labels.mode]: 'Cash at the college office',
      'Fee due at the counter': '₹2500',
    });
    // Nothing that is not asked for is printed as a field (no income for an OBC applicant).
    expect(shown).not.toHaveProperty(PRINT_TEXT.labels.income);
    expect(sheet).not.toHaveTextContent(/\d{4} \d{4} 1234/);

    expect(within(sheet).getByRole('img', { name: PRINT_TEXT.photoAlt('Asha Kumari') })).toHaveAttribute('src', PHOTO);
    expect(within(sheet).getByRole('img', { name: PRINT_TEXT.signatureAlt('Asha Kumari') })).toHaveAttribute('src', PHOTO);
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

  it('an application without a payment says the fee is not paid yet and how much is due', async () => {
    answer(() => json({ result: 'success', data: { ...APPLICATION, payment: null } }));
    await pressPrint();
    const sheet = await screen.findByRole('region', { name: PRINT_TEXT.heading });
    expect(facts(sheet)).toMatchObject({
      [PRINT_TEXT.labels.feeState]: 'Submitted, fee not paid yet',
      [PRINT_TEXT.labels.amount]: PRINT_TEXT.feeDue(2500),
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
});
