import { MemoryNavigation, LanguageProvider } from '@college/design-system';
import { ImageCodecProvider } from '@college/remote-kit';
import { sharpImageCodec } from '@college/remote-kit/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_STATUS_PATH,
  CORRECT_APPLICATION_PATH,
  CORRECTION_SAVED,
  CORRECTION_STALE_MESSAGE,
  NAME_MESSAGE,
  PINCODE_START_MESSAGE,
} from '@college/admissions-service/contract';
import accessCode from '../features/shared/access-code.messages.json';
import { APPLICATION, json } from '../testing/status-answers';
import StatusPage from './status-page';

const VALUES = {
  fname: 'Asha Kumarri',
  father_fname: 'Ramesh Kumar',
  mother_fname: 'Sita Devi',
  mobile: '9876543210',
  email: 'asha@example.in',
  address: 'Vilage Rampur',
  pincode: '221005',
};
const CORRECTABLE = {
  ...APPLICATION,
  name: 'Asha Kumarri',
  correctable: { version: 1, values: VALUES },
  corrections: [],
};

afterEach(() => vi.unstubAllGlobals());

/** The service: the look-up answers `found`, the correction answers `corrected()`; every call kept. */
function stubService(found: unknown, corrected: () => Response) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      if (url === APPLICATION_STATUS_PATH) return json({ result: 'success', data: found });
      if (url === CORRECT_APPLICATION_PATH) return corrected();
      return json({ result: 'failure', message: 'Not here', errors: {} }, 404);
    }),
  );
  return calls;
}

async function findApplication(lang: 'en' | 'hi' = 'en') {
  const user = userEvent.setup();
  render(
    <ImageCodecProvider codec={sharpImageCodec}>
      <LanguageProvider lang={lang}>
        <MemoryNavigation initialPath="/admission/status">
          <StatusPage />
        </MemoryNavigation>
      </LanguageProvider>
    </ImageCodecProvider>,
  );
  const words =
    lang === 'en'
      ? { number: 'Application number', dob: 'Date of Birth', find: 'Find my application' }
      : { number: 'आवेदन संख्या', dob: 'जन्म तिथि', find: 'मेरा आवेदन खोजें' };
  await user.type(screen.getByLabelText(words.number), 'ADM2025-000012');
  await user.type(screen.getByLabelText(accessCode[lang].label), 'K7QM-4XPA');
  await user.type(screen.getByLabelText(words.dob, { exact: false }), '14-05-2006');
  await user.click(screen.getByRole('button', { name: words.find }));
  return user;
}

describe('/admission/status: corrections before the scrutiny', () => {
  it('checks the fields as the form does, sends the proofs, version and fields, and shows what was corrected', async () => {
    const calls = stubService(CORRECTABLE, () =>
      json({
        result: 'success',
        message: CORRECTION_SAVED,
        data: {
          correctable: { version: 2, values: { ...VALUES, fname: 'Asha Kumari' } },
          corrections: [
            {
              at: '2025-06-03T09:30:00.000Z',
              changes: [{ field: 'fname', before: 'Asha Kumarri', after: 'Asha Kumari' }],
            },
          ],
        },
      }),
    );
    const user = await findApplication();
    const section = await screen.findByRole('region', { name: 'Correct your details' });
    expect(within(section).getByText(/The Aadhaar number, the date of birth, the course/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Correct my details' }));
    const form = within(section).getByRole('form', { name: 'Correct your details' });
    const name = within(form).getByLabelText('Full Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('Asha Kumarri');

    await user.clear(name);
    await user.type(name, 'Asha 123');
    const pincode = within(form).getByLabelText('Pincode');
    await user.clear(pincode);
    await user.type(pincode, '022100');
    await user.click(within(form).getByRole('button', { name: 'Save corrections' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(NAME_MESSAGE);
    expect(pincode).toHaveAccessibleDescription(`Error: ${PINCODE_START_MESSAGE}`);
    expect(calls.filter((call) => call.url === CORRECT_APPLICATION_PATH)).toEqual([]);

    await user.clear(name);
    await user.type(name, 'Asha Kumari');
    await user.clear(pincode);
    await user.type(pincode, '221005');
    await user.click(within(form).getByRole('button', { name: 'Save corrections' }));
    expect(await screen.findByText(CORRECTION_SAVED)).toBeInTheDocument();
    expect(calls.find((call) => call.url === CORRECT_APPLICATION_PATH)!.body).toEqual({
      application_no: 'ADM2025-000012',
      dob: '2006-05-14',
      access_code: 'K7QM4XPA',
      version: 1,
      ...VALUES,
      fname: 'Asha Kumari',
    });
    const again = screen.getByRole('region', { name: 'Correct your details' });
    expect(within(again).queryByRole('form')).not.toBeInTheDocument();
    expect(
      within(again).getByText('03-06-2025: Full Name changed from “Asha Kumarri” to “Asha Kumari”'),
    ).toBeInTheDocument();
  });

  it('a change by the office meanwhile: says so, the form stays as typed', async () => {
    stubService(CORRECTABLE, () => json({ result: 'failure', message: CORRECTION_STALE_MESSAGE, errors: {} }, 409));
    const user = await findApplication();
    const section = await screen.findByRole('region', { name: 'Correct your details' });
    await user.click(within(section).getByRole('button', { name: 'Correct my details' }));
    const email = within(section).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'asha.k@example.in');
    await user.click(within(section).getByRole('button', { name: 'Save corrections' }));
    expect(await within(section).findByText(new RegExp(CORRECTION_STALE_MESSAGE.slice(0, 40)))).toHaveTextContent(
      CORRECTION_STALE_MESSAGE,
    );
    expect(email).toHaveValue('asha.k@example.in');
  });

  it('not offered once the office has started (no correctable fields in the answer)', async () => {
    stubService({ ...APPLICATION, state: 'under_scrutiny', correctable: null, corrections: [] }, () => json({}));
    await findApplication();
    await screen.findByRole('heading', { level: 2, name: /Being checked/ });
    expect(screen.queryByRole('region', { name: 'Correct your details' })).not.toBeInTheDocument();
  });

  it('in Hindi: the section, the labels and the messages', async () => {
    stubService(CORRECTABLE, () => json({}));
    const user = await findApplication('hi');
    const section = await screen.findByRole('region', { name: 'अपनी जानकारी में सुधार करें' });
    await user.click(within(section).getByRole('button', { name: 'मेरी जानकारी सुधारें' }));
    const pincode = within(section).getByLabelText('पिनकोड');
    await user.clear(pincode);
    await user.type(pincode, '022100');
    await user.click(within(section).getByRole('button', { name: 'सुधार सहेजें' }));
    await waitFor(() => expect(pincode).toHaveAccessibleDescription(/पिनकोड 0 से शुरू नहीं हो सकता/));
  });
});
