import { render, screen } from '@testing-library/react';
import { Card } from './Card';

describe('Card', () => {
  it('shows title as an h2 by default, with media, body and footer', () => {
    render(
      <Card
        title="Annual Sports Meet"
        media={<img src="/sports.jpg" alt="Students running" />}
        footer="Posted 2 days ago"
      >
        <p>Register by Friday.</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Annual Sports Meet' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Students running' })).toBeInTheDocument();
    expect(screen.getByText('Register by Friday.')).toBeInTheDocument();
    expect(screen.getByText('Posted 2 days ago')).toBeInTheDocument();
  });

  it('uses the heading level given in `as`', () => {
    render(<Card title="Library" as="h3" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Library' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('exposes the variant and passes native props', () => {
    render(<Card title="Fees" variant="elevated" data-testid="card" className="mine" aria-label="Fee card" />);
    const card = screen.getByTestId('card');
    expect(card).toHaveAttribute('data-variant', 'elevated');
    expect(card).toHaveClass('mine');
    expect(card).toHaveAttribute('aria-label', 'Fee card');
  });
});
