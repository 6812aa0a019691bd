import type links from './site-links.messages.json';

export { ACADEMIC_YEAR, recruitmentTitle, SITE, siteFor } from '@college/remote-kit/site';

/** A link's English label, which is also its id in site-links.messages.json (the page shows its language's). */
export type LinkLabel = keyof (typeof links)['en'];
export type NavLink = { label: LinkLabel; to: string };
export type NavItem = NavLink | { label: LinkLabel; links: NavLink[] };

/** The header menus, in the original site's order. */
export const NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  {
    label: 'About',
    links: [
      { label: 'History', to: '/history' },
      { label: 'Mission & Vision', to: '/mission&vision' },
      { label: 'Objective', to: '/objective' },
    ],
  },
  {
    label: 'Courses',
    links: [
      { label: 'B.Ed.', to: '/course_bed' },
      { label: 'D.El.Ed.', to: '/course_deled' },
      { label: 'Undergraduate', to: '/undergraduate' },
      // The spec writes this link without a leading slash; relative to a nested page it would break.
      { label: 'Postgraduate', to: '/postgraduate' },
    ],
  },
  {
    label: 'Student',
    links: [
      { label: 'Student Data', to: '/student_data' },
      { label: 'Talent Search Result', to: '/result' },
      { label: 'Biometric Attendance', to: '/attendence' },
      { label: 'Time Table/Academic Calendar', to: '/timetable' },
      { label: 'Online Grievances', to: '/complaints' },
      { label: 'Feedback', to: '/feedback' },
      { label: 'Samarth Portal Verification', to: '/samarthPortal' },
      { label: 'Message status', to: '/message-status' },
    ],
  },
  {
    label: 'Admission',
    links: [
      { label: 'Admission', to: '/admission' },
      { label: 'Merit lists', to: '/merit-list' },
      { label: 'Admission Procedure', to: '/admission-procedure' },
      { label: 'College Rules & Regulations', to: '/college-rules-and-regulations' },
      { label: 'Library Rules & Regulations', to: '/library-rules-and-regulations' },
    ],
  },
  {
    label: 'Facilities',
    links: [
      { label: 'Smart Class', to: '/smartClass' },
      { label: 'Laboratories', to: '/lab' },
      { label: 'Library', to: '/library' },
      { label: 'Sports', to: '/sports' },
      { label: 'NSS', to: '/nss' },
      { label: 'Computer Center', to: '/computer-center' },
      { label: 'College Campus', to: '/college-campus' },
      { label: 'Swayam Prabha', to: '/swyamPrabha' },
    ],
  },
  { label: 'NCTE Order', to: '/ncteOrder' },
  { label: 'Annual Report', to: '/annualReport' },
  { label: 'Disciplinary Cell', to: '/disciplinary' },
  { label: 'Faculty', to: '/faculty' },
  { label: 'Career', to: '/career' },
];

/** Footer navigation (the original footer's and home page's links). */
export const FOOTER_LINKS: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Courses', to: '/courses' },
  { label: 'B.Ed.', to: '/BEd' },
  { label: 'D.El.Ed.', to: '/DelEd' },
  { label: 'News & Notifications', to: '/news' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Privacy Policy', to: '/PrivacyPolicy' },
  { label: 'Terms & Conditions', to: '/TermsConditions' },
  { label: 'Refund & Cancellation', to: '/RefundCancellation' },
  { label: 'Open Data', to: '/open-data' },
  { label: 'Website Policies', to: '/website-policies' },
  { label: 'Accessibility Statement', to: '/accessibility-statement' },
  { label: 'Screen Reader Access', to: '/screen-reader-access' },
  { label: 'Help', to: '/help' },
  { label: 'Sitemap', to: '/sitemap' },
];
