import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
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
    expect(screen.getByRole('link', { name: /Gramin Mahavidyalaya home/ })).toHaveAttribute('href', '/');
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
});
