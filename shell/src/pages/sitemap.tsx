import { Link } from 'react-router-dom';
import { localePath, PageHeader, useCatalogue } from '@college/design-system';
import { PUBLIC_PAGES, routeTitle, type RouteEntry, type RouteOwner } from '../routes/route-table';
import { NAV } from '../site';
import messages from './sitemap.messages.json';
import styles from './sitemap.module.css';

type GroupId = Exclude<keyof (typeof messages)['en'], 'title' | 'intro'>;
export type SitemapGroup = { id: GroupId; routes: RouteEntry[] };

/** The header's menus, by their English label, and the group each becomes. */
const MENU_GROUPS: Record<string, GroupId> = {
  About: 'about',
  Courses: 'courses',
  Student: 'student',
  Admission: 'admission',
  Facilities: 'facilities',
};
/** The pages the footer's policy links lead to (GIGW asks for them together). */
const POLICY_PATHS = [
  '/PrivacyPolicy',
  '/TermsConditions',
  '/RefundCancellation',
  '/open-data',
  '/website-policies',
  '/accessibility-statement',
  '/screen-reader-access',
  '/help',
  '/sitemap',
];
/** Pages in no menu, by the remote that owns them. */
const OWNER_GROUPS: Record<RouteOwner, GroupId> = {
  info: 'college',
  shell: 'college',
  records: 'records',
  admissions: 'admission',
  results: 'results',
  careers: 'careers',
  office: 'college',
};
const ORDER: GroupId[] = [
  'about',
  'courses',
  'student',
  'admission',
  'facilities',
  'college',
  'records',
  'results',
  'careers',
  'policies',
];

/** Every public page once, in the group of the menu that links it, else its owner's (or the policies). */
export function sitemapGroups(pages: RouteEntry[] = PUBLIC_PAGES): SitemapGroup[] {
  const menuOf = new Map<string, GroupId>();
  for (const item of NAV) {
    const group = MENU_GROUPS[item.label];
    if (group && 'links' in item) for (const link of item.links) menuOf.set(link.to.toLowerCase(), group);
  }
  const groupOf = (route: RouteEntry): GroupId =>
    menuOf.get(route.path.toLowerCase()) ??
    (POLICY_PATHS.includes(route.path) ? 'policies' : OWNER_GROUPS[route.remote]);
  return ORDER.map((id) => ({ id, routes: pages.filter((route) => groupOf(route) === id) })).filter(
    (group) => group.routes.length > 0,
  );
}

/** `/sitemap`: every public page as a link titled in the page's language, made from the route table. */
export function Sitemap() {
  const { text, lang } = useCatalogue(messages);
  return (
    <>
      <PageHeader title={text('title')} />
      <div className={styles.body}>
        <p>{text('intro')}</p>
        <div className={styles.groups}>
          {sitemapGroups().map((group) => (
            <section key={group.id} aria-labelledby={`sitemap-${group.id}`}>
              <h2 id={`sitemap-${group.id}`}>{text(group.id)}</h2>
              <ul>
                {group.routes.map((route) => (
                  <li key={route.path}>
                    <Link to={localePath(route.path, lang)}>{routeTitle(route, lang)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
