import { within } from '@testing-library/react';

/**
 * The key facts a container shows, label → value, read by role as a screen reader meets them:
 * each term of its description lists with the definition that follows it.
 */
export function factsIn(container: HTMLElement): Record<string, string | null> {
  const values = within(container)
    .getAllByRole('definition')
    .map((cell) => cell.textContent);
  return Object.fromEntries(
    within(container)
      .getAllByRole('term')
      .map((term, i) => [term.textContent, values[i]]),
  );
}

/** A table's body rows, each as the texts of its cells (the row headers left out), read by role. */
export function cellsIn(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}
