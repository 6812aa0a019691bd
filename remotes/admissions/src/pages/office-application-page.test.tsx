import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryNavigation } from '@college/design-system';
import { forgetCachedResources } from '@college/remote-kit';
import { failure, json, meAs, meRoute, stubOffice, WhereAmI } from '@college/remote-kit/testing';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  type OfficeApplication,
  officeApplicationPath,
  officeDocumentPath,
} from '@college/admissions-service/contract';
import { type Scrutiny, scrutinyPath } from '@college/admissions-service/office/scrutiny';
import { VOID_MESSAGES, voidPath } from '@college/admissions-service/office/void';
import { PRINTABLE_APPLICATION } from '../testing/printable-application';
import OfficeApplicationPage from './office-application-page';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetCachedResources();
});

const NUMBER = 'ADM2025-000012';
const { photo: _photo, signature: _signature, ...fields } = PRINTABLE_APPLICATION;
const APPLICATION: OfficeApplication = {
  ...fields,
  payment: null,
  course_id: 1,
  address_state: 'Uttar Pradesh',
  state: 'under_scrutiny',
  version: 3,
  payment_filter: 'unpaid',
  corrections: [],
  documents: [
    {
      field: 'photo',
      label: 'Photograph',
      kind: 'jpeg',
      size: 48_000,
      uploaded_at: '2025-06-02T10:15:00.000Z',
      url: officeDocumentPath(NUMBER, 'photo'),
    },
    {
      field: 'caste',
      label: 'Caste certificate',
      kind: 'pdf',
      size: 300_000,
      uploaded_at: '2025-06-02T10:15:00.000Z',
      url: officeDocumentPath(NUMBER, 'caste'),
    },
  ],
  voided: null,
};
/** The scrutiny of APPLICATION: its two documents, not reviewed yet. */
const SCRUTINY: Scrutiny = {
  application_no: NUMBER,
  state: 'under_scrutiny',
  version: 3,
  documents: APPLICATION.documents.map((document) => ({ ...document, n: 1, review: null, history: [] })),
  query_sent_at: null,
  verdict: null,
};

function renderApplication(applicationNo = NUMBER, inbox?: string) {
  const user = userEvent.setup();
  render(
    <MemoryNavigation
      initialPath={`/office/admissions/applications/${applicationNo}`}
      initialState={inbox ? { inbox } : undefined}
      params={{ applicationNo }}
    >
      <OfficeApplicationPage />
      <WhereAmI />
    </MemoryNavigation>,
  );
  return user;
}

