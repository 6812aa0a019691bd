import { useCatalogue } from '@college/design-system';
import { examName, type PublicResult } from '@college/results-service/contract';
import { useSite } from '@college/remote-kit';
import { formatIndianDate } from '@college/settings/dates';
import { useResultText } from '../../shared/use-result-text';
import messages from './certificate.messages.json';
import styles from './certificate-sheet.module.css';
// Global on purpose: the print rules hide the shell's header, footer and navigation, which no
// class of ours can reach. Each rule applies only while a certificate is on the page.
import './certificate-print.css';

const SHEET_TITLE_ID = 'certificate-title';

/**
 * The participation certificate: A4 landscape on paper (one page), the same proportions on a wide
 * screen, and a plain card on a phone. Printed in the page's language, under the college's name in
 * it; everything else comes from the student's result (names as the sheet writes them), the exam's
 * name and date from the exam the result belongs to.
 */
export function CertificateSheet({ result }: { result: PublicResult }) {
  const { t, text, lang } = useCatalogue(messages);
  const site = useSite();
  const exam = examName(result.exam, lang);
  const { sheetValue, asWritten } = useResultText();
  // A prize the sheet leaves empty is printed as 'None', never as a blank.
  const prize = sheetValue(result.prize.trim() === '' ? 'None' : result.prize);
  return (
    <div className={styles.frame} data-certificate-frame="">
      <article className={styles.sheet} aria-labelledby={SHEET_TITLE_ID} data-certificate-sheet="">
        <div className={styles.border}>
          <p className={styles.college}>{site.name}</p>
          <p className={styles.exam}>{exam}</p>
          <h2 id={SHEET_TITLE_ID} className={styles.title}>
            {text('title')}
          </h2>
          <p className={styles.number}>{t('number', { number: result.certificate_no })}</p>
          <p className={styles.text}>
            {t('text', {
              name: asWritten(result.student_name),
              father: asWritten(result.father_name),
              school: asWritten(result.school_name),
              exam,
              date: formatIndianDate(result.exam.held_on),
              score: result.score,
            })}
          </p>
          <p className={styles.prize}>{t('prize', { prize })}</p>
          <div className={styles.signatures}>
            <p>{text('coordinator')}</p>
            <p>{text('principal')}</p>
          </div>
          <p className={styles.roll}>{text('roll', { roll: result.rollno })}</p>
        </div>
      </article>
    </div>
  );
}
