import { LanguageProvider, MemoryNavigation, ToastProvider } from '@college/design-system';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COURSES_PATH,
  DISTRICTS_PATH,
  MAJOR_SUBJECTS_PATH,
  STATES_PATH,
  SUB_DISTRICTS_PATH,
} from '@college/admissions-service/contract';
import { forgetCachedResources } from '@college/remote-kit';
import { AdmissionForm } from './admission-form';

// Issue 23: the form on a Hindi page (/hi/admission): labels, choices, hints and its own checks' messages in Hindi.
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const COURSES = [{ id: 1, brc_id: 11, course: 'B.A.', fee: 51250, level: 'undergraduate' }];
/** As the service answers them: by English name, each with its Hindi name. */
const STATES = [
  { id: 10, state_name: 'Bihar', name_hi: 'बिहार' },
  { id: 9, state_name: 'Uttar Pradesh', name_hi: 'उत्तर प्रदेश' },
];

function serveLookups(states: unknown[] = STATES) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith(COURSES_PATH)) return json({ result: 'success', data: COURSES });
      if (url.startsWith(STATES_PATH)) return json({ result: 'success', data: states });
      if (url.startsWith(DISTRICTS_PATH)) return json({ result: 'success', data: [{ id: 187, name: 'Varanasi' }] });
      if (url.startsWith(SUB_DISTRICTS_PATH)) return json({ result: 'success', data: [{ id: 900, name: 'Pindra' }] });
      if (url.startsWith(MAJOR_SUBJECTS_PATH))
        return json({ result: 'success', data: [{ id: 4, subject: 'History' }] });
      return json({ result: 'success', data: [] });
    }),
  );
}

beforeEach(() => {
  sessionStorage.clear();
  forgetCachedResources();
  serveLookups();
});

/** A select's choices (not its placeholder): what each says, and its lang. */
const choicesOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .filter((option) => (option as HTMLOptionElement).value !== '')
    .map((option) => [option.textContent, option.getAttribute('lang')]);
afterEach(() => vi.unstubAllGlobals());

function renderForm(lang: 'en' | 'hi') {
  render(
    <LanguageProvider lang={lang}>
      <ToastProvider>
        <MemoryNavigation initialPath={lang === 'hi' ? '/hi/admission' : '/admission'}>
          <AdmissionForm />
        </MemoryNavigation>
      </ToastProvider>
    </LanguageProvider>,
  );
  return screen.getByRole('form', { name: lang === 'hi' ? 'प्रवेश आवेदन पत्र' : 'Admission form' });
}

