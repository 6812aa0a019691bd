import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs, fieldArgTypes } from '../../internal/story-docs';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'I confirm the details above are correct', name: 'confirm' },
  parameters: componentDocs(
    'Use a Checkbox for one yes-or-no choice, such as a declaration. For one choice out of several use a RadioGroup.',
  ),
  argTypes: {
    ...fieldArgTypes('checkbox'),
    label: { description: 'Text beside the box; clicking it toggles the box. Required.', control: 'text' },
    required: {
      description: 'Set on the input itself; unlike the other fields, the label is not marked. Defaults to false.',
      control: 'boolean',
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = {
  args: { label: 'I need hostel accommodation', hint: 'Limited seats; allotted by merit' },
};
export const WithError: Story = { args: { error: 'Please confirm to continue' } };
export const Disabled: Story = { args: { disabled: true } };
