import { PageHeader } from '@college/design-system';
import { EXAM } from '@college/results-service/contract';
import type { RemotePageProps } from '@college/remote-kit';
import sampleCertificate from '../assets/sample-certificate.svg';
import { ResultSearch } from '../features/result/components/result-search';
import styles from './result-page.module.css';

/** /result (the spec's `{token}` route): look up a Talent Search Exam result by roll number. */
export default function ResultPage({ title = `${EXAM.name} Result` }: RemotePageProps) {
  return (
    <>
      <PageHeader title={title} subtitle={`Exam held on ${EXAM.heldOnText}`} />
      <div className={styles.container}>
        <div className={styles.search}>
          <p className={styles.intro}>
            Enter your roll number to see your result. Students who sat the exam and whose result is declared can
            print their participation certificate from here.
          </p>
          <ResultSearch />
        </div>
        <figure className={styles.sample}>
          <img src={sampleCertificate} width={594} height={420} alt="Sample of the participation certificate: the college's name, Talent Search Exam 2024, Certificate of Participation with a certificate number, the student's name, father's name, school, score and prize, and the signatures of the exam coordinator and the principal." />
          <figcaption>Sample certificate</figcaption>
        </figure>
      </div>
    </>
  );
}
