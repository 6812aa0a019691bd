import { Link } from '@college/design-system';
import { SITE, type RemotePageProps } from '@college/remote-kit';
import portrait from '../../assets/pages/manager-portrait.svg';
import { ContentPage } from '../../components/content-page/content-page';
import styles from './about.module.css';

/** `/manager-msg`. The portrait is a drawn placeholder until the college supplies a photograph. */
export default function ManagerMessagePage(_props: RemotePageProps) {
  return (
    <ContentPage title="Manager's Message">
      <div className={styles.message}>
        <figure className={styles.portrait}>
          <img src={portrait} alt="Portrait of the Manager (placeholder drawing)" width={240} height={280} />
          <figcaption>Manager</figcaption>
        </figure>

        <div>
          <p>Namaste, and welcome to {SITE.name}.</p>
          <p>
            Our society opened this college with one purpose: that the sons and daughters of these villages should not
            have to give up their studies because the nearest college is too far away. For many girls of the area,
            this was the difference between stopping after Class 12 and earning a degree. That purpose still guides
            every decision we take.
          </p>
          <p>
            The society provides the buildings, the library, the laboratories and the teachers, and we keep the fees
            within the reach of farming families. In return we ask our students for regular attendance, honest work
            and good conduct.
          </p>
          <p>
            Parents are our partners. Please visit the college, meet the teachers and tell us when something can be
            done better; your suggestions reach us through the <Link to="/feedback">feedback form</Link> and the
            college office.
          </p>
          <p>I wish every student success in their studies and in life.</p>
          <p className={styles.signature}>
            Manager
            <span>{SITE.name}</span>
          </p>
        </div>
      </div>
    </ContentPage>
  );
}
