import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import styles from './about.module.css';

/** `/mission&vision`. */
export default function MissionVisionPage(_props: RemotePageProps) {
  return (
    <ContentPage title="Mission and Vision">
      <h2>Our vision</h2>
      <p className={styles.statement}>
        A village where every young person, and every girl above all, can get a good higher education close to home
        and use it to build a better life for the family and the community.
      </p>

      <h2>Our mission</h2>
      <ul>
        <li>To offer degree and teacher-education courses of sound quality at fees that rural families can afford.</li>
        <li>
          To give girls a safe, respectful place to study, so that distance and social barriers do not end their
          education.
        </li>
        <li>To prepare well-trained, caring teachers for the schools of the region.</li>
        <li>
          To teach with patience and clarity, so that students who are the first in their family to go to college can
          keep up and succeed.
        </li>
        <li>
          To build honesty, discipline, respect for others and a spirit of service alongside knowledge and skills.
        </li>
        <li>To stay open and accountable to students, parents and the public.</li>
      </ul>
    </ContentPage>
  );
}
