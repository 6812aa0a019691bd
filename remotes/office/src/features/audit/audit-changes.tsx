import type { OfficeAuditEntry } from '@college/office-service/contract';
import { AUDIT_TEXT } from './audit-text';
import type { People } from './people';
import { readableFields } from './readable-record';
import styles from './audit.module.css';

/** A row's before and after as "Label: value" lines; a changed field shows both values and says so. */
export function AuditChanges({ entry, people }: { entry: OfficeAuditEntry; people: People }) {
  const fields = readableFields(entry, people);
  if (fields.length === 0) return null;
  return (
    <ul className={styles.fields} aria-label={AUDIT_TEXT.fieldsLabel}>
      {fields.map((field, index) => (
        <li key={`${index}-${field.label}`} className={field.changed ? styles.changed : undefined}>
          {field.label}:{' '}
          {field.changed ? (
            <>
              <span className={styles.before}>{field.before}</span> → {field.value}{' '}
              <strong className={styles.mark}>{AUDIT_TEXT.changed}</strong>
            </>
          ) : (
            field.value
          )}
        </li>
      ))}
    </ul>
  );
}
