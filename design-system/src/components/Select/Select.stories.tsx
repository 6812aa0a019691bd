import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../internal/story-docs';
import { Select } from './Select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Course',
    name: 'course',
    options: [
      { value: 'ba', label: 'B.A.' },
      { value: 'bsc', label: 'B.Sc.' },
      { value: 'bcom', label: 'B.Com.' },
    ],
  },
  parameters: componentDocs(
    'Use a Select for one choice out of a longer list, such as a course or a district. For a few options that should all be visible use a RadioGroup.',
  ),
  argTypes: {
    label: { description: 'Text of the label above the list. Required.', control: 'text' },
    options: {
      description: 'The choices, in display order: value, label, and optional disabled and lang.',
      control: 'object',
    },
    placeholder: {
      description: 'Adds an empty first option with this text, so "nothing chosen" has the value "". Optional.',
      control: 'text',
    },
    hint: { description: 'Help text under the label. Optional.', control: 'text' },
    error: { description: 'Error message; when given, the list is marked invalid. Optional.', control: 'text' },
    className: { description: 'Extra class names for the field wrapper, not the select.', control: 'text' },
    id: {
      description: 'Id of the select; generated when omitted. Set it when an error summary links here.',
      control: 'text',
    },
    required: { description: 'Marks the label and the select as required. Defaults to false.', control: 'boolean' },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: 'Choose a course' } };
export const WithError: Story = { args: { placeholder: 'Choose a course', error: 'Choose a course', required: true } };
export const Disabled: Story = { args: { disabled: true } };
