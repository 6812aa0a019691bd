import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast, ToastProvider, TOAST_DURATION_MS, useToast } from './Toast';
import type { ToastTone } from './Toast';

function Trigger({ message, tone }: { message: string; tone?: ToastTone }) {
  const toast = useToast();
  return <button onClick={() => toast.show(message, tone)}>Notify</button>;
}

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 3 seconds long', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('shows a polite status toast and hides it after 3 s', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger message="Application saved" tone="success" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('status')).toHaveTextContent('Application saved');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Application saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Application saved')).not.toBeInTheDocument();
  });

  it('uses role="alert" for danger and role="status" for info by default', async () => {
    function Both() {
      const toast = useToast();
      return (
        <button
          onClick={() => {
            toast.show('Upload failed', 'danger');
            toast.show('New notice posted');
          }}
        >
          Notify
        </button>
      );
    }
    render(
      <ToastProvider>
        <Both />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
    expect(screen.getByRole('status')).toHaveTextContent('New notice posted');
  });

  it('can be closed early with its close button', async () => {
    render(
      <ToastProvider>
        <Trigger message="Saved" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('throws a clear error outside a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message="x" />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });

  it('renders standalone with the tone as data attribute', () => {
    render(
      <Toast tone="danger" data-testid="toast">
        Payment failed
      </Toast>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    expect(screen.getByTestId('toast')).toHaveAttribute('data-tone', 'danger');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
