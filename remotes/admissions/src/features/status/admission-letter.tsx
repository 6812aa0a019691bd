import { Button, KeyFacts, useCatalogue } from '@college/design-system';
import { ACADEMIC_YEAR, collegeTime, nameIn, REPORTING, useSite } from '@college/remote-kit';
import { formatIndianDate } from '@college/settings/dates';
import { rupees } from '@college/settings/format';
import type { Acknowledgement } from '@college/admissions-service/contract';
import { Letterhead } from '../shared/letterhead';
import { printPart } from '../shared/print-part';
import { subjectsOf } from './acknowledgement';
import messages from './admission-letter.messages.json';
import styles from './application-status.module.css';
import './admission-letter.css';

/**
 * The provisional admission letter of an admitted applicant, on screen and on paper (one A4 page,
 * with the letterhead): who, the course and subjects, where the fee stands, and when to report
 * with which original documents (the settings' `admission.reporting`), in the page's language.
 */
export function AdmissionLetter({ found }: { found: Acknowledgement }) {
  const { text, lang } = useCatalogue(messages);
  const { officeHours } = useSite();
  const fee = rupees(found.fee);
  const paid = found.payment?.state === 'verified';
  return (
    <section aria-labelledby="admission-letter-heading" data-admission-letter="" className={styles.found}>
      <Letterhead printOnly />
      <h2 id="admission-letter-heading">{text('heading')}</h2>
      <p data-print-hidden="">{text('intro')}</p>
      <KeyFacts
        facts={[
          { label: text('applicationNo'), value: found.application_no },
          { label: text('name'), value: found.name },
          { label: text('father'), value: found.father },
          { label: text('course'), value: nameIn(found.course, lang) },
          { label: text('subjects'), value: subjectsOf(found, lang) },
          { label: text('fee'), value: paid ? text('feePaid', { fee }) : text('feeDue', { fee }) },
        ]}
      />
      <p>{text('body', { course: nameIn(found.course, lang), year: ACADEMIC_YEAR })}</p>
      {REPORTING ? (
        <>
          <p>
            {text('reportFrom', {
              date: formatIndianDate(REPORTING.from),
              days: officeHours.days,
              opens: officeHours.opens,
              closes: officeHours.closes,
            })}
          </p>
          <ul>
            {REPORTING.documents.map((document) => (
              <li key={document}>{nameIn(document, lang)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{text('reportAsk')}</p>
      )}
      <p className={styles.letterFoot}>
        <span>{text('printedOn', { date: collegeTime(new Date().toISOString(), 'day') })}</span>
        <span className={styles.seal}>{text('officeSeal')}</span>
      </p>
      <div data-print-hidden="">
        <Button type="button" onClick={() => printPart('letter')}>
          {text('print')}
        </Button>
      </div>
    </section>
  );
}
