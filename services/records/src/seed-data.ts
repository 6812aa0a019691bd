/**
 * Demo data for a new database: generated, deterministic (same seed, same people), and shaped like
 * the college's real records so every screen has something meaningful to show.
 */

/** Same numbers on every run: a tiny PRNG (mulberry32). */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, int, pick };
}
export type RandomSource = ReturnType<typeof randomSource>;

export const SEED_ACADEMIC_YEARS = [2022, 2023, 2024] as const;

/** Courses with their years or semesters, in the order the college lists them. */
const SEMESTERS = [
  'First Semester',
  'Second Semester',
  'Third Semester',
  'Fourth Semester',
  'Fifth Semester',
  'Sixth Semester',
];

/** Courses with their years or semesters (in teaching order) and the subjects on their time tables. */
export const SEED_COURSES: { course: string; parts: string[]; subjects: string[] }[] = [
  {
    course: 'B.Ed.',
    parts: ['First Year', 'Second Year'],
    subjects: ['Childhood', 'Pedagogy', 'Assessment', 'ICT', 'Inclusive Ed.'],
  },
  { course: 'D.El.Ed.', parts: SEMESTERS.slice(0, 4), subjects: ['Hindi', 'Mathematics', 'EVS', 'English', 'Art'] },
  { course: 'B.A.', parts: SEMESTERS, subjects: ['Hindi', 'English', 'Sociology', 'Pol. Science', 'Geography'] },
  { course: 'B.Sc.', parts: SEMESTERS, subjects: ['Physics', 'Chemistry', 'Zoology', 'Botany', 'Mathematics'] },
  { course: 'M.A.', parts: SEMESTERS.slice(0, 4), subjects: ['Hindi', 'Sociology', 'Geography', 'Home Science'] },
];

const MALE_NAMES = [
  'Aarav',
  'Abhishek',
  'Ajay',
  'Akash',
  'Aman',
  'Amit',
  'Anil',
  'Ankit',
  'Anuj',
  'Arjun',
  'Ashish',
  'Deepak',
  'Dinesh',
  'Gaurav',
  'Harsh',
  'Himanshu',
  'Karan',
  'Manish',
  'Mohit',
  'Naveen',
  'Nitin',
  'Pankaj',
  'Prashant',
  'Rahul',
  'Rajat',
  'Rakesh',
  'Ravi',
  'Rohit',
  'Sachin',
  'Sandeep',
  'Saurabh',
  'Shivam',
  'Sumit',
  'Sunil',
  'Tarun',
  'Vikas',
  'Vinay',
  'Vishal',
  'Yogesh',
] as const;
const FEMALE_NAMES = [
  'Aarti',
  'Anjali',
  'Ankita',
  'Anita',
  'Deepika',
  'Divya',
  'Geeta',
  'Jyoti',
  'Kajal',
  'Kavita',
  'Khushboo',
  'Komal',
  'Manisha',
  'Meena',
  'Neha',
  'Nisha',
  'Pooja',
  'Preeti',
  'Priya',
  'Priyanka',
  'Rani',
  'Reena',
  'Rekha',
  'Ritu',
  'Sakshi',
  'Shalini',
  'Shivani',
  'Shweta',
  'Sneha',
  'Sonam',
  'Suman',
  'Sunita',
  'Swati',
  'Tanya',
  'Vandana',
] as const;
const MIDDLE_NAMES = ['Kumar', 'Prasad', 'Chandra', 'Nath', 'Pratap', 'Singh'] as const;
const FEMALE_MIDDLE_NAMES = ['Kumari', 'Devi', 'Rani'] as const;
const FATHER_NAMES = [
  'Ramesh',
  'Suresh',
  'Mahesh',
  'Rajendra',
  'Ram',
  'Shyam',
  'Krishna',
  'Vijay',
  'Sanjay',
  'Ashok',
  'Om',
  'Prem',
  'Rajesh',
  'Mukesh',
  'Ganesh',
  'Hari',
  'Jagdish',
  'Lalit',
  'Narendra',
  'Rakesh',
  'Satish',
  'Umesh',
] as const;
const SURNAMES = [
  'Sharma',
  'Verma',
  'Yadav',
  'Singh',
  'Gupta',
  'Mishra',
  'Pandey',
  'Tiwari',
  'Chauhan',
  'Maurya',
  'Patel',
  'Srivastava',
  'Saxena',
  'Kushwaha',
  'Prajapati',
  'Rajput',
  'Tripathi',
  'Dubey',
  'Shukla',
  'Gautam',
] as const;
/** The admission form's categories, weighted roughly like a rural college's intake. */
const CATEGORIES = ['General', 'OBC', 'OBC', 'OBC', 'SC', 'SC', 'ST', 'GEN-EWS', 'General'] as const;

export interface GeneratedStudent {
  stu_fname: string;
  stu_mname: string;
  stu_lname: string;
  stu_father_fname: string;
  stu_father_mname: string;
  stu_father_lname: string;
  stu_cast: string;
  stu_gender: string;
}

