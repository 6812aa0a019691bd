import { LanguageProvider, MemoryNavigation, ToastProvider } from '@college/design-system';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COURSES_PATH, MAJOR_SUBJECTS_PATH, STATES_PATH } from '@college/admissions-service/contract';
import { forgetCachedResources } from '@college/remote-kit';
import { AdmissionForm } from './admission-form';

// Issue 23: the form on a Hindi page (/hi/admission): labels, choices, hints and its own checks' messages in Hindi.
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const COURSES = [{ id: 1, brc_id: 11, course: 'B.A.', fee: 51250, level: 'undergraduate' }];

beforeEach(() => {
  sessionStorage.clear();
  forgetCachedResources();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith(COURSES_PATH)) return json({ result: 'success', data: COURSES });
      if (url.startsWith(STATES_PATH))
        return json({ result: 'success', data: [{ id: 9, state_name: 'Uttar Pradesh' }] });
      if (url.startsWith(MAJOR_SUBJECTS_PATH))
        return json({ result: 'success', data: [{ id: 4, subject: 'History' }] });
      return json({ result: 'success', data: [] });
    }),
  );
});
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
    // A place name from the LGD list has no Hindi: it stays, marked as English.
    const state = within(form).getByLabelText('राज्य');
    await waitFor(() =>
      expect(within(state).getByRole('option', { name: 'Uttar Pradesh' })).toHaveAttribute('lang', 'en'),
    );
    expect(within(form).getByRole('button', { name: 'जाँच के लिए आगे बढ़ें' })).toBeInTheDocument();
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

  it('a document that is not a PDF, JPEG or PNG, or too large, is refused in Hindi at its field', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const form = renderForm('hi');
    await waitFor(() => expect(within(form).getByLabelText('पूरा नाम')).toBeEnabled());
    const marksheet = within(form).getByLabelText('हाईस्कूल अंकपत्र');
    await user.upload(marksheet, new File(['MZ not a document'], 'setup.exe', { type: 'application/octet-stream' }));
    const aadhaar = within(form).getByLabelText('आधार कार्ड');
    await user.upload(aadhaar, new File([new Uint8Array(3 * 1024 * 1024)], 'aadhaar.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'जाँच के लिए आगे बढ़ें' }));
    await waitFor(() => expect(marksheet).toHaveAccessibleDescription(/फ़ाइल PDF, JPEG या PNG होनी चाहिए/));
    expect(aadhaar).toHaveAccessibleDescription(/फ़ाइल अधिकतम .+ की होनी चाहिए/);
    expect(marksheet).not.toHaveAccessibleDescription(/File must|iPhone/);
  });

  it('the same form in English is unchanged', async () => {
    const form = renderForm('en');
    await waitFor(() => expect(within(form).getByLabelText('Full Name')).toBeEnabled());
    expect(within(within(form).getByLabelText('Category')).getByRole('option', { name: 'OBC' })).toHaveValue('OBC');
  });
});
