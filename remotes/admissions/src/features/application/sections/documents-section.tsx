import { DocumentFitInput, ImageFitInput, useSite } from '@college/remote-kit';
import { APPLICANT_FILE_FIELDS, isFileWanted } from '@college/admissions-service/contract';
import { fieldProps, type SectionProps } from './form-context';
import styles from '../admission-form.module.css';

/** The documents the answers above ask for (EWS, caste and transfer certificates only when they apply). */
export function DocumentsSection(props: SectionProps) {
  const { image, documentFile } = fieldProps(props);
  const helpPhone = useSite().helplines.admission;
  return (
    <>
      <p className={styles.note}>{props.words.text('documentsNote')}</p>
      <div className={styles.grid}>
        {APPLICANT_FILE_FIELDS.filter((name) => isFileWanted(name, props.values, props.lookups.course?.level)).map(
          (name) =>
            name === 'photo' || name === 'signature' ? (
              <ImageFitInput key={name} {...image(name)} />
            ) : (
              <DocumentFitInput key={name} {...documentFile(name, helpPhone)} />
            ),
        )}
      </div>
    </>
  );
}
