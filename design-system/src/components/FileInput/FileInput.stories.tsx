import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FileInput } from './FileInput';

const meta = {
  title: 'Forms/FileInput',
  component: FileInput,
  args: { label: 'Class 12 marksheet', name: 'marksheet', accept: 'application/pdf,image/*', hint: 'PDF or photo, up to 2 MB' },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'File is larger than 2 MB' } };
export const Disabled: Story = { args: { disabled: true } };
