import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../internal/story-docs';
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
  parameters: componentDocs(
    'Use a RadioGroup for one choice out of a few options that should all be visible, such as a category. For a long list use a Select.',
  ),
  argTypes: {
    label: { description: 'Question the group answers, shown as its legend. Required.', control: 'text' },
    name: { description: 'Form field name shared by every radio. Required.', control: 'text' },
    options: { description: 'The choices, in display order: value, label and optional disabled.', control: 'object' },
    value: { description: 'The chosen value when the caller keeps it; pair with `onChange`.', control: 'text' },
    defaultValue: {
      description: 'Option chosen at first when the group keeps its own value. Defaults to none.',
      control: 'text',
    },
    onChange: { description: 'Called when a radio is chosen; read `event.target.value`.', control: false },
    onBlur: { description: 'Called when a radio loses focus, e.g. to validate on blur.', control: false },
    ref: { description: 'Given to every radio, so a form library can register the whole group.', control: false },
    hint: { description: 'Help text under the legend, read out with the group. Optional.', control: 'text' },
    error: { description: 'Error message; when given, the group is marked invalid. Optional.', control: 'text' },
    required: { description: 'Marks the legend and the group as required. Defaults to false.', control: 'boolean' },
    disabled: { description: 'Disables every option. Defaults to false.', control: 'boolean' },
    inline: {
      description: 'Lays the options out in a row that wraps on narrow screens. Defaults to false.',
      control: 'boolean',
    },
    className: { description: 'Extra class names for the fieldset.', control: 'text' },
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
