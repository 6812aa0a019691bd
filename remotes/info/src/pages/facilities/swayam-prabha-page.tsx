import { ExternalLink, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { FacilityFigure } from '../../features/facilities/components/facility-figure';
import { E_LEARNING_LINKS } from '../../features/facilities/e-learning-links';
import messages from './swayam-prabha-page.messages.json';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';
const HELPS = ['helps1', 'helps2', 'helps3', 'helps4'] as const;

/** `/swyamPrabha`: what SWAYAM PRABHA is, and links to it and to related Government of India resources. */
export default function SwayamPrabhaPage(_props: RemotePageProps) {
  const { t, text, lang } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed={REVIEWED}>
      <FacilityFigure facilityId="swayam-prabha" />
      <p>{text('intro')}</p>
      <h2>{text('helpsTitle')}</h2>
      <ul>
        {HELPS.map((id) => (
          <li key={id}>{text(id)}</li>
        ))}
      </ul>
      <section aria-labelledby="e-learning-links-title">
        <h2 id="e-learning-links-title">{text('linksTitle')}</h2>
        <ul>
          {E_LEARNING_LINKS.map((link) => (
            <li key={link.id}>
              {t('link', {
                link: <ExternalLink href={link.href}>{link.name[lang]}</ExternalLink>,
                description: link.description[lang],
              })}
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  );
}
