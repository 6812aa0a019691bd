import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
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
