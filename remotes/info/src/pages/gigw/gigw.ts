/**
 * The day the GIGW pages' text was last reviewed (YYYY-MM-DD): shown at the end of each page and
 * as the accessibility statement's date. Change it when their text changes.
 */
export const GIGW_REVIEWED = '2026-11-26';
