import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from './Alert';

describe('Alert', () => {
  it('uses role="alert" for danger, with title, text and an action', async () => {
    const retry = vi.fn();
    render(
      <Alert tone="danger" title="Could not load results" action={<button onClick={retry}>Retry</button>}>
        Check your connection.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-tone', 'danger');
    expect(alert).toHaveTextContent('Could not load results');
    expect(alert).toHaveTextContent('Check your connection.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it.each(['info', 'success', 'warning'] as const)('uses role="status" for %s', (tone) => {
    render(<Alert tone={tone}>Message</Alert>);
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', tone);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('defaults to info', () => {
    render(<Alert className="mine">Hello</Alert>);
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'info');
    expect(screen.getByRole('status')).toHaveClass('mine');
  });
});