/** A labelled group's rows as "label: value". */
const rowsOf = (group: HTMLElement) =>
  within(group)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe("The office's page of one application", () => {
  it('shows its status, every field grouped (the Aadhaar number masked), and each document once, beside its decision, from the office API', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['document_verifier'])),
      [officeApplicationPath(NUMBER)]: () => json({ result: 'success', data: APPLICATION }),
      [scrutinyPath(NUMBER)]: () => json({ result: 'success', data: SCRUTINY }),
    });
    renderApplication();
    expect(await screen.findByRole('heading', { name: 'The application' })).toBeInTheDocument();
    expect(rowsOf(screen.getByLabelText('The application at a glance'))).toEqual([
      `Application number: ${NUMBER}`,
      'Submitted on: 02-06-2025',
      'Course: B.A.',
      'Status: Under scrutiny',
      'Payment: Unpaid',
    ]);
    const personal = rowsOf(screen.getByRole('region', { name: 'Personal information' }));
    expect(personal).toContain('Aadhaar number: XXXX XXXX 1234');
    expect(personal).toContain('Full name: Asha Kumari');
    expect(personal).toContain('Certificate number: OBC/2025/77');
    expect(rowsOf(screen.getByRole('region', { name: 'Address' }))).toEqual(
      expect.arrayContaining(['State: Uttar Pradesh', 'Pincode: 221005']),
    );
    expect(rowsOf(screen.getByRole('region', { name: 'Course and subjects' }))).toContain(
      'Major subjects: Hindi, History',
    );
    expect(rowsOf(screen.getByRole('region', { name: 'Qualifying examination' }))).toContain('Percentage: 82.40 %');
    expect(rowsOf(screen.getByRole('region', { name: 'Disability' }))).toContain('Person with disability: Yes');
    expect(rowsOf(screen.getByRole('region', { name: 'Admission fee' }))).toContain(
      'Amount: Admission fee ₹2,500, to be paid',
    );

    // Each document once: in the scrutiny, in one group with its decision (no "Documents" list above).
    const form = await screen.findByRole('form', { name: 'Decisions on the documents' });
    expect(screen.queryByRole('heading', { name: 'Documents' })).not.toBeInTheDocument();
    const photoRow = within(form).getByRole('group', { name: 'Photograph' });
    const photo = within(photoRow).getByRole('img', { name: 'Photograph of Asha Kumari' });
    expect(photo).toHaveAttribute('src', '/api/v1/office/admissions/applications/ADM2025-000012/documents/photo');
    expect(within(photoRow).getByRole('radiogroup', { name: 'Decision for the Photograph' })).toBeInTheDocument();
    const casteRow = within(form).getByRole('group', { name: 'Caste certificate' });
    expect(within(casteRow).getByText('PDF, 293 KB, uploaded on 02-06-2025')).toBeInTheDocument();
    expect(within(casteRow).getByRole('link', { name: 'Open the document — Caste certificate' })).toHaveAttribute(
      'href',
      officeDocumentPath(NUMBER, 'caste'),
    );
    // The PDF's viewer is folded until asked for: the page stays short.
    const pdf = within(casteRow).getByTitle('Caste certificate of Asha Kumari');
    expect(pdf.tagName).toBe('IFRAME');
    expect(pdf).not.toBeVisible();
    expect(pdf).toHaveAttribute('src', '/api/v1/office/admissions/applications/ADM2025-000012/documents/caste');
    expect(screen.getAllByTitle(/ of Asha Kumari$/)).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: /of Asha Kumari$/ })).toHaveLength(1);
    // Every document URL is the office API's.
    for (const element of document.querySelectorAll('img, iframe'))
      expect(element.getAttribute('src')).toMatch(/^\/api\/v1\/office\/admissions\//);
    expect(document.body.textContent).not.toMatch(/\d{4} \d{4} 1234/);
    expect(office.calls.map((call) => call.path)).toContain(officeApplicationPath(NUMBER));
  });

  it('shows what the applicant corrected before the scrutiny: when, which field, before and after', async () => {
    stubOffice({
      ...meRoute(meAs(['document_verifier'])),
      [officeApplicationPath(NUMBER)]: () =>
        json({
          result: 'success',
          data: {
            ...APPLICATION,
            corrections: [
              {
                at: '2025-06-03T09:30:00.000Z',
                changes: [
                  { field: 'fname', before: 'Asha Kumarri', after: 'Asha Kumari' },
                  { field: 'pincode', before: '221500', after: '221005' },
                ],
              },
            ],
          },
        }),
    });
    renderApplication();
    const section = await screen.findByRole('region', { name: 'Corrected by the applicant' });
    const table = within(section).getByRole('table', { name: "The applicant's corrections, oldest first" });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['03-06-2025', 'Full Name', 'Asha Kumarri', 'Asha Kumari'],
      ['03-06-2025', 'Pincode', '221500', '221005'],
    ]);
  });

  it('has no corrections section when the applicant corrected nothing', async () => {
    stubOffice({
      ...meRoute(meAs(['document_verifier'])),
      [officeApplicationPath(NUMBER)]: () => json({ result: 'success', data: APPLICATION }),
    });
    renderApplication();
    expect(await screen.findByRole('heading', { name: 'The application' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Corrected by the applicant' })).not.toBeInTheDocument();
  });

  it('goes back to the inbox with the filter it came from', async () => {
    stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      [officeApplicationPath(NUMBER)]: () => json({ result: 'success', data: APPLICATION }),
    });
    const user = renderApplication(NUMBER, '/office/verification?state=&category=SC');
    await screen.findByRole('heading', { name: 'The application' });
    await user.click(screen.getByRole('link', { name: 'Back to the applications' }));
    expect(screen.getByTestId('where').textContent).toBe('/office/verification?state=&category=SC');
  });

  it('answers an unknown number with a clear page and a way back to the inbox', async () => {
    stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      [officeApplicationPath('ADM2025-999999')]: () => failure(APPLICATION_NOT_FOUND_MESSAGE, 404),
    });
    renderApplication('ADM2025-999999', 'https://elsewhere.example/');
    expect(await screen.findByText('No application has this number')).toBeInTheDocument();
    const backs = screen.getAllByRole('link', { name: 'Back to the applications' });
    // A back address that is no inbox's is not followed.
    for (const back of backs) expect(back).toHaveAttribute('href', '/office/admissions/applications');
    expect(screen.queryByRole('heading', { name: 'Documents' })).not.toBeInTheDocument();
  });
});

