import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ExternalLink } from './ExternalLink';

const meta = {
  title: 'Navigation/ExternalLink',
  component: ExternalLink,
  args: { href: 'https://www.ugc.gov.in/', children: 'University Grants Commission' },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InASentence: Story = {
  render: (args) => (
    <p>
      Complaints about ragging can also be made at <ExternalLink {...args} href="https://www.antiragging.in/">antiragging.in</ExternalLink>.
    </p>
  ),
};
