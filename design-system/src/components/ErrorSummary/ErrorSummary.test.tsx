import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorSummary } from './ErrorSummary';
import type { ErrorSummaryItem } from './ErrorSummary';

const ERRORS: ErrorSummaryItem[] = [
  { fieldId: 'name', label: 'Student Name', message: 'Fill value' },
  { fieldId: 'phone', label: 'Student Phone', message: 'Fill value' },
];

function Fields() {
  return (
    <>
      <label htmlFor="name">Student Name</label>
      <input id="name" />
      <label htmlFor="phone">Student Phone</label>
      <input id="phone" />
    </>
  );
}

describe('ErrorSummary', () => {
  it('is an alert with the GOV.UK heading and one link per field, to the field', () => {
    render(<ErrorSummary errors={ERRORS} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'There is a problem' })).toBeInTheDocument();
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Student Name: Fill value', 'Student Phone: Fill value']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#name', '#phone']);
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes focus when it appears', () => {
    render(<ErrorSummary errors={ERRORS} data-testid="summary" />);
    expect(screen.getByTestId('summary')).toHaveFocus();
  });

  it('moves focus to the field when a link is followed', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ErrorSummary errors={ERRORS} />
        <Fields />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Student Phone: Fill value' }));
    expect(screen.getByLabelText('Student Phone')).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('link', { name: 'Student Name: Fill value' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Student Name')).toHaveFocus();
  });

  it('takes focus again on the next failed attempt, but not when the list only shrinks', async () => {
    const user = userEvent.setup();
    function Form() {
      const [attempt, setAttempt] = useState(1);
      const [errors, setErrors] = useState(ERRORS);
      return (
        <>
          <ErrorSummary errors={errors} focusKey={attempt} data-testid="summary" />
          <Fields />
          <button onClick={() => setErrors(ERRORS.slice(1))}>Fix one</button>
          <button onClick={() => setAttempt((value) => value + 1)}>Submit</button>
        </>
      );
    }
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Fix one' }));
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Fix one' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByTestId('summary')).toHaveFocus();
  });

  it('takes a title, heading level, description and class name', () => {
    render(
      <ErrorSummary
        errors={[{ fieldId: 'x', message: 'Choose a course' }]}
        title="Check the form"
        headingLevel={3}
        className="mine"
      >
        <p>Nothing was sent.</p>
      </ErrorSummary>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 3, name: 'Check the form' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Nothing was sent.');
    expect(within(alert).getByRole('link', { name: 'Choose a course' })).toHaveAttribute('href', '#x');
    expect(alert.parentElement).toHaveClass('mine');
  });
});
