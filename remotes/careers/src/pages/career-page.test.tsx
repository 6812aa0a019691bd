import { render, screen } from '@testing-library/react';
import { MemoryNavigation } from '@college/design-system';
import { describe, expect, it } from 'vitest';
import CareerPage from './career-page';

describe('/career', () => {
  it('shows the dates, venue and helplines, the notification PDF and the way to the form', () => {
    render(
      <MemoryNavigation initialPath="/career">
        <CareerPage />
      </MemoryNavigation>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Recruitment 2025' })).toBeInTheDocument();
    expect(screen.getByText('Applications open').nextSibling).toHaveTextContent('01-07-2025');
    expect(screen.getByText('Last date to apply').nextSibling).toHaveTextContent('10-08-2025');
    expect(screen.getByText('Interview').nextSibling).toHaveTextContent('14-08-2025 from 10:00');
    expect(screen.getByRole('heading', { name: 'Interview venue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 91234 50001' })).toHaveAttribute('href', 'tel:+919123450001');
    expect(screen.getByRole('link', { name: /View Notification/ })).toHaveAttribute(
      'href',
      '/uploads/docs/careers/recruitment-notification.pdf',
    );
    expect(screen.getByRole('link', { name: 'Apply Online' })).toHaveAttribute('href', '/careerForm');
  });
});
