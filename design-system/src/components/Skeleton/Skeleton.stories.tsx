import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../internal/story-docs';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: componentDocs(
    'Use a Skeleton as a placeholder in the shape of content that is still loading. It is hidden from screen readers, so pair it with a Spinner or aria-busy.',
  ),
  argTypes: {
    lines: {
      description: 'Number of bars; with several, the last is shorter, like a paragraph. Defaults to 1.',
      control: { type: 'number', min: 1 },
    },
    height: {
      description: 'Height of each bar, a CSS length or a number of pixels. Defaults to `1em`.',
      control: 'text',
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleLine: Story = {};
export const Paragraph: Story = { args: { lines: 4 } };
export const TallBlock: Story = { args: { height: '8rem' } };
