import type { KeyFact } from '@college/design-system';
import { formatAccessCode } from '@college/admissions-service/contract';
import { ACCESS_CODE_TEXT } from './access-code-text';
import styles from './access-code.module.css';

/** The access code as a key fact of the acknowledgement (and of /payment, for those paying later). */
export const accessCodeFact = (code: string): KeyFact => ({
  label: ACCESS_CODE_TEXT.label,
  value: <span className={styles.code}>{formatAccessCode(code)}</span>,
});

/** Printed with the code: why to keep it. */
export function KeepAccessCode() {
  return <p className={styles.keep}>{ACCESS_CODE_TEXT.keep}</p>;
}
