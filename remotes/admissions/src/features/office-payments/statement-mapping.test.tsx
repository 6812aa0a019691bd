import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatementMapping } from './statement-mapping';

const COLUMNS = ['Txn Date', 'Narration', 'UTR No', 'Credit'];
const columns = (mapping: { reference: string; amount: string; date: string } | null) => ({
  columns: COLUMNS,
  sample: [['01/06/2025', 'UPI credit', '500000000001', '1,500.00']],
  lines: 12,
  mapping,
});

describe('StatementMapping', () => {
  it('offers the remembered mapping preselected, shows the first lines, and previews with it', async () => {
    const user = userEvent.setup();
    const onPreview = vi.fn();
    render(
      <StatementMapping
        columns={columns({ reference: 'UTR No', amount: 'Credit', date: 'Txn Date' })}
        onPreview={onPreview}
        onBack={() => {}}
      />,
    );
    expect(screen.getByText(/already selected/)).toBeTruthy();
    expect((screen.getByLabelText('UPI reference (12 digits)') as HTMLSelectElement).value).toBe('UTR No');
    expect((screen.getByLabelText('Amount credited') as HTMLSelectElement).value).toBe('Credit');
    expect(screen.getByRole('cell', { name: '500000000001' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Preview the matches' }));
    expect(onPreview).toHaveBeenCalledWith({ reference: 'UTR No', amount: 'Credit', date: 'Txn Date' });
  });

  it('ties each missing or repeated choice to its select and summarises them; nothing is sent', async () => {
    const user = userEvent.setup();
    const onPreview = vi.fn();
    render(<StatementMapping columns={columns(null)} onPreview={onPreview} onBack={() => {}} />);
    expect(screen.queryByText(/already selected/)).toBeNull();
    await user.selectOptions(screen.getByLabelText('UPI reference (12 digits)'), 'UTR No');
    await user.selectOptions(screen.getByLabelText('Amount credited'), 'UTR No');
    await user.click(screen.getByRole('button', { name: 'Preview the matches' }));
    expect(onPreview).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('The amount must be another column than the reference');
    expect(summary.textContent).toContain('Choose the column with the date');
    expect(screen.getByLabelText('Amount credited').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the service's refusal under its field", () => {
    render(
      <StatementMapping
        columns={columns(null)}
        errors={{ amount: 'The statement has no column "Debit"' }}
        onPreview={() => {}}
        onBack={() => {}}
      />,
    );
    expect(screen.getAllByText('The statement has no column "Debit"').length).toBeGreaterThan(0);
  });
});
