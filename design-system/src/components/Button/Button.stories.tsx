import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { componentDocs } from '../../internal/story-docs';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Apply now', onClick: fn() },
  parameters: componentDocs(
    'Use a Button for an action on the page, such as submitting a form; use one `primary` button per view for the main action. To go to another page, render it as a link with `as`.',
  ),
  argTypes: {
    as: {
      description:
        'Element or component to render, e.g. `a` or a router Link, for a link that looks like a button. Defaults to `button`.',
      control: false,
    },
    variant: {
      description:
        'Look: `primary` for the main action, `secondary`, `danger` for destructive ones, `outline`, or `link`. Defaults to `primary`.',
      control: 'inline-radio',
      options: ['primary', 'secondary', 'danger', 'outline', 'link'],
    },
    size: {
      description: '`sm`, `md` or `lg`. Defaults to `md`.',
      control: 'inline-radio',
      options: ['sm', 'md', 'lg'],
    },
    loading: {
      description: 'Shows a spinner and ignores clicks while saving, but keeps focus. Defaults to false.',
      control: 'boolean',
    },
    block: {
      description: 'Takes the full width of its container, e.g. the main action on phones. Defaults to false.',
      control: 'boolean',
    },
    className: { description: "Extra class names, added to the button's own.", control: 'text' },
    children: { description: "The button's text.", control: 'text' },
    onClick: { description: 'Called when the button is pressed; not called while `loading`.', control: false },
    type: {
      description: "Type of a native button. Defaults to `button`, so set `submit` for a form's submit button.",
      control: 'inline-radio',
      options: ['button', 'submit', 'reset'],
    },
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
