import { MONTHS } from '../contract';
import { type GeneratedStudent, randomSource } from '../seed-data';
import { renderSimplePdf } from './simple-pdf';

/** The demo documents the seed publishes, each a real one-page PDF. */

const fullName = (first: string, middle: string, last: string) => [first, middle, last].filter(Boolean).join(' ');

export interface ClassLabel {
  course: string;
  part: string;
  startYear: number;
}

const classLine = ({ course, part, startYear }: ClassLabel) =>
  `${course} ${part}, academic year ${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/** Monthly biometric attendance of one class: days present of every student. */
export function attendancePdf(
  letterhead: string,
  label: ClassLabel,
  month: number,
  year: number,
  students: GeneratedStudent[],
  seed: number,
): Buffer {
  const random = randomSource(seed);
  const workingDays = random.int(20, 25);
  const rows = students.map((student, index) => [
    String(index + 1),
    fullName(student.stu_fname, student.stu_mname, student.stu_lname),
    String(workingDays),
    String(Math.max(0, workingDays - random.int(0, 7))),
  ]);
  return renderSimplePdf({
    title: `Biometric attendance: ${MONTHS[month - 1]} ${year}`,
    letterhead,
    paragraphs: [classLine(label), `Working days in ${MONTHS[month - 1]} ${year}: ${workingDays}.`],
    table: [['Sr.', 'Student', 'Working days', 'Present'], ...rows],
  });
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const PERIODS = ['10:00', '11:00', '12:00', '13:30', '14:30'];

export function timetablePdf(letterhead: string, label: ClassLabel, subjects: string[]): Buffer {
  const rows = DAYS.map((day, d) => [day, ...PERIODS.map((_, p) => subjects[(d + p) % subjects.length])]);
  return renderSimplePdf({
    title: `Time table: ${label.course} ${label.part}`,
    letterhead,
    paragraphs: [
      classLine(label),
      'Lunch break 12:50 to 13:30. Practical and teaching practice as announced by the department.',
    ],
    table: [['Day', ...PERIODS], ...rows],
  });
}

export function calendarPdf(letterhead: string, label: ClassLabel): Buffer {
  const y = label.startYear;
  const rows = [
    [`01-07-${y}`, 'Session begins; admissions and orientation'],
    [`15-08-${y}`, 'Independence Day celebration'],
    [`05-09-${y}`, "Teachers' Day"],
    [`02-10-${y}`, 'Gandhi Jayanti; NSS cleanliness drive'],
    [`15-11-${y}`, 'Mid-term tests'],
    [`15-12-${y}`, 'Odd semester examinations begin'],
    [`26-01-${y + 1}`, 'Republic Day'],
    [`15-02-${y + 1}`, 'Annual sports meet'],
    [`15-04-${y + 1}`, 'Even semester / annual examinations begin'],
    [`31-05-${y + 1}`, 'Session ends'],
  ];
  return renderSimplePdf({
    title: `Academic calendar: ${label.course} ${label.part}`,
    letterhead,
    paragraphs: [classLine(label)],
    table: [['Date', 'Event'], ...rows],
  });
}

export function noticePdf(letterhead: string, title: string, paragraphs: string[]): Buffer {
  return renderSimplePdf({ title, letterhead, paragraphs });
}

export type StatementKind = 'balance' | 'income' | 'receipt';

const STATEMENT_TITLES: Record<StatementKind, string> = {
  balance: 'Balance Sheet',
  income: 'Income and Expenditure Account',
  receipt: 'Receipt and Payment Account',
};

const STATEMENT_HEADS: Record<StatementKind, [string[], string[]]> = {
  balance: [
    ['Capital fund', 'Building fund', 'Current liabilities', 'Security deposits'],
    ['Land and building', 'Furniture and equipment', 'Library books', 'Cash at bank', 'Cash in hand'],
  ],
  income: [
    ['Salaries', 'Electricity and water', 'Library and laboratory', 'Examination expenses', 'Repairs and maintenance'],
    ['Tuition fees', 'Examination fees', 'Grants', 'Interest on deposits'],
  ],
  receipt: [
    ['Opening balance', 'Fees received', 'Grants received', 'Interest received'],
    ['Salaries paid', 'Purchases', 'Other payments', 'Closing balance'],
  ],
};

const rupees = (amount: number) => `Rs. ${amount.toLocaleString('en-IN')}`;

/**
 * A financial statement of the year ending 31 March `yearEnd`, both sides balancing. The left side is
 * liabilities, expenditure or receipts, the right side assets, income or payments.
 */
export function statementPdf(letterhead: string, kind: StatementKind, yearEnd: number): Buffer {
  const random = randomSource(yearEnd * 10 + ['balance', 'income', 'receipt'].indexOf(kind));
  const [leftHeads, rightHeads] = STATEMENT_HEADS[kind];
  const left = leftHeads.map(() => random.int(2, 60) * 25_000);
  const total = left.reduce((sum, amount) => sum + amount, 0);
  // The right side is split at random and its last line takes the rest, so both totals match.
  const right = rightHeads.slice(0, -1).map(() => Math.floor((total / rightHeads.length) * (0.5 + random.next())));
  right.push(total - right.reduce((sum, amount) => sum + amount, 0));
  const lines = Math.max(left.length, right.length);
  const rows = Array.from({ length: lines }, (_, i) => [
    leftHeads[i] ?? '',
    left[i] === undefined ? '' : rupees(left[i]),
    rightHeads[i] ?? '',
    right[i] === undefined ? '' : rupees(right[i]),
  ]);
  const period = kind === 'balance' ? `as at 31-03-${yearEnd}` : `for the year ended 31-03-${yearEnd}`;
  return renderSimplePdf({
    title: `${STATEMENT_TITLES[kind]} ${period}`,
    letterhead,
    paragraphs: [`Financial year ${yearEnd - 1}-${String(yearEnd % 100).padStart(2, '0')}. Audited statement.`],
    table: [
      kind === 'balance'
        ? ['Liabilities', 'Amount', 'Assets', 'Amount']
        : kind === 'income'
          ? ['Expenditure', 'Amount', 'Income', 'Amount']
          : ['Receipts', 'Amount', 'Payments', 'Amount'],
      ...rows,
      ['Total', rupees(total), 'Total', rupees(total)],
    ],
  });
}
