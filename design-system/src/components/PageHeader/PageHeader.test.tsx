import { render, screen } from '@testing-library/react';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the title as the page h1 with subtitle and extra content', () => {
    render(
      <PageHeader title="Admissions 2025" subtitle="Apply online for B.A., B.Sc. and B.Com.">
        <a href="/">Home</a>
      </PageHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admissions 2025' })).toBeInTheDocument();
    expect(screen.getByText('Apply online for B.A., B.Sc. and B.Com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('does not add a second banner landmark', () => {
    render(<PageHeader title="Results" />);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
