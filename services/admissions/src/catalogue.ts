/**
 * The courses of the admission form A.Y. 2025-26 and their subjects. Majors are the home page's
 * table (spec §2); minor, co-curricular and vocational lists follow the state's NEP scheme for
 * UG courses. Every list the form shows for subject 3, minor, co-curricular and vocational also
 * offers N/A (value 0), added by the service, never stored.
 */
export interface CourseEntry {
  id: number;
  brc_id: number;
  name: string;
  majors: string[];
  minors: string[];
  coCurricular: string[];
}

const BA_MAJORS = [
  'Hindi', 'English', 'Sanskrit', 'Home Science', 'Geography', 'Political Science', 'Sociology',
  'Physical Education', 'Education', 'Military Science', 'Arts & Drawing', 'Music', 'Psychology', 'Urdu',
];
const BSC_MAJORS = ['Botany', 'Chemistry', 'Zoology', 'Physics', 'Mathematics'];
const MA_MAJORS = ['Hindi', 'Home Science', 'Sociology', 'Education'];

const UG_CO_CURRICULAR = [
  'Food, Nutrition and Hygiene',
  'First Aid and Basic Health',
  'Human Values and Environmental Studies',
  'Physical Education and Yoga',
  'Analytical Ability and Digital Awareness',
  'Communication Skills and Personality Development',
];

export const COURSES: CourseEntry[] = [
  {
    id: 1,
    brc_id: 1,
    name: 'B.A.',
    majors: BA_MAJORS,
    // A minor comes from another faculty or another subject of the same one.
    minors: [...BA_MAJORS, 'Computer Applications', 'Environmental Science'],
    coCurricular: UG_CO_CURRICULAR,
  },
  {
    id: 2,
    brc_id: 2,
    name: 'B.Sc.',
    majors: BSC_MAJORS,
    minors: [...BSC_MAJORS, 'Computer Applications', 'Environmental Science', 'Geography', 'Home Science'],
    coCurricular: UG_CO_CURRICULAR,
  },
  {
    id: 3,
    brc_id: 3,
    name: 'M.A.',
    majors: MA_MAJORS,
    minors: ['Research Methodology', 'Computer Applications'],
    coCurricular: ['Research Ethics and Writing', 'Human Values and Environmental Studies'],
  },
];

export const VOCATIONAL_SUBJECTS = [
  'Computer Applications and Tally',
  'Web Designing',
  'Beauty and Wellness',
  'Tailoring and Embroidery',
  'Organic Farming',
  'Yoga and Naturopathy',
  'Food Processing',
];

/**
 * Admission fee (rupees) per course id: what savePayment accepts and the UPI QR code asks for.
 * Override with ADMISSION_FEES='{"1":3500,"2":4500,"3":5000}' (a JSON object by course id).
 */
export const DEFAULT_FEES: Record<number, number> = { 1: 3500, 2: 4500, 3: 5000 };

export const FEES_ENV = 'ADMISSION_FEES';

export function feesFromEnv(env: Record<string, string | undefined> = process.env): Record<number, number> {
  const raw = env[FEES_ENV]?.trim();
  if (!raw) return DEFAULT_FEES;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`${FEES_ENV} must be a JSON object such as {"1":3500,"2":4500,"3":5000}`);
  }
  const fees: Record<number, number> = { ...DEFAULT_FEES };
  for (const [id, fee] of Object.entries(parsed as Record<string, unknown>)) {
    if (!/^\d+$/.test(id) || !Number.isInteger(fee) || (fee as number) <= 0) {
      throw new Error(`${FEES_ENV}: "${id}" must be a course id with a whole, positive number of rupees`);
    }
    fees[Number(id)] = fee as number;
  }
  return fees;
}
