import { ExternalLink, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage, TableScroll } from '../../components/content-page/content-page';
import { GIGW_REVIEWED } from './gigw';
import styles from './gigw-pages.module.css';
import messages from './screen-reader-access.messages.json';

type Id = keyof (typeof messages)['en'];

/** Product names stay as their makers write them (marked English inside Hindi pages). */
const READERS: { name: string; system: Id; kind: Id; href: string }[] = [
  { name: 'NVDA', system: 'windows', kind: 'free', href: 'https://www.nvaccess.org/' },
  {
    name: 'JAWS',
    system: 'windows',
    kind: 'commercial',
    href: 'https://www.freedomscientific.com/products/software/jaws/',
  },
  {
    name: 'TalkBack',
    system: 'android',
    kind: 'builtIn',
    href: 'https://support.google.com/accessibility/android/answer/6283677',
  },
  { name: 'VoiceOver', system: 'apple', kind: 'builtIn', href: 'https://www.apple.com/accessibility/vision/' },
  { name: 'Orca', system: 'linux', kind: 'free', href: 'https://help.gnome.org/users/orca/stable/' },
];

/** `/screen-reader-access` (GIGW 3.0): screen readers that work with the site, and how Hindi is read. */
export default function ScreenReaderAccessPage(_props: RemotePageProps) {
  const { text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed={GIGW_REVIEWED}>
      <p>{text('intro')}</p>

      <TableScroll caption={text('tableCaption')}>
        <thead>
          <tr>
            <th scope="col">{text('name')}</th>
            <th scope="col">{text('system')}</th>
            <th scope="col">{text('kind')}</th>
            <th scope="col">{text('site')}</th>
          </tr>
        </thead>
        <tbody>
          {READERS.map((reader) => (
            <tr key={reader.name}>
              <th scope="row" lang="en">
                {reader.name}
              </th>
              <td>{text(reader.system)}</td>
              <td>{text(reader.kind)}</td>
              {/* The site's name, breakable anywhere: a whole address would widen a phone's page. */}
              <td className={styles.site} lang="en">
                <ExternalLink href={reader.href}>{new URL(reader.href).hostname}</ExternalLink>
              </td>
            </tr>
          ))}
        </tbody>
      </TableScroll>

      <h2>{text('hindiTitle')}</h2>
      <p>{text('hindi')}</p>
      <p>{text('hindiVoice')}</p>

      <h2>{text('keysTitle')}</h2>
      <p>{text('keys')}</p>
    </ContentPage>
  );
}
