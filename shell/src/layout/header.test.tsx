import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TEST_SETTINGS } from '../../../settings/test/fixture';
import { Header } from './header';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHeader() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Header />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Header', () => {
  it('links the logo home and toggles the collapsed navbar', async () => {
    const user = userEvent.setup();
    renderHeader();
    // The name starts with the text the link shows (axe label-content-name-mismatch, WCAG 2.5.3).
    const home = screen.getByRole('link', { name: `${TEST_SETTINGS.name} home page` });
    expect(home).toHaveAttribute('href', '/');
    expect(home).not.toHaveAttribute('aria-label');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens a menu, closes it with Escape, and navigates from it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const about = screen.getByRole('button', { name: 'About' });
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Courses' }));
    await user.click(screen.getByRole('link', { name: 'Postgraduate' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/postgraduate');
    expect(screen.getByRole('button', { name: 'Courses' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has every menu of the spec', () => {
    renderHeader();
    for (const name of ['About', 'Courses', 'Student', 'Admission', 'Facilities']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    for (const name of ['Home', 'NCTE Order', 'Annual Report', 'Disciplinary Cell', 'Faculty', 'Career']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('returns focus to the toggle when Escape closes a menu from inside it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const student = screen.getByRole('button', { name: 'Student' });
    await user.click(student);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Student Data' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Talent Search Result' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(student).toHaveAttribute('aria-expanded', 'false');
    expect(student).toHaveFocus();
  });

  it('closes a menu when focus leaves it, and keeps it open while focus moves inside', async () => {
    const user = userEvent.setup();
    renderHeader();
    const admission = screen.getByRole('button', { name: 'Admission' });
    await user.click(admission);
    await user.tab(); // into the menu: still open
    expect(screen.getByRole('link', { name: 'Admission' })).toHaveFocus();
    expect(admission).toHaveAttribute('aria-expanded', 'true');
    // Past its last link (Merit lists, Admission Procedure, the two rules pages), to the next menu.
    for (let i = 0; i < 5; i += 1) await user.tab();
    expect(screen.getByRole('button', { name: 'Facilities' })).toHaveFocus();
    expect(admission).toHaveAttribute('aria-expanded', 'false');

    // Shift+Tab from the toggle out of the menu closes it as well.
    const facilities = screen.getByRole('button', { name: 'Facilities' });
    await user.keyboard('{Enter}');
    expect(facilities).toHaveAttribute('aria-expanded', 'true');
    await user.tab({ shift: true });
    expect(facilities).toHaveAttribute('aria-expanded', 'false');
  });
});
