// Test data for the seats, merit and session pages (not shipped: only *.test.tsx files import this).
import { CATEGORIES } from '@college/admissions-service/contract';
import type { MeritRow, Publication, SeatGroup } from '@college/admissions-service/office/seats';
import type { OfficeSession } from '@college/admissions-service/office/session';

const NO_RESERVATION = { seats: null, on_general: null, left: null };
const zeros = () =>
  CATEGORIES.map((category) => ({ category, applied: 0, verified: 0, paid: 0, admitted: 0, ...NO_RESERVATION }));

/** B.A. (3 seats, 1 admitted) and M.A. Hindi (per-subject seats). */
export function seatGroups(left = 2): SeatGroup[] {
  const ba = zeros();
  ba[0] = { category: 'General', applied: 4, verified: 3, paid: 1, admitted: 3 - left, ...NO_RESERVATION };
  ba[3] = { category: 'OBC', applied: 2, verified: 0, paid: 0, admitted: 0, ...NO_RESERVATION };
  return [
    {
      course_id: 1,
      course: 'B.A.',
      subject_id: null,
      subject: null,
      seats: 3,
      admitted: 3 - left,
      left,
      categories: ba,
    },
    {
      course_id: 3,
      course: 'M.A.',
      subject_id: 40,
      subject: 'Hindi',
      seats: 60,
      admitted: 0,
      left: 60,
      categories: zeros(),
    },
  ];
}

/**
 * B.Sc. under the reservation (SC 21, ST 2, OBC 27, GEN-EWS 10 of 100 seats): SC's 21 taken, and a
 * 22nd SC applicant on a General seat; 40 General seats, 31 taken by General applicants.
 */
export function reservedGroup(generalLeft = 8): SeatGroup {
  const row = (category: (typeof CATEGORIES)[number], seats: number, admitted: number, on_general = 0) => ({
    category,
    applied: admitted + 2,
    verified: admitted + 1,
    paid: admitted,
    admitted,
    seats,
    on_general,
    left: Math.max(0, seats - admitted),
  });
  const generalAdmitted = 40 - 1 - generalLeft;
  const categories = [
    { ...row('General', 40, generalAdmitted), left: generalLeft },
    row('SC', 21, 22, 1),
    row('ST', 2, 0),
    row('OBC', 27, 10),
    row('GEN-EWS', 10, 10),
  ];
  const admitted = categories.reduce((sum, entry) => sum + entry.admitted, 0);
  return {
    course_id: 2,
    course: 'B.Sc.',
    subject_id: null,
    subject: null,
    seats: 100,
    admitted,
    left: 100 - admitted,
    categories,
  };
}

export const seatsAnswer = (left = 2) => ({ result: 'success', data: { year: '2025-26', groups: seatGroups(left) } });

export const MERIT_ROWS: MeritRow[] = [
  {
    rank: 1,
    application_no: 'ADM2025-000002',
    name: 'Bina Singh',
    category: 'General',
    qual_percent: 90,
    dob: '2006-01-05',
    state: 'admitted',
    payment_state: 'verified',
    version: 2,
  },
  {
    rank: 2,
    application_no: 'ADM2025-000003',
    name: 'Chitra Rao',
    category: 'General',
    qual_percent: 82.4,
    dob: '2005-01-10',
    state: 'verified',
    payment_state: 'claimed',
    version: 3,
  },
  {
    rank: 3,
    application_no: 'ADM2025-000004',
    name: 'Nisha Jain',
    category: 'General',
    qual_percent: null,
    dob: '2006-04-15',
    state: 'verified',
    payment_state: null,
    version: 1,
  },
];

export const meritAnswer = (
  rows: MeritRow[] = MERIT_ROWS,
  left = 2,
  category: string | null = null,
  published: Publication = null,
) => ({
  result: 'success',
  data: { year: '2025-26', group: seatGroups(left)[0], category, rows, published, fee_required: false },
});

export const SETTINGS_SESSION: OfficeSession = {
  year: '2025-26',
  opens: '2025-05-05',
  closes: '2025-07-25',
  fee_deadline: null,
  source: 'settings',
  version: 0,
  updated_at: null,
  updated_by: null,
  settings: { year: '2025-26', opens: '2025-05-05', closes: '2025-07-25' },
};
