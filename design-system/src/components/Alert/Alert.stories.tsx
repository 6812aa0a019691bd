import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../internal/story-docs';
import { Button } from '../Button/Button';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { children: 'Admissions for 2025–26 are open till 30 June.' },
  parameters: componentDocs(
    "Use an Alert for a message about the page or the reader's task that must stay in view, such as a deadline or a failed load. For a short passing confirmation use a Toast instead.",
  ),
  argTypes: {
    tone: {
      description: 'Colour, icon and urgency; `danger` is announced at once, the others politely. Defaults to `info`.',
      control: 'inline-radio',
      options: ['info', 'success', 'warning', 'danger'],
    },
    title: { description: 'Bold first line that sums up the message. Optional.', control: 'text' },
    action: { description: 'A control beside the message, e.g. a Retry button. Optional.', control: false },
    children: { description: 'The message itself.', control: 'text' },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { tone: 'info' } };
export const Success: Story = {
  args: { tone: 'success', title: 'Application submitted', children: 'Your application number is ADM2025-0142.' },
};
export const Warning: Story = {
  args: { tone: 'warning', title: 'Documents pending', children: 'Upload your caste certificate before 15 July.' },
};
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
