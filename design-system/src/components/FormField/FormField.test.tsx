import { render, screen } from '@testing-library/react';
import { FormField } from './FormField';

describe('FormField', () => {
  it('labels the control and generates an id when none is given', () => {
    render(
      <FormField label="Name">
        <input />
      </FormField>,
    );
    const input = screen.getByLabelText('Name');
    expect(input.id).not.toBe('');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('uses the given id', () => {
    render(
      <FormField label="Roll number" id="roll">
        <input />
      </FormField>,
    );
    expect(screen.getByLabelText('Roll number')).toHaveAttribute('id', 'roll');
  });

  it('ties the error to the control and marks it invalid', () => {
    render(
      <FormField label="Name" error="Fill value">
        <input />
      </FormField>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAccessibleDescription(/Fill value/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Fill value')).toBeVisible();
  });

  it('describes the control by hint and error together, keeping the child’s own description', () => {
    render(
      <>
        <p id="own">Own note.</p>
        <FormField label="Email" hint="We send the receipt here." error="Enter a valid email">
          <input aria-describedby="own" />
        </FormField>
      </>,
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Own note. We send the receipt here. Error: Enter a valid email',
    );
  });

  it('marks the control required for assistive tech without changing its name', () => {
    render(
      <FormField label="Mobile" required>
        <input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveAttribute('aria-required', 'true');
  });

  it('treats an empty error as no error', () => {
    render(
      <FormField label="City" error="">
        <input />
      </FormField>,
    );
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-describedby');
  });
});
