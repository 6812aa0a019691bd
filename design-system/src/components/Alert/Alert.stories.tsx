import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../Button/Button';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { children: 'Admissions for 2025–26 are open till 30 June.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { tone: 'info' } };
export const Success: Story = { args: { tone: 'success', title: 'Application submitted', children: 'Your application number is ADM2025-0142.' } };
export const Warning: Story = { args: { tone: 'warning', title: 'Documents pending', children: 'Upload your caste certificate before 15 July.' } };
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Could not load results',
    children: 'The connection dropped. Your data is safe.',
    action: (
      <Button size="sm" variant="outline">
        Retry
      </Button>
    ),
  },
};
