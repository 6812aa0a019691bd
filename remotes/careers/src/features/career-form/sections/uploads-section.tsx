import { FileInput } from '@college/design-system';
import { CAREER_FILES } from '@college/careers-service/contract';
import { fieldId } from '../fields';
import type { SectionProps } from './form-context';
import styles from './sections.module.css';

const MB = 1024 * 1024;

/**
 * The two uploads with the instructions of the recruitment notice. A chosen file is checked at
 * once (type and size, as the browser reports them), so a wrong one is never sent.
 */
export function UploadsSection({ form, errorOf }: SectionProps) {
  const { photo, cv } = CAREER_FILES;
  const upload = (rules: typeof photo | typeof cv, label: string, hint: string) => (
    <FileInput
      id={fieldId(rules.field)}
      label={label}
      hint={hint}
      accept={rules.accept}
      required
      error={errorOf(rules.field)}
      {...form.register(rules.field, { onChange: () => void form.trigger(rules.field) })}
    />
  );
  return (
    <>
      <ul className={styles.instructions}>
        <li>CV, certificates and experience details in a single PDF, at most {cv.maxBytes / MB} MB.</li>
        <li>A recent colour photograph with 85% facial clarity (JPEG or PNG), at most {photo.maxBytes / 1024} KB.</li>
      </ul>
      {upload(photo, 'Photo', `JPEG or PNG, at most ${photo.maxBytes / 1024} KB`)}
      {upload(cv, 'CV (single PDF)', `PDF, at most ${cv.maxBytes / MB} MB`)}
    </>
  );
}
