// Test data (not shipped): the printable application the print and office tests show.
import type { PrintableApplication } from '@college/admissions-service/contract';

// A 1x1 PNG: what the service sends is the stored file as a data URL.
export const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** An application as the printout's API answers it (OBC, with a disability, cash due at the counter). */
export const PRINTABLE_APPLICATION = {
  application_no: 'ADM2025-000012',
  submitted_at: '2025-06-02T10:15:00.000Z',
  name: 'Asha Kumari',
  father: 'Ramesh Kumar',
  mother: 'Sunita Devi',
  dob: '2006-05-14',
  gender: 'Female',
  aadhaar_masked: 'XXXX XXXX 1234',
  mobile: '9876543210',
  email: 'asha@example.org',
  category: 'OBC',
  income_amount: null,
  caste_no: 'OBC/2025/77',
  issue_date: '2025-03-01',
  religion: 'Hindu',
  marital: 'Unmarried',
  handicap: 'Yes',
  dis_type: 'Locomotor disability',
  pwd_percent: 45,
  address: 'Village Rampur, Post Sarai',
  state: 'Uttar Pradesh',
  state_hi: 'उत्तर प्रदेश',
  district: 'Varanasi',
  sub_district: 'Pindra',
  pincode: '221005',
  course: 'B.A.',
  fee: 2500,
  tc: 'Not-Available',
  subjects: { major: ['Hindi', 'History'], minor: 'Economics', cocurricular: 'Yoga', vocational: 'N/A' },
  qualifying: {
    exam: 'intermediate',
    board: 'U.P. Board',
    year: 2024,
    roll: '2412/345-A',
    marks: 412,
    max: 500,
    percent: '82.40',
  },
  payment: {
    mode: 'cash',
    amount: 2500,
    trans_no: '0',
    paid_at: '2025-06-03T08:00:00.000Z',
    state: 'due_at_counter',
    confirmed_at: null,
    return_reason: null,
  },
  photo: PHOTO,
  signature: PHOTO,
} satisfies PrintableApplication;
