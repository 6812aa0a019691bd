import { SITE } from '@college/remote-kit';
import styles from './college-intro.module.css';

/** Who runs the college, where it is and whom it serves (spec §1). */
export function CollegeIntro() {
  return (
    <div className={styles.intro}>
      <h2 id="home-intro-title" className={styles.title}>
        Welcome to {SITE.name}
      </h2>
      <p>
        {SITE.name} is run by an educational society and was founded under the leadership of the society&apos;s
        president. Its aim from the first day has been simple: higher education should not depend on how far a
        family lives from a city.
      </p>
      <p>
        The college stands in a rural area about 20 km from the district city, 5 km before the local market. No
        other college serves these villages, so for many students it is the only place within reach to earn a
        degree.
      </p>
      <p>
        It serves girls above all: many young women of the area found it hard to get admission elsewhere, and here
        they can study close to home. Today the college teaches teacher-education (B.Ed. and D.El.Ed.),
        undergraduate (B.A. and B.Sc.) and postgraduate (M.A.) courses.
      </p>
    </div>
  );
}
