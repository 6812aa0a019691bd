import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full name', name: 'fullName' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { label: 'Mobile number', type: 'tel', inputMode: 'numeric', hint: '10 digits, no +91' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { label: 'Email', type: 'email', defaultValue: 'asha@', error: 'Enter a valid email address' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Asha Kumari' } };
export const Multiline: Story = { args: { label: 'Address', multiline: true, rows: 4, hint: 'Village, post office, district' } };
