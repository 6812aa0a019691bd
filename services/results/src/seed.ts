import type { SeedContext } from '@college/service-kit';
import type { TalentResult } from './contract';
import { createExamsRepository } from './plugins/exams-repository';
import { createResultsRepository } from './plugins/results-repository';

/**
 * Demo results of the Talent Search Exam 2024, written on first start so the result page works at
 * once. Made-up students; the college replaces them with its real sheet (`pnpm … import-results`,
 * or the office page), and adds each later year's exam beside it. The same rows on every machine (a
 * fixed pseudo-random sequence), so the README's demo roll numbers always mean the same thing.
 */
export const DEMO_COUNT = 320;
/** The exam the demo results belong to: the one migration 003 adds (every result's exam until then). */
export const DEMO_EXAM_YEAR = 2024;
/** What the demo certificate numbers begin with (TSE24/0001). */
export const DEMO_CERTIFICATE_PREFIX = 'TSE24/';
export const FIRST_ROLL = 240001;

/** Demo roll numbers of each kind, named in the README and used by the tests. */
export const DEMO_ROLLS = {
  /** Highest score: First Prize. */
  firstPrize: '240118',
  eligible: ['240001', '240002', '240118'],
  absent: ['240007', '240032', '240057'],
  withheld: ['240013', '240063', '240113'],
  unknown: '249999',
} as const;

// Every 25th student from 240007 missed the exam; every 50th from 240013 has the result withheld.
const isAbsent = (index: number) => index % 25 === 6;
const isWithheld = (index: number) => index % 50 === 12;

const FIRST_NAMES = [
  'Aarti',
  'Anjali',
  'Ankit',
  'Anuj',
  'Arpita',
  'Ayesha',
  'Deepak',
  'Divya',
  'Gaurav',
  'Kajal',
  'Khushboo',
  'Komal',
  'Manish',
  'Mohit',
  'Muskan',
  'Neha',
  'Nidhi',
  'Pooja',
  'Prachi',
  'Priya',
  'Rahul',
  'Rakhi',
  'Ritu',
  'Rohit',
  'Sakshi',
  'Saloni',
  'Sana',
  'Shivani',
  'Shweta',
  'Simran',
  'Sonam',
  'Suman',
  'Sunita',
  'Tanya',
  'Vandana',
  'Vikas',
  'Vishal',
  'Zoya',
];
const FATHER_NAMES = [
  'Ajay',
  'Anil',
  'Arvind',
  'Ashok',
  'Brijesh',
  'Dinesh',
  'Ganesh',
  'Hari Om',
  'Jagdish',
  'Kamlesh',
  'Mahesh',
  'Manoj',
  'Mukesh',
  'Naresh',
  'Pramod',
  'Rajendra',
  'Rajesh',
  'Ram Kumar',
  'Ramesh',
  'Sanjay',
  'Satish',
  'Shiv Kumar',
  'Sunil',
  'Suresh',
  'Umesh',
  'Vinod',
  'Yogesh',
];
const MUSLIM_FIRST_NAMES = new Set(['Ayesha', 'Sana', 'Zoya']);
const MUSLIM_FATHER_NAMES = ['Mohd. Iqbal', 'Abdul Rashid', 'Mohd. Salim', 'Nasir'];
const SURNAMES = [
  'Yadav',
  'Verma',
  'Sharma',
  'Singh',
  'Gupta',
  'Kumar',
  'Maurya',
  'Pal',
  'Prajapati',
  'Tiwari',
  'Mishra',
  'Chauhan',
  'Saxena',
  'Pandey',
  'Rajput',
  'Shukla',
  'Kushwaha',
  'Gautam',
];
const MUSLIM_SURNAMES = ['Khan', 'Ansari', 'Siddiqui', 'Qureshi'];
const SCHOOLS = [
  'Government Girls Inter College',
  'Janta Inter College',
  'Kisan Inter College',
  'Saraswati Vidya Mandir Inter College',
  'Adarsh Inter College',
  'Rashtriya Inter College',
  'Government Inter College',
  'Kasturba Gandhi Balika Vidyalaya',
  'Gandhi Smarak Inter College',
  'Nehru Inter College',
  'Shri Ram Janki Inter College',
  'Islamia Inter College',
];

