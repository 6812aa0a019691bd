import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

const courses = [
  { value: 'ba', label: 'B.A.' },
  { value: 'bsc', label: 'B.Sc.' },
  { value: 'bcom', label: 'B.Com.' },
];

describe('Select', () => {
  it('renders the options under a label, with an empty placeholder first', () => {
    render(<Select label="Course" options={courses} placeholder="Choose a course" />);
    const select = screen.getByRole('combobox', { name: 'Course' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Choose a course', 'B.A.', 'B.Sc.', 'B.Com.']);
    expect(options[0]).toHaveValue('');
    expect(select).toHaveValue('');
  });

  it('has no empty option without a placeholder', () => {
    render(<Select label="Course" options={courses} />);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Course' })).toHaveValue('ba');
  });

  it('lets the user choose and reports the change', async () => {
    const onChange = vi.fn();
    render(<Select label="Course" name="course" options={courses} placeholder="Choose" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'B.Sc.');
    expect(screen.getByRole('combobox', { name: 'Course' })).toHaveValue('bsc');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('ties the error to the select', () => {
    render(<Select label="Course" options={courses} error="Choose a course" />);
    const select = screen.getByRole('combobox', { name: 'Course' });
    expect(select).toHaveAccessibleDescription(/Choose a course/);
    expect(select).toBeInvalid();
  });
});
