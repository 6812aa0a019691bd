import type { CorrectableField, CorrectionRecord } from '@college/admissions-service/contract';
import { day } from '../shared/application-fields';
import { APPLICATION_TEXT } from './application-text';
import styles from './application.module.css';

const FIELD_TEXT: Record<CorrectableField, string> = {
  fname: 'Full Name',
  father_fname: "Father's Name",
  mother_fname: "Mother's Name",
  mobile: 'Mobile Number',
  email: 'E-mail',
  address: 'Address',
  pincode: 'Pincode',
};

/**
 * What the applicant corrected before the scrutiny (the fields above show the corrected values):
 * when, which field, from what to what. Nothing when there were no corrections.
 */
export function ApplicantCorrections({ corrections }: { corrections: CorrectionRecord[] }) {
  if (corrections.length === 0) return null;
  const { corrections: text } = APPLICATION_TEXT;
  return (
    <section aria-labelledby="application-corrections">
      <h2 id="application-corrections">{text.heading}</h2>
      <p>{text.intro}</p>
      {/* Focusable, so a keyboard can scroll it on a narrow screen. */}
      <div className={styles.scroll} tabIndex={0} role="group" aria-label={text.caption}>
        <table className={styles.corrections}>
          <caption className="ds-visually-hidden">{text.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.when}</th>
              <th scope="col">{text.field}</th>
              <th scope="col">{text.before}</th>
              <th scope="col">{text.after}</th>
            </tr>
          </thead>
          <tbody>
            {corrections.flatMap((correction, index) =>
              correction.changes.map((change) => (
                <tr key={`${index}-${change.field}`}>
                  <td>{day(correction.at)}</td>
                  <th scope="row">{FIELD_TEXT[change.field]}</th>
                  <td>{change.before}</td>
                  <td>{change.after}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
