import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';

/** Mimics react-hook-form's register(): name, handlers and a callback ref. */
function fakeRegister(name: string) {
  const fields: Record<string, HTMLInputElement | HTMLTextAreaElement | null> = {};
  return {
    fields,
    props: {
      name,
      onChange: vi.fn(),
      onBlur: vi.fn(),
      ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
        fields[name] = el;
      },
    },
  };
}

describe('TextField', () => {
  it('renders a labelled text input that users can type into', async () => {
    render(<TextField label="Full name" />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.type(input, 'Asha');
    expect(input).toHaveValue('Asha');
  });

  it('works with a register()-style spread: name, onChange, onBlur and ref reach the input', async () => {
    const { fields, props } = fakeRegister('email');
    render(<TextField label="Email" type="email" {...props} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(fields.email).toBe(input);
    expect(input).toHaveAttribute('name', 'email');
    await userEvent.type(input, 'a');
    await userEvent.tab();
    expect(props.onChange).toHaveBeenCalled();
    expect(props.onBlur).toHaveBeenCalled();
  });

  it('shows the error tied to the input', () => {
    render(<TextField label="Name" error="Fill value" hint="As on your marksheet" />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAccessibleDescription(/As on your marksheet.*Fill value/);
    expect(input).toBeInvalid();
  });

  it('renders a textarea when multiline', () => {
    render(<TextField label="Address" multiline rows={3} />);
    const textarea = screen.getByRole('textbox', { name: 'Address' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '3');
  });

  it('puts className on the field wrapper and required on the input', () => {
    const { container } = render(<TextField label="Phone" className="wide" required />);
    expect(container.firstElementChild).toHaveClass('wide');
    expect(screen.getByLabelText('Phone')).toBeRequired();
  });

  it('says so when a paste is cut at the limit, and stops saying it once the text is shorter', async () => {
    const onInput = vi.fn();
    render(<TextField label="Full name" maxLength={100} onInput={onInput} />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    await userEvent.click(input);
    await userEvent.paste('A'.repeat(299));
    expect(input).toHaveValue('A'.repeat(100));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have reached the limit of 100 characters: anything more is not taken.',
    );
    expect(onInput).toHaveBeenCalled(); // the caller's own handler still runs
    await userEvent.type(input, '{Backspace}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("says nothing under the limit, without one, or when the limit is the field's format (a full pincode)", async () => {
    render(
      <>
        <TextField label="Pincode" maxLength={6} />
        <TextField label="Address" multiline />
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Pincode' }), '2210059');
    expect(screen.getByRole('textbox', { name: 'Pincode' })).toHaveValue('221005');
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'Village Rampur');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
