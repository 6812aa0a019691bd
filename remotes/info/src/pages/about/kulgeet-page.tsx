import type { RemotePageProps } from '@college/remote-kit';
import kulgeetImg from '../../assets/pages/kulgeet.svg';
import { ContentPage } from '../../components/content-page/content-page';
import styles from './about.module.css';

/** The verse as drawn in kulgeet.svg; keep the two in step. */
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
  return (
    <ContentPage title="College Kulgeet">
      <p>The kulgeet is the college&apos;s own song, sung at assemblies and college functions.</p>

      <figure className={styles.kulgeet}>
        <img
          src={kulgeetImg}
          alt="The college kulgeet, “O Temple of Learning”, printed in three verses on a decorated page. The words are written out below the image."
          width={600}
          height={660}
        />
      </figure>

      <section aria-labelledby="kulgeet-words">
        <h2 id="kulgeet-words">Words of the kulgeet: O Temple of Learning</h2>
        {STANZAS.map((lines) => (
          <p key={lines[0]} className={styles.verse}>
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
