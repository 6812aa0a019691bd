import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs, fieldArgTypes } from '../../internal/story-docs';
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
    ...fieldArgTypes('input'),
    label: { description: 'Text above the file picker. Required.', control: 'text' },
    hint: { description: 'Help text under the label, e.g. allowed types and size. Optional.', control: 'text' },
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
