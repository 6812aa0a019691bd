import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FormField } from './FormField';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Name',
    children: <input style={{ font: 'inherit', padding: 'var(--ds-space-2)' }} />,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'As printed on your Class 12 marksheet' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { hint: 'As printed on your Class 12 marksheet', error: 'Fill value', required: true } };
