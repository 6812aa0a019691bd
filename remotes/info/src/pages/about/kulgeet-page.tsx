import { useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import kulgeetImg from '../../assets/pages/kulgeet.svg';
import { ContentPage } from '../../components/content-page/content-page';
import messages from './kulgeet-page.messages.json';
import styles from './about.module.css';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';

/** The verse as drawn in kulgeet.svg; keep the two in step. The song's own words: never translated. */
const STANZAS: readonly (readonly string[])[] = [
  [
    'O temple of learning among the fields,',
    'your lamp burns steady and bright;',
    'you open your doors to daughters and sons',
    'and lead us from darkness to light.',
  ],
  [
    'We come from the farms and the village lanes',
    'with questions and hope in our hands;',
    'teach us to think, to work and to serve,',
    'to be honest and just where we stand.',
  ],
  [
    'May knowledge grow like the ripening wheat,',
    'and kindness grow with it too;',
    'O temple of learning, we pledge to you',
    'our lives will be faithful and true.',
  ],
];

/** `/kulgeet`: the college song as an image, with its words below for everyone who cannot see it. */
export default function KulgeetPage(_props: RemotePageProps) {
  const { text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed={REVIEWED}>
      <p>{text('intro')}</p>

      <figure className={styles.kulgeet}>
        <img src={kulgeetImg} alt={text('imageAlt')} width={600} height={660} />
      </figure>

      <section aria-labelledby="kulgeet-words">
        <h2 id="kulgeet-words">{text('wordsTitle')}</h2>
        <p>{text('original')}</p>
        {/* The original words, on the Hindi page too: marked as English (WCAG 3.1.2). */}
        {STANZAS.map((lines) => (
          <p key={lines[0]} className={styles.verse} lang="en">
            {lines.map((line, index) => (
              <span key={line}>
                {line}
                {index < lines.length - 1 && <br />}
              </span>
            ))}
          </p>
        ))}
      </section>
    </ContentPage>
  );
}
