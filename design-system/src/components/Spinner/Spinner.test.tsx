import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces "Loading…" by default, with the text hidden visually', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(screen.getByText('Loading…')).toHaveClass('ds-visually-hidden');
  });

  it('takes a custom label and can show it', () => {
    render(<Spinner label="Fetching results…" showLabel size="lg" />);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching results…');
    expect(screen.getByRole('status')).toHaveAttribute('data-size', 'lg');
    expect(screen.getByText('Fetching results…')).not.toHaveClass('ds-visually-hidden');
  });
});
