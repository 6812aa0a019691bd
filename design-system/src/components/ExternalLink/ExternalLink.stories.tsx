import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../internal/story-docs';
import { ExternalLink } from './ExternalLink';

const meta = {
  title: 'Navigation/ExternalLink',
  component: ExternalLink,
  args: { href: 'https://www.ugc.gov.in/', children: 'University Grants Commission' },
  parameters: componentDocs(
    'Use an ExternalLink for any link that leaves the portal: it opens in a new tab and says so, to the eye and to screen readers. Links inside the portal stay plain links.',
  ),
  argTypes: {
    href: { description: 'Address of the other website. Required.', control: 'text' },
    children: { description: 'The link text; say where it goes, not "click here".', control: 'text' },
  },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InASentence: Story = {
  render: (args) => (
    <p>
      Complaints about ragging can also be made at{' '}
      <ExternalLink {...args} href="https://www.antiragging.in/">
        antiragging.in
      </ExternalLink>
      .
    </p>
  ),
};
