import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../internal/story-docs';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  parameters: componentDocs(
    'Use a Spinner while something loads that takes more than a moment, such as results; it tells screen readers too. Use a Skeleton beside it to show the shape of what is coming.',
  ),
  argTypes: {
    label: {
      description:
        'What is loading, read by screen readers and shown when `showLabel`. Defaults to "Loading…" in the page\'s language.',
      control: 'text',
    },
    showLabel: {
      description: 'Shows the label beside the circle, not only to screen readers. Defaults to false.',
      control: 'boolean',
    },
    size: {
      description: '`sm`, `md` or `lg`. Defaults to `md`.',
      control: 'inline-radio',
      options: ['sm', 'md', 'lg'],
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const VisibleLabel: Story = { args: { showLabel: true, label: 'Fetching results…' } };
