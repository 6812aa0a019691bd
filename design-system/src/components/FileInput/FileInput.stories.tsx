import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../internal/story-docs';
import { FileInput } from './FileInput';

const meta = {
  title: 'Forms/FileInput',
  component: FileInput,
  args: {
    label: 'Class 12 marksheet',
    name: 'marksheet',
    accept: 'application/pdf,image/*',
    hint: 'PDF or photo, up to 2 MB',
  },
  parameters: componentDocs(
    "Use a FileInput for uploads such as marksheets and certificates. It shows the chosen file's name and size, and says in the hint which types and sizes are allowed.",
  ),
  argTypes: {
    label: { description: 'Text above the file picker. Required.', control: 'text' },
    hint: { description: 'Help text under the label, e.g. allowed types and size. Optional.', control: 'text' },
    error: { description: 'Error message; when given, the field is marked invalid. Optional.', control: 'text' },
    className: { description: 'Extra class names for the field wrapper, not the input.', control: 'text' },
    id: {
      description: 'Id of the input; generated when omitted. Set it when an error summary links here.',
      control: 'text',
    },
    required: { description: 'Marks the label and the input as required. Defaults to false.', control: 'boolean' },
    onChange: {
      description: "Called when files are chosen, after the field updates the chosen file's name.",
      control: false,
    },
  },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'File is larger than 2 MB' } };
export const Disabled: Story = { args: { disabled: true } };
