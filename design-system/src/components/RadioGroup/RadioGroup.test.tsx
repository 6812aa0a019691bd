import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RadioGroup } from './RadioGroup';

const shifts = [
  { value: 'morning', label: 'Morning' },
  { value: 'day', label: 'Day' },
  { value: 'evening', label: 'Evening' },
];

describe('RadioGroup', () => {
  it('groups native radios under the legend', () => {
    render(<RadioGroup label="Shift" name="shift" options={shifts} defaultValue="day" />);
    const group = screen.getByRole('radiogroup', { name: 'Shift' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
  });

  it('ties the error to the group', () => {
    render(<RadioGroup label="Shift" name="shift" options={shifts} error="Choose a shift" />);
    const group = screen.getByRole('radiogroup', { name: 'Shift' });
    expect(group).toHaveAccessibleDescription(/Choose a shift/);
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  it('works controlled, with arrow keys moving the choice', async () => {
    function Controlled() {
      const [value, setValue] = useState('morning');
      return (
        <RadioGroup
          label="Shift"
          name="shift"
          options={shifts}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('radio', { name: 'Evening' }));
    expect(screen.getByRole('radio', { name: 'Evening' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Morning' })).not.toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
  });

  it('gives ref, name and handlers to every radio, as register() needs', async () => {
    const nodes: HTMLInputElement[] = [];
    const onChange = vi.fn();
    render(
      <RadioGroup
        label="Shift"
        name="shift"
        options={shifts}
        onChange={onChange}
        ref={(el: HTMLInputElement | null) => {
          if (el) nodes.push(el);
        }}
      />,
    );
    expect(nodes).toEqual(screen.getAllByRole('radio'));
    expect(nodes.every((node) => node.name === 'shift')).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Morning' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0].target.value).toBe('morning');
  });
});
