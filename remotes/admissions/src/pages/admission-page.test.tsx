import { LanguageProvider, MemoryNavigation, ToastProvider } from '@college/design-system';
import { render, screen } from '@testing-library/react';
import { addDays, formatIndianDate } from '@college/settings/dates';
import { TEST_SETTINGS } from '@college/settings/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMISSION_SESSION_PATH } from '@college/admissions-service/contract';
import AdmissionPage from './admission-page';

const { admission, helplines } = TEST_SETTINGS;
const { opens, closes } = admission.registration;

/** The visitor's clock on `iso` (only Date: the page's timers stay real). */
function visitOn(iso: string, session?: unknown) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${iso}T10:00:00`));
  // The form's look-ups never answer here (nor the session, unless given): these tests look at the page around it.
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      session && String(url).startsWith(ADMISSION_SESSION_PATH)
        ? Promise.resolve(new Response(JSON.stringify(session), { headers: { 'content-type': 'application/json' } }))
        : new Promise(() => {}),
    ),
  );
  render(
    <ToastProvider>
      <MemoryNavigation initialPath="/admission">
        <AdmissionPage />
      </MemoryNavigation>
    </ToastProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/admission', () => {
  it("is headed by the settings' year and courses", () => {
    visitOn(opens);
    expect(
      screen.getByRole('heading', { level: 1, name: `Admission Form A.Y. ${admission.year}` }),
    ).toBeInTheDocument();
    expect(screen.getByText(admission.courses.map((course) => course.name).join(' · '))).toBeInTheDocument();
  });

  it('after registration closed: says so with the dates and the helpline, and shows no form to type into', () => {
    visitOn(addDays(closes, 1));
    expect(
      screen.getByText(`Registration for A.Y. ${admission.year} closed on ${formatIndianDate(closes)}`),
    ).toBeInTheDocument();
    expect(screen.getByText(/was open from/)).toHaveTextContent(
      `from ${formatIndianDate(opens)} to ${formatIndianDate(closes)}`,
    );
    expect(screen.getByRole('link', { name: helplines.admission })).toHaveAttribute(
      'href',
      `tel:${helplines.admission.replace(/[^\d+]/g, '')}`,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    // An applicant can still find an application made in time.
    expect(screen.getByRole('link', { name: /Check your application/ })).toHaveAttribute('href', '/admission/status');
  });

  it('before registration opens: says when it opens, no form yet', () => {
    visitOn(addDays(opens, -1));
    expect(
      screen.getByText(`Registration for A.Y. ${admission.year} opens on ${formatIndianDate(opens)}`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("follows the service's session (set from the office) over the bundled settings", async () => {
    const moved = {
      year: '2026-27',
      registration: { opens: addDays(opens, -30), closes: addDays(opens, -1) },
      fee_deadline: null,
    };
    visitOn(opens, { result: 'success', data: moved });
    expect(
      await screen.findByText(`Registration for A.Y. 2026-27 closed on ${formatIndianDate(moved.registration.closes)}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admission Form A.Y. 2026-27' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('while registration is open (on its last day too): the form, no notice', async () => {
    visitOn(closes);
    expect(screen.queryByText(/^Registration for A\.Y\./)).not.toBeInTheDocument();
    // Drawn in the browser (not brought to life from the server's HTML), the form's code loads at once.
    expect((await screen.findAllByRole('textbox')).length).toBeGreaterThan(3);
  });
});

describe('/hi/admission', () => {
  function visitInHindi(iso: string) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${iso}T10:00:00`));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    render(
      <LanguageProvider lang="hi">
        <ToastProvider>
          <MemoryNavigation initialPath="/hi/admission">
            <AdmissionPage />
          </MemoryNavigation>
        </ToastProvider>
      </LanguageProvider>,
    );
  }

  it('is headed in Hindi, with the courses by their Hindi names', () => {
    visitInHindi(opens);
    expect(
      screen.getByRole('heading', { level: 1, name: `प्रवेश आवेदन पत्र, शैक्षणिक सत्र ${admission.year}` }),
    ).toBeInTheDocument();
    expect(screen.getByText(/बी\.ए\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /अपना आवेदन देखें/ })).toBeInTheDocument();
  });

  it('after registration closed: the notice in Hindi, with the dates as dd-mm-yyyy', () => {
    visitInHindi(addDays(closes, 1));
    expect(
      screen.getByText(`शैक्षणिक सत्र ${admission.year} का पंजीकरण ${formatIndianDate(closes)} को बंद हो गया`),
    ).toBeInTheDocument();
    expect(screen.getByText(/तक खुला था/)).toHaveTextContent(
      `${formatIndianDate(opens)} से ${formatIndianDate(closes)} तक खुला था`,
    );
    expect(screen.getByText(/प्रवेश हेल्पलाइन/)).toBeInTheDocument();
  });

  it('before registration opens: says so in Hindi', () => {
    visitInHindi(addDays(opens, -1));
    expect(
      screen.getByText(`शैक्षणिक सत्र ${admission.year} का पंजीकरण ${formatIndianDate(opens)} को खुलेगा`),
    ).toBeInTheDocument();
    expect(screen.getByText('पहले दिन यह फ़ॉर्म यहीं खुलेगा।', { exact: false })).toBeInTheDocument();
  });
});
