import { randomUUID } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SeedContext, ServicePaths } from '@college/service-kit';
import { formatIndianDate } from '@college/settings/dates';
import { officeHoursText, postalAddress, rupees } from '@college/settings/format';
import type { CollegeSettings } from '@college/settings/node';
import { prospectusPath } from './contract';
import { type Letterhead, type Notice, renderNoticePdf } from './notice-pdf';
import { createNewsRepository, type NewNews } from './plugins/news-repository';

export const newsFolder = (paths: ServicePaths) => path.join(paths.public, 'news');
/** The college's own standing documents (prospectus), under stable names people can bookmark. */
export const collegeDocsFolder = (paths: ServicePaths) => path.join(paths.public, 'college');

export const letterhead = (settings: CollegeSettings): Letterhead => ({
  name: settings.name,
  address: postalAddress(settings.address),
});

/** The prospectus of the admission year in the settings: its fees, dates and office from there. */
function prospectus(settings: CollegeSettings): Notice {
  const { admission, fees, contact } = settings;
  const { opens, closes } = admission.registration;
  return {
    title: `Prospectus, academic year ${admission.year}`,
    date: formatIndianDate(opens),
    paragraphs: [
      'Courses: B.Ed. (2 years, 100 seats: Arts 70, Science 30; eligibility 50 percent), D.El.Ed. (2 years, 4 semesters, 100 seats per year; 5 percent relaxation for reserved categories), B.A. (960 seats), B.Sc. (420 seats) and M.A. (Hindi 80, Sociology 80, Geography 50, Home Science 50 seats).',
      'B.A. subjects: Hindi, English, Sanskrit, Home Science, Geography, Political Science, Sociology, Physical Education, Education, Military Science, Arts & Drawing, Music, Psychology, Urdu. B.Sc. subjects: Botany, Chemistry, Zoology, Physics, Mathematics. M.A. subjects: Hindi, Home Science, Sociology, Education.',
      `Fees: B.Ed. ${rupees(fees.bed.year1)} in the first year and ${rupees(fees.bed.year2)} in the second year. D.El.Ed. ${rupees(fees.deled.perYear)} per year (first year: ${rupees(fees.deled.firstYear.atAllotment)} online at allotment and ${rupees(fees.deled.firstYear.atCollege)} at the college).`,
      `Registration (URN generation) for A.Y. ${admission.year}: ${formatIndianDate(opens)} to ${formatIndianDate(closes)}. Admissions start in the first week of July. Admission forms are accepted at the office: ${officeHoursText(contact.officeHours)}.`,
      'Facilities: smart classrooms, laboratories, a library of about 10,000 books (10 a.m. to 4 p.m.), a computer centre with about 20 computers and 20 Mbps broadband, sports, and two NSS units.',
      `Contact: ${postalAddress(settings.address)}. Phone ${contact.phone}, e-mail ${contact.email}.`,
    ],
  };
}

/**
 * Writes the prospectus of the settings' admission year unless it is there: on every start, so a
 * new year in the settings brings its prospectus, and a PDF the college put in its place is kept.
 */
export async function ensureProspectus(paths: ServicePaths, settings: CollegeSettings): Promise<void> {
  const docs = collegeDocsFolder(paths);
  const file = path.join(docs, path.basename(prospectusPath(settings.admission.year)));
  try {
    await access(file);
    return;
  } catch {
    // Not there yet: write it.
  }
  await mkdir(docs, { recursive: true });
  await writeFile(file, await renderNoticePdf(prospectus(settings), letterhead(settings)));
}

interface SeedNotice extends Notice {
  /** YYYY-MM-DD, for ordering. */
  publishedOn: string;
  /** The line shown in the news list. */
  description: string;
  /** A page of the portal the notice leads to. */
  link?: string;
}

const toIndianDate = (iso: string) => iso.split('-').reverse().join('-');

const notice = (publishedOn: string, description: string, title: string, paragraphs: string[]): SeedNotice => ({
  publishedOn,
  description,
  title,
  date: toIndianDate(publishedOn),
  paragraphs,
});

