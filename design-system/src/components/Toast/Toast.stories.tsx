import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { componentDocs } from '../../internal/story-docs';
import { Button } from '../Button/Button';
import { Toast, ToastProvider, useToast } from './Toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { children: 'Application saved', tone: 'success', onClose: fn() },
  parameters: componentDocs(
    'Use a Toast, through useToast() inside a ToastProvider, for a short confirmation that needs no action, such as "Application saved". It hides itself after 3 seconds, so never put anything the reader must act on in it.',
  ),
  argTypes: {
    tone: {
      description: '`success`, `info`, or `danger` (announced at once). Defaults to `info`.',
      control: 'inline-radio',
      options: ['success', 'info', 'danger'],
    },
    onClose: { description: 'Shows a close button when given, and is called when it is pressed.', control: false },
    closeLabel: {
      description: 'Name of the close button for screen readers. Defaults to "Close" in the page\'s language.',
      control: 'text',
    },
    children: { description: 'The message; keep it to one short line.', control: 'text' },
  },
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
