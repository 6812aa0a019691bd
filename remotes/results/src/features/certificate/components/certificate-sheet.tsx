import { EXAM, type TalentResult } from '@college/results-service/contract';
import { SITE } from '@college/remote-kit';
import styles from './certificate-sheet.module.css';
// Global on purpose: the print rules hide the shell's header, footer and navigation, which no
// class of ours can reach. Each rule applies only while a certificate is on the page.
import './certificate-print.css';

const SHEET_TITLE_ID = 'certificate-title';

/** A prize the sheet leaves empty is printed as 'None', never as a blank. */
const prizeText = (prize: string) => (prize.trim() === '' ? 'None' : prize);

/**
 * The participation certificate: A4 landscape on paper (one page), the same proportions on a wide
 * screen, and a plain card on a phone. Everything in it comes from the student's result.
 */
export function CertificateSheet({ result }: { result: TalentResult }) {
  return (
    <div className={styles.frame} data-certificate-frame="">
      <article className={styles.sheet} aria-labelledby={SHEET_TITLE_ID} data-certificate-sheet="">
        <div className={styles.border}>
          <p className={styles.college}>{SITE.name}</p>
          <p className={styles.exam}>{EXAM.name}</p>
          <h2 id={SHEET_TITLE_ID} className={styles.title}>
            Certificate of Participation
          </h2>
          <p className={styles.number}>
            Certificate No. <strong>{result.certificate_no}</strong>
          </p>
          <p className={styles.text}>
            This is to certify that <strong>{result.student_name}</strong>, whose father&rsquo;s name is{' '}
            <strong>{result.father_name}</strong>, a student of <strong>{result.school_name}</strong>, took part in
            the {EXAM.name} held on {EXAM.heldOnText} and scored <strong>{result.score}</strong> marks.
          </p>
          <p className={styles.prize}>
            Prize: <strong>{prizeText(result.prize)}</strong>
          </p>
          <div className={styles.signatures}>
            <p>Exam Coordinator</p>
            <p>Principal</p>
          </div>
          <p className={styles.roll}>Roll number {result.rollno}</p>
        </div>
      </article>
    </div>
  );
}
