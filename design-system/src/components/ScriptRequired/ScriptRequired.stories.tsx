import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../internal/story-docs';
import { ScriptRequiredMessage } from './ScriptRequired';

// Storybook runs script, so the <noscript> wrapper would show nothing: the stories show the
// message a visitor without JavaScript reads at the top of a form.
const meta = {
  title: 'Feedback/ScriptRequired',
  component: ScriptRequiredMessage,
  parameters: componentDocs(
    'Put ScriptRequired first inside every form: it tells a visitor whose browser runs no JavaScript that the form needs it. Other visitors never see it.',
  ),
  argTypes: {
    children: {
      description:
        "What to do instead, e.g. visit the college office. Defaults to a general line in the page's language.",
      control: 'text',
    },
  },
} satisfies Meta<typeof ScriptRequiredMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AdmissionForm: Story = {
  args: {
    children: 'Please turn on JavaScript in your browser to fill in the admission form, or visit the college office.',
  },
};
