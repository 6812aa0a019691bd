import { useCatalogue } from '@college/design-system';
import { useSite } from '@college/remote-kit';
import messages from '../home.messages.json';
import styles from './college-intro.module.css';

/** Who runs the college, where it is and whom it serves. */
export function CollegeIntro() {
  const { name } = useSite();
  const { text } = useCatalogue(messages);
  return (
    <div className={styles.intro}>
      <h2 id="home-intro-title" className={styles.title}>
        {text('welcome', { name })}
      </h2>
      <p>{text('intro1', { name })}</p>
      <p>{text('intro2')}</p>
      <p>{text('intro3')}</p>
    </div>
  );
}
