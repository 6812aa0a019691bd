import { PageHeader, useCatalogue } from '@college/design-system';
import { examName } from '@college/results-service/contract';
import { formatIndianDate } from '@college/settings/dates';
import sampleCertificateHindi from '../assets/sample-certificate.hi.svg';
import sampleCertificate from '../assets/sample-certificate.svg';
import { ResultSearch } from '../features/result/components/result-search';
import { EXAMS_ANSWERS, useExams } from '../features/shared/use-exams';
import messages from './result-page.messages.json';
import styles from './result-page.module.css';

/** The exams to choose from are in the first response: the gateway renders this page with them (decision 017). */
export const pageAnswers = EXAMS_ANSWERS;

/**
 * /result (the spec's `{token}` route): look up a Talent Search Exam result by roll number, in the
 * newest exam or an earlier one. The heading names the newest exam once the exams are known; a page
 * drawn without them (prerendered at build time) names none, and its search asks the newest exam.
 */
export default function ResultPage() {
  const { text, lang } = useCatalogue(messages);
  const exams = useExams();
  const newest = exams?.[0];
  return (
    <>
      {/* A no-break space keeps the date's line while the exams are not known, so nothing moves. */}
      <PageHeader
        title={newest ? text('title', { exam: examName(newest, lang) }) : text('titleAnyExam')}
        subtitle={newest ? text('heldOn', { date: formatIndianDate(newest.held_on) }) : '\u00a0'}
      />
      <div className={styles.container}>
        <div className={styles.search}>
          <p className={styles.intro}>{text('intro')}</p>
          <ResultSearch exams={exams} />
        </div>
        <figure className={styles.sample}>
          {/* The sample drawn in the page's language, like the certificate it shows. */}
          <img
            src={lang === 'hi' ? sampleCertificateHindi : sampleCertificate}
            width={594}
            height={420}
            alt={text('sampleAlt')}
          />
          <figcaption>{text('sample')}</figcaption>
        </figure>
      </div>
    </>
  );
}
