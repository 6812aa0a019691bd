import { FileInput } from '@college/design-system';
import { ImageFitInput } from '@college/remote-kit';
import { APPLICANT_FILE_FIELDS, isFileWanted } from '@college/admissions-service/contract';
import { fieldProps, type SectionProps } from './form-context';
import styles from '../admission-form.module.css';

/** The documents the answers above ask for (EWS, caste and transfer certificates only when they apply). */
export function DocumentsSection(props: SectionProps) {
  const { file, image } = fieldProps(props);
  return (
    <>
      <p className={styles.note}>
        Photograph (passport size) and signature: a photo from your phone is fine, it is made small enough here.
        Other documents: PDF, JPEG or PNG of at most 1 MB each. If you reload the page, choose the documents again.
      </p>
      <div className={styles.grid}>
        {APPLICANT_FILE_FIELDS.filter((name) => isFileWanted(name, props.values)).map((name) =>
          name === 'photo' || name === 'signature' ? (
            <ImageFitInput key={name} {...image(name)} />
          ) : (
            <FileInput key={name} {...file(name)} />
          ),
        )}
      </div>
    </>
  );
}
