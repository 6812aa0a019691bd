import { useEffect, useState } from 'react';
import './print-sheet.css';

/**
 * The paper an office printout goes on: `a4` for lists, `a4-letter` for a letter (wider margins),
 * `a4-across` for a wide table, `a6` for a small slip.
 */
export type PrintSheetKind = 'a4' | 'a4-letter' | 'a4-across' | 'a6';

/** The attributes that make an element the page's printout (spread them onto it). */
export const printSheet = (kind: PrintSheetKind) => ({ 'data-print-sheet': kind });

/**
 * Printing something the screen does not show as is (another sheet, every page of a list): `print(what)`
 * draws it first, then opens the browser's print dialog; after it, `printing` is null again.
 */
export function usePrinting<T>(): { printing: T | null; print: (what: T) => void } {
  const [printing, setPrinting] = useState<T | null>(null);
  useEffect(() => {
    if (printing === null) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);
  return { printing, print: setPrinting };
}
