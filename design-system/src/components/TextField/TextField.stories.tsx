import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs, fieldArgTypes } from '../../internal/story-docs';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full name', name: 'fullName' },
  parameters: componentDocs(
    'Use a TextField for typed answers such as a name, a phone number or an address. Set `multiline` for longer text.',
  ),
  argTypes: {
    ...fieldArgTypes('input'),
    hint: { description: 'Help text under the label, e.g. the expected format. Optional.', control: 'text' },
    multiline: {
      description: 'Shows a textarea for longer text instead of a one-line input. Defaults to false.',
      control: 'boolean',
    },
    type: {
      description: 'Kind of one-line input, e.g. `email` or `tel`. Defaults to `text`; ignored when `multiline`.',
      control: 'select',
      options: ['text', 'email', 'tel', 'number', 'password', 'date'],
    },
    rows: { description: 'Visible lines of a multiline field. Defaults to 4.', control: { type: 'number', min: 1 } },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { label: 'Mobile number', type: 'tel', inputMode: 'numeric', hint: '10 digits, no +91' },
};
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'asha@', error: 'Enter a valid email address' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Asha Kumari' } };
export const Multiline: Story = {
  args: { label: 'Address', multiline: true, rows: 4, hint: 'Village, post office, district' },
};