/** One generated student; the father shares the surname, middle names are often left out. */
export function generateStudent(random: RandomSource): GeneratedStudent {
  const roll = random.next();
  const gender = roll < 0.52 ? 'Female' : roll < 0.995 ? 'Male' : 'Other';
  const surname = random.pick(SURNAMES);
  const female = gender === 'Female';
  return {
    stu_fname: random.pick(female ? FEMALE_NAMES : MALE_NAMES),
    stu_mname: random.next() < 0.35 ? random.pick(female ? FEMALE_MIDDLE_NAMES : MIDDLE_NAMES) : '',
    stu_lname: surname,
    stu_father_fname: random.pick(FATHER_NAMES),
    stu_father_mname: random.next() < 0.3 ? random.pick(MIDDLE_NAMES) : '',
    stu_father_lname: surname,
    stu_cast: random.pick(CATEGORIES),
    stu_gender: gender,
  };
}

/**
 * Students per class: a handful in most, a full three pages in the newest B.Ed. first year and two
 * in the newest D.El.Ed. first semester, so paging has something to do.
 */
export function classSize(random: RandomSource, year: number, course: string, part: number): number {
  const newest = year === SEED_ACADEMIC_YEARS.at(-1);
  if (newest && course === 'B.Ed.' && part === 0) return 47;
  if (newest && course === 'D.El.Ed.' && part === 0) return 25;
  return random.int(3, 8);
}

export interface SeedFacultyMember {
  course: string;
  type: 1 | 2;
  name: string;
  qualification: string;
  designation: string;
  subject: string;
  joindate: string;
}

export const SEED_FACULTY: SeedFacultyMember[] = [
  {
    course: 'B.Ed.',
    type: 1,
    name: 'Dr. Rajesh Kumar Sharma',
    qualification: 'M.A., M.Ed., Ph.D.',
    designation: 'Head of Department',
    subject: 'Philosophy of Education',
    joindate: '2008-07-15',
  },
  {
    course: 'B.Ed.',
    type: 1,
    name: 'Dr. Sunita Yadav',
    qualification: 'M.Sc., M.Ed., Ph.D.',
    designation: 'Assistant Professor',
    subject: 'Pedagogy of Science',
    joindate: '2011-08-01',
  },
  {
    course: 'B.Ed.',
    type: 1,
    name: 'Anil Kumar Verma',
    qualification: 'M.A. (English), M.Ed., NET',
    designation: 'Assistant Professor',
    subject: 'Pedagogy of English',
    joindate: '2013-07-20',
  },
  {
    course: 'B.Ed.',
    type: 1,
    name: 'Priyanka Mishra',
    qualification: 'M.Com., M.Ed.',
    designation: 'Assistant Professor',
    subject: 'Assessment for Learning',
    joindate: '2016-07-11',
  },
  {
    course: 'B.Ed.',
    type: 1,
    name: 'Vinay Pratap Singh',
    qualification: 'M.P.Ed., NET',
    designation: 'Assistant Professor',
    subject: 'Health and Physical Education',
    joindate: '2018-08-06',
  },
  {
    course: 'B.Ed.',
    type: 1,
    name: 'Dr. Meena Gupta',
    qualification: 'M.A. (Psychology), M.Ed., Ph.D.',
    designation: 'Assistant Professor',
    subject: 'Childhood and Growing Up',
    joindate: '2019-07-15',
  },
  {
    course: 'B.Ed.',
    type: 2,
    name: 'Ramesh Chandra Tiwari',
    qualification: 'B.Com.',
    designation: 'Accountant',
    subject: '',
    joindate: '2009-04-01',
  },
  {
    course: 'B.Ed.',
    type: 2,
    name: 'Kavita Saxena',
    qualification: 'M.Lib.I.Sc.',
    designation: 'Librarian',
    subject: '',
    joindate: '2012-06-18',
  },
  {
    course: 'D.El.Ed.',
    type: 1,
    name: 'Dr. Ashok Kumar Pandey',
    qualification: 'M.A. (Hindi), M.Ed., Ph.D.',
    designation: 'Head of Department',
    subject: 'Hindi Language Teaching',
    joindate: '2010-07-12',
  },
  {
    course: 'D.El.Ed.',
    type: 1,
    name: 'Neha Srivastava',
    qualification: 'M.Sc. (Mathematics), M.Ed.',
    designation: 'Lecturer',
    subject: 'Mathematics Teaching',
    joindate: '2015-07-27',
  },
  {
    course: 'D.El.Ed.',
    type: 1,
    name: 'Saurabh Chauhan',
    qualification: 'M.A. (Geography), M.Ed.',
    designation: 'Lecturer',
    subject: 'Environmental Studies',
    joindate: '2017-08-01',
  },
  {
    course: 'D.El.Ed.',
    type: 1,
    name: 'Pooja Kushwaha',
    qualification: 'M.A. (Music), B.Ed.',
    designation: 'Lecturer',
    subject: 'Art and Music Education',
    joindate: '2020-01-06',
  },
  {
    course: 'D.El.Ed.',
    type: 2,
    name: 'Dinesh Prajapati',
    qualification: 'B.C.A.',
    designation: 'Computer Operator',
    subject: '',
    joindate: '2014-09-01',
  },
  {
    course: 'B.A.',
    type: 1,
    name: 'Dr. Shalini Dubey',
    qualification: 'M.A. (Sociology), Ph.D.',
    designation: 'Associate Professor',
    subject: 'Sociology',
    joindate: '2007-07-16',
  },
  {
    course: 'B.A.',
    type: 1,
    name: 'Manish Gautam',
    qualification: 'M.A. (Political Science), NET',
    designation: 'Assistant Professor',
    subject: 'Political Science',
    joindate: '2014-07-21',
  },
  {
    course: 'B.A.',
    type: 2,
    name: 'Om Prakash Maurya',
    qualification: 'Intermediate',
    designation: 'Office Assistant',
    subject: '',
    joindate: '2006-04-01',
  },
  {
    course: 'B.Sc.',
    type: 1,
    name: 'Dr. Vikas Tripathi',
    qualification: 'M.Sc. (Chemistry), Ph.D.',
    designation: 'Associate Professor',
    subject: 'Chemistry',
    joindate: '2009-07-13',
  },
  {
    course: 'B.Sc.',
    type: 1,
    name: 'Swati Patel',
    qualification: 'M.Sc. (Botany), NET',
    designation: 'Assistant Professor',
    subject: 'Botany',
    joindate: '2016-08-01',
  },
  {
    course: 'B.Sc.',
    type: 2,
    name: 'Sunil Rajput',
    qualification: 'B.Sc.',
    designation: 'Laboratory Assistant',
    subject: '',
    joindate: '2012-07-02',
  },
  {
    course: 'M.A.',
    type: 1,
    name: 'Dr. Geeta Shukla',
    qualification: 'M.A. (Hindi), Ph.D.',
    designation: 'Associate Professor',
    subject: 'Hindi',
    joindate: '2008-07-14',
  },
  {
    course: 'M.A.',
    type: 1,
    name: 'Dr. Naveen Chandra',
    qualification: 'M.A. (Home Science), Ph.D.',
    designation: 'Assistant Professor',
    subject: 'Home Science',
    joindate: '2015-07-20',
  },
];

