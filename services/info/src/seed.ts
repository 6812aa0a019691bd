import { randomUUID } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SeedContext, ServicePaths } from '@college/service-kit';
import { addDays, formatIndianDate } from '@college/settings/dates';
import { officeHoursText, postalAddress, rupees } from '@college/settings/format';
import { academicYearOf, type CollegeSettings, type CourseSettings } from '@college/settings/node';
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

/** "B.A. (960 seats)", "M.A. (Hindi 80, Sociology 80 seats)". */
const seatsText = (course: CourseSettings) =>
  `${course.name} (${course.seats ?? course.subjects.map((subject) => `${subject.name} ${subject.seats}`).join(', ')} seats)`;

/** The prospectus of the admission year in the settings: its courses, fees, dates and office from there. */
function prospectus(settings: CollegeSettings): Notice {
  const { admission, fees, contact } = settings;
  const { opens, closes } = admission.registration;
  return {
    title: `Prospectus, academic year ${admission.year}`,
    date: formatIndianDate(opens),
    paragraphs: [
      `Courses: B.Ed. (2 years, 100 seats: Arts 70, Science 30; eligibility 50 percent), D.El.Ed. (2 years, 4 semesters, 100 seats per year; 5 percent relaxation for reserved categories), ${admission.courses.map(seatsText).join(', ')}.`,
      admission.courses
        .map((course) => `${course.name} subjects: ${course.subjects.map((subject) => subject.name).join(', ')}.`)
        .join(' '),
      `Admission fee paid with the online form: ${admission.courses.map((course) => `${course.name} ${rupees(course.fee)}`).join(', ')}.`,
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
  /** The same line on the Hindi pages. */
  descriptionHi: string;
  /** A page of the portal the notice leads to. */
  link?: string;
}

const notice = (
  publishedOn: string,
  [description, descriptionHi]: [string, string],
  title: string,
  paragraphs: string[],
): SeedNotice => ({
  publishedOn,
  description,
  descriptionHi,
  title,
  date: formatIndianDate(publishedOn),
  paragraphs,
});

/**
 * The notices a new portal starts with, oldest first (ids follow publication order). The admission
 * and recruitment notices follow the settings' windows; the others are dated before the
 * registration opens, so a demo file (its windows placed around the day of seeding) gets recent
 * news, and a college's own file news around its own dates. The talent search result stays with
 * the exam the results service holds.
 */
export function seedNotices(settings: CollegeSettings): SeedNotice[] {
  const { admission, recruitment, contact } = settings;
  const { opens, closes } = admission.registration;
  const day = (offset: number, from = opens) => addDays(from, offset);
  const on = (offset: number, from?: string) => formatIndianDate(day(offset, from));
  const session = academicYearOf(day(-198));
  const examYear = day(-42).slice(0, 4);
  const window = `${formatIndianDate(opens)} to ${formatIndianDate(closes)}`;
  const hours = officeHoursText(contact.officeHours);
  const courses = admission.courses.map((course) => course.name);
  const courseList = courses.length > 1 ? `${courses.slice(0, -1).join(', ')} and ${courses.at(-1)}` : courses[0];
  // The Hindi lines take the settings' Hindi names where given.
  const hindi = settings.hi;
  const coursesHi = courses.map((name) => hindi?.names[name] ?? name);
  const courseListHi =
    coursesHi.length > 1 ? `${coursesHi.slice(0, -1).join(', ')} एवं ${coursesHi.at(-1)}` : coursesHi[0];
  const windowHi = `${formatIndianDate(opens)} से ${formatIndianDate(closes)} तक`;
  return [
    {
      ...notice(
        TALENT_SEARCH_EXAM.publishedOn,
        [
          `${TALENT_SEARCH_EXAM.name} result declared (exam held on ${formatIndianDate(TALENT_SEARCH_EXAM.heldOn)}) - check your result by roll number`,
          `${TALENT_SEARCH_EXAM.nameHi} का परिणाम घोषित (परीक्षा ${formatIndianDate(TALENT_SEARCH_EXAM.heldOn)} को हुई थी) - अपना परिणाम अनुक्रमांक से देखें`,
        ],
        `Result of the ${TALENT_SEARCH_EXAM.name}`,
        [
          `The result of the ${TALENT_SEARCH_EXAM.name}, held on ${formatIndianDate(TALENT_SEARCH_EXAM.heldOn)}, has been declared.`,
          'Students can check their result on the college website by entering their roll number and print the participation certificate from the result page.',
          'Prize winners will be honoured at the annual function. Any query about the result may be raised at the college office within 15 days.',
        ],
      ),
      link: '/result',
    },
    notice(
      day(-198),
      [
        `Scholarship notice ${session}: submit the online scholarship form and hand in the printout with documents`,
        `छात्रवृत्ति सूचना ${session}: ऑनलाइन छात्रवृत्ति फ़ॉर्म भरें और उसका प्रिंट आउट प्रमाण पत्रों सहित जमा करें`,
      ],
      `Scholarship and fee reimbursement ${session}`,
      [
        `All eligible students are informed that the online scholarship and fee reimbursement forms for session ${session} must be filled on the state scholarship portal.`,
        `Submit the printout of the form with the income certificate, caste certificate, previous mark sheet, fee receipt and a copy of the bank passbook (account linked with Aadhaar) at the college office by ${on(-167)}.`,
        'Forms with incomplete documents will not be forwarded.',
      ],
    ),
    notice(
      day(-89),
      [
        `NSS special camp: seven-day camp of both NSS units in the adopted village from ${on(-80)} to ${on(-74)}`,
        `राष्ट्रीय सेवा योजना विशेष शिविर: दोनों इकाइयों का सात दिवसीय शिविर गोद लिए गाँव में ${on(-80)} से ${on(-74)} तक`,
      ],
      'NSS seven-day special camp',
      [
        `A seven-day special camp of both units of the National Service Scheme will be held in the adopted village from ${on(-80)} to ${on(-74)}.`,
        'Activities include a cleanliness drive, a health and hygiene awareness rally, a literacy survey and tree plantation.',
        `Enrolled volunteers must report at the college at 8:00 a.m. on ${on(-80)} with their NSS identity card.`,
      ],
    ),
    notice(
      day(-52),
      [
        `Holiday notice: the college will remain closed on ${on(-48)} for a local festival`,
        `अवकाश सूचना: स्थानीय पर्व के कारण ${on(-48)} को महाविद्यालय बंद रहेगा`,
      ],
      'Holiday for a local festival',
      [
        `The college will remain closed on ${on(-48)} for a local festival.`,
        `Classes will resume as per the time table on ${on(-47)}. The office will remain closed on the holiday.`,
      ],
    ),
    notice(
      day(-42),
      [
        `Examination schedule: semester examinations ${examYear} begin on ${on(-16)}`,
        `परीक्षा कार्यक्रम: सेमेस्टर परीक्षाएँ ${examYear} दिनांक ${on(-16)} से प्रारंभ होंगी`,
      ],
      `Semester examination schedule ${examYear}`,
      [
        `The semester theory examinations of ${courseList} will begin on ${on(-16)} as per the schedule issued by the affiliating university.`,
        'Morning shift: 8:00 a.m. to 10:00 a.m. Evening shift: 2:00 p.m. to 4:00 p.m.',
        `Students must carry their admit card and college identity card. Admit cards will be issued from the college office from ${on(-23)} after clearing all dues.`,
      ],
    ),
    notice(
      day(-21),
      [
        `Library notice: return all borrowed books by ${on(-1)} - overdue fine ${rupees(5)} per day`,
        `पुस्तकालय सूचना: सभी ली गई पुस्तकें ${on(-1)} तक लौटाएँ - विलंब शुल्क ${rupees(5)} प्रतिदिन`,
      ],
      'Return of library books',
      [
        `All students are requested to return the books issued to them by ${on(-1)}.`,
        'A fine of Rs. 5 per day will be charged for late return. A lost book must be replaced or paid for at double its cost. A lost library card is replaced for Rs. 20.',
        'The library is open from 10 a.m. to 4 p.m. on all working days.',
      ],
    ),
    notice(
      day(-6),
      [
        `B.Ed. and D.El.Ed. admission notice A.Y. ${admission.year}: registration from ${window}`,
        `बी.एड. एवं डी.एल.एड. प्रवेश सूचना शैक्षणिक सत्र ${admission.year}: पंजीकरण ${windowHi}`,
      ],
      `B.Ed. and D.El.Ed. admissions, academic year ${admission.year}`,
      [
        `Admissions to B.Ed. (100 seats) and D.El.Ed. (100 seats) for the academic year ${admission.year} will be made as per the counselling and allotment of the competent authority.`,
        `Registration is open from ${window}. Allotted candidates must report to the college with original documents and the allotment letter.`,
        `Admission forms are accepted at the office: ${hours}.`,
      ],
    ),
    notice(
      opens,
      [
        `Admission notice A.Y. ${admission.year}: ${courseList} registration (URN generation) from ${window}`,
        `प्रवेश सूचना शैक्षणिक सत्र ${admission.year}: ${courseListHi} हेतु पंजीकरण (URN जनरेशन) ${windowHi}`,
      ],
      `Admissions to ${courseList}, academic year ${admission.year}`,
      [
        `Registration for admission to ${courseList} for the academic year ${admission.year} is open from ${window} (URN generation date).`,
        'After generating the URN, fill the online admission form on the college website and upload the high school and intermediate mark sheets, photograph, signature, Aadhaar card and domicile certificate.',
        `For help, contact the admission helpline during office hours (${hours}).`,
      ],
    ),
    notice(
      recruitment.opens,
      [
        `${recruitment.title}: online applications from ${formatIndianDate(recruitment.opens)} to ${formatIndianDate(recruitment.closes)} for Assistant Professor, Assistant Librarian, Accountant and Computer Operator`,
        `${hindi?.recruitmentTitle ?? recruitment.title}: सहायक प्राध्यापक, सहायक पुस्तकालयाध्यक्ष, लेखाकार एवं कंप्यूटर ऑपरेटर पदों हेतु ऑनलाइन आवेदन ${formatIndianDate(recruitment.opens)} से ${formatIndianDate(recruitment.closes)} तक`,
      ],
      recruitment.title,
      [
        'Online applications are invited for the posts of Assistant Professor (B.A.), Assistant Professor (B.Sc.), Assistant Professor (M.A.), Assistant Librarian, Accountant and Computer Operator.',
        `Applications open on ${formatIndianDate(recruitment.opens)}. The last date to apply is ${formatIndianDate(recruitment.closes)}. Interviews will be held at the college on ${formatIndianDate(recruitment.interview.date)} from ${recruitment.interview.time}.`,
        'Upload the CV, certificates and experience details as a single PDF (at most 2 MB) and a recent colour photograph (at most 60 KB). Apply through the Career page of the college website.',
      ],
    ),
  ].sort((a, b) => (a.publishedOn < b.publishedOn ? -1 : a.publishedOn > b.publishedOn ? 1 : 0));
}

/** The exam whose demo results the results service holds: its notice keeps the exam's own dates. */
const TALENT_SEARCH_EXAM = {
  name: 'Talent Search Exam 2024',
  nameHi: 'प्रतिभा खोज परीक्षा 2024',
  heldOn: '2024-01-07',
  publishedOn: '2024-02-10',
};

/** First-start seed: writes a real PDF for every notice, then records them in one transaction. */
export async function seedNews({ db, paths, settings }: SeedContext): Promise<void> {
  const folder = newsFolder(paths);
  await mkdir(folder, { recursive: true });

  const rows: NewNews[] = [];
  for (const item of seedNotices(settings)) {
    const fileName = `${randomUUID()}.pdf`;
    await writeFile(path.join(folder, fileName), await renderNoticePdf(item, letterhead(settings)));
    rows.push({
      description: item.description,
      descriptionHi: item.descriptionHi,
      fileName,
      publishedOn: item.publishedOn,
      link: item.link,
    });
  }

  const news = createNewsRepository(db);
  db.transaction(() => {
    for (const row of rows) news.insert(row);
  })();
}