describe('AdmissionForm in Hindi', { timeout: 30_000 }, () => {
  it('labels, sections, choices and hints in Hindi; the English values are what the selects hold', async () => {
    const user = userEvent.setup();
    const form = renderForm('hi');
    await waitFor(() => expect(within(form).getByLabelText('पूरा नाम')).toBeEnabled());
    expect(within(form).getByRole('region', { name: 'व्यक्तिगत जानकारी' })).toBeInTheDocument();
    expect(within(form).getByLabelText('पिता का नाम')).toBeInTheDocument();
    expect(within(form).getByLabelText('आधार संख्या')).toHaveAccessibleDescription('12 अंक, जैसे आपके आधार कार्ड पर छपे हैं');
    const category = within(form).getByLabelText('श्रेणी');
    expect(within(category).getByRole('option', { name: 'अन्य पिछड़ा वर्ग' })).toHaveValue('OBC');
    const gender = within(form).getByLabelText('लिंग');
    expect(within(gender).getByRole('option', { name: 'महिला' })).toHaveValue('Female');

    // The course by the settings' Hindi name (the id is sent), its fee as ₹51,250.
    const course = within(form).getByLabelText('पाठ्यक्रम');
    await waitFor(() => expect(within(course).getByRole('option', { name: 'बी.ए.' })).toHaveValue('1'));
    await user.selectOptions(course, '1');
    expect(course).toHaveAccessibleDescription('प्रवेश शुल्क ₹51,250');
    // The states by their Hindi names, in Hindi order; the LGD code is what the select holds.
    const state = within(form).getByLabelText('राज्य');
    expect(await within(state).findByRole('option', { name: 'उत्तर प्रदेश' })).toHaveValue('9');
    expect(choicesOf(state)).toEqual([
      ['उत्तर प्रदेश', null],
      ['बिहार', null],
    ]);
    expect(within(state).queryByRole('option', { name: 'Uttar Pradesh' })).not.toBeInTheDocument();
    // District and tehsil names from the LGD list have no Hindi: they stay, marked as English.
    await user.selectOptions(state, 'उत्तर प्रदेश');
    const district = within(form).getByLabelText('ज़िला');
    expect(await within(district).findByRole('option', { name: 'Varanasi' })).toHaveAttribute('lang', 'en');
    await user.selectOptions(district, 'Varanasi');
    const tehsil = within(form).getByLabelText('तहसील (उप-ज़िला)');
    expect(await within(tehsil).findByRole('option', { name: 'Pindra' })).toHaveAttribute('lang', 'en');
    expect(within(form).getByRole('button', { name: 'जाँच के लिए आगे बढ़ें' })).toBeInTheDocument();
  });

  it('a states answer kept from before the Hindi names: the English names, marked as English', async () => {
    serveLookups(STATES.map(({ id, state_name }) => ({ id, state_name })));
    const form = renderForm('hi');
    const state = within(form).getByLabelText('राज्य');
    expect(await within(state).findByRole('option', { name: 'Uttar Pradesh' })).toHaveAttribute('lang', 'en');
    expect(choicesOf(state)).toEqual([
      ['Bihar', 'en'],
      ['Uttar Pradesh', 'en'],
    ]);
  });

  it('an empty submit: the summary and the fields say what is wrong in Hindi', async () => {
    const user = userEvent.setup();
    const form = renderForm('hi');
    await waitFor(() => expect(within(form).getByLabelText('पूरा नाम')).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'जाँच के लिए आगे बढ़ें' }));
    const heading = await within(form).findByRole('heading', { name: 'कोई समस्या है' });
    const links = within(heading.closest<HTMLElement>('[role="alert"]')!)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links[0]).toBe('पूरा नाम: अपना पूरा नाम लिखें');
    expect(links).toContain('लिंग: अपना लिंग चुनें');
    expect(links).toContain('तहसील (उप-ज़िला): अपनी तहसील चुनें');
    expect(links).toContain('फोटो: अपनी फोटो अपलोड करें');
    expect(within(form).getByLabelText('पूरा नाम')).toHaveAccessibleDescription(/अपना पूरा नाम लिखें/);
  });

  it('a document that cannot be sent is refused in Hindi the moment it is chosen, with what to do instead', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const form = renderForm('hi');
    await waitFor(() => expect(within(form).getByLabelText('पूरा नाम')).toBeEnabled());
    const marksheet = within(form).getByLabelText('हाईस्कूल अंकपत्र');
    await user.upload(marksheet, new File(['MZ not a document'], 'setup.exe', { type: 'application/octet-stream' }));
    await waitFor(() => expect(marksheet).toHaveAccessibleDescription(/यह फ़ाइल पढ़ी नहीं जा सकी/));
    expect(marksheet).not.toHaveAccessibleDescription(/File must|iPhone|HEIC/);

    // A real PDF over the limit: photograph the pages instead, or call the help line.
    const aadhaar = within(form).getByLabelText('आधार कार्ड');
    const bigPdf = new File(['%PDF-1.4\n'.padEnd(3 * 1024 * 1024, ' ')], 'aadhaar.pdf', { type: 'application/pdf' });
    await user.upload(aadhaar, bigPdf);
    await waitFor(() => expect(aadhaar).toHaveAccessibleDescription(/यह PDF 3.0 MB की है; अधिकतम 1 MB भेजी जा सकती है/));
    expect(aadhaar).toHaveAccessibleDescription(/हेल्पलाइन \+91 91234 50001/);

    // Bytes that are not what the name says.
    const domicile = within(form).getByLabelText('निवास प्रमाण पत्र');
    await user.upload(domicile, new File([new Uint8Array(2048)], 'domicile.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(domicile).toHaveAccessibleDescription(/यह फ़ाइल वास्तव में PDF नहीं है/));
  });

  it('the same form in English is unchanged', async () => {
    const form = renderForm('en');
    await waitFor(() => expect(within(form).getByLabelText('Full Name')).toBeEnabled());
    expect(within(within(form).getByLabelText('Category')).getByRole('option', { name: 'OBC' })).toHaveValue('OBC');
    // The states by their English names, in the service's order, unmarked.
    const state = within(form).getByLabelText('State');
    expect(await within(state).findByRole('option', { name: 'Uttar Pradesh' })).toHaveValue('9');
    expect(choicesOf(state)).toEqual([
      ['Bihar', null],
      ['Uttar Pradesh', null],
    ]);
    expect(within(state).queryByRole('option', { name: 'उत्तर प्रदेश' })).not.toBeInTheDocument();
  });
});
