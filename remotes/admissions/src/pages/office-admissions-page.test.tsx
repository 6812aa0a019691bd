import { render, screen, within } from '@testing-library/react';
import { MemoryNavigation } from '@college/design-system';
import { OFFICE_SEATS_PATH } from '@college/admissions-service/office/seats';
import { failure, json, meAs, meRoute, stubOffice } from '@college/remote-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reservedGroup, seatsAnswer } from '../testing/seats-fixtures';
import OfficeAdmissionsPage from './office-admissions-page';

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  render(
    <MemoryNavigation initialPath="/office/admissions">
      <OfficeAdmissionsPage />
    </MemoryNavigation>,
  );

const rooms = () =>
  within(screen.getByRole('list', { name: 'Rooms of the admissions office' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('/office/admissions', () => {
  it('shows an admission officer the three rooms and the seats per course and category with totals', async () => {
    stubOffice({ ...meRoute(meAs(['admission_officer'])), [OFFICE_SEATS_PATH]: () => json(seatsAnswer()) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Admissions office' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'B.A.: 3 seats, 2 left' });
    expect(rooms()).toEqual([
      ['Applications', '/office/admissions/applications'],
      ['Document verification', '/office/verification'],
      ['Merit lists and admission', '/office/admissions/merit'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Seats, A.Y. 2025-26' })).toBeInTheDocument();
    const general = within(table).getByRole('row', { name: /^General/ });
    expect(
      within(general)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '3', '1', '1']);
    const totals = within(table).getByRole('row', { name: /^All categories/ });
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6', '3', '1', '1']);
    expect(screen.getByRole('table', { name: 'M.A. – Hindi: 60 seats, 60 left' })).toBeInTheDocument();
  });

  it('shows each category’s seats, admitted and left under the reservation, and who sits on General seats', async () => {
    stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      [OFFICE_SEATS_PATH]: () => json({ result: 'success', data: { year: '2025-26', groups: [reservedGroup()] } }),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'B.Sc.: 100 seats, 27 left' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Category', 'Seats', 'Applied', 'Verified', 'Paid', 'Admitted', 'Left']);
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(/^General/)).toEqual(['40', '33', '32', '31', '31', '8']);
    expect(cells(/^SC/)).toEqual(['21', '24', '23', '22', '22', '0']);
    expect(cells(/^All categories/)).toEqual(['100', '83', '78', '73', '73', '27']);
    expect(
      screen.getByText(/1 reserved-category applicant admitted on merit sits on General seats/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Seats per category by the state's reservation/)).toBeInTheDocument();
  });

  it('shows a document verifier no merit room', async () => {
    stubOffice({ ...meRoute(meAs(['document_verifier'])), [OFFICE_SEATS_PATH]: () => json(seatsAnswer()) });
    renderPage();
    await screen.findByRole('table', { name: 'B.A.: 3 seats, 2 left' });
    expect(rooms().map(([name]) => name)).toEqual(['Applications', 'Document verification']);
  });

  it('says when the seats could not be loaded, and tries again', async () => {
    let calls = 0;
    stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      [OFFICE_SEATS_PATH]: () => (++calls === 1 ? failure('The service is not answering.', 503) : json(seatsAnswer())),
    });
    renderPage();
    expect(await screen.findByText('The seats could not be loaded just now.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('table', { name: 'B.A.: 3 seats, 2 left' })).toBeInTheDocument();
  });
});
