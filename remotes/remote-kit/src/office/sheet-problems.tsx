import { Alert, Button, DataTable } from '@college/design-system';
import styles from './sheet-problems.module.css';

const PAGE_SIZE = 20;

export interface SheetProblemsProps {
  problems: ReadonlyArray<{ line: number; reason: string }>;
  words: { title: string; note: string; caption: string; line: string; problem: string; uploadAgain: string };
  onUploadAgain: () => void;
}

/**
 * An uploaded sheet's problems, by line, as every office import shows them (results, records):
 * nothing can be imported until the sheet is sent again; a pager only past one page.
 */
export function SheetProblems({ problems, words, onUploadAgain }: SheetProblemsProps) {
  return (
    <section aria-labelledby="preview-title">
      <h2 id="preview-title">{words.title}</h2>
      <Alert tone="danger">
        <p>{words.note}</p>
      </Alert>
      <DataTable
        caption={words.caption}
        columns={[
          { key: 'line', header: words.line },
          { key: 'reason', header: words.problem },
        ]}
        rows={[...problems]}
        pageSize={PAGE_SIZE}
        paged={problems.length > PAGE_SIZE}
        getRowKey={(problem, index) => `${problem.line}-${index}`}
      />
      <div className={styles.actions}>
        <Button onClick={onUploadAgain}>{words.uploadAgain}</Button>
      </div>
    </section>
  );
}
