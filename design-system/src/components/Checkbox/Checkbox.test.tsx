import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a labelled native checkbox the user can toggle', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="I agree to the rules" name="agree" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the rules' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('I agree to the rules'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('ties the error to the checkbox', () => {
    render(<Checkbox label="I agree" error="You must agree to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription(/You must agree to continue/);
    expect(box).toBeInvalid();
  });

  it('is valid and undescribed without error or hint', () => {
    render(<Checkbox label="Hostel needed" />);
    const box = screen.getByRole('checkbox', { name: 'Hostel needed' });
    expect(box).toBeValid();
    expect(box).not.toHaveAttribute('aria-describedby');
  });

  it('forwards ref', () => {
    let node: HTMLInputElement | null = null;
    render(<Checkbox label="Ref" ref={(el: HTMLInputElement | null) => void (node = el)} />);
    expect(node).toBe(screen.getByRole('checkbox', { name: 'Ref' }));
  });
});
