import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs, fieldArgTypes } from '../../internal/story-docs';
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
    ...fieldArgTypes('select'),
    options: {
      description: 'The choices, in display order: value, label, and optional disabled and lang.',
      control: 'object',
    },
    placeholder: {
      description: 'Adds an empty first option with this text, so "nothing chosen" has the value "". Optional.',
      control: 'text',
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: 'Choose a course' } };
export const WithError: Story = { args: { placeholder: 'Choose a course', error: 'Choose a course', required: true } };
export const Disabled: Story = { args: { disabled: true } };
