import { DocumentFitInput, ImageFitInput, useSite } from '@college/remote-kit';
import { CAREER_FILES } from '@college/careers-service/contract';
import { fieldId } from '../fields';
import { useFormText } from '../form-text';
import type { SectionProps } from './form-context';
import styles from './sections.module.css';

const MB = 1024 * 1024;

/**
 * The two uploads with the instructions of the recruitment notice. The photo is made to fit its
 * limit in the browser (cropped to passport shape, re-encoded as JPEG) and that file is the value.
 * The CV is a PDF as chosen, or photos of a paper CV made into one PDF on the device; a file that
 * is no PDF inside, or a PDF over the limit, is refused the moment it is chosen, with what to do.
 */
export function UploadsSection({ form, errorOf }: SectionProps) {
  const { photo, cv } = CAREER_FILES;
  const { text } = useFormText();
  const mb = cv.maxBytes / MB;
  const kb = photo.maxBytes / 1024;
  // Registered for its value only: the fitter hands over the file to send.
  const { onBlur } = form.register(photo.field);
  const { onBlur: onCvBlur } = form.register(cv.field);
  const helpPhone = useSite().helplines.admission;
  return (
    <>
      <ul className={styles.instructions}>
        <li>{text('cvInstruction', { mb })}</li>
        <li>{text('photoInstruction', { kb })}</li>
      </ul>
      <ImageFitInput
        id={fieldId(photo.field)}
        name={photo.field}
        kind="photo"
        label={text('photo')}
        hint={text('photoHint', { kb })}
        maxBytes={photo.maxBytes}
        required
        error={errorOf(photo.field)}
        onBlur={onBlur}
        onFile={(file) => form.setValue(photo.field, file, { shouldValidate: true })}
      />
      <DocumentFitInput
        id={fieldId(cv.field)}
        name={cv.field}
        label={text('cvLabel')}
        hint={text('cvHint', { mb })}
        title={text('cvLabel')}
        maxBytes={cv.maxBytes}
        helpPhone={helpPhone}
        pdfOnly
        required
        error={errorOf(cv.field)}
        onBlur={onCvBlur}
        onFile={(file) => form.setValue(cv.field, file, { shouldValidate: true })}
      />
    </>
  );
}
