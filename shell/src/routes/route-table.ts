/**
 * The portal's whole route table: every path, the remote that owns it, the module that
 * remote exposes for it, and the page title. Pure data: the browser shell builds its router from it
 * and the gateway uses it to answer 200 for known paths and 404 for the rest. The admission year and
 * the recruitment's title are the college's settings (bundled, like every page's).
 */
import { LITERAL, type Part } from '@college/design-system/message-parts';
import type { OfficeRole } from '@college/service-kit/office-roles';
import { ACADEMIC_YEAR, recruitmentTitle } from '../site';
import HINDI_TITLES from './route-titles.messages.json' with { type: 'json' };

export const REMOTE_NAMES = ['info', 'records', 'admissions', 'results', 'careers', 'office'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** Who draws a route: a remote, or the shell itself for the few pages made from the route table. */
export type RouteOwner = RemoteName | 'shell';

export type RouteEntry = {
  path: string;
  remote: RouteOwner;
  /** The exposed module, loaded as `<remote>/<module>` (for the shell, a page of shell/src/pages/shell-pages.ts). */
  module: string;
  title: string;
  /** Extra props for the page, e.g. which financial document to embed. */
  props?: Record<string, string>;
  /**
   * Office pages: the roles that open the page (an empty list: any signed-in office user); absent
   * for every page open without signing in. The remotes' own tables of their office pages say the
   * same (compared by remotes.test.ts); the services check the roles of every call themselves.
   */
  roles?: readonly OfficeRole[];
};

const info = (path: string, module: string, title: string): RouteEntry => ({ path, remote: 'info', module, title });
/** A route of `remote`, with extra props for its page if any. */
const routeOf =
  (remote: RemoteName) =>
  (path: string, module: string, title: string, props?: Record<string, string>): RouteEntry => ({
    path,
    remote,
    module,
    title,
    props,
  });
const records = routeOf('records');
/** An office page of `remote`, opened by `roles`. */
const officeOf =
  (remote: RemoteName) =>
  (path: string, module: string, title: string, roles: readonly OfficeRole[], props?: Record<string, string>) => ({
    ...routeOf(remote)(path, module, title, props),
    roles,
  });
const door = routeOf('office');
const office = officeOf('office');
const admissionsOffice = officeOf('admissions');
const careersOffice = officeOf('careers');
const infoOffice = officeOf('info');
const recordsOffice = officeOf('records');
const resultsOffice = officeOf('results');

const ADMISSIONS_STAFF = ['admission_officer', 'document_verifier'] as const;

export const ROUTES: RouteEntry[] = [
  info('/', 'Home', 'Home'),
  info('/news', 'News', 'News & Notifications'),
  info('/courses', 'Courses', 'Courses'),
  info('/course_bed', 'CourseBed', 'B.Ed. Course'),
  info('/course_deled', 'CourseDeled', 'D.El.Ed. Course'),
  info('/undergraduate', 'Undergraduate', 'Undergraduate Courses'),
  info('/postgraduate', 'Postgraduate', 'Postgraduate Courses'),
  info('/history', 'History', 'College History'),
  info('/mission&vision', 'MissionVision', 'Mission and Vision'),
  info('/objective', 'Objective', 'Objective'),
  info('/manager-msg', 'ManagerMessage', "Manager's Message"),
  info('/principal-msg', 'PrincipalMessage', "Principal's Message"),
  info('/kulgeet', 'Kulgeet', 'College Kulgeet'),
  info('/smartClass', 'SmartClass', 'Smart Classroom'),
  info('/lab', 'Lab', 'Laboratories'),
  info('/library', 'Library', 'Library'),
  info('/sports', 'Sports', 'Sports'),
  info('/nss', 'Nss', 'National Service Scheme (NSS)'),
  info('/computer-center', 'ComputerCenter', 'Computer Center'),
  info('/college-campus', 'CollegeCampus', 'College Campus'),
  info('/swyamPrabha', 'SwayamPrabha', 'Swayam Prabha'),
  info('/gallery', 'Gallery', 'Gallery'),
  info('/admission-procedure', 'AdmissionProcedure', 'Admission Procedure'),
  info('/college-rules-and-regulations', 'CollegeRules', 'Rules and Regulations for College'),
  info('/library-rules-and-regulations', 'LibraryRules', 'Rules and Regulations for Library'),
  info('/PrivacyPolicy', 'PrivacyPolicy', 'Privacy Policy'),
  info('/TermsConditions', 'TermsConditions', 'Terms & Conditions'),
  info('/RefundCancellation', 'RefundCancellation', 'Refund & Cancellation'),
  info('/contact', 'Contact', 'Contact Us'),
  info('/feedback', 'Feedback', 'Feedback'),
  info('/complaints', 'Complaints', 'Online Grievances'),
  // Not in the spec: where a sender sees their message's state and the reply.
  info('/message-status', 'MessageStatus', 'Message status'),
  info('/samarthPortal', 'SamarthPortal', 'Samarth Portal Verification'),
  // Not in the spec: the credit the open-data licence of the shipped state/district lists requires.
  info('/open-data', 'OpenData', 'Open Data'),
  // Not in the spec: the pages the Guidelines for Indian Government Websites ask for.
  info('/accessibility-statement', 'AccessibilityStatement', 'Accessibility Statement'),
  info('/screen-reader-access', 'ScreenReaderAccess', 'Screen Reader Access'),
  info('/help', 'Help', 'Help'),
  info('/website-policies', 'WebsitePolicies', 'Website Policies'),
  // GIGW too: every public page, made from this table, so the shell draws it.
  { path: '/sitemap', remote: 'shell', module: 'Sitemap', title: 'Sitemap' },

  records('/student_data', 'StudentData', 'Student Details'),
  records('/attendence', 'Attendance', 'Biometric Attendance Record'),
  records('/timetable', 'Timetable', 'Time Table / Academic Calendar'),
  records('/faculty', 'Faculty', 'Faculty'),
  records('/bed', 'BedFaculty', 'B.ED. Faculty'),
  records('/deled', 'DeledFaculty', 'D.EL.ED. Faculty'),
  records('/ncteOrder', 'NcteOrder', 'NCTE Order'),
  records('/annualReport', 'AnnualReport', 'Annual Report'),
  records('/disciplinary', 'Disciplinary', 'Disciplinary Cell'),
  records('/balancesheet2022', 'FinancialDocument', 'Balance Sheet 2022', { document: 'balancesheet2022' }),
  // Spelled so in the spec; it is the link people already have.
  records('/balancsheet2023', 'FinancialDocument', 'Balance Sheet 2023', { document: 'balancesheet2023' }),
  records('/incomeexpenditure2022', 'FinancialDocument', 'Income Expenditure 2022', {
    document: 'incomeexpenditure2022',
  }),
  records('/incomeexpenditure2023', 'FinancialDocument', 'Income Expenditure 2023', {
    document: 'incomeexpenditure2023',
  }),
  records('/receiptpayment2022', 'FinancialDocument', 'Receipt Payment 2022', { document: 'receiptpayment2022' }),
  records('/receiptpayment2023', 'FinancialDocument', 'Receipt Payment 2023', { document: 'receiptpayment2023' }),

  { path: '/admission', remote: 'admissions', module: 'Admission', title: `Admission Form A.Y. ${ACADEMIC_YEAR}` },
  { path: '/payment', remote: 'admissions', module: 'Payment', title: 'Payment' },
  { path: '/success', remote: 'admissions', module: 'Success', title: 'Payment details received' },
  // Beyond the spec: applicants who chose Pay later come back here.
  { path: '/admission/status', remote: 'admissions', module: 'Status', title: 'Check application / pay later' },
  // Beyond the spec: the merit lists the admission officer published (numbers and ranks only).
  { path: '/merit-list', remote: 'admissions', module: 'MeritList', title: 'Merit lists' },

  // The spec's `{token}` route: the Talent Search Exam result look-up.
  { path: '/result', remote: 'results', module: 'Result', title: 'Talent Search Exam Result' },
  { path: '/certificate/:roll', remote: 'results', module: 'Certificate', title: 'Certificate' },

  { path: '/career', remote: 'careers', module: 'Career', title: recruitmentTitle('en') },
  { path: '/careerForm', remote: 'careers', module: 'CareerForm', title: 'Career Form' },
  { path: '/careerConfirmation', remote: 'careers', module: 'CareerConfirmation', title: 'Application Received' },
  { path: '/careerStatus', remote: 'careers', module: 'CareerStatus', title: 'Check your application' },

  // Not in the spec: the college office, for staff (decision 011). Never linked from public pages,
  // never cached or indexed (isOfficePath), prerendered without any data.
  door('/office', 'SignIn', 'Office sign-in'),
  door('/office/sign-in', 'SignIn', 'Office sign-in'),
  door('/office/set-up', 'SetUp', 'Set up your office account'),
  office('/office/home', 'Home', 'Office home', []),
  office('/office/account', 'Account', 'Your office account', []),
  office('/office/users', 'Users', 'Office users', ['admin']),
  office('/office/audit', 'Audit', 'Office audit log', ['admin']),
  // The admissions team's office rooms: its remote's pages, each module named Office….
  admissionsOffice('/office/admissions', 'OfficeAdmissions', 'Admissions office', ADMISSIONS_STAFF),
  admissionsOffice('/office/admissions/applications', 'OfficeInbox', 'Applications', ADMISSIONS_STAFF),
  admissionsOffice(
    '/office/admissions/applications/:applicationNo',
    'OfficeApplication',
    'Application',
    ADMISSIONS_STAFF,
  ),
  admissionsOffice('/office/admissions/merit', 'OfficeMerit', 'Merit lists and admission', ['admission_officer']),
  admissionsOffice('/office/admissions/session', 'OfficeSession', 'Admission session', ['admin']),
  admissionsOffice('/office/verification', 'OfficeInbox', 'Document verification', ADMISSIONS_STAFF, {
    room: 'verification',
  }),
  admissionsOffice('/office/accounts', 'OfficePayments', 'Accounts office', ['accountant']),
  admissionsOffice('/office/accounts/statement', 'OfficeStatement', 'Import a bank or UPI statement', ['accountant']),
  admissionsOffice('/office/accounts/counter', 'OfficeCounter', 'Fee counter', ['accountant']),
  // The results office: the results remote's pages.
  resultsOffice('/office/results', 'OfficeResults', 'Results office', ['results_officer']),
  resultsOffice('/office/results/correct', 'OfficeCorrect', 'Correct a result', ['results_officer']),
  // The content editor's room: the info remote's pages.
  infoOffice('/office/content', 'OfficeContent', 'Website content', ['content_editor']),
  infoOffice('/office/content/news/:id', 'OfficeNotice', 'Notice', ['content_editor']),
  // The content editor's public records: the records remote's pages.
  recordsOffice('/office/records', 'OfficeRecords', 'Public records', ['content_editor']),
  recordsOffice('/office/records/:dataset', 'OfficeRecordsDataset', 'Records dataset', ['content_editor']),
  // The recruitment office: the careers remote's pages.
  careersOffice('/office/recruitment', 'OfficeRecruitment', 'Recruitment office', ['recruitment_officer']),
  careersOffice('/office/recruitment/applications/:applicationNo', 'OfficeCareerApplication', 'Career application', [
    'recruitment_officer',
  ]),
  careersOffice('/office/recruitment/window', 'OfficeRecruitmentWindow', 'Recruitment dates', ['recruitment_officer']),
  // The grievance officer's inbox: the info remote's pages.
  infoOffice('/office/grievances', 'OfficeMessages', 'Grievances office', ['grievance_officer']),
  infoOffice('/office/grievances/:reference', 'OfficeMessage', 'Message', ['grievance_officer']),
];

/**
 * A title from the Hindi titles' catalogue, with the settings' values put in: as the file holds it
 * (Node, tests) or compiled, as a page's language pack brings it (text and `{value}` parts only).
 */
function titleText(message: unknown, values: Readonly<Record<string, string>>): string | undefined {
  if (typeof message === 'string') return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  if (!Array.isArray(message)) return undefined;
  return (message as Part[]).map((part) => (part.type === LITERAL ? part.value : (values[part.value] ?? ''))).join('');
}

/**
 * A route's title in a language. The English titles are the table above; the Hindi ones, by path,
 * are a catalogue in Hindi only (route-titles.messages.json), so that a built page carries them in
 * its Hindi language pack and an English page's script never holds them. {year} and {recruitment}
 * are the settings' values.
 */
export function routeTitle(route: RouteEntry, lang: 'en' | 'hi'): string {
  if (lang === 'en') return route.title;
  const hindi = (HINDI_TITLES as { hi?: Readonly<Record<string, unknown>> }).hi;
  const message = hindi && Object.hasOwn(hindi, route.path) ? hindi[route.path] : undefined;
  return titleText(message, { year: ACADEMIC_YEAR, recruitment: recruitmentTitle('hi') }) ?? route.title;
}

/** The title of the page for an unknown address. */
export const NOT_FOUND_TITLE = { en: 'Page not found', hi: 'पृष्ठ नहीं मिला' } as const;

/**
 * The office's pages (and any other path under /office): staff only, so the gateway answers them
 * `Cache-Control: no-store` and `X-Robots-Tag: noindex` with a robots meta tag.
 */
export const isOfficePath = (pathname: string) => /^\/office(\/|$)/i.test(pathname);

/** Public pages have a Hindi address too (/hi/…); the office stays English for now. */
export const HINDI_ROUTES: RouteEntry[] = ROUTES.filter((route) => !isOfficePath(route.path));

/** The public pages a reader or a search engine can be sent to: no office, no address with a parameter. */
export const PUBLIC_PAGES: RouteEntry[] = HINDI_ROUTES.filter((route) => !route.path.includes(':'));

/** The routes the shell draws itself (prerendered by its build, composed from its dist). */
export const isShellRoute = (route: RouteEntry): route is RouteEntry & { remote: 'shell' } => route.remote === 'shell';

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Case-insensitive matcher for a route path (`:param` segments, optional trailing slash). */
export function routePattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${body === '' ? '' : body}/?$`, 'i');
}

/** ASCII letters in lower case: what routePattern's case-insensitive match equates (nothing else). */
const foldCase = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * The entries whose path routePattern would match with a (decoded) URL path, in the table's order.
 * A path without parameters is looked up (it matches itself and itself with one more `/`, in any
 * case); only the few with parameters keep a pattern. Compiling one pattern per address at start
 * (about 500, for the route table and the router's addresses) was 3-4 ms of every page's start-up
 * on this machine, four times that on a phone.
 */
export function pathIndex<T>(entries: readonly T[], pathOf: (entry: T) => string): (decoded: string) => T[] {
  const fixed = new Map<string, number[]>();
  const patterned: Array<{ at: number; pattern: RegExp }> = [];
  entries.forEach((entry, at) => {
    const path = pathOf(entry);
    if (path.includes(':')) patterned.push({ at, pattern: routePattern(path) });
    else fixed.set(foldCase(path), [...(fixed.get(foldCase(path)) ?? []), at]);
  });
  return (decoded) => {
    const key = foldCase(decoded);
    const found = [
      ...(fixed.get(key) ?? []),
      ...(key.endsWith('/') ? (fixed.get(key.slice(0, -1)) ?? []) : []),
      ...patterned.filter(({ pattern }) => pattern.test(decoded)).map(({ at }) => at),
    ];
    return found.sort((a, b) => a - b).map((at) => entries[at]!);
  };
}

const routesFor = pathIndex(ROUTES, (route) => route.path);

/** A URL path as the router matches it (percent-decoded), or undefined if it cannot be decoded. */
export function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/** The route a URL path belongs to, as the browser router would choose it. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const decoded = decodedPath(pathname);
  return decoded === undefined ? undefined : routesFor(decoded)[0];
}

/** The tab title of a page: the route's title and the college's name. (Pure: no settings import here.) */
export const documentTitle = (title: string, college: string) =>
  title && title !== 'Home' ? `${title} | ${college}` : college;
