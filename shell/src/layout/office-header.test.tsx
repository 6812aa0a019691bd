import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SIGN_OUT_PATH } from '@college/office-service/contract';
import { json, meAs, meRoute, stubOffice } from '@college/remote-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_SETTINGS } from '../../../settings/test/fixture';
import OfficeHeader from './office-header';

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const { pathname, state } = useLocation();
  return <p data-testid="where">{`${pathname} ${JSON.stringify(state)}`}</p>;
}

function renderAt(path: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <OfficeHeader />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

describe('OfficeHeader', () => {
  it('names the signed-in user and offers only the rooms their roles open, their account and sign-out', async () => {
    stubOffice(meRoute({ ...meAs(['accountant', 'grievance_officer']) }));
    renderAt('/office/accounts');
    expect(screen.getByRole('link', { name: `${TEST_SETTINGS.name} Office (office home)` })).toHaveAttribute(
      'href',
      '/office/home',
    );
    const rooms = await screen.findByRole('navigation', { name: 'Office rooms' });
    expect(
      within(rooms)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accounts office', 'Grievances office']);
    expect(within(rooms).getByRole('link', { name: 'Accounts office' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/Signed in as/)).toHaveTextContent(`Signed in as ${meAs(['accountant']).user.displayName}`);
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/office/account');
    // No public chrome: no language switch, no public menu.
    expect(screen.queryByRole('link', { name: /हिन्दी/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /main/i })).not.toBeInTheDocument();
  });

  it("lists the administrator's pages for an administrator", async () => {
    stubOffice(meRoute(meAs(['admin'])));
    renderAt('/office/home');
    const rooms = await screen.findByRole('navigation', { name: 'Office rooms' });
    expect(
      within(rooms)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Office users', 'Audit log', 'Admission session']);
  });

  it('shows only the office home link to a browser nobody is signed in with', async () => {
    const office = stubOffice(meRoute('signed-out'));
    renderAt('/office/sign-in');
    await waitFor(() => expect(office.calls.length).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: /Office \(office home\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Office rooms' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('signs out with the session token, then goes to sign-in saying so', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['content_editor'])),
      [SIGN_OUT_PATH]: () => json({ result: 'success' }),
    });
    sessionStorage.setItem('office.draft.notice.new', '{"description":"half a notice"}');
    const user = renderAt('/office/content');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/office/sign-in {"signedOut":true}'));
    expect(office.csrfOf(SIGN_OUT_PATH)).toBe(meAs(['content_editor']).csrfToken);
    // What office forms kept in the tab is forgotten with the sign-out.
    expect(sessionStorage.getItem('office.draft.notice.new')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});
