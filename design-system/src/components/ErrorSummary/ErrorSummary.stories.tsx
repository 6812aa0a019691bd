import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../internal/story-docs';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { ErrorSummary } from './ErrorSummary';
import type { ErrorSummaryItem } from './ErrorSummary';

const meta = {
  title: 'Feedback/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: 'story-name', label: 'Student Name', message: 'Fill value' },
      { fieldId: 'story-phone', label: 'Student Phone', message: 'Enter a 10-digit mobile number' },
    ],
  },
  parameters: componentDocs(
    'Use an ErrorSummary at the top of a form after a failed submit: it takes focus and links to every field in error. Nothing shows while there are no errors.',
  ),
  argTypes: {
    errors: {
      description:
        "One link per field in error, in the form's order: the field's id, its label and the message. Nothing renders when empty.",
      control: 'object',
    },
    title: {
      description: 'Heading of the summary. Defaults to "There is a problem" in the page\'s language.',
      control: 'text',
    },
    headingLevel: {
      description: 'Heading level of the title, to fit the page outline. Defaults to 2.',
      control: 'inline-radio',
      options: [2, 3],
    },
    focusKey: {
      description: 'Focus moves to the summary whenever this changes: pass the number of failed submits.',
      control: false,
    },
    children: { description: 'A line under the title, e.g. what happens to what was typed. Optional.', control: false },
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { children: <p>What you typed is still in the form.</p> } };
export const MessagesOnly: Story = {
  args: { errors: [{ fieldId: 'story-email', message: 'Enter an e-mail address, like name@example.com' }] },
};

/** Submit the empty form: the summary takes focus and each link moves focus to its field. */
export const InAForm: Story = {
  args: { errors: [] },
  render: function Render() {
    const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
    const [attempts, setAttempts] = useState(0);
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const data = new FormData(event.currentTarget);
      const next: ErrorSummaryItem[] = [];
      if (!data.get('name')) next.push({ fieldId: 'form-name', label: 'Student Name', message: 'Fill value' });
      if (!data.get('roll')) next.push({ fieldId: 'form-roll', label: 'Roll Number', message: 'Fill value' });
      setErrors(next);
      setAttempts((count) => count + 1);
    };
    const errorOf = (id: string) => errors.find((error) => error.fieldId === id)?.message;
    return (
      <form noValidate onSubmit={onSubmit} aria-label="Example form">
        <ErrorSummary errors={errors} focusKey={attempts} />
        <TextField id="form-name" name="name" label="Student Name" required error={errorOf('form-name')} />
        <TextField id="form-roll" name="roll" label="Roll Number" required error={errorOf('form-roll')} />
        <Button type="submit">Submit</Button>
      </form>
    );
  },
};
