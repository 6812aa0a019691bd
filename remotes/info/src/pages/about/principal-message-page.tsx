import { Link } from '@college/design-system';
import { SITE, type RemotePageProps } from '@college/remote-kit';
import portrait from '../../assets/pages/principal-portrait.svg';
import { ContentPage } from '../../components/content-page/content-page';
import styles from './about.module.css';

/** `/principal-msg`. The portrait is a drawn placeholder until the college supplies a photograph. */
export default function PrincipalMessagePage(_props: RemotePageProps) {
  return (
    <ContentPage title="Principal's Message">
      <div className={styles.message}>
        <figure className={styles.portrait}>
          <img src={portrait} alt="Portrait of the Principal (placeholder drawing)" width={240} height={280} />
          <figcaption>Principal</figcaption>
        </figure>

        <div>
          <p>Dear students and parents,</p>
          <p>
            A warm welcome to {SITE.name}. Whether you have joined a B.Ed. or D.El.Ed. course, a B.A., B.Sc. or an
            M.A., you have taken an important step, and our teachers are here to help you make the most of it.
          </p>
          <p>
            Learning needs regular effort. Attend your classes, use the library and the laboratories, ask questions
            without hesitation and keep up with your work from the first week, not only before the examinations.
          </p>
          <p>
            Take part in sports, cultural programmes and community service as well. They build confidence, teamwork
            and a sense of responsibility that no textbook can teach.
          </p>
          <p>
            Please read the <Link to="/college-rules-and-regulations">college rules</Link> and follow the notices on
            this website. If you face any difficulty, come to the office or write to us through the{' '}
            <Link to="/complaints">online grievance form</Link>; every concern will be heard.
          </p>
          <p>With best wishes for your studies and your future.</p>
          <p className={styles.signature}>
            Principal
            <span>{SITE.name}</span>
          </p>
        </div>
      </div>
    </ContentPage>
  );
}
