import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../internal/story-docs';
import { KeyFacts } from './KeyFacts';

const meta = {
  title: 'Content/KeyFacts',
  component: KeyFacts,
  args: {
    facts: [
      { label: 'Seats', value: '100' },
      { label: 'Duration', value: '2 years' },
      { label: 'Fee per year', value: '₹ 51,250' },
    ],
  },
  parameters: componentDocs(
    'Use KeyFacts for a few headline facts at a glance, such as seats, fees or key dates. For longer lists of records use a DataTable.',
  ),
  argTypes: {
    facts: {
      description: 'The facts to show, in order, each a label and a value; labels must be unique.',
      control: 'object',
    },
  },
} satisfies Meta<typeof KeyFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CourseFacts: Story = {};
export const KeyDates: Story = {
  args: {
    facts: [
      { label: 'Applications open', value: '01-07-2025' },
      { label: 'Last date to apply', value: '10-08-2025' },
      { label: 'Interview', value: '14-08-2025 from 10:00' },
    ],
  },
};
