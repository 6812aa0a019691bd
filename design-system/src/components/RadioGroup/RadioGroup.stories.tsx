import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Category',
    name: 'category',
    options: [
      { value: 'gen', label: 'General' },
      { value: 'obc', label: 'OBC' },
      { value: 'sc', label: 'SC' },
      { value: 'st', label: 'ST' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDefault: Story = { args: { defaultValue: 'obc' } };
export const Inline: Story = { args: { inline: true, hint: 'As on your caste certificate' } };
export const WithError: Story = { args: { required: true, error: 'Choose a category' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'gen' } };

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('sc');
    return (
      <>
        <RadioGroup {...args} value={value} onChange={(event) => setValue(event.target.value)} />
        <p>Chosen: {value}</p>
      </>
    );
  },
};
