import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileInput, formatFileSize } from './FileInput';

function pdf(name: string, bytes: number) {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

describe('FileInput', () => {
  it('shows the chosen file name and size after upload', async () => {
    render(<FileInput label="Marksheet" accept="application/pdf" />);
    const input = screen.getByLabelText('Marksheet');
    expect(screen.queryByText(/report\.pdf/)).not.toBeInTheDocument();
    await userEvent.upload(input, pdf('report.pdf', 120 * 1024));
    expect(screen.getByText('report.pdf (120 KB)')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/report\.pdf \(120 KB\)/);
  });

  it('still calls the given onChange and ref, as react-hook-form register() needs', async () => {
    const onChange = vi.fn();
    let node: HTMLInputElement | null = null;
    render(
      <FileInput
        label="Photo"
        name="photo"
        onChange={onChange}
        ref={(el: HTMLInputElement | null) => {
          node = el;
        }}
      />,
    );
    const input = screen.getByLabelText('Photo');
    expect(node).toBe(input);
    await userEvent.upload(input, pdf('photo.pdf', 2048));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((onChange.mock.calls[0][0] as { target: HTMLInputElement }).target.files?.[0]?.name).toBe('photo.pdf');
  });

  it('clears the chosen name when the form is reset', async () => {
    render(
      <form>
        <FileInput label="Certificate" />
        <button type="reset">Reset</button>
      </form>,
    );
    await userEvent.upload(screen.getByLabelText('Certificate'), pdf('cert.pdf', 10));
    expect(screen.getByText('cert.pdf (10 B)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('cert.pdf (10 B)')).not.toBeInTheDocument();
  });

  it('ties hint and error to the input', () => {
    render(<FileInput label="Marksheet" hint="PDF, up to 2 MB" error="File is too large" />);
    const input = screen.getByLabelText('Marksheet');
    expect(input).toHaveAccessibleDescription(/PDF, up to 2 MB.*File is too large/);
    expect(input).toBeInvalid();
  });

  it('formats sizes in B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(120 * 1024)).toBe('120 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