// Oldest first, so ids follow publication order.
export const SEED_NOTICES: SeedNotice[] = [
  {
    ...notice(
      '2024-02-10',
      'Talent Search Exam 2024 result declared (exam held on 07-01-2024) - check your result by roll number',
      'Result of the Talent Search Exam 2024',
      [
        'The result of the Talent Search Exam 2024, held on 7 January 2024, has been declared.',
        'Students can check their result on the college website by entering their roll number and print the participation certificate from the result page.',
        'Prize winners will be honoured at the annual function. Any query about the result may be raised at the college office within 15 days.',
      ],
    ),
    link: '/result',
  },
  notice(
    '2024-10-15',
    'Scholarship notice 2024-25: submit the online scholarship form and hand in the printout with documents',
    'Scholarship and fee reimbursement 2024-25',
    [
      'All eligible students of B.Ed., D.El.Ed., B.A., B.Sc. and M.A. are informed that the online scholarship and fee reimbursement forms for session 2024-25 must be filled on the state scholarship portal.',
      'Submit the printout of the form with the income certificate, caste certificate, previous mark sheet, fee receipt and a copy of the bank passbook (account linked with Aadhaar) at the college office by 15-11-2024.',
      'Forms with incomplete documents will not be forwarded.',
    ],
  ),
  notice(
    '2025-02-01',
    'NSS special camp: seven-day camp of both NSS units in the adopted village from 10-02-2025 to 16-02-2025',
    'NSS seven-day special camp',
    [
      'A seven-day special camp of both units of the National Service Scheme will be held in the adopted village from 10-02-2025 to 16-02-2025.',
      'Activities include a cleanliness drive, a health and hygiene awareness rally, a literacy survey and tree plantation.',
      'Enrolled volunteers must report at the college at 8:00 a.m. on 10-02-2025 with their NSS identity card.',
    ],
  ),
  notice(
    '2025-03-10',
    'Holiday notice: the college will remain closed on 14-03-2025 on account of Holi',
    'Holiday on account of Holi',
    [
      'The college will remain closed on 14-03-2025 (Friday) on account of Holi.',
      'Classes will resume as per the time table on 15-03-2025. The office will remain closed on the holiday.',
    ],
  ),
  notice(
    '2025-03-20',
    'Examination schedule: B.A., B.Sc. and M.A. even semester examinations 2025 begin on 15-04-2025',
    'Even semester examination schedule 2025',
    [
      'The even semester theory examinations of B.A., B.Sc. and M.A. will begin on 15-04-2025 as per the schedule issued by the affiliating university.',
      'Morning shift: 8:00 a.m. to 10:00 a.m. Evening shift: 2:00 p.m. to 4:00 p.m.',
      'Students must carry their admit card and college identity card. Admit cards will be issued from the college office from 08-04-2025 after clearing all dues.',
    ],
  ),
  notice(
    '2025-04-10',
    'Library notice: return all borrowed books by 30-04-2025 - overdue fine Rs. 5 per day',
    'Return of library books',
    [
      'All students are requested to return the books issued to them by 30-04-2025.',
      'A fine of Rs. 5 per day will be charged for late return. A lost book must be replaced or paid for at double its cost. A lost library card is replaced for Rs. 20.',
      'The library is open from 10 a.m. to 4 p.m. on all working days.',
    ],
  ),
  notice(
    '2025-04-25',
    'B.Ed. and D.El.Ed. admission notice A.Y. 2025-26: registration from 01-05-2025 to 31-07-2025',
    'B.Ed. and D.El.Ed. admissions, academic year 2025-26',
    [
      'Admissions to B.Ed. (100 seats) and D.El.Ed. (100 seats) for the academic year 2025-26 will be made as per the counselling and allotment of the competent authority.',
      'Registration is open from 01-05-2025 to 31-07-2025. Allotted candidates must report to the college with original documents and the allotment letter.',
      'Admission forms are accepted at the office from 9:30 a.m. to 4:00 p.m. on working days.',
    ],
  ),
  notice(
    '2025-05-01',
    'Admission notice A.Y. 2025-26: B.A., B.Sc. and M.A. registration (URN generation) from 01-05-2025 to 31-07-2025',
    'Admissions to B.A., B.Sc. and M.A., academic year 2025-26',
    [
      'Registration for admission to B.A., B.Sc. and M.A. for the academic year 2025-26 is open from 01-05-2025 to 31-07-2025 (URN generation date).',
      'After generating the URN, fill the online admission form on the college website and upload the high school and intermediate mark sheets, photograph, signature, Aadhaar card and domicile certificate.',
      'Admissions start in the first week of July. For help, contact the admission helpline during office hours (9:30 a.m. to 4:00 p.m.).',
    ],
  ),
  notice(
    '2025-07-01',
    'Recruitment 2025: online applications from 01-07-2025 to 10-08-2025 for Assistant Professor, Assistant Librarian, Accountant and Computer Operator',
    'Recruitment 2025',
    [
      'Online applications are invited for the posts of Assistant Professor (B.A.), Assistant Professor (B.Sc.), Assistant Professor (M.A.), Assistant Librarian, Accountant and Computer Operator.',
      'Applications open on 01-07-2025. The last date to apply is 10-08-2025. Interviews will be held at the college on 14-08-2025 from 10:00 a.m.',
      'Upload the CV, certificates and experience details as a single PDF (at most 2 MB) and a recent colour photograph (at most 60 KB). Apply through the Career page of the college website.',
    ],
  ),
];

/** First-start seed: writes a real PDF for every notice, then records them in one transaction. */
export async function seedNews({ db, paths }: SeedContext, settings: CollegeSettings): Promise<void> {
  const folder = newsFolder(paths);
  await mkdir(folder, { recursive: true });

  const rows: NewNews[] = [];
  for (const item of SEED_NOTICES) {
    const fileName = `${randomUUID()}.pdf`;
    await writeFile(path.join(folder, fileName), await renderNoticePdf(item, letterhead(settings)));
    rows.push({ description: item.description, fileName, publishedOn: item.publishedOn, link: item.link });
  }

  const news = createNewsRepository(db);
  db.transaction(() => {
    for (const row of rows) news.insert(row);
  })();
}
