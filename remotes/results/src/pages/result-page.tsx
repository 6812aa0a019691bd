import { PageHeader, useCatalogue } from '@college/design-system';
import { EXAM } from '@college/results-service/contract';
import { useInLanguage } from '@college/remote-kit';
import { formatIndianDate } from '@college/settings/dates';
import sampleCertificateHindi from '../assets/sample-certificate.hi.svg';
import sampleCertificate from '../assets/sample-certificate.svg';
import { ResultSearch } from '../features/result/components/result-search';
import messages from './result-page.messages.json';
import styles from './result-page.module.css';

/** /result (the spec's `{token}` route): look up a Talent Search Exam result by roll number. */
export default function ResultPage() {
  const { text, lang } = useCatalogue(messages);
  const exam = useInLanguage()(EXAM.name);
  return (
    <>
      <PageHeader title={text('title', { exam })} subtitle={text('heldOn', { date: formatIndianDate(EXAM.heldOn) })} />
      <div className={styles.container}>
        <div className={styles.search}>
          <p className={styles.intro}>{text('intro')}</p>
          <ResultSearch />
        </div>
        <figure className={styles.sample}>
          {/* The sample drawn in the page's language, like the certificate it shows. */}
          <img
            src={lang === 'hi' ? sampleCertificateHindi : sampleCertificate}
            width={594}
            height={420}
            alt={text('sampleAlt', { exam })}
          />
          <figcaption>{text('sample')}</figcaption>
        </figure>
      </div>
    </>
  );
}
