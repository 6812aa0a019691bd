import type { Meta, StoryObj } from 'storybook-react-rsbuild';
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
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: 'Choose a course' } };
export const WithError: Story = { args: { placeholder: 'Choose a course', error: 'Choose a course', required: true } };
export const Disabled: Story = { args: { disabled: true } };
