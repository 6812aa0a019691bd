/** What a page may put on paper: the acknowledgement, the whole application, or the admission letter. */
export type PrintPart = 'acknowledgement' | 'application' | 'letter';

/**
 * Prints one part of the page: the print stylesheets (success-print.css, application-print.css, admission-letter.css)
 * read `data-printing` on the root element and hide the other part. Without it (the browser's own
 * Print) the acknowledgement is printed, as before the application could be.
 */
export function printPart(part: PrintPart) {
  const root = document.documentElement;
  root.dataset.printing = part;
  window.addEventListener(
    'afterprint',
    () => {
      if (root.dataset.printing === part) delete root.dataset.printing;
    },
    { once: true },
  );
  window.print();
}