export const SEED_NCTE_ORDERS: { title: string; paragraphs: string[] }[] = [
  {
    title: 'NCTE recognition order: B.Ed. programme, intake 100 (two units)',
    paragraphs: [
      'The Northern Regional Committee grants recognition to the institution for conducting the B.Ed. programme of two years with an annual intake of 100 students (two basic units of 50 each).',
      'The recognition is subject to the institution fulfilling the norms and standards of the Regulations, including appointment of qualified faculty and maintenance of the prescribed infrastructure.',
    ],
  },
  {
    title: 'NCTE recognition order: D.El.Ed. programme, intake 100 (two units)',
    paragraphs: [
      'Recognition is granted for conducting the D.El.Ed. programme of two years (four semesters) with an annual intake of 100 students.',
      'The institution shall obtain affiliation from the examining body and admit students only through the counselling of the State Government.',
    ],
  },
  {
    title: 'Revised recognition order under the NCTE Regulations: composite institution status',
    paragraphs: [
      'The institution running B.A., B.Sc. and M.A. programmes alongside teacher education programmes is recognised as a composite institution.',
      'The revised order is issued after examination of the affidavit and the documents submitted by the institution.',
    ],
  },
  {
    title: 'Performance appraisal report submitted to NCTE for the session 2023-24',
    paragraphs: [
      'The institution has submitted its performance appraisal report with details of faculty, students, infrastructure and finances for the session 2023-24.',
      'The report and its annexures are published here as required by the Regulations.',
    ],
  },
];

export const SEED_DISCIPLINARY: { title: string; paragraphs: string[] }[] = [
  {
    title: 'Constitution of the Disciplinary Cell for the session 2024-25',
    paragraphs: [
      'The Disciplinary Cell is constituted with the Principal as chairperson, two senior faculty members, one non-teaching member and two student representatives.',
      'The cell meets every month and whenever a complaint is received.',
    ],
  },
  {
    title: 'Code of conduct for students',
    paragraphs: [
      'Students shall wear the identity card on the campus, maintain decorum in classrooms, library and laboratories, and respect teachers, staff and fellow students.',
      'Use of mobile phones in classrooms, smoking and any form of ragging are strictly prohibited.',
    ],
  },
  {
    title: 'Anti-ragging undertaking and affidavit: instructions',
    paragraphs: [
      'Every student and parent must submit the anti-ragging undertaking at admission as required by the regulations on curbing the menace of ragging.',
      'Complaints may be made to the anti-ragging committee or the national anti-ragging helpline.',
    ],
  },
  {
    title: 'Minutes of the Disciplinary Cell meeting held on 12-09-2024',
    paragraphs: [
      'The cell reviewed attendance of students below 75 percent and decided to inform their parents in writing.',
      'No case of indiscipline was reported during the month.',
    ],
  },
];

/** Financial years of the annual reports. */
export const SEED_FINANCIAL_YEARS = ['2021-22', '2022-23', '2023-24'] as const;
