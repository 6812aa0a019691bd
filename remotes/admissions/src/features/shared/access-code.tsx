import { type KeyFact, useCatalogue } from '@college/design-system';
import { formatAccessCode } from '@college/admissions-service/contract';
import messages from './access-code.messages.json';
import styles from './access-code.module.css';

/** The words about the access code, the same wherever it is shown or asked for. */
export const useAccessCodeText = () => useCatalogue(messages).text;

/** The access code as a key fact of the acknowledgement (and of /payment, for those paying later). */
export function useAccessCodeFact(): (code: string) => KeyFact {
  const text = useAccessCodeText();
  return (code) => ({ label: text('label'), value: <span className={styles.code}>{formatAccessCode(code)}</span> });
}

/** Printed with the code: why to keep it. */
export function KeepAccessCode() {
  return <p className={styles.keep}>{useAccessCodeText()('keep')}</p>;
}

/** What the access code looks like, for a field that asks for it. */
export const ACCESS_CODE_PLACEHOLDER = 'K7QM-4XPA';