describe('The void of an application', () => {
  const REASON = 'Aadhaar card of Asha Kumari shown at the office; she did not make this application.';
  const VOIDED = { at: '2025-06-12T09:30:00.000Z', by: 'vimla.v', reason: REASON };

  it('the admission officer voids it with a reason (required), and the page then shows it void with who and why', async () => {
    let current: OfficeApplication = APPLICATION;
    const office = stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      [officeApplicationPath(NUMBER)]: () => json({ result: 'success', data: current }),
      [scrutinyPath(NUMBER)]: () =>
        json({
          result: 'success',
          data: {
            application_no: NUMBER,
            state: 'under_scrutiny',
            version: 3,
            documents: [],
            query_sent_at: null,
            verdict: null,
          },
        }),
      [voidPath(NUMBER)]: ({ body }) => {
        current = { ...APPLICATION, version: 4, voided: VOIDED };
        return json({
          result: 'success',
          data: {
            application_no: NUMBER,
            version: 4,
            voided: { ...VOIDED, reason: (body as { reason: string }).reason },
          },
        });
      },
    });
    const user = renderApplication();
    const form = await screen.findByRole('form', { name: 'Void this application' });
    expect(await screen.findByRole('heading', { name: 'Scrutiny of the documents' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Void the application' }));
    expect(within(form).getByLabelText(/Why is it void\?/)).toHaveAccessibleDescription(
      expect.stringContaining(VOID_MESSAGES.reason),
    );
    expect(office.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText(/Why is it void\?/), REASON);
    await user.click(within(form).getByRole('button', { name: 'Void the application' }));
    expect(await screen.findByText('This application is void')).toBeInTheDocument();
    expect(screen.getByText('Voided by vimla.v on 12-06-2025.')).toBeInTheDocument();
    expect(screen.getByText(`Reason: ${REASON}`)).toBeInTheDocument();
    expect(rowsOf(screen.getByLabelText('The application at a glance'))).toContain('Status: Void');
    expect(screen.queryByRole('form', { name: 'Void this application' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Scrutiny of the documents' })).not.toBeInTheDocument();
    // With no scrutiny, its documents show under its fields.
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('img', { name: 'Photograph of Asha Kumari' })).toBeInTheDocument();
    const post = office.calls.find((call) => call.method === 'POST')!;
    expect(post).toMatchObject({ path: voidPath(NUMBER), body: { version: 3, reason: REASON } });
    expect(office.csrfOf(voidPath(NUMBER))).toBeTruthy();
  });

  it('is not offered to a document verifier', async () => {
    stubOffice({
      ...meRoute(meAs(['document_verifier'])),
      [officeApplicationPath(NUMBER)]: () => json({ result: 'success', data: APPLICATION }),
    });
    renderApplication();
    await screen.findByRole('heading', { name: 'The application' });
    expect(screen.queryByRole('form', { name: 'Void this application' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void the application' })).not.toBeInTheDocument();
  });
});
