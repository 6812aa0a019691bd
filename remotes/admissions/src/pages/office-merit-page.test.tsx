import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import { CSRF_HEADER } from '@college/office-service/contract';
import {
  ADMIT_STALE_MESSAGE,
  OFFICE_ADMIT_PATH,
  OFFICE_CANCEL_ADMISSION_PATH,
  OFFICE_MERIT_PATH,
  OFFICE_MERIT_PUBLISH_PATH,
  OFFICE_MERIT_WITHDRAW_PATH,
  OFFICE_SEATS_PATH,
} from '@college/admissions-service/office/seats';
import { failure, json, meAs, meRoute, stubOffice } from '@college/remote-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MERIT_ROWS, meritAnswer, reservedGroup, seatsAnswer } from '../testing/seats-fixtures';
import OfficeMeritPage from './office-merit-page';

afterEach(() => vi.unstubAllGlobals());

function renderPage(initialPath = '/office/admissions/merit') {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath={initialPath}>
      <OfficeMeritPage />
    </MemoryNavigation>,
  );
  return user;
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('/office/admissions/merit', () => {
  it('publishes the whole list on the public page after saying what the public will see, with a reason; then withdraws it', async () => {
    let published: Parameters<typeof meritAnswer>[3] = null;
    const office = stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      [OFFICE_SEATS_PATH]: () => json(seatsAnswer()),
      [OFFICE_MERIT_PATH]: () => json(meritAnswer(MERIT_ROWS, 2, null, published)),
      [OFFICE_MERIT_PUBLISH_PATH]: () => {
        published = { published_at: '2025-07-01T10:00:00.000Z', published_by: 'demo.admission_officer', rows: 3 };
        return json({ result: 'success', message: 'The merit list is on the public page.', data: { published } });
      },
      [OFFICE_MERIT_WITHDRAW_PATH]: () => {
        published = null;
        return json({
          result: 'success',
          message: 'The merit list is no longer on the public page.',
          data: { published },
        });
      },
    });
    const user = renderPage('/office/admissions/merit?place=1');
    const panel = await screen.findByRole('region', { name: 'On the public page' });
    expect(panel).toHaveTextContent('This merit list is not on the public page');
    // Without a reason nothing is sent.
    await user.click(within(panel).getByRole('button', { name: 'Publish on the public page' }));
    await user.click(within(panel).getByRole('button', { name: 'Confirm: publish' }));
    expect(await within(panel).findByRole('link', { name: /Reason \(kept in the audit log\)/ })).toBeInTheDocument();
    expect(office.calls.some((call) => call.path === OFFICE_MERIT_PUBLISH_PATH)).toBe(false);

    await user.type(within(panel).getByLabelText(/Reason/), 'First merit list of B.A.');
    // The first press says what will happen; only Confirm publishes.
    expect(within(panel).getByText(/no names, no marks/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Confirm: publish' }));
    expect(await screen.findByText('The merit list is on the public page.')).toBeInTheDocument();
    const sent = office.calls.find((call) => call.path === OFFICE_MERIT_PUBLISH_PATH)!;
    expect(sent.body).toEqual({ course: 1, subject: null, reason: 'First merit list of B.A.' });
    expect(sent.headers[CSRF_HEADER]).toBe('csrf-token-of-the-session');
    // The list is read again: the panel then says since when and by whom.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'On the public page' })).toHaveTextContent(
        /since 01-07-2025, published by demo\.admission_officer: 3 applications/,
      ),
    );
    const now = screen.getByRole('region', { name: 'On the public page' });

    await user.type(within(now).getByLabelText(/Reason/), 'Published by mistake');
    await user.click(within(now).getByRole('button', { name: 'Withdraw from the public page' }));
    expect(within(now).getByText(/no longer be on the public page/)).toBeInTheDocument();
    await user.click(within(now).getByRole('button', { name: 'Confirm: withdraw' }));
    expect(await screen.findByText('The merit list is no longer on the public page.')).toBeInTheDocument();
    expect(office.calls.find((call) => call.path === OFFICE_MERIT_WITHDRAW_PATH)!.body).toMatchObject({
      reason: 'Published by mistake',
    });
  });

  it('keeps the choice in the address: opened with it, the list is there at once', async () => {
    stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      [OFFICE_SEATS_PATH]: () => json(seatsAnswer()),
      [OFFICE_MERIT_PATH]: () => json(meritAnswer(MERIT_ROWS, 2, 'General')),
    });
    renderPage('/office/admissions/merit?place=1&category=General');
    expect(await screen.findByRole('table', { name: 'Merit list: B.A., General' })).toBeInTheDocument();
    expect(screen.getByLabelText('Course (and subject)')).toHaveValue('1');
    expect(screen.getByLabelText('Category')).toHaveValue('General');
  });

  it('lists the chosen course in merit order and admits a verified row, naming its version, with the CSRF token', async () => {
    let rows = MERIT_ROWS;
    const office = stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      [OFFICE_SEATS_PATH]: () => json(seatsAnswer()),
      [OFFICE_MERIT_PATH]: () => json(meritAnswer(rows, 2, 'General')),
      [OFFICE_ADMIT_PATH]: () => {
        rows = rows.map((row) =>
          row.application_no === 'ADM2025-000003' ? { ...row, state: 'admitted', version: 4 } : row,
        );
        return json({
          result: 'success',
          message: 'Admitted',
          data: { application_no: 'ADM2025-000003', state: 'admitted', version: 4, left: 1, seat: null },
        });
      },
    });
    const user = renderPage();
    await user.selectOptions(await screen.findByLabelText('Course (and subject)'), 'B.A.');
    await user.selectOptions(screen.getByLabelText('Category'), 'General');
    const table = await screen.findByRole('table', { name: 'Merit list: B.A., General' });
    expect(office.calls.some((call) => call.path === `${OFFICE_MERIT_PATH}?course=1&category=General`)).toBe(true);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain('Fee');
    expect(cellsOf(table)).toEqual([
      [
        '1',
        'Bina Singh',
        'ADM2025-000002',
        'General',
        '90.00',
        '05-01-2006',
        'Admitted',
        'Fee verified',
        'Cancel admission',
      ],
      [
        '2',
        'Chitra Rao',
        'ADM2025-000003',
        'General',
        '82.40',
        '10-01-2005',
        'Verified',
        'Claimed, not verified',
        'Admit',
      ],
      ['3', 'Nisha Jain', 'ADM2025-000004', 'General', '–', '15-04-2006', 'Verified', 'Not paid', 'Admit'],
    ]);
    expect(screen.getByText('2 of 3 seats left.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Merit list (CSV)' })).toHaveAttribute(
      'href',
      '/api/v1/office/admissions/merit.csv?course=1&category=General',
    );
    expect(screen.getByRole('link', { name: 'Admitted list (CSV)' })).toHaveAttribute(
      'href',
      '/api/v1/office/admissions/admitted.csv?course=1&category=General',
    );

    // Asked first: what it takes, and what the applicant sees; Back leaves everything as it was.
    await user.click(screen.getByRole('button', { name: 'Admit Chitra Rao (ADM2025-000003)' }));
    const ask = screen.getByRole('region', { name: 'Admit Chitra Rao (ADM2025-000003)?' });
    expect(within(ask).getByRole('heading', { name: 'Admit Chitra Rao (ADM2025-000003)?' })).toHaveFocus();
    expect(within(ask).getByText(/This takes one of the 2 seats left in B\.A\./)).toBeInTheDocument();
    // Chitra's fee is claimed, not verified: the question says so plainly.
    expect(
      within(ask).getByText(/^The fee is not verified by the accounts office: Claimed, not verified\./),
    ).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Back to the list' }));
    expect(office.calls.some((call) => call.path === OFFICE_ADMIT_PATH)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Admit Chitra Rao (ADM2025-000003)' }));
    await user.click(screen.getByRole('button', { name: 'Confirm the admission' }));
    expect(await screen.findByText('Chitra Rao (ADM2025-000003) is admitted.')).toBeInTheDocument();
    const admit = office.calls.find((call) => call.path === OFFICE_ADMIT_PATH)!;
    expect(admit.body).toEqual({ application_no: 'ADM2025-000003', version: 3 });
    expect(admit.headers[CSRF_HEADER]).toBe('csrf-token-of-the-session');
    expect(await screen.findByRole('table', { name: 'Merit list: B.A., General' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Admit Chitra Rao/ })).not.toBeInTheDocument();
  });

  it('shows a 409 clearly and offers to reload the list', async () => {
    let merits = 0;
    stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      [OFFICE_SEATS_PATH]: () => json(seatsAnswer()),
      [OFFICE_MERIT_PATH]: () => {
        merits += 1;
        return json(meritAnswer());
      },
      [OFFICE_ADMIT_PATH]: () => failure(ADMIT_STALE_MESSAGE, 409),
    });
    const user = renderPage();
    await user.selectOptions(await screen.findByLabelText('Course (and subject)'), 'B.A.');
    await user.click(await screen.findByRole('button', { name: 'Admit Nisha Jain (ADM2025-000004)' }));
    await user.click(screen.getByRole('button', { name: 'Confirm the admission' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Not admitted. ${ADMIT_STALE_MESSAGE}`);
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await screen.findByRole('table', { name: 'Merit list: B.A.' });
    expect(merits).toBe(2);
  });

  it('cancels an admission after asking why, and the seat is free again', async () => {
    let rows = MERIT_ROWS;
    const office = stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      [OFFICE_SEATS_PATH]: () => json(seatsAnswer()),
      [OFFICE_MERIT_PATH]: () => json(meritAnswer(rows)),
      [OFFICE_CANCEL_ADMISSION_PATH]: () => {
        rows = rows.map((row) =>
          row.application_no === 'ADM2025-000002' ? { ...row, state: 'verified', version: 3 } : row,
        );
        return json({
          result: 'success',
          message: 'Admission cancelled: the seat is free again.',
          data: { application_no: 'ADM2025-000002', state: 'verified', version: 3 },
        });
      },
    });
    const user = renderPage();
    await user.selectOptions(await screen.findByLabelText('Course (and subject)'), 'B.A.');
    await user.click(await screen.findByRole('button', { name: 'Cancel admission of Bina Singh (ADM2025-000002)' }));
    const ask = screen.getByRole('region', { name: 'Cancel the admission of Bina Singh (ADM2025-000002)?' });
    expect(within(ask).getByText(/becomes free for the next on the merit list/)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Cancel the admission' }));
    expect(within(ask).getByLabelText(/Why is the admission cancelled/)).toHaveAccessibleDescription(
      /Say why the admission is cancelled/,
    );
    expect(office.calls.some((call) => call.path === OFFICE_CANCEL_ADMISSION_PATH)).toBe(false);
    await user.type(within(ask).getByLabelText(/Why is the admission cancelled/), 'Did not report');
    await user.click(within(ask).getByRole('button', { name: 'Cancel the admission' }));
    expect(
      await screen.findByText('The admission of Bina Singh (ADM2025-000002) is cancelled: the seat is free again.'),
    ).toBeInTheDocument();
    const call = office.calls.find((entry) => entry.path === OFFICE_CANCEL_ADMISSION_PATH)!;
    expect(call.body).toEqual({ application_no: 'ADM2025-000002', version: 2, reason: 'Did not report' });
  });

  it('offers no Admit button once every seat is taken', async () => {
    stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      [OFFICE_SEATS_PATH]: () => json(seatsAnswer(0)),
      [OFFICE_MERIT_PATH]: () => json(meritAnswer(MERIT_ROWS, 0)),
    });
    const user = renderPage();
    await user.selectOptions(await screen.findByLabelText('Course (and subject)'), 'B.A.');
    await screen.findByRole('table', { name: 'Merit list: B.A.' });
    expect(screen.getByText('Every seat is taken: nobody more can be admitted to this course.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Admit/ })).not.toBeInTheDocument();
  });

  it('admits a reserved-category applicant onto a free General seat once the category is full, saying so first and after', async () => {
    const group = reservedGroup();
    const rows = [
      { ...MERIT_ROWS[1], application_no: 'ADM2025-000010', name: 'Sita Devi', category: 'SC' as const },
      { ...MERIT_ROWS[2], application_no: 'ADM2025-000011', name: 'Usha Rani', category: 'GEN-EWS' as const },
    ];
    const office = stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      [OFFICE_SEATS_PATH]: () => json({ result: 'success', data: { year: '2025-26', groups: [group] } }),
      [OFFICE_MERIT_PATH]: () =>
        json({ ...meritAnswer(rows), data: { ...meritAnswer(rows).data, group: { ...group, left: 9 } } }),
      [OFFICE_ADMIT_PATH]: () =>
        json({
          result: 'success',
          message: 'Admitted',
          data: { application_no: 'ADM2025-000010', state: 'admitted', version: 4, left: 8, seat: 'General' },
        }),
    });
    const user = renderPage('/office/admissions/merit?place=2');
    await user.click(await screen.findByRole('button', { name: 'Admit Sita Devi (ADM2025-000010)' }));
    const ask = screen.getByRole('region', { name: 'Admit Sita Devi (ADM2025-000010)?' });
    expect(
      within(ask).getByText(
        'The 21 SC seats are all taken: this takes an unreserved (General) seat instead, which a SC applicant may take on merit.',
      ),
    ).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Confirm the admission' }));
    expect(
      await screen.findByText(
        'Sita Devi (ADM2025-000010) is admitted on an unreserved (General) seat, taken on merit.',
      ),
    ).toBeInTheDocument();
    expect(office.calls.filter((call) => call.path === OFFICE_ADMIT_PATH)).toHaveLength(1);
  });

  it('offers no Admit to a category whose seats and the General ones are taken, nor before the fee is verified when the settings require it', async () => {
    const group = reservedGroup(0);
    const rows = [
      { ...MERIT_ROWS[1], application_no: 'ADM2025-000011', name: 'Usha Rani', category: 'GEN-EWS' as const },
      { ...MERIT_ROWS[2], application_no: 'ADM2025-000012', name: 'Omi Yadav', category: 'OBC' as const },
      {
        ...MERIT_ROWS[2],
        application_no: 'ADM2025-000013',
        name: 'Pari Yadav',
        category: 'OBC' as const,
        payment_state: 'verified' as const,
      },
    ];
    stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      [OFFICE_SEATS_PATH]: () => json({ result: 'success', data: { year: '2025-26', groups: [group] } }),
      [OFFICE_MERIT_PATH]: () =>
        json({ ...meritAnswer(rows), data: { ...meritAnswer(rows).data, group, fee_required: true } }),
    });
    renderPage('/office/admissions/merit?place=2');
    const table = await screen.findByRole('table', { name: 'Merit list: B.Sc.' });
    expect(cellsOf(table).map((row) => [row[1], row.at(-1)])).toEqual([
      ['Usha Rani', 'No GEN-EWS or General seat left'],
      ['Omi Yadav', 'Admit after the fee is verified'],
      ['Pari Yadav', 'Admit'],
    ]);
  });

  it('prints the merit list, and the admitted list alone, with the letterhead', async () => {
    const printed: string[] = [];
    vi.stubGlobal(
      'print',
      vi.fn(() => {
        const sheet = document.querySelector('[data-print-sheet]')!;
        const names = within(sheet as HTMLElement)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent);
        printed.push(`${screen.getByRole('table').querySelector('caption')!.textContent}: ${names.join(', ')}`);
        window.dispatchEvent(new Event('afterprint'));
      }),
    );
    stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      [OFFICE_SEATS_PATH]: () => json(seatsAnswer()),
      [OFFICE_MERIT_PATH]: () => json(meritAnswer()),
    });
    const user = renderPage('/office/admissions/merit?place=1');
    await screen.findByRole('table', { name: 'Merit list: B.A.' });
    expect(document.querySelector('[data-print-sheet] [data-letterhead]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Print the merit list' }));
    await user.click(screen.getByRole('button', { name: 'Print the admitted list' }));
    expect(printed).toEqual([
      'Merit list: B.A.: Bina Singh, Chitra Rao, Nisha Jain',
      'Admitted list: B.A.: Bina Singh',
    ]);
    // Back on screen after printing: the whole list.
    expect(await screen.findByRole('table', { name: 'Merit list: B.A.' })).toBeInTheDocument();
    expect(screen.getByText(/mobile number and e-mail address/)).toBeInTheDocument();
  });

  it('is closed to a document verifier', async () => {
    stubOffice(meRoute(meAs(['document_verifier'])));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });
});
