import type { Meta, StoryObj } from 'storybook-react-rsbuild';
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
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleLine: Story = {};
export const Paragraph: Story = { args: { lines: 4 } };
export const TallBlock: Story = { args: { height: '8rem' } };
