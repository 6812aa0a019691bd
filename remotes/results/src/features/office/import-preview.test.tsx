import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ResultImportPreview } from '@college/results-service/office/results';
import { ImportPreview } from './import-preview';

const removed = Array.from({ length: 45 }, (_, i) => ({
  rollno: String(240001 + i),
  student_name: `Student ${i + 1}`,
}));
const PREVIEW: ResultImportPreview = {
  import_id: '00000000-0000-0000-0000-000000000001',
  exam: { year: 2025, name_en: 'Talent Search Exam 2025' },
  file_hash: 'a'.repeat(64),
  rows: 2,
  problems: [],
  added: [{ line: 2, rollno: 'TSE-1', student_name: 'Asha Devi' }],
  changed: [],
  removed,
  unchanged: 1,
};

describe('ImportPreview', () => {
  it('names the exam, warns that its removed results leave the public result, pages a long list only, and confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ImportPreview preview={PREVIEW} onConfirm={onConfirm} onCancel={() => {}} />);
    expect(screen.getByText("Into Talent Search Exam 2025. Other exams' results are not touched.")).toBeInTheDocument();
    expect(
      screen.getByText(
        'An import replaces every stored result of Talent Search Exam 2025: its students not on the sheet are removed from the public result.',
      ),
    ).toBeInTheDocument();
    const gone = screen.getByRole('region', { name: 'Results removed (not on the sheet) (45)' });
    expect(within(gone).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('page 1 of 3')).toBeInTheDocument();
    // One page: no pager.
    expect(screen.getAllByText(/^page \d+ of \d+$/)).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Changed results (0)' })).getByText('None.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 2 results' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
