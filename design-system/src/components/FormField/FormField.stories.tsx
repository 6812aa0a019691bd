import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs, fieldArgTypes } from '../../internal/story-docs';
import { FormField } from './FormField';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Name',
    children: <input style={{ font: 'inherit', padding: 'var(--ds-space-2)' }} />,
  },
  parameters: componentDocs(
    'Use a FormField to give a custom control the same label, hint and error as the other fields. For plain text, choices and files use TextField, Select or FileInput, which already use it.',
  ),
  argTypes: {
    ...fieldArgTypes('control'),
    id: { description: 'Id for the control; taken from the control or generated when omitted.', control: 'text' },
    className: { description: 'Extra class names for the wrapper.', control: 'text' },
    children: { description: 'Exactly one control (input, select, textarea…).', control: false },
    append: { description: 'Shown after the control, e.g. a character count. Optional.', control: false },
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'As printed on your Class 12 marksheet' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { hint: 'As printed on your Class 12 marksheet', error: 'Fill value', required: true },
};
