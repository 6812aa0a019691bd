import { RESULT_FIELDS } from '@college/results-service/office/results';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The results office's words. Office pages are in English only, as the office's. */
export const EXAMS_TEXT = {
  title: 'Exams',
  intro:
    "Each year has its own Talent Search Exam; every result belongs to one. Add the new year's exam before you import its sheet. The public result page offers every exam that has results, the newest first, and each certificate names its own exam and date.",
  caption: 'Exams, newest first',
  loading: 'Loading the exams…',
  failed: 'The exams could not be loaded',
  columns: {
    year: 'Year',
    name: 'Exam (English / Hindi)',
    heldOn: 'Held on',
    prefix: 'Certificate numbers begin with',
    results: 'Results',
    lastImport: 'Last import',
  },
  noImport: 'None yet',
  imported: (when: string, who: string | null, rows: number) =>
    `${when}${who ? ` by ${who}` : ' (command line)'}: ${plural(rows, 'result')} from the sheet`,
  undoneOn: (when: string) => `undone ${when}`,
  undo: 'Undo this import',
  undoLabel: (exam: string, when: string) => `Undo this import: ${exam}, ${when}`,
  undoFormLabel: 'Undo the last import',
  undoTitle: (exam: string) => `Undo the last import of ${exam}?`,
  undoWhat: (exam: string, before: number, now: number) =>
    `${exam} goes back to the ${plural(before, 'result')} it had before this import; the ${plural(now, 'result')} it has now are replaced. Other exams are not touched. The public result page and the certificates show the change at once. This cannot be undone again.`,
  undoReason: 'Why undo it? (required, kept in the audit log)',
  undoConfirm: 'Undo the import',
  notUndone: 'The import was not undone.',
  cancel: 'Cancel',
  addTitle: 'Add an exam',
  addIntro:
    'One exam a year. Its names are shown on the public result page and printed on its certificates (the Hindi name on Hindi pages); the sheet you import into it must give certificate numbers that begin with its prefix.',
  nameEnHint: 'As printed on the certificate, such as Talent Search Exam 2025',
  nameHiHint: 'In Hindi letters, such as प्रतिभा खोज परीक्षा 2025',
  yearHint: 'Four digits, such as 2025. The public chooses an exam by its year.',
  prefixHint: 'What every certificate number of this exam begins with, such as TSE25-',
  add: 'Add the exam',
  notAdded: 'The exam was not added.',
} as const;

export const IMPORT_TEXT = {
  title: 'Import a result sheet',
  intro: `Upload one exam's Talent Search result sheet as a CSV file saved from the spreadsheet. Its first line names the columns, in any order: ${RESULT_FIELDS.join(', ')}. You see every problem by its line, or what the sheet would add, change and remove. Nothing changes until you confirm the preview.`,
  replaces:
    "An import replaces the stored results of the exam you choose: that exam's students not on the sheet are removed from the public result. Other exams' results are never touched, and the exam's last import can be undone above.",
  toCorrect: "Correct one student's result",
  formLabel: 'Check a result sheet',
  examLabel: 'Exam the sheet is for',
  examHint: "The newest exam unless you choose another. Add a new year's exam above first.",
  examOption: (year: number, name: string) => `${year}: ${name}`,
  fileLabel: 'Result sheet (CSV file, at most 2 MB)',
  fileHint: `First line: ${RESULT_FIELDS.join(', ')} (any order).`,
  fileNeeded: 'Choose the result sheet file',
  check: 'Check the sheet',
  notRead: 'The sheet was not read.',
  notImported: 'The sheet was not imported.',
  previewTitle: 'What this sheet would do',
  previewInto: (exam: string) => `Into ${exam}. Other exams' results are not touched.`,
  problemsTitle: (count: number) => `Problems to fix (${count})`,
  problemsNote: (count: number) =>
    `The sheet has ${count} problem${count === 1 ? '' : 's'}, listed by line. Nothing can be imported: fix ${count === 1 ? 'it' : 'them'} in the spreadsheet, save it as CSV again and upload it.`,
  problemsCaption: 'Problems by line',
  uploadAgain: 'Upload a corrected sheet',
  counts: 'In numbers',
  added: 'New results',
  changed: 'Changed results',
  removed: 'Results removed (not on the sheet)',
  removedWarning: (exam: string) =>
    `An import replaces every stored result of ${exam}: its students not on the sheet are removed from the public result.`,
  unchanged: (count: number) => `${count} result${count === 1 ? '' : 's'} left as they are`,
  none: 'None.',
  confirm: (rows: number) => `Import ${rows} result${rows === 1 ? '' : 's'}`,
  cancel: 'Cancel',
  staleTitle: 'The stored results changed after this preview',
  doneTitle: 'Sheet imported',
  another: 'Import another sheet',
  seePublic: 'Open the public result page',
  columns: { line: 'Line', problem: 'Problem', rollno: 'Roll number', name: 'Student name', fields: 'Fields changed' },
} as const;

export const CORRECT_TEXT = {
  intro:
    "Correct one student's result. The fields follow the result sheet's rules; say why you change it (kept in the audit log). The public result and certificate show the change at once.",
  toImport: 'Import a result sheet instead',
  findLabel: 'Find a result',
  examLabel: 'Exam',
  examOf: (exam: string) => `Exam: ${exam}`,
  rollnoLabel: 'Roll number',
  open: 'Open the result',
  notOpened: 'The result was not opened.',
  loading: 'Loading the result…',
  formTitle: (rollno: string) => `Result of roll number ${rollno}`,
  reasonLabel: 'Why is it corrected? (required, kept in the audit log)',
  absentYes: 'Yes, absent',
  absentNo: 'No, sat the exam',
  declared: 'Declared',
  withheld: 'Withheld',
  save: 'Save the correction',
  notSaved: 'The correction was not saved.',
  staleNote: 'The result shown below is out of date: reload it before you correct it again.',
  reload: 'Reload the result',
  seeCertificate: 'Open the public certificate page',
  scoreHint: 'Marks, such as 87 or 87.5; empty only for a student who was absent or whose result is withheld.',
  certificateHint: 'Empty only for a student who was absent or whose result is withheld.',
} as const;
