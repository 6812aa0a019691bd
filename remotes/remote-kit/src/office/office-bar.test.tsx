import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation, useLocation } from '@college/design-system';
import { SIGN_OUT_PATH } from '@college/office-service/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, meAs, meRoute, stubOffice } from '../testing/office-fixtures';
import { OfficePage } from './office-page';
import { OFFICE_BAR_ID } from './office-paths';

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const { pathname, state } = useLocation();
  return <p data-testid="where">{`${pathname} ${JSON.stringify(state)}`}</p>;
}

/** An office page as the portal draws it: the shell's office header keeps the bar's place. */
function renderAt(path: string) {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath={path}>
      <header>
        <div id={OFFICE_BAR_ID} />
      </header>
      <main>
        <OfficePage title="A room">
          <p>The room&apos;s work</p>
        </OfficePage>
        <Where />
      </main>
    </MemoryNavigation>,
  );
  return user;
}

const header = () => screen.getByRole('banner');

describe('the office header bar', () => {
  it('names the signed-in user in the header and offers only the rooms their roles open, and their account', async () => {
    stubOffice(meRoute(meAs(['accountant', 'grievance_officer'])));
    renderAt('/office/accounts/counter');
    const rooms = await within(header()).findByRole('navigation', { name: 'Office rooms' });
    expect(
      within(rooms)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accounts office', 'Grievances office']);
    // A page inside a room marks the room as where the user is.
    expect(within(rooms).getByRole('link', { name: 'Accounts office' })).toHaveAttribute('aria-current', 'page');
    expect(within(rooms).getByRole('link', { name: 'Grievances office' })).not.toHaveAttribute('aria-current');
    expect(header()).toHaveTextContent(`Signed in as ${meAs(['accountant']).user.displayName}`);
    expect(within(header()).getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/office/account');
  });

  it("lists the administrator's pages for an administrator", async () => {
    stubOffice(meRoute(meAs(['admin'])));
    renderAt('/office/home');
    const rooms = await within(header()).findByRole('navigation', { name: 'Office rooms' });
    expect(
      within(rooms)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Office users', 'Audit log', 'Admission session']);
  });

  it('stays empty for a browser nobody is signed in with (the page goes to sign-in)', async () => {
    stubOffice(meRoute('signed-out'));
    renderAt('/office/accounts');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/office/sign-in'));
    expect(document.getElementById(OFFICE_BAR_ID)).toBeEmptyDOMElement();
  });

  it('signs out with the session token, forgets kept typing, and goes to sign-in saying so', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['content_editor'])),
      [SIGN_OUT_PATH]: () => json({ result: 'success' }),
    });
    sessionStorage.setItem('office.draft.notice.new', '{"description":"half a notice"}');
    const user = renderAt('/office/content');
    await user.click(await within(header()).findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/office/sign-in {"signedOut":true}'));
    expect(office.csrfOf(SIGN_OUT_PATH)).toBe(meAs(['content_editor']).csrfToken);
    expect(sessionStorage.getItem('office.draft.notice.new')).toBeNull();
  });
});
