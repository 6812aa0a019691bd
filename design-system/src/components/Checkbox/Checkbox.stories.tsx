import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'I confirm the details above are correct', name: 'confirm' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { label: 'I need hostel accommodation', hint: 'Limited seats; allotted by merit' } };
export const WithError: Story = { args: { error: 'Please confirm to continue' } };
export const Disabled: Story = { args: { disabled: true } };