/** mulberry32: a small seeded generator, so the demo data never changes between runs. */
function randomSequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PRIZES_BY_RANK = ['First Prize', 'Second Prize', 'Third Prize'];
const CONSOLATION_PLACES = 10;
const PASS_SCORE = 40;

function remarkFor(score: number) {
  if (score >= 85) return 'Excellent';
  if (score >= 70) return 'Very good';
  if (score >= 55) return 'Good';
  if (score >= PASS_SCORE) return 'Satisfactory';
  return 'Participated';
}

/** The demo sheet: 320 students, prizes by score among those whose result is declared. */
export function demoResults(): TalentResult[] {
  const random = randomSequence(20240107);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

  const students = Array.from({ length: DEMO_COUNT }, (_, index) => {
    const firstName = pick(FIRST_NAMES);
    // Father and child share a surname, and names stay within one naming tradition.
    const muslim = MUSLIM_FIRST_NAMES.has(firstName);
    const surname = pick(muslim ? MUSLIM_SURNAMES : SURNAMES);
    const father = pick(muslim ? MUSLIM_FATHER_NAMES : FATHER_NAMES);
    // Scores out of 100, spread 18..97; the top three are set below.
    const score = 18 + Math.floor(random() * 80);
    return {
      index,
      rollno: String(FIRST_ROLL + index),
      student_name: `${firstName} ${surname}`,
      father_name: `${father} ${surname}`,
      school_name: `${pick(SCHOOLS)}, ${pick(['Rampur', 'Sultanpur', 'Bhimnagar', 'Kaserua', 'Bilari', 'Mahuakheda'])}`,
      score,
    };
  });

  // The prize winners are fixed so the README can name them: 240118 first, then 240045, 240201.
  const winners = ['240118', '240045', '240201'];
  winners.forEach((rollno, place) => {
    const student = students.find((row) => row.rollno === rollno)!;
    student.score = 99 - place * 2;
  });
  for (const student of students) {
    if (!winners.includes(student.rollno)) student.score = Math.min(student.score, 94);
  }

  const declared = students
    .filter((student) => !isAbsent(student.index) && !isWithheld(student.index))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const prizeOf = new Map<string, string>();
  declared.forEach((student, rank) => {
    if (rank < PRIZES_BY_RANK.length) prizeOf.set(student.rollno, PRIZES_BY_RANK[rank]);
    else if (rank < PRIZES_BY_RANK.length + CONSOLATION_PLACES) prizeOf.set(student.rollno, 'Consolation Prize');
  });

  let certificate = 0;
  return students.map(({ index, rollno, student_name, father_name, school_name, score }) => {
    const base = { rollno, student_name, father_name, school_name };
    if (isAbsent(index)) {
      return {
        ...base,
        certificate_no: '',
        score: '',
        result: 'Absent',
        prize: '',
        remark: 'Did not appear in the exam',
        absent: '1',
        result_status: '1',
      } as const;
    }
    if (isWithheld(index)) {
      return {
        ...base,
        certificate_no: '',
        score: '',
        result: 'Withheld',
        prize: '',
        remark: 'Result withheld: admit card details under verification',
        absent: '0',
        result_status: '0',
      } as const;
    }
    certificate += 1;
    return {
      ...base,
      certificate_no: `${DEMO_CERTIFICATE_PREFIX}${String(certificate).padStart(4, '0')}`,
      score: String(score),
      result: score >= PASS_SCORE ? 'Qualified' : 'Not qualified',
      prize: prizeOf.get(rollno) ?? 'None',
      remark: remarkFor(score),
      absent: '0',
      result_status: '1',
    } as const;
  });
}

/** First-start seed: the demo sheet into the 2024 exam (its certificate prefix the demo's), in one transaction. */
export function seedResults({ db }: SeedContext): void {
  db.transaction(() => {
    const exam = createExamsRepository(db).byYear(DEMO_EXAM_YEAR)!;
    db.prepare('update talent_exams set certificate_prefix = ? where id = ?').run(DEMO_CERTIFICATE_PREFIX, exam.id);
    createResultsRepository(db).replaceExam(exam.id, demoResults());
  })();
}
