import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Apply now', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'outline', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'View syllabus' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Withdraw application' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Cancel' } };
export const LinkLook: Story = { name: 'Link', args: { variant: 'link', children: 'Read the rules' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--ds-space-3)', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Loading: Story = { args: { loading: true, children: 'Saving…' } };
export const Disabled: Story = { args: { disabled: true } };
export const Block: Story = { args: { block: true, children: 'Submit application' } };

/** `as="a"` renders an anchor; a router Link works the same way: `<Button as={Link} to="/courses">`. */
export const AsLink: Story = {
  render: (args) => (
    <Button {...args} as="a" href="#courses" variant="outline">
      Browse courses
    </Button>
  ),
};
