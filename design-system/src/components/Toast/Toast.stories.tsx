import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Toast, ToastProvider, useToast } from './Toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { children: 'Application saved', tone: 'success', onClose: fn() },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Info: Story = { args: { tone: 'info', children: 'A new notice has been posted' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Upload failed. Try again.' } };
export const WithoutClose: Story = { args: { onClose: undefined } };

function Triggers() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 'var(--ds-space-2)', flexWrap: 'wrap' }}>
      <Button onClick={() => toast.show('Application saved', 'success')}>Success</Button>
      <Button variant="secondary" onClick={() => toast.show('Results will be out on 10 June')}>
        Info
      </Button>
      <Button variant="danger" onClick={() => toast.show('Payment failed', 'danger')}>
        Danger
      </Button>
    </div>
  );
}

/** Toasts from useToast() hide themselves after 3 s. */
export const WithProvider: Story = {
  render: () => (
    <ToastProvider>
      <Triggers />
    </ToastProvider>
  ),
};
